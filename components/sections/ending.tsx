import type { ReactNode } from 'react';
import { snippets } from '@/content/snippets';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { Container } from './container';
import { RelatedLinks } from './related-links';

/**
 * The band a page ends in (on the surface colour, a rule above), named by `block` in
 * `data-ending`: the endings test (scripts/endings.build.test.ts) reads those names to prove no
 * two kinds of page end alike. `label` is the small heading over the block; without one, the
 * block's own heading carries `id`.
 */
export function Ending({
  block,
  id,
  label,
  children,
}: {
  block: string;
  /** The heading's id: the section's `aria-labelledby`. */
  id: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-ending={block}
      aria-labelledby={id}
      className="border-t border-border bg-surface py-10 text-surface-foreground sm:py-16"
    >
      <Container>
        {label ? (
          <h2 id={id} className="text-sm font-bold tracking-widest text-accent uppercase">
            {label}
          </h2>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

/** An ending's conversation, and the page's related pages as a line of links under it. */
export function EndingAction({
  relatedId,
  related = [],
}: {
  relatedId?: string;
  related?: { title: string; href: string }[];
}) {
  return (
    <>
      <div className="mt-6">
        <ContactTrigger>{snippets.contactAction}</ContactTrigger>
      </div>
      {relatedId ? <RelatedLinks id={relatedId} pages={related} /> : null}
    </>
  );
}
