import { filterHref, workFilters, type FilterKind } from '@/content/work';
import { FilterChips } from '@/components/ui/filter-chips';

export interface ActiveFilter {
  kind: FilterKind;
  slug: string;
}

const GROUPS: { kind: FilterKind; label: string }[] = [
  { kind: 'sector', label: 'Organization' },
  { kind: 'platform', label: 'Platform' },
];

/** Filters of /work by organization and by platform: a row of chips each (FilterChips). */
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
          <FilterChips
            labelledBy={`filter-${kind}`}
            // "All" once: in the first group only.
            items={options(kind).filter((o) => kind === 'sector' || o.href !== '/work')}
          />
        </div>
      ))}
    </nav>
  );
}
