import { marked, type Tokens } from 'marked';
import { BODY_RULES } from './definitions';
import type { Figure, SectionShape } from './schema';
import { typesetTokens } from './typeset';

/**
 * The bodies of content files: Markdown the repository's authors (and the editor) write, turned
 * into trusted HTML at build time. Errors name the file.
 */

export class ContentError extends Error {
  override name = 'ContentError';
}

export interface Section {
  id: string;
  heading: string;
  /** Trusted HTML rendered from the repository's own Markdown at build time. */
  html: string;
  words: number;
  /**
   * The label of the section's fold on phones, written for it in the page's **Phone fold labels**
   * (`folds`); without one the section shows whole on every screen.
   */
  fold?: string;
  /** Its layout when not the default (its heading beside its text): the page's **Section shapes**. */
  shape?: SectionShape;
  /** An annotated example beside it, from the page's **Figures**. */
  figure?: Figure;
}

/**
 * A section's HTML split where it folds on phones: its lead paragraph (with the sub-heading above
 * it when it opens with one: a heading alone would have nothing under it before the fold) and the
 * rest, which is empty when there is nothing after the lead, and the whole HTML when it does not
 * open with a paragraph.
 */
export function splitLead(html: string): [lead: string, rest: string] {
  const lead = /^\s*(?:<h3[^>]*>[\s\S]*?<\/h3>\s*)?<p>[\s\S]*?<\/p>/.exec(html);
  if (!lead) return ['', html];
  return [lead[0], html.slice(lead[0].length)];
}

/** A step of a trail: its name (the bold words it opens with) and the sentences after it. */
export interface TrailStep {
  name: string;
  html: string;
  /** The page the name links to, where the name is a link. */
  href?: string;
}

/**
 * The steps of a section's rest when it is one numbered list whose every item opens with its
 * name in bold (`1. **Survey the ground.** We interview…`): a trail whose names stay in sight on
 * phones, each step's sentences folded under its name. Anything else is not a trail (undefined).
 */
export function trailSteps(rest: string): TrailStep[] | undefined {
  const list = namedList(rest);
  return list && list.after === '' && /^\s*<ol>/.test(rest) ? list.points : undefined;
}

/**
 * A section's rest when it opens with a list whose every item opens with its name in bold
 * (`- **Monitoring.** Uptime…`), numbered or not: the named points, each name kept in sight on
 * phones and its sentences folded under it, and what follows the list (which folds behind the
 * section's label, where it has one). Undefined for anything else.
 */
export function namedList(rest: string): { points: TrailStep[]; after: string } | undefined {
  const list = /^\s*<(ol|ul)>\s*([\s\S]*?)\s*<\/\1>/.exec(rest);
  if (!list) return undefined;
  const items = list[2]!.split(/<\/li>\s*/).filter((item) => item.trim() !== '');
  // A name in bold, or a link around it (`[**Drupal**](/services/drupal-websites)`, as the
  // editor saves a bold link): the point then names the page it links.
  const points = items.map((item) =>
    /^<li>(?:<a href="([^"]+)"><strong>([^<]+)<\/strong><\/a>|<strong>([^<]+)<\/strong>)\s*([\s\S]+)$/.exec(
      item,
    ),
  );
  if (points.length < 2 || points.some((point) => !point)) return undefined;
  return {
    points: points.map((point) => ({
      name: (point![2] ?? point![3]!).replace(/[.:]$/, ''),
      html: point![4]!.trim(),
      ...(point![1] ? { href: point![1] } : {}),
    })),
    after: rest.slice(list.index + list[0].length).trim(),
  };
}

