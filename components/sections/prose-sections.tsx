import type { Section } from '@/content';
import { snippets } from '@/content/snippets';
import { Container } from './container';

/** The lead paragraph of a section's HTML and the rest (empty when it does not open with one). */
function splitLead(html: string): [string, string] {
  // The lead is the first paragraph, with the sub-heading above it when the section opens with
  // one (an h3 alone would leave a heading with nothing under it before the fold).
  const lead = /^\s*(?:<h3[^>]*>[\s\S]*?<\/h3>\s*)?<p>[\s\S]*?<\/p>/.exec(html);
  if (!lead) return ['', html];
  return [lead[0], html.slice(lead[0].length)];
}

/**
 * The body of an entry: one landmark-free section per `##` heading of its Markdown.
 * `foldOnPhones` (every page unless turned off) keeps each section's lead paragraph and folds the rest into a
 * disclosure below 640 px; from 640 px the disclosure is always open (app/globals.css,
 * `.fold-on-phones`), and browsers without `::details-content` keep the working disclosure.
 */
export function ProseSections({
  sections,
  foldOnPhones = true,
}: {
  sections: Section[];
  foldOnPhones?: boolean;
}) {
  return (
    <Container className="py-8">
      {sections.map((section) => {
        const [lead, rest] = foldOnPhones ? splitLead(section.html) : ['', section.html];
        return (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="grid grid-cols-[minmax(0,1fr)] gap-4 border-b border-border py-10 last:border-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
          >
            <h2 id={section.id} className="font-display text-2xl font-semibold sm:text-3xl">
              {section.heading}
            </h2>
            {lead && rest.trim() ? (
              <div className="prose-copy">
                <div dangerouslySetInnerHTML={{ __html: lead }} />
                <details className="fold-on-phones">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent underline underline-offset-4">
                    {snippets.foldPrefix} {section.heading.charAt(0).toLowerCase()}
                    {section.heading.slice(1)}
                  </summary>
                  <div className="prose-copy" dangerouslySetInnerHTML={{ __html: rest }} />
                </details>
              </div>
            ) : (
              <div className="prose-copy" dangerouslySetInnerHTML={{ __html: section.html }} />
            )}
          </section>
        );
      })}
    </Container>
  );
}
