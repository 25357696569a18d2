import type { ReactNode } from 'react';
import { snippets } from '@/content/snippets';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { Container } from './container';
import { RelatedLinks } from './related-links';
import { eyebrowClass } from '@/components/ui/eyebrow';

/**
 * The trail arriving at a cairn, drawn low in an ending's corner from 1024 px: the way the page
 * has walked ends here. Decoration in the landscapes' line and blaze, not read.
 */
function TrailToCairn() {
  return (
    <svg
      viewBox="0 0 320 96"
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute right-6 bottom-0 -z-10 hidden h-24 w-80 lg:block"
    >
      <path
        d="M0 92 C60 88 90 70 140 72 S220 80 262 70"
        fill="none"
        stroke="var(--art-blaze)"
        strokeWidth="3"
        strokeDasharray="7 7"
        strokeLinecap="round"
      />
      <g fill="var(--art-soft)" stroke="var(--art-line)" strokeWidth="1.5">
        <ellipse cx="282" cy="84" rx="24" ry="10" />
        <ellipse cx="282" cy="66" rx="17" ry="8" />
        <ellipse cx="282" cy="51" rx="11" ry="6" />
      </g>
      <rect x="278" y="38" width="8" height="7" rx="1" fill="var(--art-blaze)" />
    </svg>
  );
}

/**
 * How an ending's ground is laid: a panel inside the page's width (most pages), or a band from
 * edge to edge (`bleed`: home's places and people, a study's next study), so the endings of the
 * site do not all close in the same card.
 */
export type EndingGround = 'panel' | 'bleed';

/**
 * An ending's ground: its own colour (`bg-ending`, apart from the footer's grey and the band's
 * sand), the trail arriving at a cairn in its corner, with the page's background between it and
 * the footer. Every kind of page's ending stands on it.
 */
export function EndingPanel({
  children,
  ground = 'panel',
}: {
  children: ReactNode;
  ground?: EndingGround;
}) {
  if (ground === 'bleed') {
    return (
      <div className="relative isolate overflow-hidden border-t border-ending-line bg-ending text-foreground">
        <Container className="relative py-6 sm:py-12 lg:pb-20">
          {children}
          <TrailToCairn />
        </Container>
      </div>
    );
  }
  return (
    <Container>
      <div className="relative isolate overflow-hidden rounded-3xl border border-ending-line bg-ending px-5 py-6 text-foreground sm:px-10 sm:py-12 lg:pb-24">
        {children}
        <TrailToCairn />
      </div>
    </Container>
  );
}

/**
 * The ending a page closes with, named by `block` in `data-ending`: the endings test
 * (scripts/endings.build.test.ts) reads those names to prove no two kinds of page end alike.
 * `label` is the small heading over the block; without one, the block's own heading carries `id`.
 */
export function Ending({
  block,
  id,
  label,
  ground,
  children,
}: {
  block: string;
  ground?: EndingGround;
  /** The heading's id: the section's `aria-labelledby`. */
  id: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <section data-ending={block} aria-labelledby={id} className={endingClass(ground)}>
      <EndingPanel ground={ground}>
        {label ? (
          <h2 id={id} className={eyebrowClass}>
            {label}
          </h2>
        ) : null}
        {children}
      </EndingPanel>
    </section>
  );
}

/**
 * The space around an ending: clear of the block above it and, for a panel, of the footer below.
 * A band from edge to edge sits on the footer: a strip of the page's ground between the two
 * would read as a gap in the layout, not as space.
 */
export function endingClass(ground: EndingGround = 'panel') {
  return ground === 'bleed' ? 'pt-2 sm:pt-8' : 'pt-2 pb-8 sm:pt-8 sm:pb-16';
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
