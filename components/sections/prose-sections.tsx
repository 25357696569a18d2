import type { Section } from '@/content';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';
import { Container } from './container';

/** The lead paragraph of a section's HTML and the rest (empty when it does not open with one). */
function splitLead(html: string): [string, string] {
  // The lead is the first paragraph, with the sub-heading above it when the section opens with
  // one (an h3 alone would leave a heading with nothing under it before the fold).
  const lead = /^\s*(?:<h3[^>]*>[\s\S]*?<\/h3>\s*)?<p>[\s\S]*?<\/p>/.exec(html);
  if (!lead) return ['', html];
  return [lead[0], html.slice(lead[0].length)];
}

/** Text of an HTML fragment, tags and entities dropped (the fragment is our own Markdown's). */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
}

function joined(names: string[]): string {
  const shown = names.slice(0, 3);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown[0]!;
}

/**
 * The label of a section's rest on phones, written from what the rest holds: its sub-headings,
 * else the terms its list opens with, else how much there is to read.
 */
export function foldLabel(rest: string): string {
  const headings = [...rest.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => plain(m[1]!));
  if (headings.length > 0) return joined(headings);
  const terms = [...rest.matchAll(/<li>\s*<strong>([\s\S]*?)<\/strong>/g)].map((m) =>
    plain(m[1]!).replace(/[.:]$/, ''),
  );
  if (terms.length > 0) return joined(terms);
  const items = (rest.match(/<li>/g) ?? []).length;
  if (items > 0) return items === 1 ? 'One more point' : `${items} more points`;
  const paragraphs = (rest.match(/<p>/g) ?? []).length;
  return paragraphs > 1 ? `${paragraphs} more paragraphs` : 'One more paragraph';
}

/**
 * The body of an entry: one landmark-free section per `##` heading of its Markdown.
 * `foldOnPhones` (every page unless turned off) keeps each section's lead paragraph and folds the
 * rest below 640 px into a disclosure labelled with what it holds (`foldLabel`); from 640 px the
 * disclosure is always open (app/globals.css, `.fold-on-phones`), and browsers without
 * `::details-content` keep the working disclosure. A section never shows its heading and only a
 * disclosure: a phone visitor reads each section's opening before choosing to read on. The
 * sections named in `open` (by id) never fold: what a visitor must not miss.
 */
export function ProseSections({
  sections,
  foldOnPhones = true,
  open = [],
}: {
  sections: Section[];
  foldOnPhones?: boolean;
  open?: string[];
}) {
  return (
    <Container className="py-4 sm:py-8">
      {sections.map((section) => {
        const [lead, rest] =
          foldOnPhones && !open.includes(section.id) ? splitLead(section.html) : ['', section.html];
        const folds = lead !== '' && rest.trim() !== '';
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
              <div className="prose-copy page-prose">
                <div dangerouslySetInnerHTML={{ __html: lead }} />
                <details className={`${disclosureClass} fold-on-phones`}>
                  <summary className={`${summaryClass} w-fit font-semibold text-accent`}>
                    {foldLabel(rest)}
                    <OpenSign />
                  </summary>
                  <div
                    className="prose-copy page-prose"
                    dangerouslySetInnerHTML={{ __html: rest }}
                  />
                </details>
              </div>
            ) : (
              <div
                className="prose-copy page-prose"
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            )}
          </section>
        );
      })}
    </Container>
  );
}
