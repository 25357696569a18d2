#!/usr/bin/env node
/**
 * The W3C Nu HTML Checker (vnu-jar, Java) over every prerendered page of the build.
 * Prints each error with its page and line; exits 1 when any page has an error.
 * Usage: node scripts/check-html.mjs   (after `next build`)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vnu from 'vnu-jar';

const appDir = path.join(process.cwd(), '.next', 'server', 'app');
function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return htmlFiles(full);
    return d.name.endsWith('.html') && !d.name.startsWith('_global-error') ? [full] : [];
  });
}
if (!fs.existsSync(appDir)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}
const files = htmlFiles(appDir);
const result = spawnSync(
  'java',
  ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', ...files],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (result.error) {
  console.error(`Could not run Java for the HTML checker: ${result.error.message}`);
  process.exit(2);
}
let messages = [];
try {
  messages = JSON.parse(result.stderr || '{"messages":[]}').messages;
} catch {
  console.error(result.stderr);
  process.exit(2);
}
// vnu's CSS checker predates the CSS Tailwind 4 emits (@property, @layer, color-mix()…): should a
// page carry such CSS inline (none does today: the stylesheet is linked), its "CSS:" messages about that text
// are not HTML errors: they are counted, not failed on. The markup is still checked.
const isCss = (m) => /^CSS: /.test(m.message ?? '');
const errors = messages.filter((m) => (m.type === 'error' || m.subType === 'fatal') && !isCss(m));
const cssMessages = messages.filter(isCss).length;
const byFile = new Map();
for (const m of errors) {
  const file = path.relative(appDir, decodeURIComponent(m.url.replace(/^file:/, '')));
  byFile.set(file, [...(byFile.get(file) ?? []), m]);
}
for (const [file, list] of byFile) {
  for (const m of list)
    console.error(
      `${file}:${m.lastLine ?? '?'}: ${m.message}  «${(m.extract ?? '').trim().slice(0, 120)}»`,
    );
}
const failed = byFile.size;
console.log(
  `html: ${files.length - failed} passed, ${failed} failed (${files.length} pages, ${errors.length} errors` +
    `${cssMessages ? `; ${cssMessages} messages of vnu's CSS checker on the inline stylesheet not counted` : ''})`,
);
process.exit(failed ? 1 : 0);
