import Link from 'next/link';
import { Container } from './container';
import { gridColumns } from './grid-columns';

/** The heading link of a card: its overlay makes the whole card (a `group relative` item) clickable. */
export const cardLinkClass =
  'after:absolute after:inset-0 after:rounded-2xl group-hover:text-accent';

export interface CardItem {
  href: string;
  title: string;
  summary: string;
  eyebrow?: string;
}

interface CardGridProps {
  id?: string;
  heading: string;
  intro?: string;
  items: CardItem[];
  /** Heading level of the section; cards use the next level down. */
  level?: 2 | 3;
}

/** A section of linked cards; the whole card is clickable through the heading link's overlay. */
export function CardGrid({ id, heading, intro, items, level = 2 }: CardGridProps) {
  const H = level === 2 ? 'h2' : 'h3';
  const CardH = level === 2 ? 'h3' : 'h4';
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-12">
      <Container>
        <H id={headingId} className="font-display text-3xl font-semibold">
          {heading}
        </H>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
        <ul className={`mt-8 ${gridColumns(items.length)} gap-5`}>
          {items.map((item) => (
            <li
              key={item.href}
              className="group relative flex flex-col rounded-2xl border border-border bg-background p-6 transition-colors hover:border-accent focus-within:border-accent"
            >
              {item.eyebrow ? (
                <p className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
                  {item.eyebrow}
                </p>
              ) : null}
              <CardH className="mt-1 font-display text-xl font-semibold">
                <Link href={item.href} className={cardLinkClass}>
                  {item.title}
                </Link>
              </CardH>
              <p className="mt-2 text-muted-foreground">{item.summary}</p>
              <span aria-hidden="true" className="mt-auto pt-4 font-semibold text-accent">
                Explore →
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
