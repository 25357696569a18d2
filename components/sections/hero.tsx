import type { ReactNode } from 'react';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { snippets } from '@/content/snippets';
import { Container } from './container';
import { Ascent } from '@/components/art/scenes';

/** The hero's two columns from 1024 px when it has art: the text, then the drawing. */
export const heroWithArt =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center lg:gap-12 xl:grid-cols-[minmax(0,1fr)_26rem]';

/**
 * The same for a screen (a case study's key screen): half the width, so the client's page reads
 * as a page rather than a thumbnail.
 */
const heroWithScreen =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:gap-12 xl:gap-16';

interface HeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  variant?: 'page' | 'home';
  /** Rendered above the eyebrow (breadcrumbs). */
  before?: ReactNode;
  actions?: ReactNode;
  /** Beside the eyebrow (a "Sample project" label). */
  badge?: ReactNode;
  /** The illustration in the right column from 1024 px (components/art). */
  art?: ReactNode;
  /** Show the art on phones too, under the text (a location's map carries information). */
  artOnPhones?: boolean;
  /** A drawing takes a narrow column; a screen (a case study's) half the hero. */
  artKind?: 'drawing' | 'screen';
}

/** Text-first hero: the h1 is the largest paint, so it renders as soon as the HTML arrives. */
export function Hero({
  eyebrow,
  title,
  intro,
  variant = 'page',
  before,
  actions,
  badge,
  art,
  artOnPhones = false,
  artKind = 'drawing',
}: HeroProps) {
  const home = variant === 'home';
  return (
    <section
      aria-labelledby="page-title"
      className="relative overflow-hidden border-b border-border"
    >
      {home ? (
        <Ascent
          seed="home"
          className="pointer-events-none absolute top-1/2 right-0 hidden h-auto w-[38vw] max-w-[520px] -translate-y-1/2 xl:block"
        />
      ) : null}
      <Container className={home ? 'relative py-14 sm:py-28' : 'py-10 sm:py-16'}>
        {before}
        <div className={art ? (artKind === 'screen' ? heroWithScreen : heroWithArt) : ''}>
          <div>
            <div className={`${before ? 'mt-6 sm:mt-8' : ''} flex flex-wrap items-center gap-3`}>
              <p className="text-sm font-bold tracking-widest text-accent uppercase">{eyebrow}</p>
              {badge}
            </div>
            <h1
              id="page-title"
              className={`mt-3 max-w-4xl font-display font-semibold ${home ? 'text-4xl sm:text-6xl lg:text-7xl xl:max-w-2xl' : 'text-4xl sm:text-5xl'}`}
            >
              {title}
            </h1>
            <p
              className={`mt-4 max-w-3xl text-lg sm:mt-6 text-muted-foreground sm:text-xl ${home ? 'xl:max-w-xl' : ''}`}
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
              className={artOnPhones ? 'mt-10 max-w-sm lg:mt-0 lg:max-w-none' : 'hidden lg:block'}
            >
              {art}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
