import { splitLead, type Section } from '@/content';
import type { Figure } from '@/content/schema';
import { PhoneFold } from '@/components/ui/titled-fold';
import { FoldedRest } from './point-fold';

/**
 * A section with an annotated example beside it (the page's **Figures**): from 1024 px its heading
 * and words on the left, the example on the right, so the page shows the thing it describes where
 * a heading stood over an empty column; on a phone the words, then the example folded behind its
 * label. Its words fold as a default section's do: a list's names stay in sight, and the rest
 * folds behind the section's own label.
 */
export function FigureSection({
  section,
  figure,
  exhibited = false,
}: {
  section: Section;
  figure: Figure;
  /**
   * The hero shows this example from 1024 px: there the section keeps its notes, which the hero's
   * numbers point to, and leaves the paper to the hero, so the page shows it once.
   */
  exhibited?: boolean;
}) {
  const [lead, rest] = splitLead(section.html);
  return (
    <section
      aria-labelledby={section.id}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 border-b border-border py-7 last:border-0 sm:py-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14"
    >
      <h2 id={section.id} className="font-display text-2xl font-semibold sm:text-3xl">
        {section.heading}
      </h2>
      {/* The words as a default section has them on a phone: the opening, a list's names in
          sight, the rest behind the section's fold label. */}
      <div className="prose-copy page-prose lg:col-start-1 lg:row-start-2">
        {lead ? (
          <>
            <div dangerouslySetInnerHTML={{ __html: lead }} />
            <FoldedRest html={rest} fold={section.fold} />
          </>
        ) : (
          <div dangerouslySetInnerHTML={{ __html: section.html }} />
        )}
      </div>
      <div className="max-lg:-mt-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <PhoneFold label={figure.label}>
          <Specimen figure={figure} exhibited={exhibited} />
        </PhoneFold>
      </div>
    </section>
  );
}

/** The marker that ties a field to its note: a number in sight, the field's name for a reader. */
const markerClass =
  'inline-grid size-6 shrink-0 place-items-center rounded-full bg-accent text-xs font-semibold text-accent-foreground tabular-nums';

/**
 * The example drawn as a paper: what it is (marked as an example), its title and its fields as a
 * definition list, a numbered marker on each field with a note (the notes follow it in a
 * Specimen, or in the section below a hero's exhibit).
 */
export function Paper({ figure }: { figure: Figure }) {
  const noted = figure.rows.filter((row) => row.note);
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-background shadow-[0_1px_0_var(--border),0_12px_28px_-18px_rgb(0_0_0/0.35)]">
      <div className="flex items-center justify-between gap-4 border-b border-border bg-surface px-5 py-2.5">
        <p className="blazed text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {figure.kind}
        </p>
        <p className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted-foreground">
          Example
        </p>
      </div>
      <div className="px-5 pt-4 pb-2">
        <p className="font-display text-xl font-semibold">{figure.title}</p>
        <dl className="mt-2 divide-y divide-border text-sm">
          {figure.rows.map((row, i) => {
            const n = noted.indexOf(row) + 1;
            return (
              <div
                key={`${i}-${row.label}`}
                className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 py-2.5"
              >
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="flex items-start justify-between gap-3 font-medium">
                  <span>{row.value}</span>
                  {n > 0 ? (
                    <span aria-hidden="true" className={markerClass}>
                      {n}
                    </span>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </div>
  );
}

/**
 * The paper with its notes in order under it. A reader hears each note with the name of its
 * field; the numbers are for the eye.
 */
export function Specimen({ figure, exhibited = false }: { figure: Figure; exhibited?: boolean }) {
  const noted = figure.rows.filter((row) => row.note);
  return (
    <figure className="m-0 max-sm:mt-4">
      {exhibited ? (
        <>
          <div className="lg:hidden">
            <Paper figure={figure} />
          </div>
          <p className="font-semibold max-lg:hidden">
            <a href="#page-title" className="text-accent underline underline-offset-4">
              The example at the top of the page
            </a>
            , field by field:
          </p>
        </>
      ) : (
        <Paper figure={figure} />
      )}
      <ol className={`${exhibited ? 'lg:mt-3' : ''} mt-5 grid list-none gap-3 ps-0 text-sm`}>
        {noted.map((row, i) => (
          <li key={`${i}-${row.label}`} className="flex gap-3">
            <span aria-hidden="true" className={markerClass}>
              {i + 1}
            </span>
            <span className="pt-0.5">
              <span className="sr-only">{row.label}: </span>
              {row.note}
            </span>
          </li>
        ))}
      </ol>
      <figcaption className="mt-4 border-t border-border pt-3 text-sm text-muted-foreground">
        {figure.caption}
      </figcaption>
    </figure>
  );
}
