import type { ReactNode } from 'react';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { snippets } from '@/content/snippets';
import { Container } from './container';

interface HeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  variant?: 'page' | 'home';
  /** Rendered above the eyebrow (breadcrumbs). */
  before?: ReactNode;
  actions?: ReactNode;
}

/** Text-first hero: the h1 is the largest paint, so it renders as soon as the HTML arrives. */
export function Hero({ eyebrow, title, intro, variant = 'page', before, actions }: HeroProps) {
  const home = variant === 'home';
  return (
    <section
      aria-labelledby="page-title"
      className="relative overflow-hidden border-b border-border"
    >
      <Container className={home ? 'py-20 sm:py-28' : 'py-12 sm:py-16'}>
        {before}
        <p
          className={`${before ? 'mt-8' : ''} text-sm font-bold tracking-widest text-accent uppercase`}
        >
          {eyebrow}
        </p>
        <h1
          id="page-title"
          className={`mt-3 max-w-4xl font-display font-semibold ${home ? 'text-4xl sm:text-6xl lg:text-7xl' : 'text-4xl sm:text-5xl'}`}
        >
          {title}
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-muted-foreground sm:text-xl">{intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ContactTrigger>{snippets.heroButton}</ContactTrigger>
          {actions}
        </div>
      </Container>
    </section>
  );
}
