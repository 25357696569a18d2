/**
 * The GitHub Actions workflows, checked here because nothing runs them before they reach GitHub:
 * each against the workflow schema (@action-validator/core, the WebAssembly build of
 * action-validator, offline), and against what this repository has: every npm script, file and
 * command-line tool a step calls exists, every action is pinned to a commit, and the triggers,
 * permissions and concurrency are the ones docs/deploy.md promises.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, '.github/workflows');
const files = fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const packageScripts = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: object })
    .scripts,
);

/** The schema errors, innermost first, one line each: "/jobs/a: Additional property…". */
function schemaErrors(source: string): string[] {
  const flatten = (errors: ValidationError[]): string[] =>
    errors.flatMap((e) => {
      const nested = 'states' in e && e.states ? e.states.flatMap((s) => flatten(s.errors)) : [];
      if (nested.length > 0) return nested;
      const where = 'path' in e ? e.path : `line ${'location' in e ? e.location?.line : '?'}`;
      return [`${where}: ${e.title}${e.detail ? ` (${e.detail})` : ''}`];
    });
  return [...new Set(flatten(validateWorkflow(source).errors))];
}

interface Step {
  uses?: string;
  run?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string> | string;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<
    string,
    {
      name?: string;
      needs?: string | string[];
      permissions?: Record<string, string>;
      steps: Step[];
    }
  >;
}

/** What a workflow calls that this repository does not have, or an action not pinned. */
function missingIn(source: string): string[] {
  const problems: string[] = [];
  for (const line of source.split('\n')) {
    const uses = /^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/.exec(line);
    if (!uses) continue;
    const [, ref, rest] = uses;
    if (ref!.startsWith('./')) {
      if (!fs.existsSync(path.join(root, ref!))) problems.push(`action ${ref} does not exist`);
    } else if (
      !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(ref!) ||
      !/#\s*v\d+\.\d+\.\d+/.test(rest!)
    ) {
      problems.push(`${ref} is not pinned to a commit with its version in a comment`);
    }
  }
  const workflow = parse(source) as Workflow;
  for (const job of Object.values(workflow.jobs)) {
    for (const step of job.steps) {
      if (!step.run) continue;
      for (const [, name] of step.run.matchAll(/\bnpm run (?:--silent )?([\w:-]+)/g)) {
        if (!packageScripts.includes(name!)) problems.push(`npm script "${name}" does not exist`);
      }
      for (const [file] of step.run.matchAll(/\bscripts\/[\w./-]+\.\w+/g)) {
        if (!fs.existsSync(path.join(root, file))) problems.push(`${file} does not exist`);
      }
      for (const [, bin] of step.run.matchAll(/\bnpx (?:--no-install )?([\w@/.-]+)/g)) {
        if (!fs.existsSync(path.join(root, 'node_modules/.bin', bin!))) {
          problems.push(`npx ${bin}: no such tool in the dependencies`);
        }
      }
    }
  }
  return problems;
}

describe('the workflows', () => {
  it('are there: the check on pull requests and the deploy', () => {
    expect(files.sort()).toEqual(['check.yml', 'deploy.yml']);
  });

  it.each(files)('%s passes the workflow schema', (file) => {
    expect(schemaErrors(read(file))).toEqual([]);
  });

  it.each(files)('%s calls only scripts, npm scripts and tools the repository has', (file) => {
    expect(missingIn(read(file))).toEqual([]);
  });

  it.each(files)('%s grants the token read access only, unless a job needs more', (file) => {
    const workflow = parse(read(file)) as Workflow;
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const grants = Object.entries(job.permissions ?? {}).filter(([, v]) => v !== 'read');
      // Only the job that pushes the image writes anything: the package in the registry.
      expect(grants, name).toEqual(name === 'image' ? [['packages', 'write']] : []);
    }
  });

  it('check.yml runs on every pull request, as the job branch protection requires', () => {
    const workflow = parse(read('check.yml')) as Workflow;
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    // A newer save on the branch supersedes the run of the one before.
    expect(workflow.concurrency?.['cancel-in-progress']).toBe(true);
    const [job] = Object.values(workflow.jobs);
    const runs = job!.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm run --silent content:check');
    expect(runs).toContain('npm run build');
    // The admin requires the check by this name (docs/deploy.md): renaming it unprotects main.
    const doc = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    expect(doc).toContain(`**${job!.name}**`);
  });

  it('deploy.yml runs on the default branch and daily, one deploy at a time, after both jobs', () => {
    const workflow = parse(read('deploy.yml')) as Workflow;
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
    expect(workflow.concurrency).toEqual({ group: 'deploy', 'cancel-in-progress': false });
    expect(workflow.jobs.deploy!.needs).toEqual(['check', 'image']);
    const runs = workflow.jobs.deploy!.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('scripts/ci/deploy-hook.ts');
  });
});

describe('the workflow checks themselves', () => {
  const broken = [
    'on: pull_request',
    'permissions:',
    '  contents: read',
    'jobs:',
    '  check:',
    '    runs-on: ubuntu-latest',
    '    needs: [build]',
    '    steps:',
    '      - uses: actions/checkout@v7',
    '      - run: npm run content:chek && npx tsx scripts/ci/reprot.ts && npx nope-tool',
    '      - uses: ./.github/actions/missing',
    '    timeout: 10',
  ].join('\n');

  it('catch a schema error: an unknown key, a job that does not exist', () => {
    const errors = schemaErrors(broken).join('\n');
    expect(errors).toContain("Additional property 'timeout' is not allowed");
    expect(errors).toContain('unresolved job build');
  });

  it('catch a missing npm script, script file, tool or action, and a tag instead of a commit', () => {
    expect(missingIn(broken)).toEqual([
      'actions/checkout@v7 is not pinned to a commit with its version in a comment',
      'action ./.github/actions/missing does not exist',
      'npm script "content:chek" does not exist',
      'scripts/ci/reprot.ts does not exist',
      'npx nope-tool: no such tool in the dependencies',
    ]);
  });
});
