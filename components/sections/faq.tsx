import type { ReactNode } from 'react';
import type { Faq as FaqItem } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { Container } from './container';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';

/**
 * FAQs as a disclosure list: native <details>, keyboard and screen-reader friendly for free.
 * `ending`: the questions open the page's ending (marked so, scripts/endings.build.test.ts); a
 * kind that asks them beside what the page leads with has them in its body instead. `aside`: what
 * shows an answer rather than tells it (the page in the editor), beside the questions from
 * 1024 px and folded after them on a phone, where it in full was a page's last 460 px of room.
 */
export function Faq({
  faqs,
  ending = true,
  aside,
}: {
  faqs: FaqItem[];
  ending?: boolean;
  /** Shown beside the questions from 1024 px; on a phone, folded under `label` after them. */
  aside?: { label: string; content: ReactNode };
}) {
  if (faqs.length === 0) return null;
  return (
    <section
      data-ending={ending ? 'faq' : undefined}
      aria-labelledby="faq-heading"
      className="py-6 sm:py-12"
    >
      <Container>
        <h2 id="faq-heading" className="font-display text-2xl font-semibold sm:text-3xl">
          {snippets.faqHeading}
        </h2>
        <div
          className={
            aside
              ? 'mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:items-start lg:gap-12'
              : 'mt-6'
          }
        >
          <div className="divide-y divide-border border-y border-border">
            {faqs.map((faq) => (
              <Fold key={faq.question} label={faq.question}>
                <p className="max-w-3xl pb-4 text-muted-foreground">{faq.answer}</p>
              </Fold>
            ))}
            {/* Twice in the markup, once per width (the hidden one's image never loads): a fold
                cannot be open on one width and closed on another without a script. */}
            {aside ? (
              <Fold label={aside.label} className="lg:hidden">
                <div className="pb-4">{aside.content}</div>
              </Fold>
            ) : null}
          </div>
          {aside ? <div className="hidden lg:block">{aside.content}</div> : null}
        </div>
      </Container>
    </section>
  );
}

/** A row of the questions: its label, and what opens under it. */
function Fold({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`${disclosureClass} py-2 ${className}`}>
      <summary className={`${summaryClass} min-h-12 text-lg font-semibold`}>
        {label}
        <OpenSign />
      </summary>
      {children}
    </details>
  );
}
