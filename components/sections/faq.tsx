import type { ReactNode } from 'react';
import type { Faq as FaqItem } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { Container } from './container';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';

/**
 * FAQs as a disclosure list: native <details>, keyboard and screen-reader friendly for free.
 * `ending`: the questions open the page's ending (marked so, scripts/endings.build.test.ts); a
 * kind that asks them beside what the page leads with has them in its body instead.
 */
export function Faq({ faqs, ending = true }: { faqs: FaqItem[]; ending?: boolean }) {
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
        <div className="mt-6 divide-y divide-border border-y border-border">
          {faqs.map((faq) => (
            <Fold key={faq.question} label={faq.question}>
              <p className="max-w-3xl pb-4 text-muted-foreground">{faq.answer}</p>
            </Fold>
          ))}
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
