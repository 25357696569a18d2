import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run content:check` as a marketer (and the pull request's check) reads it: run on a copy of
 * content/ with a problem made in it, it exits non-zero and says each problem once, naming the
 * file and the field as the editor labels it, and what to do.
 */
const root = process.cwd();
const copies: string[] = [];

/** Runs the check on a copy of content/ changed by `edit`; its exit code and everything it printed. */
function check(edit: (folder: string) => void) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-check-'));
  copies.push(copy);
  fs.cpSync(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true });
  fs.symlinkSync(path.join(root, 'public'), path.join(copy, 'public'));
  edit(path.join(copy, 'content'));
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(root, 'scripts/check-content.ts')],
    { cwd: copy, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const count = (text: string, part: string) => text.split(part).length - 1;

afterEach(() => {
  for (const copy of copies.splice(0)) fs.rmSync(copy, { recursive: true, force: true });
});

describe('npm run content:check', () => {
  it('says an emptied measurement note once, with the editor’s labels, and fails', () => {
    const { status, output } = check((content) => {
      const file = path.join(content, 'work/larkspur-valley-credit-union.md');
      const source = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, source.replace(/^( {4}measured: ).*$/m, "$1''"));
    });
    expect(status).toBe(1);
    const line =
      '- Results, item 1, How it was measured: is empty: say in one line how the figure was measured';
    expect(count(output, line), output).toBe(1);
    expect(
      count(
        output,
        'content/work/larkspur-valley-credit-union.md: correct in the editor (Case studies):',
      ),
    ).toBe(1);
    expect(output).not.toMatch(/outcomes\.0|field "/);
  }, 60_000);

  it('names every entry that still names a deleted team member, each once', () => {
    const { status, output } = check((content) => {
      fs.rmSync(path.join(content, 'team/rosa-delgado.md'));
    });
    expect(status).toBe(1);
    for (const [file, field] of [
      ['content/news/rate-tables-and-disclosures-compliance-can-approve.md', 'Author'],
      ['content/clients/credit-unions.md', 'Lead person, Person'],
      ['content/work/larkspur-valley-credit-union.md', 'Who did the work, Person'],
    ]) {
      expect(output, file).toContain(`${file}: correct in the editor`);
      expect(count(output, `${file} (${field}`), `${file} in the summary`).toBe(1);
    }
    expect(output).toContain('"rosa-delgado" is not in Team (deleted or renamed?)');
    expect(
      count(output, 'content/team/rosa-delgado.md: not found in Team, but these'),
      output,
    ).toBe(1);
  }, 60_000);

  it('names a link to a page the build does not make, once, and fails', () => {
    const article = 'news/drupal-7-end-of-life-migration-lessons-for-associations.md';
    const { status, output } = check((content) => {
      const file = path.join(content, article);
      const source = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, `${source.trimEnd()}\n\nSee [our pricing plans](/pricing-plans).\n`);
    });
    expect(status).toBe(1);
    expect(
      count(
        output,
        `content/${article}: correct in the editor (News and insights):\n  - Article: the link “our pricing plans” goes to /pricing-plans, which is not a page of this site`,
      ),
      output,
    ).toBe(1);
  }, 60_000);
});
