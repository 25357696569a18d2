import type { Figure, SectionShape } from './schema';
import { ContentError, countWords, type Section } from './markdown';

/**
 * The shapes of a page's body sections (the page's **Section shapes**): which sections leave the
 * default layout (the heading beside the text) for the trail, columns, a table or a statement,
 * whether each section holds what its shape needs, and the rule that keeps a page from reading as
 * one template: no more than two sections in a row set as a heading beside its text.
 */

/** One named point of a section: a Heading 3 and what follows it, or a bold-led item. */
export interface SectionPoint {
  /** Empty for an item of a plain list (columns only). */
  name: string;
  html: string;
}

/** A section's HTML as its points, with what comes before and after them. */
export interface SectionPoints {
  before: string;
  points: SectionPoint[];
  after: string;
  /** Every point has a name (Heading 3s, bold-led items), so it can be a step or a table row. */
  named: boolean;
}

/** A section set in the default shape may follow at most this many others like it. */
export const SPLIT_RUN_LIMIT = 2;

/** The most words a statement’s paragraph may have: one or two sentences read at a glance. */
export const QUOTE_WORDS = 40;

/**
 * The most characters a statement's heading may have: it stands over the statement as the small
 * capitalized label, which keeps to one line across a phone 375 px wide.
 */
export const QUOTE_HEADING_CHARS = 32;

const stripName = (name: string) => name.trim().replace(/[.:]$/, '');

/**
 * A bold-led point's text read on its own, under or beside its name: the sentence it continued
 * ("**Automated scanning** across your templates…") starts with a capital, its joining comma gone.
 */
const ownSentence = (html: string) =>
  html
    .replace(/^(<p>)?[\s,;:–—-]+/, '$1')
    .replace(
      /^(<p>)?(\p{Ll})/u,
      (_, p: string | undefined, c: string) => `${p ?? ''}${c.toUpperCase()}`,
    );

/** `<h3>Name</h3> …` sub-sections: the text before the first one, then one point each. */
function byHeadings(html: string): SectionPoints | undefined {
  const parts = html.split(/<h3[^>]*>([\s\S]*?)<\/h3>/);
  if (parts.length < 5) return undefined;
  const points: SectionPoint[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    points.push({ name: stripName(parts[i]!), html: parts[i + 1]!.trim() });
  }
  if (points.some((p) => p.html === '')) return undefined;
  return { before: parts[0]!.trim(), points, after: '', named: true };
}

/** A list whose items each open with their name in bold, or (unnamed) a plain list. */
function byList(html: string): SectionPoints | undefined {
  const list = /<(ol|ul)>\s*([\s\S]*?)\s*<\/\1>/.exec(html);
  if (!list) return undefined;
  const items = list[2]!
    .split(/<\/li>\s*/)
    .map((item) => item.replace(/^<li>/, '').trim())
    .filter((item) => item !== '');
  if (items.length < 2) return undefined;
  const named = items.map((item) => /^<strong>([^<]+)<\/strong>\s*([\s\S]+)$/.exec(item));
  const before = html.slice(0, list.index).trim();
  const after = html.slice(list.index + list[0].length).trim();
  if (named.every((m) => m)) {
    const points = named.map((m) => ({
      name: stripName(m![1]!),
      html: ownSentence(m![2]!.trim()),
    }));
    return { before, points, after, named: true };
  }
  return { before, points: items.map((item) => ({ name: '', html: item })), after, named: false };
}

/** Paragraphs in a row that each open with their name in bold. */
function byParagraphs(html: string): SectionPoints | undefined {
  const run = /(?:<p><strong>[^<]+<\/strong>[\s\S]*?<\/p>\s*){2,}/.exec(html);
  if (!run) return undefined;
  const points = [...run[0].matchAll(/<p><strong>([^<]+)<\/strong>\s*([\s\S]*?)<\/p>/g)].map(
    (m) => ({ name: stripName(m[1]!), html: ownSentence(`<p>${m[2]!.trim()}</p>`) }),
  );
  return {
    before: html.slice(0, run.index).trim(),
    points,
    after: html.slice(run.index + run[0].length).trim(),
    named: true,
  };
}

