import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentErrors } from './report';
import { runScript } from './run-script';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const article = 'content/news/ga4-consent-mode-and-global-privacy-control.md';

interface Result {
  code: number;
  stdout: string;
  summary: string | null;
}

/** Runs scripts/ci/report.ts as the workflow does, in `cwd`, with a job summary file. */
async function report(cwd: string, label: string, command: string[]): Promise<Result> {
  const summaryFile = path.join(cwd, `summary-${Math.random().toString(36).slice(2)}.md`);
  const { code, stdout } = await runScript('report.ts', [label, '--', ...command], {
    cwd,
    env: { GITHUB_STEP_SUMMARY: summaryFile, GITHUB_WORKSPACE: cwd },
  });
  const summary = fs.existsSync(summaryFile) ? fs.readFileSync(summaryFile, 'utf8') : null;
  return { code, stdout, summary };
}

const annotationsIn = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::'));

describe('scripts/ci/report.ts on the real content check', () => {
  let site: string;
  beforeAll(() => {
    // The checker reads content/ and public/ under its working directory: a copy to break.
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-report-'));
    fs.cpSync(path.join(root, 'content'), path.join(site, 'content'), { recursive: true });
    fs.cpSync(path.join(root, 'public'), path.join(site, 'public'), { recursive: true });
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  const check = [tsx, path.join(root, 'scripts/check-content.ts')];

  it('passes a good tree through: exit 0, no annotation, no summary', async () => {
    const result = await report(site, 'Content check', check);
    expect(result.code).toBe(0);
    expect(annotationsIn(result.stdout)).toEqual([]);
    expect(result.summary).toBeNull();
  });

  it('puts a bad field on the file and line it is in, once, and fails', async () => {
    const file = path.join(site, article);
    const original = fs.readFileSync(file, 'utf8');
    // Line 5 of this article is its `description:`; 12 characters are fewer than the 70 required.
    expect(original.split('\n')[4]).toBe('description: >-');
    fs.writeFileSync(
      file,
      original.replace(/description: >-\n(?: {2}.*\n)+/, 'description: Too short.\n'),
    );
    try {
      const result = await report(site, 'Content check', check);
      expect(result.code).toBe(1);
      const lines = annotationsIn(result.stdout);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^::error file=${article},line=5,title=Content check%3A ${article}::` +
            'correct in the editor \\(News and insights\\):%0A- Search result text: .*70',
        ),
      );
      expect(result.summary).toContain('## Content check failed');
      expect(result.summary).toContain(`**${article}** (line 5)`);
      expect(result.summary).toMatch(/Search result text: .*70/);
      expect(result.summary).toContain('save again');
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});

describe('scripts/ci/report.ts on other failures', () => {
  it('reports a failure that names no content file with the end of its output', async () => {
    const result = await report(os.tmpdir(), 'Build', [
      process.execPath,
      '-e',
      'console.log("compiling"); console.error("Type error: 100% wrong"); process.exit(3)',
    ]);
    expect(result.code).toBe(3);
    expect(annotationsIn(result.stdout)).toEqual([
      '::error title=Build failed::compiling%0AType error: 100%25 wrong',
    ]);
    expect(result.summary).toContain('## Build failed');
  });

  it('fails with an annotation when the command does not exist', async () => {
    const result = await report(os.tmpdir(), 'Build', ['cairn-no-such-command']);
    expect(result.code).toBe(127);
    expect(annotationsIn(result.stdout)[0]).toMatch(/^::error title=Build failed::.*ENOENT/);
  });
});

describe('parseContentErrors', () => {
  it('reads the errors a build prints: prefixes, colours and stack lines set aside', () => {
    const output = [
      '\u001b[31m⨯\u001b[39m Error: content/pages/home.md: the body must not contain an h1 (the title is the h1)',
      '    at parseSections (content/markdown.ts:92:13)',
      'Error occurred prerendering page "/"',
      '3 content problems:',
      'content/work/a-b.md: invalid frontmatter',
      '  - field "screens.0.width": at least 200 are needed',
      '  - field "title": Required',
      'content/copy.yaml: invalid data',
      '  - field "cta.body": must contain {sector}',
      'content/work/a-b.md: invalid frontmatter',
      '  - field "screens.0.width": at least 200 are needed',
      '  - field "title": Required',
    ].join('\n');
    expect(parseContentErrors(output)).toEqual([
      {
        file: 'content/pages/home.md',
        message: 'the body must not contain an h1 (the title is the h1)',
      },
      {
        file: 'content/work/a-b.md',
        message:
          'invalid frontmatter\n- field "screens.0.width": at least 200 are needed\n- field "title": Required',
      },
      {
        file: 'content/copy.yaml',
        message: 'invalid data\n- field "cta.body": must contain {sector}',
      },
    ]);
  });

  it('finds nothing in output that names no content file', () => {
    expect(parseContentErrors('Type error: lib/x.ts: nope\nsrc/content/x.md is fine')).toEqual([]);
  });
});
