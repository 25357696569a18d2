import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The drawings as files: a landscape, a cover or a portrait is written once, by the build, to
 * `public/art/<kind>.<hash>.svg` (the hash of its markup), and a page shows it with
 * `<svg><use href="/art/…svg#art"/></svg>`. A page's HTML and its payload then carry a line per
 * drawing rather than the drawing twice, and the next page takes the file from the browser's
 * cache (lib/cache-headers.ts: immutable for a year). The file's shapes take their colours from
 * the `--art-*` tokens, which inherit through `<use>`, so the page's theme still draws the night.
 *
 * A render the build never made (an editor's preview of a changed Illustration or portrait, a
 * change of a drawing's code under `next dev`) finds no file with its hash and draws inline, as
 * does anything outside Next.js's server (unit tests, scripts).
 */
export const ART_DIR = path.join('public', 'art');
export const ART_PATH = '/art/';

/** Attributes React writes as they are spelled; every other camelCase one is hyphenated. */
const KEEP = new Set(['viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform']);
const attribute = (name: string) =>
  name === 'className'
    ? 'class'
    : KEEP.has(name)
      ? name
      : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The markup of a drawing: SVG elements and the function components that return them (no state,
 * no context), written as react-dom/server writes them (components/art/drawing-file.test.tsx
 * holds the two equal). React Server Components may not load react-dom/server.
 */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escape(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement(node)) throw new Error('A drawing holds elements, text and arrays only.');
  const { type } = node;
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (type === Fragment) return svgMarkup(props.children);
  if (typeof type === 'function') return svgMarkup((type as (p: unknown) => ReactNode)(props));
  if (typeof type !== 'string') throw new Error('A drawing holds SVG elements only.');
  let attributes = '';
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === null || value === undefined || value === false) continue;
    attributes += ` ${attribute(name)}="${escape(String(value))}"`;
  }
  const inner = svgMarkup(props.children);
  return inner ? `<${type}${attributes}>${inner}</${type}>` : `<${type}${attributes}/>`;
}

/** The whole file: the drawing in a group a page's `<use>` names by `#art`. */
export const drawingDocument = (drawing: ReactNode) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><g id="art">${svgMarkup(drawing)}</g></svg>\n`;

/** `<kind>.<hash>.svg`: twelve hex digits of the SHA-256 of the file. */
export const drawingName = (kind: string, file: string) =>
  `${kind}.${createHash('sha256').update(file).digest('hex').slice(0, 12)}.svg`;

/**
 * Where a page finds the drawing: `/art/<kind>.<hash>.svg#art`, the file written here when this
 * process is the build; null where there is no such file (draw it inline instead).
 */
export function drawingHref(kind: string, drawing: ReactElement): string | null {
  // Next.js's server only: elsewhere nothing serves public/.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return null;
  const file = drawingDocument(drawing);
  const name = drawingName(kind, file);
  const target = path.join(process.cwd(), ART_DIR, name);
  if (!fs.existsSync(target)) {
    // Only the build writes: `next start` serves the public files it found when it started.
    if (process.env.NEXT_PHASE !== 'phase-production-build') return null;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // The build's workers may draw the same file at once: each writes its own, then renames.
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file);
    fs.renameSync(temporary, target);
  }
  return `${ART_PATH}${name}#art`;
}