/**
 * The points of a section: its Heading 3s, else a list (bold-led items are named), else
 * paragraphs that open in bold. Undefined when it has none of these, at least two of them.
 */
export function sectionPoints(html: string): SectionPoints | undefined {
  return byHeadings(html) ?? byList(html) ?? byParagraphs(html);
}

/**
 * The section a page's field names by its Heading 2, or the editor's words for a name that is not
 * one of them (`field` is the field's path, e.g. `shapes.0.section`).
 */
export function namedSection(
  sections: Section[],
  name: string,
  field: string,
): { section: Section } | { problem: string } {
  const section = sections.find((s) => s.heading.trim() === name.trim());
  if (section) return { section };
  const names = sections.map((s) => `"${s.heading}"`).join(', ');
  return {
    problem: `field "${field}": "${name}" is not a section of this page; write one of its Heading 2s exactly: ${names}`,
  };
}

/** Why `section` cannot take `shape`, in words for the editor; undefined when it can. */
function misfit(section: Section, shape: SectionShape): string | undefined {
  const points = sectionPoints(section.html);
  switch (shape) {
    case 'steps':
    case 'table':
      return points?.named
        ? undefined
        : `needs named points: Heading 3s, a numbered list whose items open in bold (1. **Name.** …) or paragraphs that open in bold`;
    case 'columns':
      return points
        ? undefined
        : 'needs points to set side by side: Heading 3s, a list, or paragraphs that open in bold';
    case 'quote': {
      const lead = /^\s*<p>([\s\S]*?)<\/p>/.exec(section.html);
      if (!lead) return 'needs to open with a paragraph, which is set large';
      const words = countWords(lead[1]!);
      if (words > QUOTE_WORDS)
        return `opens with a paragraph of ${words} words; a statement is one or two sentences of up to ${QUOTE_WORDS}: shorten the first paragraph, or choose another shape`;
      const chars = section.heading.trim().length;
      return chars > QUOTE_HEADING_CHARS
        ? `has a heading of ${chars} characters; a statement's heading stands over it as a small capitalized label, on one line on a phone at up to ${QUOTE_HEADING_CHARS}: shorten the heading, or choose another shape`
        : undefined;
    }
  }
}

/** The shapes a section's content allows, for a suggestion in the editor's words. */
function fits(section: Section): string[] {
  const names: Record<SectionShape, string> = {
    steps: 'steps',
    columns: 'columns',
    table: 'a table',
    quote: 'a statement',
  };
  return (Object.keys(names) as SectionShape[])
    .filter((shape) => !misfit(section, shape))
    .map((shape) => names[shape]);
}

const quoted = (names: string[]) =>
  names.length < 2
    ? `“${names[0]}”`
    : `${names
        .slice(0, -1)
        .map((n) => `“${n}”`)
        .join(', ')} and “${names.at(-1)}”`;

/**
 * Gives each section the shape chosen for it in the page's **Section shapes**. Refused, in words
 * the editor can act on: a shape for a section the body does not have, a shape the section's
 * content does not fit, and more than two sections in a row set as a heading beside its text.
 */
