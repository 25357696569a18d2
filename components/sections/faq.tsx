import type { ReactNode } from 'react';
import type { Faq as FaqItem } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { Container } from './container';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';

/**
 * FAQs as a disclosure list: native <details>, keyboard and screen-reader friendly for free.
 * `ending`: the questions open the page's ending (marked so, scripts/endings.build.test.ts); a
 * kind that asks them beside what the page leads with has them in its body instead. `proof`: what
 * shows the answers rather than tells them (a sector page's record and editor), under the
 * questions from 1024 px and folded as their last row on a phone, where it in full was more than
 * a page's room.
 */
export function Faq({
  faqs,
  ending = true,
  proof,
}: {
  faqs: FaqItem[];
  ending?: boolean;
  /** Shown under the questions from 1024 px; on a phone, folded under `label` as their last row. */
  proof?: { label: string; content: ReactNode };
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
        <div className="mt-6 divide-y divide-border border-y border-border">
          {faqs.map((faq) => (
            <Fold key={faq.question} label={faq.question}>
              <p className="max-w-3xl pb-4 text-muted-foreground">{faq.answer}</p>
            </Fold>
          ))}
        </div>
        {/* One copy at every width: on a phone a last row that folds like the questions, from
            640 px open under them with its label hidden (`.fold-on-phones`). */}
        {proof ? (
          <Fold
            label={proof.label}
            className="fold-on-phones border-b border-border sm:mt-8 sm:border-b-0 sm:py-0"
          >
            <div className="pb-4 sm:pb-0">{proof.content}</div>
          </Fold>
        ) : null}
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
