import Link from 'next/link';
import { filterHref, workFilters, type FilterKind } from '@/content/work';

export interface ActiveFilter {
  kind: FilterKind;
  slug: string;
}

const GROUPS: { kind: FilterKind; label: string }[] = [
  { kind: 'sector', label: 'Organization' },
  { kind: 'platform', label: 'Platform' },
];

const item =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold underline-offset-4';

/**
 * Filters of /work as plain links to prerendered pages, so they work without scripts; the
 * current one is marked with aria-current and is not a link.
 */
export function WorkFilters({ active }: { active?: ActiveFilter }) {
  const options = (kind: FilterKind) => [
    { label: 'All', href: '/work', current: !active },
    ...workFilters(kind).map((f) => ({
      label: f.label,
      href: filterHref(kind, f.slug),
      current: active?.kind === kind && active.slug === f.slug,
    })),
  ];
  return (
    <nav aria-label="Filter case studies" className="space-y-4">
      {GROUPS.map(({ kind, label }) => (
        <div key={kind} className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
          <p
            id={`filter-${kind}`}
            className="w-32 shrink-0 text-sm font-bold tracking-wide uppercase"
          >
            {label}
          </p>
          <ul aria-labelledby={`filter-${kind}`} className="flex flex-wrap gap-2">
            {options(kind)
              // "All" once: in the first group only.
              .filter((o) => kind === 'sector' || o.href !== '/work')
              .map((o) => (
                <li key={o.href}>
                  {o.current ? (
                    <span
                      aria-current="page"
                      className={`${item} border-accent bg-accent text-accent-foreground`}
                    >
                      {o.label}
                    </span>
                  ) : (
                    <Link
                      href={o.href}
                      className={`${item} border-border hover:border-accent hover:underline`}
                    >
                      {o.label}
                    </Link>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
