import type { ReactNode } from 'react';
import { splitLead, type Section } from '@/content';
import type { Figure } from '@/content/schema';
import { PhoneFold } from '@/components/ui/titled-fold';
import { FoldedRest } from './point-fold';

/**
 * A section with an annotated example beside it (the page's **Figures**): from 1024 px its heading
 * and words on the left, the example on the right, so the page shows the thing it describes where
 * a heading stood over an empty column; on a phone the words, then the example, its notes folded
 * behind its label. Its words fold as a default section's do: a list's names stay in sight, and
 * the rest folds behind the section's own label.
 */
export function FigureSection({ section, figure }: { section: Section; figure: Figure }) {
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
      {/* On a phone the example shows, as the page's picture of what it describes; only its
          notes fold, under their label, right under it. */}
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ExampleNotes figure={figure} paper={<Paper figure={figure} />} fold={figure.label} />
      </div>
    </section>
  );
}

/** The marker that ties a field to its note: a number in sight, the field's name for a reader. */
const markerClass =
  'inline-grid size-5 shrink-0 place-items-center rounded-full bg-accent text-[0.6875rem] font-semibold text-accent-foreground tabular-nums sm:size-6 sm:text-xs';

/**
 * The example drawn as a paper: what it is (marked as an example), its title and its fields as a
 * definition list, a numbered marker on each field with a note (the notes follow it in its
 * section, or stand beside a hero's exhibit).
 */
export function Paper({
  figure,
  card = false,
}: {
  figure: Figure;
  /**
   * Two fields to a line at every width, as a phone has them: the hero's narrow column, where a
   * field to a line ran a seven-field paper some 900 px down the first screen.
   */
  card?: boolean;
}) {
  const noted = figure.rows.filter((row) => row.note);
  return (
    <PaperShell kind={figure.kind} tag="Example">
      {/* On a phone the paper is a picture of the document at the head of the page, set small
          and its fields two to a line as on a record card (each name over its value), so the
          page's first words are not pushed a screen down; from 640 px a field to a line, except
          as a `card`. */}
      <div className="px-4 pt-3 pb-2 sm:px-5 sm:pt-4">
        <p className="font-display text-lg font-semibold sm:text-xl">{figure.title}</p>
        <dl
          className={`mt-1 grid grid-cols-2 gap-x-3 text-[0.8125rem] leading-5 sm:mt-2 sm:text-sm ${card ? 'sm:gap-x-4' : 'sm:block sm:divide-y sm:divide-border'}`}
        >
          {figure.rows.map((row, i) => {
            const n = noted.indexOf(row) + 1;
            return (
              <div
                key={`${i}-${row.label}`}
                className={`border-t border-border py-1.5 odd:last:col-span-2 ${card ? 'sm:py-2' : 'sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-x-4 sm:border-t-0 sm:py-2.5'}`}
              >
                <dt className={`text-xs text-muted-foreground ${card ? '' : 'sm:text-sm'}`}>
                  {row.label}
                </dt>
                <dd className="flex items-start justify-between gap-2 font-medium sm:gap-3">
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
    </PaperShell>
  );
}

/**
 * A paper's frame: what it is on a bar at its head (marked as an example, or as real), its body
 * under it. The example of a page and the record of this site are drawn alike, told apart by the
 * tag. As a `section` it is a part of the page, named by the heading inside it.
 */
export function PaperShell({
  kind,
  tag,
  children,
  as: Element = 'div',
  ...rest
}: {
  kind: ReactNode;
  tag: ReactNode;
  children: ReactNode;
  as?: 'div' | 'section' | 'aside' | 'figure';
  /** A paper that frames a screenshot: its rule is the screen's frame. */
  'data-frame'?: boolean;
  id?: string;
  'aria-labelledby'?: string;
  className?: string;
}) {
  return (
    <Element
      {...rest}
      className={`overflow-hidden rounded-lg border border-border bg-background shadow-[0_1px_0_var(--border),0_12px_28px_-18px_rgb(0_0_0/0.35)] ${rest.className ?? ''}`}
    >
      {/* What it is on one line: where it and the tag do not fit side by side (a phone), the
          tag goes under it. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border bg-surface px-4 py-2 sm:px-5 sm:py-2.5">
        <p className="blazed text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase sm:tracking-wider">
          {kind}
        </p>
        <p className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted-foreground">
          {tag}
        </p>
      </div>
      {children}
    </Element>
  );
}

/**
 * An example's notes in the order of its numbers, and its caption: under its paper, or without
 * one beside a hero's paper, there in two `columns` from 1024 px, read across as the paper's
 * fields are (note 2 beside note 1, as marker 2 stands beside marker 1), an odd last note across
 * both as the paper's odd last field is.
 */
export function ExampleNotes({
  figure,
  paper,
  columns = false,
  fold,
}: {
  figure: Figure;
  paper?: ReactNode;
  columns?: boolean;
  /** On a phone, the notes folded under this label, right under the paper (open from 640 px). */
  fold?: string;
}) {
  const noted = figure.rows.filter((row) => row.note);
  const notes = (
    <ol
      className={`${paper ? 'mt-5' : 'mt-3'} list-none ps-0 text-sm grid gap-3 ${columns ? 'lg:grid-cols-2 lg:gap-x-8' : ''}`}
    >
      {noted.map((row, i) => (
        <li
          key={`${i}-${row.label}`}
          className={`flex gap-3 ${columns ? 'lg:odd:last:col-span-2' : ''}`}
        >
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
  );
  return (
    <figure className="m-0">
      {paper}
      {fold ? (
        <div className="max-sm:mt-2">
          <PhoneFold label={fold}>{notes}</PhoneFold>
        </div>
      ) : (
        notes
      )}
      {/* A figure's own caption, its last child wherever the notes are. Beside a hero's paper
          from 1024 px it is heard, not shown: the paper's Example tag says what it would, and
          the line ran the hero a screen's fold past the paper. */}
      <figcaption
        className={`mt-4 border-t border-border pt-3 text-sm text-muted-foreground ${columns ? 'lg:sr-only' : ''}`}
      >
        {figure.caption}
      </figcaption>
    </figure>
  );
}
