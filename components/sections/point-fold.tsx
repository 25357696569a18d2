import Link from 'next/link';
import { countWords, namedList, type TrailStep } from '@/content';
import { pointMeaning } from '@/content/shapes';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';
import { PhoneFold } from '@/components/ui/titled-fold';

/** A named point of a section: the bold words or Heading 3 it opens with, and its text. */
export interface NamedPoint {
  name: string;
  html: string;
}

/** A section's copy as rendered from its Markdown, or nothing where there is none. */
export const Html = ({ html, className }: { html: string; className?: string }) =>
  html ? (
    <div
      className={`prose-copy page-prose ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : null;

/**
 * A section's rest folded on phones behind the label written for it (the page's **Phone fold
 * labels**); from 640 px open, its label hidden, the copy continuing what stands before it.
 */
export function LabelFold({ label, html }: { label: string; html: string }) {
  return (
    <PhoneFold label={label}>
      <Html html={html} />
    </PhoneFold>
  );
}

/**
 * The one way a named point folds on phones, wherever a section lists them (a trail, steps, a
 * table, a list after a section's opening): its name stays in sight as the summary, with its gist
 * under it where `gist` asks for one (the first sentence, so each row says something before it is
 * opened), and only the rest folds. From 640 px the fold is open and its summary hidden
 * (`.fold-on-phones`, app/globals.css): the caller shows the name there in its own place, and the
 * text reads whole, its first sentence in its paragraph. A gist with a link in it would put the link
 * inside the summary, so that point folds whole under its name.
 */
export function PointFold({
  point,
  className,
  gist = false,
}: {
  point: NamedPoint;
  /** The classes of the point's text. */
  className?: string;
  gist?: boolean;
}) {
  const { meaning, detail } = gist ? pointMeaning(point.html) : { meaning: '', detail: '' };
  const lined = meaning !== '' && !meaning.includes('<a ');
  // A point of one sentence is all gist: nothing to fold, so it is shown whole under its name.
  if (gist && isOneSentence(point.html)) {
    return (
      <>
        <span className="block font-semibold sm:hidden">{point.name}</span>
        <Html html={point.html} className={className} />
      </>
    );
  }
  return (
    <details className={`${disclosureClass} fold-on-phones`}>
      {/* A row as the FAQ's and the footer's are: the sign at its end, level with the name. */}
      <summary className={`${summaryClass} gap-3 text-left`}>
        <span>
          <span className="block font-semibold">{point.name}</span>
          {lined ? (
            <span
              data-gist=""
              className="mt-1 block"
              dangerouslySetInnerHTML={{ __html: meaning }}
            />
          ) : null}
        </span>
        <OpenSign />
      </summary>
      {lined ? (
        // From 640 px the point reads as written, one paragraph with its first sentence; on a
        // phone, whose summary shows that sentence, only the rest.
        <>
          <Html html={point.html} className={`${className ?? ''} max-sm:hidden`} />
          <Html html={detail} className={`${className ?? ''} sm:hidden`} />
        </>
      ) : (
        <Html html={point.html} className={className} />
      )}
    </details>
  );
}

/**
 * Whether a point is one sentence, all of it its gist (and no link in it, which a summary cannot
 * hold): nothing to fold under its name.
 */
function isOneSentence(html: string): boolean {
  const { meaning, detail } = pointMeaning(html);
  return meaning !== '' && !meaning.includes('<a ') && !detail;
}

/** The most points, and words a point, of a list that shows whole on phones. */
const SHORT_LIST_POINTS = 4;
const SHORT_POINT_WORDS = 20;

/**
 * A section's named points (a list whose items open in bold): every name in sight, and on phones
 * each one's first sentence under it and the rest folded (`PointFold`), so no row is a bare name
 * hiding what it means; from 640 px the whole text follows the name. Numbered, they are the trail
 * (app/globals.css draws the cairns and the path).
 */
function Points({ points, ordered }: { points: TrailStep[]; ordered: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  // A few short points (a line or two each) show whole on a phone too: a row of names to open,
  // one by one, for a sentence each cost a visitor more taps than the words cost room.
  const whole =
    points.length <= SHORT_LIST_POINTS &&
    points.every((point) => countWords(point.html) <= SHORT_POINT_WORDS);
  return (
    // Unordered on a phone, the points are a column of rows without bullets, each name over its
    // first sentence, a row apart.
    <List
      className={
        whole ? 'max-sm:*:mt-3' : ordered ? undefined : 'max-sm:list-none max-sm:pl-0 max-sm:*:mt-3'
      }
    >
      {points.map((point) => {
        // A name that runs on into its sentence ("**Drupal** suits organizations…") stays in it.
        const runsOn = /^[a-z]/.test(point.html);
        // Shown whole on a phone: every point of a short list, a point of one sentence, and a
        // point whose name links its page (a link cannot stand in a fold's summary).
        const open = whole || isOneSentence(point.html) || point.href !== undefined;
        // Folded, the name is the fold's summary on a phone, so it stands apart only from 640 px.
        const onPhones = open ? '' : 'max-sm:hidden';
        const strong = `<strong class="${onPhones}">${point.name}</strong>`;
        const shown = runsOn
          ? {
              ...point,
              html: `${point.href ? `<a href="${point.href}">${strong}</a>` : strong} ${point.html}`,
            }
          : point;
        return (
          <li key={point.name}>
            {runsOn ? null : (
              <strong className={`block ${onPhones}`}>
                {point.href ? (
                  <Link href={point.href} className="text-accent underline underline-offset-4">
                    {point.name}
                  </Link>
                ) : (
                  point.name
                )}
              </strong>
            )}
            {open ? <Html html={shown.html} /> : <PointFold point={shown} gist />}
          </li>
        );
      })}
    </List>
  );
}

/**
 * What follows a section's opening, as a phone shows it: a list of named points with every name
 * in sight (`Points`), what comes after them folded behind the section's label; otherwise all of
 * it behind the label, or as it is where the section has none.
 */
export function FoldedRest({ html, fold }: { html: string; fold?: string }) {
  const list = namedList(html);
  const rest = list ? list.after : html;
  return (
    <>
      {list ? <Points points={list.points} ordered={/^\s*<ol>/.test(html)} /> : null}
      {rest && fold ? (
        <LabelFold label={fold} html={rest} />
      ) : rest ? (
        <div dangerouslySetInnerHTML={{ __html: rest }} />
      ) : null}
    </>
  );
}
