import { countWords, namedList, splitLead, type Section } from '@/content';
import { Container } from './container';
import { FigureSection } from './figure-section';
import { FoldedRest, LabelFold } from './point-fold';
import { ShapedSection } from './shaped-section';

/**
 * The body of an entry: one landmark-free section per `##` heading of its Markdown. A section
 * with a fold label (written for it in the page's **Phone fold labels**, `Section.fold`) keeps its
 * lead paragraph and folds the rest below 640 px into a disclosure under that label; from 640 px
 * the disclosure is always open (app/globals.css, `.fold-on-phones`), and browsers without
 * `::details-content` keep the working disclosure. A section never shows its heading and only a
 * disclosure: a phone visitor reads each section's opening before choosing to read on. A section
 * whose rest opens with a list of named points shows their names (`Points`), each folding its own
 * sentences, and folds only what follows the list behind its label. A section
 * given a shape of its own in the page's **Section shapes** is drawn by `ShapedSection`, and one
 * with an example beside it (the page's **Figures**) by `FigureSection`.
 */
export function ProseSections({
  sections,
  paired = false,
  exhibit,
}: {
  sections: Section[];
  /**
   * The id of the section whose example and notes the hero shows (components/sections/exhibit.tsx):
   * it keeps only its words.
   */
  exhibit?: string;
  /**
   * The first two sections side by side from 1024 px, each its heading over its text: a study's
   * challenge and what was done about it read as before and after, not as two more headings
   * beside their text.
   */
  paired?: boolean;
}) {
  const pair =
    paired &&
    sections.length >= 2 &&
    sections.slice(0, 2).every((section) => !section.shape && !section.figure);
  const rest = pair ? sections.slice(2) : sections;
  return (
    <Container className="py-4 sm:py-8">
      {pair ? (
        <div
          data-pair=""
          className="grid grid-cols-[minmax(0,1fr)] border-b border-border lg:grid-cols-2 lg:gap-12"
        >
          {sections.slice(0, 2).map((section) => (
            <ProseSection key={section.id} section={section} stacked />
          ))}
        </div>
      ) : null}
      {rest.map((section) =>
        section.shape ? (
          <ShapedSection key={section.id} section={{ ...section, shape: section.shape }} />
        ) : section.figure && section.id !== exhibit ? (
          <FigureSection key={section.id} section={section} figure={section.figure} />
        ) : (
          <ProseSection key={section.id} section={section} />
        ),
      )}
    </Container>
  );
}

/** The longest opening paragraph that stands under its heading as a standfirst, in words. */
const STANDFIRST_WORDS = 70;

/**
 * One section in the default shape: its heading beside its text from 1024 px, or over it where it
 * is `stacked` in a column of a pair.
 */
function ProseSection({ section, stacked = false }: { section: Section; stacked?: boolean }) {
  const [lead, rest] = splitLead(section.html);
  const list = lead ? namedList(rest) : undefined;
  const folds = section.fold !== undefined && lead !== '' && rest.trim() !== '';
  // From 1024 px a short opening paragraph stands under the heading as the section's standfirst
  // and the rest takes the wide column from the top, so the heading's column carries the words
  // that frame the section, not a heading over 300-450 px of nothing. Only where there is more
  // after it than the opening itself, and never a sub-heading's paragraph (its point belongs with
  // the others).
  const standfirst =
    !stacked &&
    !list &&
    lead !== '' &&
    !/^\s*<h3/.test(lead) &&
    countWords(lead) <= STANDFIRST_WORDS &&
    countWords(rest) >= countWords(lead);
  const text = list ? (
    <div className="prose-copy page-prose">
      <FoldedRest html={rest} fold={section.fold} />
    </div>
  ) : standfirst ? (
    <div className="prose-copy page-prose">
      {folds ? (
        <LabelFold label={section.fold!} html={rest} />
      ) : (
        <div dangerouslySetInnerHTML={{ __html: rest }} />
      )}
    </div>
  ) : folds ? (
    <div className="prose-copy page-prose">
      <div dangerouslySetInnerHTML={{ __html: lead }} />
      <LabelFold label={section.fold!} html={rest} />
    </div>
  ) : (
    <div className="prose-copy page-prose" dangerouslySetInnerHTML={{ __html: section.html }} />
  );
  return (
    <section
      aria-labelledby={section.id}
      className={
        stacked
          ? 'grid grid-cols-[minmax(0,1fr)] content-start gap-4 py-7 max-lg:border-b max-lg:border-border max-lg:last:border-0 sm:py-10'
          : 'grid grid-cols-[minmax(0,1fr)] gap-4 border-b border-border py-7 last:border-0 sm:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12'
      }
    >
      {list || standfirst ? (
        // From 1024 px the opening stands under the heading and the named points (or the rest)
        // take the wide column from the top: the heading's column holds the words that frame them
        // instead of 300-700 px of nothing beside it.
        <div>
          <h2 id={section.id} className="font-display text-2xl font-semibold sm:text-3xl">
            {section.heading}
          </h2>
          <div className="prose-copy page-prose mt-4" dangerouslySetInnerHTML={{ __html: lead }} />
        </div>
      ) : (
        <h2 id={section.id} className="font-display text-2xl font-semibold sm:text-3xl">
          {section.heading}
        </h2>
      )}
      {text}
    </section>
  );
}
