import type { ReactNode } from 'react';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { snippets } from '@/content/snippets';
import { Container } from './container';
import { HeroScene } from '@/components/art/hero-scene';
import type { Motif } from '@/content/schema';
import { eyebrowClass } from '@/components/ui/eyebrow';

/**
 * The hero's two columns from 1024 px when it has art: the text, then the drawing, each from the
 * top (an example or the team, taller than the text, would otherwise leave the headline floating
 * under the breadcrumbs).
 */
export const heroWithArt =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-12 xl:grid-cols-[minmax(0,1fr)_26rem]';

/**
 * The same for a screen (a case study's key screen): half the width, so the client's page reads
 * as a page rather than a thumbnail.
 */
const heroWithScreen =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:gap-12 xl:gap-16';

interface HeroProps {
  eyebrow: string;
  title: string;
  /**
   * The page's claim. With one, the title (the name the menu and breadcrumbs use) becomes the
   * small label at the head of the h1, so the heading still names the page, and the claim is
   * what the eye reads.
   */
  headline?: string;
  intro: string;
  variant?: 'page' | 'home';
  /** Rendered above the eyebrow (breadcrumbs). */
  before?: ReactNode;
  actions?: ReactNode;
  /** Beside the eyebrow (a "Sample project" label). */
  badge?: ReactNode;
  /** The illustration in the right column from 1024 px (components/art). */
  art?: ReactNode;
  /**
   * Show the art on phones too, under the text (a location's map carries information; a page's
   * example or its people are what the page is about), in place of the landscape's crop.
   */
  artOnPhones?: boolean;
  /**
   * What explains the art (an example's notes): from 1024 px under the text, beside the art; on
   * phones under the art.
   */
  notes?: ReactNode;
  /** A drawing takes a narrow column; a screen (a case study's) half the hero. */
  artKind?: 'drawing' | 'screen';
  /**
   * The page's landscape (components/art/hero-scene.tsx) along the hero's foot, instead of art
   * in a column: the page's slug seeds it, its motif picks the landmark.
   */
  scene?: { slug: string; motif?: Motif };
}

/** Text-first hero: the h1 is the largest paint, so it renders as soon as the HTML arrives. */
export function Hero({
  eyebrow,
  title,
  headline,
  intro,
  variant = 'page',
  before,
  actions,
  badge,
  art,
  artOnPhones = false,
  notes,
  artKind = 'drawing',
  scene,
}: HeroProps) {
  const home = variant === 'home';
  // Over a landscape the text keeps to the open ground on the left, clear of the landmark.
  const narrow = scene && !art ? 'lg:max-w-xl xl:max-w-[40rem]' : '';
  const padding = home ? 'pt-8 sm:pt-28' : scene ? 'pt-8 sm:pt-16' : 'pt-10 sm:pt-16';
  // The landscape's crop closes the hero on phones, unless the art stands there in its place.
  const crop = scene && !(art && artOnPhones);
  return (
    <section
      aria-labelledby="page-title"
      className={`relative overflow-hidden ${scene && !art ? 'lg:min-h-[min(30.6vw,460px)]' : 'border-b border-border'}`}
    >
      <Container
        className={`relative ${padding} ${crop ? 'pb-4' : home ? 'pb-14 sm:pb-28' : 'pb-8 sm:pb-16'} ${scene && !art ? 'lg:pb-20' : scene ? 'lg:pb-16' : ''}`}
      >
        {before}
        <div
          className={
            art
              ? `${artKind === 'screen' ? heroWithScreen : heroWithArt} ${notes ? 'lg:grid-rows-[auto_1fr]' : ''}`
              : ''
          }
        >
          <div>
            {/* Under breadcrumbs the eyebrow repeats where the page is: phones, short of room, leave it out. */}
            {headline && !badge ? null : (
              <div
                className={`${before ? 'mt-6 sm:mt-8' : ''} ${before && !badge ? 'max-sm:hidden' : ''} flex flex-wrap items-center gap-3`}
              >
                {headline ? null : <p className={eyebrowClass}>{eyebrow}</p>}
                {badge}
              </div>
            )}
            <h1
              id="page-title"
              className={`${headline && !badge ? (before ? 'mt-5 sm:mt-8' : '') : 'mt-3'} ${before && !badge && !headline ? 'max-sm:mt-5' : ''} max-w-4xl font-display font-semibold ${narrow} ${home ? 'text-4xl sm:text-6xl lg:text-7xl xl:max-w-2xl' : headline ? 'text-[2rem] leading-tight sm:text-5xl' : 'text-4xl sm:text-5xl'}`}
            >
              {headline ? (
                <>
                  <span className={`block ${eyebrowClass}`}>
                    {title}
                    <span className="sr-only">:</span>
                  </span>{' '}
                  <span className="mt-2 block text-balance sm:mt-3">{headline}</span>
                </>
              ) : (
                title
              )}
            </h1>
            <p
              className={`mt-4 max-w-3xl text-lg sm:mt-6 text-muted-foreground sm:text-xl ${narrow} ${home ? 'xl:max-w-xl' : ''}`}
            >
              {intro}
            </p>
            <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
              <ContactTrigger>{snippets.heroButton}</ContactTrigger>
              {actions}
            </div>
          </div>
          {art ? (
            <div
              className={`${
                artOnPhones ? 'mt-8 max-w-sm sm:mt-10 lg:mt-0 lg:max-w-none' : 'hidden lg:block'
              } ${notes ? 'lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch' : ''}`}
            >
              {art}
            </div>
          ) : null}
          {notes ? (
            <div className="mt-2 max-w-sm sm:mt-6 sm:max-w-3xl lg:col-start-1 lg:row-start-2 lg:mt-0">
              {notes}
            </div>
          ) : null}
        </div>
      </Container>
      {scene ? <HeroScene {...scene} wide={!art} phone={!!crop} /> : null}
    </section>
  );
}
