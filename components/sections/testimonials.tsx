import type { Testimonial } from '@/content/schema';
import { Container } from './container';
import { cellSpan, gridColumns, swipeRow } from '@/components/ui/grid-columns';

/**
 * Short quotes from clients, each with the person's name, role and organization. `swipe` lays
 * them in a row to swipe through on phones (a page where they follow the main list); the row
 * takes keyboard focus, as it scrolls and holds no link. Permissioned quotes only: the heading
 * over them ("In their words") claims a real client's words, which a sample quote is not; with
 * none left, the section is not drawn.
 */
export function Testimonials({
  items: all,
  heading,
  swipe = false,
}: {
  items: Testimonial[];
  heading: string;
  swipe?: boolean;
}) {
  const items = all.filter((quote) => !quote.sample);
  if (items.length === 0) return null;
  return (
    <section
      data-grid="quotes"
      aria-labelledby="testimonials-heading"
      // The space held for the quotes until they are drawn (app/globals.css .later-face): a
      // column of cards on a phone, one card's height when they swipe in a row.
      className={`later-face py-12 ${swipe ? '[--later-face-height:23.5rem]' : '[--later-face-height:48rem]'} sm:[--later-face-height:28rem]`}
    >
      <Container>
        <h2 id="testimonials-heading" className="font-display text-2xl font-semibold sm:text-3xl">
          {heading}
        </h2>
        <ul
          className={`mt-8 ${gridColumns(items.length)} gap-6 ${swipe ? swipeRow.list : ''}`}
          aria-label={swipe ? heading : undefined}
          tabIndex={swipe ? 0 : undefined}
        >
          {items.map((t, index) => (
            <li
              key={t.name}
              // Two rows of the list's grid shared by every card (subgrid), so the names under
              // quotes of different lengths stand on one line.
              className={`row-span-2 grid grid-rows-subgrid gap-y-0 rounded-2xl bg-surface p-5 text-surface-foreground sm:p-6 ${swipe ? swipeRow.item : ''} ${cellSpan(index, items.length)}`}
            >
              <figure className="row-span-2 grid grid-rows-subgrid gap-y-0">
                <blockquote className="font-display text-lg leading-snug sm:text-xl">
                  <p>“{t.text}”</p>
                </blockquote>
                <figcaption className="pt-4 text-sm sm:pt-5">
                  <span className="block font-semibold">{t.name}</span>
                  <span className="block text-muted-foreground">
                    {t.role}, {t.organization}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
