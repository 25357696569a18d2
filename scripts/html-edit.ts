/**
 * Reading and changing Next.js's HTML for the post-build step (scripts/post-build.ts and its
 * optional levers): parse5 (the HTML standard's parser, as a browser would read it) gives every
 * element with its source offsets, and changes are spliced at those offsets, so the bytes around
 * a change stay as Next.js wrote them.
 */
import crypto from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

export type Element = T.Element;

/** The value of an integrity attribute or a policy source for `data`. */
export const sha256 = (data: string | Buffer): string =>
  `sha256-${crypto.createHash('sha256').update(data).digest('base64')}`;

/** Script types a browser executes (no type, a JavaScript MIME type, or module). */
const EXECUTABLE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript|text\/livescript)$/i;

/** Every element of a document, in source order (template contents included). */
export function elements(html: string): Element[] {
  // Scripting off: `<noscript>` content is markup to check too, not text.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const found: Element[] = [];
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      visit(child.tagName === 'template' ? (child as T.Template).content : child);
    }
  };
  visit(document);
  return found;
}

export const attribute = (el: Element, name: string): string | undefined =>
  el.attrs.find((a) => a.name === name)?.value;
export const has = (el: Element, name: string): boolean => el.attrs.some((a) => a.name === name);
/** An inline script's or style's text, as the browser hashes it (newlines already normalised). */
export const text = (el: Element): string =>
  el.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');

export const isExecutable = (el: Element): boolean =>
  el.tagName === 'script' && EXECUTABLE.test((attribute(el, 'type') ?? '').trim());
export const isScriptPreload = (el: Element): boolean =>
  el.tagName === 'link' &&
  (attribute(el, 'rel') ?? '').toLowerCase() === 'preload' &&
  (attribute(el, 'as') ?? '').toLowerCase() === 'script';

/** Where an element starts and ends in the source. */
export function location(el: Element) {
  const loc = el.sourceCodeLocation;
  if (!loc?.startTag) throw new Error(`<${el.tagName}> without a source location`);
  return { start: loc.startOffset, end: loc.endOffset, startTag: loc.startTag };
}

/** Where an attribute goes in a start tag: before its `>`, or before a closing `/` and spaces. */
export function attributeInsertionPoint(html: string, el: Element): number {
  const { startTag } = location(el);
  let at = startTag.endOffset - 1; // the '>'
  if (html[at - 1] === '/') at -= 1;
  while (/\s/.test(html[at - 1] ?? '')) at -= 1;
  return at;
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** An edit that removes an element. */
export const removal = (el: Element): Edit => {
  const { start, end } = location(el);
  return { start, end, text: '' };
};

export function applyEdits(html: string, edits: Edit[]): string {
  let out = html;
  let last = Infinity;
  for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    if (edit.end > last) throw new Error('overlapping edits (a bug in the post-build step)');
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    last = edit.start;
  }
  return out;
}
