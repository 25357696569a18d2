import Link from 'next/link';
import type { NavLink } from '@/config/navigation';
import { Container } from './container';
import { SectionHead } from './section-head';

interface LinkIndexProps {
  /** The section's id, a target of its own (the menu's "All platforms" is /services#platforms). */
  id: string;
  heading: string;
  links: NavLink[];
}

/**
 * Pages of a kind as an index of links, each a pill at every width (the one look of a link that
 * names a page in an index; a reference in a sentence or a card is underlined). On a phone the
 * pills are smaller, still a 36 px target, three or four to a line.
 */
export function LinkIndex({ id, heading, links }: LinkIndexProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="py-10 sm:py-12">
      <Container>
        <SectionHead id={`${id}-heading`} heading={heading} />
        <ul className="mt-6 flex flex-wrap gap-1.5 sm:gap-2">
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
      </Container>
    </section>
  );
}
