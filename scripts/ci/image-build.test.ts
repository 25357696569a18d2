/**
 * The image's build gets what the site needs at build time: every value deploy.yml passes is one
 * the Dockerfile declares and uses, every value the site reads at build reaches the build step
 * (the editor's GitHub mode among them, or the image is built with the editor off and refuses to
 * start with the editor's secrets), secrets only as build secrets, and the day in New York as an
 * argument of the build step, so the daily run builds again rather than reusing yesterday's
 * cached step. No Docker daemon here: the files are read by Docker's rules
 * (scripts/ci/image-build.ts), and the integrations build of `npm test` is made with the
 * environment they give (tests/copies/integrations.ts, server/editor-host.smoke.test.ts on it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EDITOR_GITHUB_VARIABLES, publicBuildEnv } from '../../lib/env';
import {
  DEPLOY_WORKFLOW,
  DOCKERFILE,
  buildStep,
  imageBuildEnvironment,
  imageInputs,
} from './image-build';

const dockerfile = fs.readFileSync(DOCKERFILE, 'utf8');
const workflow = fs.readFileSync(DEPLOY_WORKFLOW, 'utf8');
const inputs = imageInputs(workflow);
const step = buildStep(dockerfile);

/** What the site reads at build time (lib/env.ts, docs/configuration.md). */
const BUILD_TIME = [
  'SITE_URL',
  'DEPLOY_ENV',
  ...Object.keys(publicBuildEnv),
  'SENTRY_ORG',
  'SENTRY_PROJECT',
  'SENTRY_AUTH_TOKEN',
  ...EDITOR_GITHUB_VARIABLES,
];
/** Of those, the secrets: in no argument, no ENV, no layer. */
const SECRETS = [
  'SENTRY_AUTH_TOKEN',
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
];

/** The repository's settings with every variable and secret set to a value naming it. */
const everySet = Object.fromEntries(BUILD_TIME.map((name) => [name, `value-of-${name}`]));

describe('deploy.yml and the Dockerfile', () => {
  it('every build argument the workflow passes is declared by the build stage and used there', () => {
    const passed = Object.keys(inputs.buildArgs);
    expect(passed.filter((name) => !step.args.includes(name))).toEqual([]);
    const build = dockerfile.slice(
      dockerfile.indexOf('AS build'),
      dockerfile.indexOf('AS runtime'),
    );
    const unused = step.args.filter(
      (name) => !new RegExp(`\\$\\{?${name}\\b`).test(build.replace(/^ARG .*$/gm, '')),
    );
    expect(unused).toEqual([]);
    // And nothing declared is left for no one to pass (DEPLOY_ENV has a default, passed too).
    expect(step.args.filter((name) => !passed.includes(name))).toEqual([]);
  });

  it('every build secret the workflow passes is mounted into the build step, and only there', () => {
    expect(Object.keys(inputs.secrets).sort()).toEqual(step.secrets.map((s) => s.id).sort());
    expect(step.secrets.filter((s) => !s.env)).toEqual([]);
  });

  it('every value the site reads at build reaches the build step, from the repository settings', () => {
    const environment = imageBuildEnvironment({
      ...everySet,
      'steps.name.outputs.today': '2027-03-01',
    });
    const missing = BUILD_TIME.filter((name) => environment[name] !== `value-of-${name}`);
    expect(missing).toEqual([]);
    expect(environment.CONTENT_TODAY).toBe('2027-03-01');
    expect(environment.NEXT_OUTPUT).toBe('standalone');
  });

  it('secrets reach the build as build secrets only: no argument, no ENV, no layer', () => {
    expect(Object.keys(inputs.buildArgs).filter((name) => SECRETS.includes(name))).toEqual([]);
    expect(step.args.filter((name) => SECRETS.includes(name))).toEqual([]);
    expect(dockerfile).not.toMatch(
      new RegExp(`^\\s*(?:ENV|ARG)\\b.*\\b(${SECRETS.join('|')})=`, 'm'),
    );
    expect(step.secrets.map((s) => s.env).sort()).toEqual([...SECRETS].sort());
    for (const expression of Object.values(inputs.secrets)) {
      expect(expression).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
    }
  });

  it('the editor is off in the image when the editor is not configured, and nothing is half set', () => {
    const environment = imageBuildEnvironment({ SITE_URL: 'https://www.example.org' });
    for (const name of EDITOR_GITHUB_VARIABLES) expect(environment[name] ?? '', name).toBe('');
  });
});

