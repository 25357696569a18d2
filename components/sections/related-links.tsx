import Link from 'next/link';
import { snippets } from '@/content/snippets';
import { eyebrowClass } from '@/components/ui/eyebrow';

/**
 * A page's related pages as one line of links: where an ending of its own (a sector's lead
 * person, a service's way to work) takes the place of the grid of cards other pages end with.
 */
export function RelatedLinks({
  id,
  pages,
}: {
  id: string;
  pages: { title: string; href: string }[];
}) {
  if (pages.length === 0) return null;
  return (
    <nav aria-labelledby={id} className="mt-8">
      <h3 id={id} className={eyebrowClass}>
        {snippets.relatedHeading}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {pages.map((page) => (
          <li key={page.href}>
            <Link href={page.href} className="underline underline-offset-4">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
