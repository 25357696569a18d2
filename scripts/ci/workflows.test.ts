/**
 * The GitHub Actions workflows, checked here because nothing runs them before they reach GitHub:
 * each against the workflow schema (@action-validator/core, the WebAssembly build of
 * action-validator, offline), and against what this repository has: every npm script, file and
 * command-line tool a step calls exists, every action is pinned to a commit, and the triggers,
 * permissions and concurrency are the ones docs/deploy.md promises.
 */
import { spawnSync } from 'node:child_process';
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
  id?: string;
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
      outputs?: Record<string, string>;
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

/**
 * What GitHub would only find when the workflow runs: a step output or a job output that does
 * not exist, a `run:` that pastes an expression into the shell (a branch name or a title then
 * runs as code: values go in through `env:`), a shell script that does not parse.
 */
function brokenIn(source: string): string[] {
  const problems: string[] = [];
  const workflow = parse(source) as Workflow;
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const ids = new Set(job.steps.map((s) => s.id).filter(Boolean));
    const needs = [job.needs ?? []].flat();
    const text = JSON.stringify(job);
    for (const [, id] of text.matchAll(/\bsteps\.([\w-]+)\.outputs\./g)) {
      if (!ids.has(id!)) problems.push(`${name}: no step with the id "${id}"`);
    }
    for (const [, other, output] of text.matchAll(/\bneeds\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      if (!needs.includes(other!)) problems.push(`${name}: "${other}" is not in needs`);
      else if (!workflow.jobs[other!]?.outputs?.[output!]) {
        problems.push(`${name}: the job "${other}" has no output "${output}"`);
      }
    }
    for (const step of job.steps) {
      if (!step.run) continue;
      if (step.run.includes('${{')) problems.push(`${name}: a run: script contains \${{ }}`);
      const syntax = spawnSync('bash', ['-n', '-c', step.run], { encoding: 'utf8' });
      if (syntax.status !== 0) problems.push(`${name}: ${syntax.stderr.trim()}`);
    }
  }
  return problems;
}

describe('the workflows', () => {
  it('are there: the check on pull requests and the deploy', () => {
    expect(files).toEqual(expect.arrayContaining(['check.yml', 'deploy.yml']));
  });

  it.each(files)('%s passes the workflow schema', (file) => {
    expect(schemaErrors(read(file))).toEqual([]);
  });

  it.each(files)('%s calls only scripts, npm scripts and tools the repository has', (file) => {
    expect(missingIn(read(file))).toEqual([]);
  });

  it.each(files)('%s refers only to outputs that exist, and its shell scripts parse', (file) => {
    expect(brokenIn(read(file))).toEqual([]);
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
    // What a content change can break, on that build: links, HTML and endings, and the changed
    // pages' accessibility and page rules, each reported even when another failed.
    for (const check of ['links', 'html', 'pages "$RUNNER_TEMP/pages.txt"']) {
      const step = job!.steps.find((s) => s.run?.includes(`scripts/ci/page-checks.ts ${check}`));
      expect(step, check).toBeDefined();
      expect((step as { if?: string }).if).toContain('!cancelled()');
    }
    expect(runs).toContain('scripts/ci/changed-pages.ts "$RUNNER_TEMP/pages.txt"');
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
    // Records the live release's static files, deploys, then checks the host kept them.
    const calls = runs.split('\n').flatMap((r) => /scripts\/ci\/\S+ ?\w*/.exec(r) ?? []);
    expect(calls).toEqual([
      'scripts/ci/static-kept.ts record',
      'scripts/ci/deploy-hook.ts',
      'scripts/ci/static-kept.ts verify',
    ]);
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

  it('catch a missing output, an expression in a shell script, a script that does not parse', () => {
    const source = [
      'on: push',
      'jobs:',
      '  image:',
      '    runs-on: ubuntu-latest',
      '    outputs:',
      '      digest: ${{ steps.push.outputs.digest }}',
      '    steps:',
      '      - id: build',
      '        run: echo "${{ github.head_ref }}"',
      '  deploy:',
      '    needs: image',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "$A" "${{ needs.image.outputs.tag }}" "${{ needs.check.outputs.x }}"',
      '      - run: if [ -z "$A" ]; then echo',
    ].join('\n');
    expect(brokenIn(source)).toEqual([
      'image: no step with the id "push"',
      'image: a run: script contains ${{ }}',
      'deploy: the job "image" has no output "tag"',
      'deploy: "check" is not in needs',
      'deploy: a run: script contains ${{ }}',
      expect.stringMatching(/^deploy: .*syntax error/),
    ]);
  });
});