export function withShapes(
  sections: Section[],
  shapes: { section: string; shape: SectionShape }[],
  file: string,
): Section[] {
  const problems: string[] = [];
  shapes.forEach((choice, i) => {
    const named = namedSection(sections, choice.section, `shapes.${i}.section`);
    if ('problem' in named) {
      problems.push(named.problem);
      return;
    }
    const { section } = named;
    const why = misfit(section, choice.shape);
    if (why) problems.push(`field "shapes.${i}.shape": the section "${choice.section}" ${why}`);
  });
  shapes.forEach((choice, i) => {
    const section = sections.find((s) => s.heading.trim() === choice.section.trim());
    if (section?.figure)
      problems.push(
        `field "shapes.${i}.shape": the section "${choice.section}" has a figure beside it, which needs the default layout; remove its shape or its figure`,
      );
  });
  const shaped = sections.map((section) => {
    const shape = shapes.find((s) => s.section.trim() === section.heading.trim())?.shape;
    return shape ? { ...section, shape } : section;
  });
  let run: Section[] = [];
  const flush = () => {
    if (run.length > SPLIT_RUN_LIMIT) {
      const hints = run
        .map((s) => [s.heading, fits(s)] as const)
        .filter(([, f]) => f.length > 0)
        .map(([heading, f]) => `“${heading}” could be ${f.join(' or ')}`);
      problems.push(
        `field "shapes": ${quoted(run.map((s) => s.heading))} come one after another, each a heading beside its text, so the page reads as one template; under "Section shapes", give at least one of them a shape of its own${hints.length > 0 ? ` (${hints.join('; ')})` : ', after giving it Heading 3s, a list or a short first paragraph'}`,
      );
    }
    run = [];
  };
  // A figure fills the column beside the section's words, so it does not read as the template;
  // except a page's first, which the hero shows where the page's kind has an example at its head
  // (content/page-kinds.ts), its section left with its words. Counted so on every page, the rule
  // needs no page's kind and holds a page whatever kind it becomes.
  const exhibited = shaped.find((section) => section.figure);
  for (const section of shaped) {
    if (section.shape || (section.figure && section !== exhibited)) flush();
    else run.push(section);
  }
  flush();
  if (problems.length > 0) throw new ContentError(`${file}: ${problems.join('\n')}`);
  return shaped;
}

/**
 * A point's one-line meaning and its detail: the first sentence of its first paragraph, and what
 * follows it. On a phone a column shows the meaning under the point's name and folds the detail;
 * a point of one sentence is all meaning. The meaning is empty where the point does not open with
 * a sentence of text (a list): its text then folds whole under its name.
 */
export function pointMeaning(html: string): { meaning: string; detail: string } {
  const para = /^\s*<p>([\s\S]*?)<\/p>/.exec(html);
  if (!para && /<(p|ul|ol|h\d|blockquote)\b/.test(html)) return { meaning: '', detail: html };
  const text = para ? para[1]!.trim() : html.trim();
  const rest = para ? html.slice(para[0].length).trim() : '';
  // The first sentence ends at a full stop, question or exclamation mark outside any element,
  // followed by a space and a capital ("WCAG 2.2 AA" and a link's text do not end it).
  let inTag = false;
  let open = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '<') {
      inTag = true;
      open += text[i + 1] === '/' ? -1 : 1;
    } else if (c === '>') {
      inTag = false;
      if (text[i - 1] === '/') open--;
    } else if (
      !inTag &&
      open === 0 &&
      /[.!?]/.test(c) &&
      /^\s+["“‘]?\p{Lu}/u.test(text.slice(i + 1))
    ) {
      const after = text.slice(i + 1).trim();
      return { meaning: text.slice(0, i + 1), detail: [`<p>${after}</p>`, rest].join('\n').trim() };
    }
  }
  return { meaning: text, detail: rest };
}

/** Whether a shaped section keeps its points' names in sight and folds each one's text itself. */
export const foldsItself = (section: Section): boolean =>
  section.shape !== undefined && section.shape !== 'quote';

/** A statement section: its opening paragraph (set large) and the rest. */
export function quoteParts(html: string): [quote: string, rest: string] {
  const lead = /^\s*<p>([\s\S]*?)<\/p>/.exec(html);
  if (!lead) return ['', html];
  return [lead[1]!, html.slice(lead[0].length).trim()];
}

/**
 * Sets each of the page's **Figures** beside the section it names. Refused, in words the editor
 * can act on: a figure for a section the body does not have, and two figures for one section.
 */
export function withFigures(sections: Section[], figures: Figure[], file: string): Section[] {
  const problems: string[] = [];
  figures.forEach((figure, i) => {
    const named = namedSection(sections, figure.section, `figures.${i}.section`);
    if ('problem' in named) problems.push(named.problem);
    else if (figures.findIndex((f) => f.section.trim() === figure.section.trim()) < i) {
      problems.push(
        `field "figures.${i}.section": "${figure.section}" already has a figure; a section has one beside it`,
      );
    }
  });
  if (problems.length > 0) throw new ContentError(`${file}: ${problems.join('\n')}`);
  return sections.map((section) => {
    const figure = figures.find((f) => f.section.trim() === section.heading.trim());
    return figure ? { ...section, figure } : section;
  });
}
