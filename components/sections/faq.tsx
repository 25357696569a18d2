import type { Faq as FaqItem } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { Container } from './container';
import { RowFold } from '@/components/ui/titled-fold';

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
            <RowFold key={faq.question} label={faq.question}>
              <p className="max-w-3xl pb-4 text-muted-foreground">{faq.answer}</p>
            </RowFold>
          ))}
        </div>
      </Container>
    </section>
  );
}
