/**
 * The pull request's checks on the built site, each reported in the job summary in the words of
 * the person who saved (what is wrong, on which page, what to do) and as an annotation:
 *
 *   npx tsx scripts/ci/page-checks.ts links                 every internal link and image resolves
 *                                                           (scripts/links.smoke.test.ts)
 *   npx tsx scripts/ci/page-checks.ts html                  valid HTML, and no two kinds of page
 *                                                           ending alike (scripts/html.build.test.ts,
 *                                                           scripts/endings.build.test.ts)
 *   npx tsx scripts/ci/page-checks.ts pages <pages file>    the changed pages (scripts/ci/changed-
 *                                                           pages.ts) swept for accessibility in both
 *                                                           themes and reflow (e2e/routes.spec.ts),
 *                                                           and the site's page rules (the home
 *                                                           page's shape, the scenes, the endings:
 *                                                           e2e/*.spec.ts); their lengths reported
 *                                                           (scripts/page-lengths.ts), not failed
 *
 * Each runs after `npm run build`, on that build; the exit code is the test run's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVERY_PAGE } from './changed-pages';

export interface Failure {
  /** The test's title. */
  title: string;
  /** Its error, colours removed. */
  message: string;
}

const ANSI = /\u001b\[[0-9;]*m/g;
const firstLine = (text: string) =>
  text
    .replace(ANSI, '')
    .replace(/^(?:Error|AssertionError):\s*/, '')
    .split('\n')[0]!
    .trim();

/** One failure in plain words: what is wrong, where, and what to do. */
export function plainWords({ title, message }: Failure): string {
  const clean = message.replace(ANSI, '');
  const link = /^(\S+) \(linked from (\S+)\)$/.exec(title);
  if (link) {
    const status = /broken \((\w+)/.exec(clean)?.[1] ?? 'no answer';
    const why = status === '404' ? 'there is no such page' : `it answers ${status}`;
    return `**${link[2]}** links to **${link[1]}**, but ${why}. Correct the link (or remove it) in that page's entry, then save again.`;
  }
  const image = /^image (\S+) is served$/.exec(title);
  if (image) {
    return `The image **${image[1]}** does not load. Upload it again in the entry that uses it, or choose another.`;
  }
  const route = /^(\/\S*): 200, one h1/.exec(title);
  if (route) {
    const page = route[1];
    if (/scrolls sideways/.test(clean)) {
      return `**${page}** scrolls sideways on a small phone (320 px wide): a very long word or address in its copy is the usual cause. Break it or shorten it.`;
    }
    const axe = [
      ...new Set(
        [...clean.matchAll(/"\d+px (?:light|dark): [\w-]+ \(\w+\) ([^→"]+?) →/g)].map(([, help]) =>
          help!.trim(),
        ),
      ),
    ];
    if (axe.length) {
      return `**${page}** has accessibility problems: ${axe.join('; ')}. Check the images' descriptions, the links' words and the headings of that page's entry.`;
    }
    return `**${page}** fails a page check: ${firstLine(clean)}`;
  }
  return `**${title}**: ${firstLine(clean)}`;
}

/** The failed tests of a Vitest JSON report. */
export function vitestFailures(report: unknown): Failure[] {
  const files = (report as { testResults?: { assertionResults?: unknown[] }[] }).testResults ?? [];
  return files.flatMap((file) =>
    (
      (file.assertionResults ?? []) as {
        title: string;
        status: string;
        failureMessages?: string[];
      }[]
    )
      .filter((t) => t.status === 'failed')
      .map((t) => ({ title: t.title, message: t.failureMessages?.[0] ?? '' })),
  );
}

interface PlaywrightSuite {
  specs?: {
    title: string;
    tests?: { status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The failed tests of a Playwright JSON report. */
export function playwrightFailures(report: unknown): Failure[] {
  const failures: Failure[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const message = test.results?.at(-1)?.error?.message ?? '';
        failures.push({ title: spec.title, message });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of (report as { suites?: PlaywrightSuite[] }).suites ?? []) visit(suite);
  return failures;
}

/** The job summary's section for one check. */
export function summarySection(label: string, failures: Failure[], ran: boolean): string {
  if (!ran) return `## ${label}: did not run\n\nThe log of this step says why.\n`;
  if (failures.length === 0) return `## ${label}: passed\n`;
  const lines = [
    `## ${label}: ${failures.length} problem${failures.length === 1 ? '' : 's'}`,
    '',
    'Nothing is published while this check fails. Correct each one in the editor and save again on',
    'the same branch: the check runs again on the new commit.',
    '',
    ...[...new Set(failures.map(plainWords))].map((line) => `- ${line}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Escapes a workflow command's message. */
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The Playwright filter for the changed pages' sweep and the site's page rules. */
export function pagesFilter(pages: string[]): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sweep =
    pages[0] === EVERY_PAGE
      ? ['every route /\\S*: ']
      : pages.map((page) => `every route ${escape(page)}: `);
  return [...sweep, 'titles are unique', '(home-shape|scenes|endings)\\.spec'].join('|');
}

async function main(): Promise<number> {
  const [check, pagesFile] = process.argv.slice(2);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'page-checks-'));
  const report = path.join(tmp, 'report.json');
  const bin = (name: string) => path.join('node_modules', '.bin', name);
  let label: string;
  let code: number;
  let read: (json: unknown) => Failure[];
  if (check === 'links' || check === 'html') {
    label = check === 'links' ? 'Links and images' : 'HTML and page endings';
    const files =
      check === 'links'
        ? ['--project', 'smoke', 'scripts/links.smoke.test.ts']
        : ['--project', 'build', 'scripts/html.build.test.ts', 'scripts/endings.build.test.ts'];
    code = await run(
      bin('vitest'),
      ['run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { ...process.env, SMOKE_APP_DIR: '.', POST_BUILD_DIST: '.next' },
    );
    read = vitestFailures;
  } else if (check === 'pages' && pagesFile) {
    label = 'Accessibility and page rules';
    const pages = fs.readFileSync(pagesFile, 'utf8').split('\n').filter(Boolean);
    code = await run(
      bin('playwright'),
      [
        'test',
        'e2e/routes.spec.ts',
        'e2e/home-shape.spec.ts',
        'e2e/scenes.spec.ts',
        'e2e/endings.spec.ts',
        '--grep',
        pagesFilter(pages),
      ],
      { ...process.env, PW_JSON_OUTPUT: report },
    );
    read = playwrightFailures;
  } else {
    console.error('usage: tsx scripts/ci/page-checks.ts links | html | pages <pages file>');
    return 2;
  }
  const json = fs.existsSync(report)
    ? (JSON.parse(fs.readFileSync(report, 'utf8')) as unknown)
    : null;
  const failures = json ? read(json) : [];
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const failure of failures) {
    console.log(`::error title=${label}::${escapeData(plainWords(failure).replace(/\*\*/g, ''))}`);
  }
  if (process.env.GITHUB_STEP_SUMMARY) {
    // A run that failed with no failed test (a crash, a server that did not start) did not run.
    const ran = json !== null && (code === 0 || failures.length > 0);
    fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, summarySection(label, failures, ran));
  }
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
