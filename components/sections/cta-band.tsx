import { ContactTrigger } from '@/components/contact/contact-trigger';
import { snippets } from '@/content/snippets';
import { Container } from './container';

/**
 * The closing call to action of the pages that make the general case (home, the studies' index,
 * the journal). One band across the container: the question and the
 * answer's promise on the left, the action on the right (stacked on phones), over a few contour
 * lines. Its colours are the `band` role tokens (app/globals.css): sand in light mode, a deep
 * forest green in dark mode, each pair above 4.5:1 with the accent button above 3:1 against it.
 */
export function CtaBand() {
  const { heading, body, button } = snippets.cta;
  return (
    <section data-ending="cta-band" aria-labelledby="cta-heading" className="py-8 sm:py-12">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl border border-band-line bg-band px-6 py-8 text-band-foreground sm:px-10 sm:py-12 lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16 lg:px-14">
          <svg
            viewBox="0 0 600 240"
            preserveAspectRatio="xMaxYMid slice"
            aria-hidden="true"
            focusable="false"
            className="pointer-events-none absolute inset-y-0 right-0 -z-10 h-full w-full lg:w-3/5"
          >
            <g fill="none" stroke="var(--band-line)" strokeWidth="1.5">
              <path d="M330 240 C380 200 420 120 480 100 S570 110 600 70" />
              <path d="M370 240 C410 210 440 150 490 134 S575 140 600 112" />
              <path d="M410 240 C440 220 470 180 505 168 S580 172 600 156" />
              <path d="M290 240 C350 190 390 90 470 64 S560 70 600 30" />
              <path d="M250 240 C320 180 360 60 460 30 S560 30 600 0" />
            </g>
          </svg>
          <div>
            <h2
              id="cta-heading"
              className="max-w-3xl font-display text-3xl font-semibold sm:text-4xl"
            >
              {heading}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-band-muted sm:mt-4">{body}</p>
          </div>
          <div className="mt-6 sm:mt-8 lg:mt-0">
            <ContactTrigger className="px-7 py-3 text-lg">{button}</ContactTrigger>
          </div>
        </div>
      </Container>
    </section>
  );
}
