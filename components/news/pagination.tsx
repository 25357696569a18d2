import Link from 'next/link';
import { newsPageHref } from '@/content/news-pages';

export function Pagination({ current, total }: { current: number; total: number }) {
  if (total <= 1) return null;
  const pages = Array.from({ length: total }, (_, i) => i + 1);
  const item =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold';
  return (
    <nav aria-label="News pages" className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 ? (
          <li>
            <Link
              href={newsPageHref(current - 1)}
              rel="prev"
              className={`${item} hover:bg-surface`}
            >
              ← Newer<span className="sr-only"> articles</span>
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === current ? (
              <span aria-current="page" className={`${item} bg-accent text-accent-foreground`}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link href={newsPageHref(n)} className={`${item} hover:bg-surface`}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {current < total ? (
          <li>
            <Link
              href={newsPageHref(current + 1)}
              rel="next"
              className={`${item} hover:bg-surface`}
            >
              <span>
                Older<span className="sr-only"> articles</span> →
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