describe('a dated entry goes live on its day without a commit', () => {
  const parsed = parse(workflow) as {
    on: Record<string, unknown>;
    jobs: Record<string, { if?: string; steps: { id?: string; run?: string; if?: string }[] }>;
  };
  const settings = parsed.jobs.image!.steps.find((s) => s.id === 'name')!;

  it("the daily run passes New York's date, which the build step consumes", () => {
    expect(parsed.on.schedule).toBeDefined();
    expect(parsed.jobs.image!.if).toBeUndefined();
    expect(settings.if).toBeUndefined();
    expect(inputs.buildArgs.CONTENT_TODAY).toBe('${{ steps.name.outputs.today }}');
    expect(step.args).toContain('CONTENT_TODAY');
    expect(step.command).toMatch(/\bCONTENT_TODAY="\$\{CONTENT_TODAY\}" npm run build\b/);

    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-output-')), 'output');
    const run = spawnSync('bash', ['-e', '-c', settings.run!], {
      env: {
        ...process.env,
        SITE_URL: 'https://www.example.org',
        GITHUB_REPOSITORY: 'Cairn/Site',
        GITHUB_OUTPUT: out,
      },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const outputs = Object.fromEntries(
      fs
        .readFileSync(out, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split('=') as [string, string]),
    );
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
    const newYork = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
    // The step and this line may straddle midnight in New York.
    expect([newYork.format(Date.now() - 60_000), newYork.format(new Date())]).toContain(
      outputs.today,
    );
    expect(outputs.image).toBe('ghcr.io/cairn/site');
  });

  it('two days give the build step two environments (two cache keys) that differ in the day only', () => {
    const on = (today: string) =>
      imageBuildEnvironment({ ...everySet, 'steps.name.outputs.today': today });
    const [before, after] = [on('2027-02-28'), on('2027-03-01')];
    const differ = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
    expect(differ).toEqual(['CONTENT_TODAY']);
  });
});

describe('the reading of the two files itself', () => {
  const file = [
    '# syntax=docker/dockerfile:1.10',
    'ARG BASE=node',
    'FROM ${BASE} AS build',
    'ARG KEPT',
    'ARG WITH_DEFAULT=fallback',
    'ENV A=${KEPT} \\',
    '    B=x-${WITH_DEFAULT}',
    '# a comment',
    'RUN --mount=type=secret,id=token,env=TOKEN \\',
    '    --mount=type=cache,target=/root/.npm \\',
    '    npm run build',
  ].join('\n');

  it('drops an argument the stage does not declare, as Docker does, and expands ENV', () => {
    const read = buildStep(file, {
      buildArgs: { KEPT: 'yes', UNDECLARED: 'lost' },
      secrets: { token: 's3cret', other: 'no' },
    });
    expect(read.args).toEqual(['KEPT', 'WITH_DEFAULT']);
    expect(read.secrets).toEqual([{ id: 'token', env: 'TOKEN' }]);
    expect(read.command).toBe('npm run build');
    expect(read.environment).toEqual({
      KEPT: 'yes',
      WITH_DEFAULT: 'fallback',
      A: 'yes',
      B: 'x-fallback',
      TOKEN: 's3cret',
    });
  });

  it("evaluates the workflow's expressions as GitHub does, unset as empty", () => {
    const workflowFile = [
      'jobs:',
      '  image:',
      '    steps:',
      '      - uses: docker/build-push-action@0000000000000000000000000000000000000000',
      '        with:',
      '          build-args: |',
      "            KEPT=${{ vars.KEPT || 'default' }}",
      '            UNDECLARED=${{ vars.UNDECLARED }}',
      '          secrets: |',
      '            token=${{ secrets.TOKEN }}',
    ].join('\n');
    expect(
      imageBuildEnvironment({ TOKEN: 't' }, { dockerfile: file, workflow: workflowFile }),
    ).toEqual({
      KEPT: 'default',
      WITH_DEFAULT: 'fallback',
      A: 'default',
      B: 'x-fallback',
      TOKEN: 't',
    });
  });
});
