/**
 * Runs a check in a GitHub Actions job and turns the content errors it prints into what the
 * person who saved sees: an annotation on the file (on the pull request's "Files changed" and the
 * commit's check) and a job summary in plain words.
 *
 *   npx tsx scripts/ci/report.ts "Content check" -- npm run --silent content:check
 *
 * The command's output is passed through as it comes; its exit code is this script's. Outside
 * GitHub Actions (no GITHUB_STEP_SUMMARY) only the annotation lines are printed, which is how
 * the tests read them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { schemaOf } from '../../content/entry';
import { topKeyOf } from '../../content/field-labels';

export interface ContentProblem {
  /** The file, relative to the repository, as the checker names it: `content/news/x.md`. */
  file: string;
  /** What is wrong, first line and any indented detail lines (one per field). */
  message: string;
  /** The line of the first field named, when the file is there to look in. */
  line?: number;
}

/**
 * A content error starts with the file the checker names, then a colon: `content/…/x.md: …`,
 * possibly after the prefix Next.js or Node puts before an error (`Error: `, `⨯ `, a time).
 */
const START = /^(?:.*?\b(?:Error|⨯):?\s+)?(content\/[\w./-]+\.(?:md|mdoc|mdx|ya?ml|json)):\s+(.*)$/;
/** Detail lines under it are indented (`  - field "seo.title": …`). */
const DETAIL = /^\s+\S/;
/** The field a detail line names. */
const FIELD = /field "([^"]+)"/;

/** The content errors in a checker's or a build's output, each file's once. */
export function parseContentErrors(output: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let current: ContentProblem | undefined;
  for (const raw of output.split(/\r?\n/)) {
    const line = stripAnsi(raw);
    const start = START.exec(line);
    if (start) {
      current = { file: start[1]!, message: start[2]!.trim() };
      problems.push(current);
    } else if (current && DETAIL.test(line) && !/^\s+at /.test(line)) {
      current.message += `\n${line.trim()}`;
    } else {
      current = undefined;
    }
  }
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}\n${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const ANSI = /\u001b\[[0-9;]*m/g;
function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/**
 * The line of the first field a problem names (its top-level key, `seo` for `seo.title`), so the
 * annotation sits on that line of the diff; undefined when the file or the key is not found.
 */
export function lineOfField(root: string, problem: ContentProblem): number | undefined {
  // A field named by the editor's labels (`- Results, item 1, When: …`), or by its key.
  const schema = schemaOf(problem.file);
  const labelled = /^- (.+?): /m.exec(problem.message)?.[1];
  const key =
    FIELD.exec(problem.message)?.[1]?.split('.')[0] ??
    (schema && labelled ? topKeyOf(schema, labelled) : undefined);
  if (!key) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, problem.file), 'utf8');
  } catch {
    return undefined;
  }
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const index = text.split('\n').findIndex((l) => new RegExp(`^${escaped}\\s*:`).test(l));
  return index >= 0 ? index + 1 : undefined;
}

/** GitHub's escaping of a workflow command's message and of its properties. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One `::error …::` line per problem; one without a file when the output named none. */
export function annotations(label: string, problems: ContentProblem[], output: string): string[] {
  if (problems.length === 0) {
    const tail = stripAnsi(output).trim().split('\n').slice(-20).join('\n');
    return [`::error title=${escapeProperty(`${label} failed`)}::${escapeData(tail)}`];
  }
  return problems.map((p) => {
    const props = [`file=${escapeProperty(p.file)}`];
    if (p.line) props.push(`line=${p.line}`);
    props.push(`title=${escapeProperty(`${label}: ${p.file}`)}`);
    return `::error ${props.join(',')}::${escapeData(p.message)}`;
  });
}

/** The job summary: what failed, in which file, and what to do, for an editor as much as a developer. */
export function summary(label: string, problems: ContentProblem[]): string {
  const lines = [`## ${label} failed`, ''];
  if (problems.length === 0) {
    lines.push('No content file was named: the log of this step says what went wrong.');
  } else {
    lines.push(
      'Nothing is published while this check fails. Open each entry below in the editor, correct',
      'the field named, and save again on the same branch: this check runs again on the new commit.',
      '',
    );
    for (const p of problems) {
      lines.push(`- **${p.file}**${p.line ? ` (line ${p.line})` : ''}`);
      for (const l of p.message.split('\n')) lines.push(`  - ${l.replace(/^- /, '')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Runs `command`, streaming its output, and reports its content errors when it fails. */
export async function run(
  label: string,
  command: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [bin, ...args] = command;
  if (!bin) throw new Error('usage: report.ts "<label>" -- <command> [args…]');
  const chunks: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk.toString('utf8'));
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      chunks.push(chunk.toString('utf8'));
      process.stderr.write(chunk);
    });
    child.on('error', (error) => {
      chunks.push(`${label}: ${error.message}\n`);
      resolve(127);
    });
    child.on('close', (status, signal) => resolve(status ?? (signal ? 128 : 1)));
  });
  if (code === 0) return 0;
  const output = chunks.join('');
  const root = env.GITHUB_WORKSPACE ?? process.cwd();
  const problems = parseContentErrors(output).map((p) => ({ ...p, line: lineOfField(root, p) }));
  for (const line of annotations(label, problems, output)) process.stdout.write(`${line}\n`);
  if (env.GITHUB_STEP_SUMMARY) fs.appendFileSync(env.GITHUB_STEP_SUMMARY, summary(label, problems));
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const separator = process.argv.indexOf('--');
  const label = process.argv[2] ?? 'Check';
  const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
  run(label, command).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(2);
    },
  );
}