export function countWords(text: string): number {
  const plain = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/[#*_`>[\]()]/g, ' ');
  return plain.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * Refuses Markdown the site does not render (content/definitions.ts `BODY_RULES`: a table, an
 * image in the text, a heading below Heading 3) and Markdown the editor's body field would change
 * when the entry is saved: indented code, underlined (setext) headings, links with titles, raw
 * HTML, bold or italics around a whole link (saved as the link around them) and ordered lists that
 * do not start at 1. Each has a plain equivalent the editor keeps.
 */
export function checkEditorSafe(body: string, file: string): void {
  const refuse = (what: string, instead: string) => {
    throw new ContentError(`${file}: the body uses ${what}, which the editor rewrites; ${instead}`);
  };
  const unrendered = (what: string, instead: string) => {
    throw new ContentError(
      `${file}: the body has ${what}, which the site does not show; ${instead}`,
    );
  };
  // The editor's toolbar writes a table as a Markdoc tag, whose row lines (`---`) read as
  // underlined headings to a Markdown parser: name the table instead.
  if (/^\{%\s*table\b/m.test(body)) unrendered('a table', 'use a list');
  const levels: readonly number[] = BODY_RULES.headings;
  marked.walkTokens(marked.lexer(body), (token) => {
    if (token.type === 'table') unrendered('a table', 'use a list');
    if (token.type === 'image') {
      unrendered(
        `an image (${(token as Tokens.Image).href})`,
        'remove it (a case study shows its screens in its Images field)',
      );
    }
    if (token.type === 'html') refuse('HTML', 'write it in Markdown');
    if (token.type === 'code' && (token as Tokens.Code).codeBlockStyle === 'indented')
      refuse('an indented code block', 'fence it with ```');
    if (token.type === 'heading' && !token.raw.startsWith('#'))
      refuse('an underlined heading', 'start the line with ## instead');
    if (token.type === 'heading') {
      const depth = (token as Tokens.Heading).depth;
      if (depth > Math.max(...levels)) {
        unrendered(
          `a Heading ${depth}`,
          `use Heading ${levels.join(' or Heading ')} (the title is the Heading 1)`,
        );
      }
    }
    if (token.type === 'link' && (token as Tokens.Link).title)
      refuse('a link title', 'put the words in the link text');
    if (
      (token.type === 'strong' || token.type === 'em') &&
      (token as Tokens.Strong).tokens.length === 1 &&
      (token as Tokens.Strong).tokens[0]!.type === 'link'
    )
      refuse('emphasis around a whole link', 'put it inside: [**words**](/path)');
    if (token.type === 'list' && (token as Tokens.List).ordered) {
      const start = (token as Tokens.List).start;
      if (start !== '' && start !== 1)
        refuse('a numbered list starting at ' + start, 'start it at 1');
    }
  });
}

/** Splits a Markdown body into `##` sections; text before the first heading is not allowed. */
export function parseSections(body: string, file: string): Section[] {
  const tokens = marked.lexer(body);
  typesetTokens(tokens);
  const sections: Section[] = [];
  let current: { heading: string; tokens: Tokens.Generic[] } | null = null;
  const flush = () => {
    if (!current) return;
    const list = Object.assign(current.tokens, { links: {} }) as unknown as Parameters<
      typeof marked.parser
    >[0];
    const html = marked.parser(list);
    sections.push({
      id: slugify(current.heading),
      heading: current.heading,
      html,
      words: countWords(current.heading) + countWords(html),
    });
  };
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      flush();
      current = { heading: (token as Tokens.Heading).text, tokens: [] };
    } else if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) {
      throw new ContentError(
        `${file}: the body must not contain an h1 (a Heading 1: the title is the page's Heading 1); start at Heading 2`,
      );
    } else if (current) {
      current.tokens.push(token as Tokens.Generic);
    } else if (token.type !== 'space') {
      throw new ContentError(`${file}: the body must start with a "## " section heading`);
    }
  }
  flush();
  const ids = new Set<string>();
  for (const s of sections) {
    if (ids.has(s.id))
      throw new ContentError(`${file}: two sections are both called "${s.heading}"`);
    ids.add(s.id);
  }
  return sections;
}

export interface RenderedArticle {
  html: string;
  headings: { id: string; text: string }[];
}

/** An article's body: a lead, then `##` sections whose headings get ids for the contents. */
export function renderArticle(body: string, file: string): RenderedArticle {
  const headings: RenderedArticle['headings'] = [];
  const tokens = marked.lexer(body);
  typesetTokens(tokens);
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 1) {
      throw new ContentError(
        `${file}: the body must not contain an h1 (a Heading 1: the title is the page's Heading 1); start at Heading 2`,
      );
    }
    if (token.type === 'heading' && token.depth === 2)
      headings.push({ id: slugify(token.text), text: token.text });
  }
  const renderer = new marked.Renderer();
  renderer.heading = ({ text, depth }) => `<h${depth} id="${slugify(text)}">${text}</h${depth}>`;
  return { html: marked.parser(tokens, { renderer }), headings };
}
