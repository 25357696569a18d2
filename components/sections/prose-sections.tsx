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
 * `leads` is how many sections keep their lead paragraph on phones: a page whose own modules
 * come first (a client type's problems and rules) folds the rest of its body under the headings,
 * so a phone visitor scans them and opens the one they came for.
 */
export function ProseSections({
  sections,
  foldOnPhones = true,
  leads = Infinity,
}: {
  sections: Section[];
  foldOnPhones?: boolean;
  leads?: number;
}) {
  return (
    <Container className="py-4 sm:py-8">
      {sections.map((section, index) => {
        const [lead, rest] = !foldOnPhones
          ? ['', section.html]
          : index >= leads
            ? ['', section.html]
            : splitLead(section.html);
        const folds = foldOnPhones && rest.trim() !== '' && (lead !== '' || index >= leads);
        return (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="grid grid-cols-[minmax(0,1fr)] gap-4 border-b border-border py-7 last:border-0 sm:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
          >
            <h2 id={section.id} className="font-display text-2xl font-semibold sm:text-3xl">
              {section.heading}
            </h2>
            {folds ? (
              <div className="prose-copy">
                {lead ? <div dangerouslySetInnerHTML={{ __html: lead }} /> : null}
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
