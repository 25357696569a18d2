import { countWords, namedList, splitLead, type Section } from '@/content';
import { pointMeaning, quoteParts, sectionPoints, type SectionPoint } from '@/content/shapes';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';
import { eyebrowClass } from '@/components/ui/eyebrow';
import { oneRow } from '@/components/ui/grid-columns';
import { FoldedRest, Html, PointFold } from './point-fold';

/**
 * A point's name always in sight and its text after it; on phones the text folds under the name
 * (open from 640 px), so a thumb scans the names and opens the one it wants.
 */
function Point({
  point,
  heading,
  open = false,
}: {
  point: SectionPoint;
  heading?: boolean;
  /** Shown whole on phones too, its name over its text. */
  open?: boolean;
}) {
  const Name = heading ? 'h3' : 'strong';
  if (open) {
    return (
      <>
        <Name className="block font-display text-lg font-semibold sm:text-xl">{point.name}</Name>
        {/* On a phone at the body's size and a tighter line: a route's four or five steps
            read whole as one column, not a screen and a half of it. */}
        <Html
          html={point.html}
          className="mt-1 text-muted-foreground max-sm:text-base max-sm:leading-6 sm:mt-2"
        />
      </>
    );
  }
  return (
    <>
      <Name className="block font-display text-lg font-semibold max-sm:hidden sm:text-xl">
        {point.name}
      </Name>
      <PointFold point={point} className="mt-2 text-muted-foreground" />
    </>
  );
}

/**
 * A column's point: its name in sight at every width, then on a phone its one-line meaning, which
 * opens the detail folded under it (so a thumb reads what each point says, not only its name);
 * from 640 px the whole text. A point of one sentence shows it whole.
 */
function ColumnPoint({ point, fold }: { point: SectionPoint; fold: boolean }) {
  const { meaning, detail } = pointMeaning(point.html);
  const name = <h3 className="font-display text-lg font-semibold sm:text-xl">{point.name}</h3>;
  // A meaning with a link in it would put the link inside the summary: the name folds it all.
  if (!meaning || meaning.includes('<a ')) return <Point point={point} heading />;
  if (!detail || !fold) {
    return (
      <>
        {name}
        {/* On phones in the size of the other points' meanings, which are their summaries' words. */}
        <Html html={point.html} className="mt-2 text-muted-foreground max-sm:text-base" />
      </>
    );
  }
  return (
    <>
      {name}
      <details className={`${disclosureClass} fold-on-phones`}>
        {/* The meaning is the summary's words, not a label: a sentence as the point wrote it. */}
        <summary
          data-meaning=""
          className={`${summaryClass} mt-1 gap-3 text-left text-muted-foreground`}
        >
          <span dangerouslySetInnerHTML={{ __html: meaning }} />
          <OpenSign />
        </summary>
        <Html html={`<p>${meaning}</p>`} className="mt-2 text-muted-foreground max-sm:hidden" />
        <Html html={detail} className="mt-2 text-muted-foreground sm:mt-4" />
      </details>
    </>
  );
}

/**
 * Named steps across the page as the trail, each a cairn joined to the next by the blazed path,
 * each step whole at every width: a route is read in order, not opened step by step.
 */
function Steps({ points }: { points: SectionPoint[] }) {
  return (
    <ol
      className={`shape-trail mt-6 grid gap-2 sm:gap-6 ${oneRow(points.length) ?? 'lg:grid-cols-3'}`}
    >
      {points.map((point) => (
        <li key={point.name}>
          <Point point={point} open />
        </li>
      ))}
    </ol>
  );
}

