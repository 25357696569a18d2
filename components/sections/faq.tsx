import type { Faq as FaqItem } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { Container } from './container';

/** FAQs as a disclosure list: native <details>, keyboard and screen-reader friendly for free. */
export function Faq({ faqs }: { faqs: FaqItem[] }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="py-8 sm:py-12">
      <Container>
        <h2 id="faq-heading" className="font-display text-3xl font-semibold">
          {snippets.faqHeading}
        </h2>
        <div className="mt-6 max-w-4xl divide-y divide-border border-y border-border">
          {faqs.map((faq) => (
            <details key={faq.question} className="group py-2">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                {faq.question}
                <span
                  aria-hidden="true"
                  className="text-2xl text-accent transition-transform group-open:rotate-45 motion-reduce:transition-none"
                >
                  +
                </span>
              </summary>
              <p className="pb-4 text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
