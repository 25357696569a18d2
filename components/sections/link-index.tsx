import Link from 'next/link';
import type { NavLink } from '@/config/navigation';

/**
 * Pages of a kind as an index of links, each a pill at every width (the one look of a link that
 * names a page in an index; a reference in a sentence or a card is underlined), under a small
 * heading of their own, at the end of the section that explains them. On a phone the pills are
 * smaller, still a 36 px target, three or four to a line.
 */
export function LinkIndex({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: NavLink[];
}) {
  return (
    <nav aria-labelledby={id} className="mt-6 border-t border-border pt-5">
      <h3 id={id} className="text-sm font-semibold">
        {heading}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-1.5 sm:gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm font-semibold text-foreground hover:border-accent hover:text-accent sm:min-h-11 sm:px-4"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