/** Points side by side as cards, or a plain list as ticked lines in columns. */
function Columns({ points, named }: { points: SectionPoint[]; named: boolean }) {
  if (!named) {
    return (
      // Three to a row from 1024 px where they fill their rows, else two: no lone last line.
      <ul
        className={`marked marked-yes mt-6 grid gap-x-10 gap-y-3 sm:grid-cols-2 ${points.length % 3 === 0 || points.length % 2 !== 0 ? 'lg:grid-cols-3' : ''}`}
      >
        {points.map((point) => (
          <li key={point.html} dangerouslySetInnerHTML={{ __html: point.html }} />
        ))}
      </ul>
    );
  }
  // Points of one sentence have nothing to fold: beside them the others show whole too, so the
  // rows of one list look alike on a phone, none with a sign to open where its neighbour has none.
  const fold = points.every((point) => pointMeaning(point.html).detail !== '');
  return (
    // On a phone a list between rules, the text the screen's width; cards side by side from 640 px.
    <ul
      className={`mt-4 grid border-t border-border sm:mt-6 sm:gap-5 sm:border-0 ${oneRow(points.length) ?? 'lg:grid-cols-3'}`}
    >
      {points.map((point) => (
        <li
          key={point.name}
          className="border-b border-border py-3 max-sm:last:border-b-0 max-sm:last:pb-0 sm:rounded-2xl sm:border sm:bg-background sm:p-6"
        >
          <ColumnPoint point={point} fold={fold} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Named points as the rows of a comparison: the name, then what it means. On phones each row is
 * its name and its gist, the rest folded under them, so a row says something before it is opened.
 */
function Table({ points }: { points: SectionPoint[] }) {
  return (
    <table className="mt-6 w-full border-t border-border text-left max-sm:block">
      <tbody className="max-sm:block">
        {points.map((point) => (
          <tr key={point.name} className="border-b border-border align-top max-sm:block">
            <th
              scope="row"
              className="py-4 pr-8 font-display text-lg font-semibold max-sm:hidden md:w-1/3 md:text-xl"
            >
              {point.name}
            </th>
            <td className="py-4 max-sm:block max-sm:py-3">
              <PointFold point={point} className="text-muted-foreground max-sm:mt-2" gist />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * From 1024 px a statement and the text that answers it fill both columns, never the prose
 * sections' shape (text in the right column beside an empty left one, which a page may not repeat
 * more than twice in a row): a short answer stands beside the statement, level at the top; a long
 * one runs under it in two columns across the section.
 */
const besideStatement =
  'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-12';
const underStatement =
  'lg:max-w-none lg:columns-2 lg:gap-12 [&_li]:break-inside-avoid [&_p]:break-inside-avoid';
/**
 * An answer fits beside its statement when it runs no taller: set large, the statement's words
 * take about twice the height of the answer's.
 */
const fitsBeside = (statement: string, answer: string) =>
  countWords(answer) <= 2 * countWords(statement);

/**
 * A body section in the shape chosen for it in the page's **Section shapes**: its heading above,
 * then its steps as the trail, its points as columns or a table, or its first paragraph set large
 * as a statement. The text before and after its points stays prose. Server-rendered, CSS only.
 */
export function ShapedSection({ section }: { section: Section & { shape: string } }) {
  const heading = (
    <h2 id={section.id} className="font-display text-2xl font-semibold sm:text-3xl">
      {section.heading}
    </h2>
  );
  const frame = 'border-b border-border py-7 last:border-0 sm:py-10';
  if (section.shape === 'quote') {
    const [statement, rest] = quoteParts(section.html);
    // The paragraph after a statement answers it (the weather, then what we build for it), so it
    // stays in sight on phones; what follows folds under the section's label, except the names
    // of a list of named points, which stay in sight as everywhere else.
    const [answer, more] = splitLead(rest);
    const beside = fitsBeside(statement, rest);
    const after = beside ? 'lg:mt-1' : underStatement;
    // The section's point in its own words, not someone's quote: the heading steps back to the
    // eyebrow's size so the statement is the one large line, on the headings' left edge.
    return (
      <section aria-labelledby={section.id} className={frame} data-shape="statement">
        <h2 id={section.id} className={eyebrowClass}>
          {section.heading}
        </h2>
        {/* The headings' face and weight: the one display face the first view preloads, so a
            statement costs no third font file (e2e/performance.spec.ts). */}
        <div className={`mt-4 ${beside ? besideStatement : ''}`}>
          <p
            className="max-w-4xl font-display text-xl font-semibold leading-snug sm:text-2xl lg:text-3xl"
            dangerouslySetInnerHTML={{ __html: statement }}
          />
          {more.trim() && (section.fold || namedList(more)) ? (
            <div className={`prose-copy page-prose mt-6 ${after}`}>
              {answer ? <div dangerouslySetInnerHTML={{ __html: answer }} /> : null}
              <FoldedRest html={more} fold={section.fold} />
            </div>
          ) : (
            <Html html={rest} className={`mt-6 ${after}`} />
          )}
        </div>
      </section>
    );
  }
  const parts = sectionPoints(section.html);
  if (!parts) return null;
  return (
    <section aria-labelledby={section.id} className={frame}>
      {heading}
      <Html html={parts.before} className="mt-4" />
      {section.shape === 'steps' ? (
        <Steps points={parts.points} />
      ) : section.shape === 'table' ? (
        <Table points={parts.points} />
      ) : (
        <Columns points={parts.points} named={parts.named} />
      )}
      <Html html={parts.after} className="mt-6" />
    </section>
  );
}
