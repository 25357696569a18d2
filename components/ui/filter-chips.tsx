import Link from 'next/link';

export interface FilterChip {
  label: string;
  href: string;
  current: boolean;
}

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold underline-offset-4';

/**
 * A filter's choices as plain links to prerendered pages, so they work without scripts and each
 * filtered list has an address; the current one is marked with aria-current and is not a link.
 * The /work filters and the journal's topics.
 */
export function FilterChips({ items, labelledBy }: { items: FilterChip[]; labelledBy?: string }) {
  return (
    // On a phone one row that scrolls sideways, to the screen's edges, so no choice is left alone
    // on a line of its own, fading at its right edge so a cut-off choice reads as "more this way";
    // the row ends in as much room as the fade, so its last choice scrolls clear of it. From
    // 640 px rows that wrap.
    <ul
      aria-labelledby={labelledBy}
      className="flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:pr-12 max-sm:pb-1 max-sm:pl-4 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] sm:flex-wrap"
    >
      {items.map((item) => (
        <li key={item.href} className="shrink-0">
          {item.current ? (
            <span
              aria-current="page"
              className={`${chip} border-accent bg-accent text-accent-foreground`}
            >
              {item.label}
            </span>
          ) : (
            <Link
              href={item.href}
              className={`${chip} border-border hover:border-accent hover:underline`}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
