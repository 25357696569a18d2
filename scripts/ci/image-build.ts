/**
 * The image's build as GitHub and Docker run it, without either: what `.github/workflows/deploy.yml`
 * passes to the `Dockerfile` (its build arguments and build secrets, from the repository's
 * variables and secrets), and the environment the Dockerfile's build step (`npm run build`) then
 * sees, by Docker's rules: an argument the build stage does not declare is dropped, `ENV` is
 * expanded from the declared arguments, every declared argument is in the environment of the
 * `RUN` steps after it (and in their cache key), and a secret reaches a step only through its
 * `--mount=type=secret,…,env=NAME`, in no layer.
 *
 * scripts/ci/image-build.test.ts compares the two files with it; tests/copies/integrations.ts
 * makes its GitHub-mode build with the environment it computes, so a variable the Dockerfile
 * drops is missing from that build as it would be from the image's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');

export interface Instruction {
  keyword: string;
  /** The instruction's text after its keyword, continuation lines joined. */
  text: string;
}

export interface Stage {
  name: string;
  instructions: Instruction[];
}

export interface SecretMount {
  id: string;
  /** The variable the secret is put in, for that step only. */
  env?: string;
}

/** The Dockerfile's stages, each with its instructions (comments dropped, lines joined). */
export function dockerStages(source: string): { globalArgs: string[]; stages: Stage[] } {
  const globalArgs: string[] = [];
  const stages: Stage[] = [];
  let logical = '';
  const lines: string[] = [];
  for (const raw of source.split('\n')) {
    if (/^\s*#/.test(raw)) continue;
    const continued = /\\\s*$/.test(raw);
    logical += `${continued ? raw.replace(/\\\s*$/, '') : raw} `;
    if (!continued) {
      if (logical.trim()) lines.push(logical.trim().replace(/\s+/g, ' '));
      logical = '';
    }
  }
  for (const line of lines) {
    const [, keyword = '', text = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const name = / AS (\S+)$/i.exec(text)?.[1] ?? String(stages.length);
      stages.push({ name, instructions: [] });
    } else if (stages.length === 0) {
      if (upper === 'ARG') globalArgs.push(text.split('=')[0]!);
    } else {
      stages.at(-1)!.instructions.push({ keyword: upper, text });
    }
  }
  return { globalArgs, stages };
}

/** `NAME=value NAME2="value 2"` (ENV, ARG with a default) as pairs. */
function assignments(text: string): [string, string][] {
  return [...text.matchAll(/([A-Za-z_][\w]*)(?:=("[^"]*"|\S*))?/g)].map(([, name, value]) => [
    name!,
    (value ?? '').replace(/^"(.*)"$/, '$1'),
  ]);
}

/** `${NAME}` and `$NAME` replaced from `vars` (empty when unset), as Docker expands ENV. */
function expand(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a: string, b: string) => vars[a ?? b] ?? '');
}

export interface BuildStep {
  /** The arguments the stage declares, in order. */
  args: string[];
  /** The secrets the step mounts. */
  secrets: SecretMount[];
  /** The step's command. */
  command: string;
  /** The environment the command runs in, for the given build arguments and secrets. */
  environment: Record<string, string>;
}

/**
 * The `RUN` of `stage` that runs `command` (the first that mentions it), with the environment
 * Docker gives it for `buildArgs` and `secrets` (by secret id). Throws when there is none.
 */
export function buildStep(
  source: string,
  {
    stage = 'build',
    command = 'npm run build',
    buildArgs = {},
    secrets = {},
  }: {
    stage?: string;
    command?: string;
    buildArgs?: Record<string, string>;
    secrets?: Record<string, string>;
  } = {},
): BuildStep {
  const found = dockerStages(source).stages.find((s) => s.name === stage);
  if (!found) throw new Error(`the Dockerfile has no stage "${stage}"`);
  const args: string[] = [];
  const vars: Record<string, string> = {};
  for (const { keyword, text } of found.instructions) {
    if (keyword === 'ARG') {
      for (const [name, fallback] of assignments(text)) {
        args.push(name);
        const value = buildArgs[name] ?? (text.includes(`${name}=`) ? fallback : undefined);
        if (value !== undefined) vars[name] = value;
      }
    } else if (keyword === 'ENV') {
      for (const [name, value] of assignments(text)) vars[name] = expand(value, vars);
    } else if (keyword === 'RUN' && text.includes(command)) {
      const mounts = [...text.matchAll(/--mount=(\S+)/g)].map(([, options]) =>
        Object.fromEntries(options!.split(',').map((o) => o.split('=') as [string, string])),
      );
      const mounted: SecretMount[] = mounts
        .filter((m) => m.type === 'secret')
        .map((m) => ({ id: m.id!, ...(m.env ? { env: m.env } : {}) }));
      const environment = { ...vars };
      for (const { id, env } of mounted) {
        if (env && secrets[id] !== undefined) environment[env] = secrets[id];
      }
      return {
        args,
        secrets: mounted,
        command: text.replace(/--mount=\S+\s*/g, ''),
        environment,
      };
    }
  }
  throw new Error(`the Dockerfile's stage "${stage}" has no RUN of ${command}`);
}

/** The build arguments and secrets a workflow's docker/build-push-action step passes. */
export interface ImageInputs {
  /** Argument name → its value's expression (`${{ vars.SITE_URL }}`). */
  buildArgs: Record<string, string>;
  /** Secret id → its value's expression (`${{ secrets.SENTRY_AUTH_TOKEN }}`). */
  secrets: Record<string, string>;
}

function keyValues(block: unknown): Record<string, string> {
  return Object.fromEntries(
    String(block ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

export function imageInputs(workflowSource: string): ImageInputs {
  const workflow = parse(workflowSource) as {
    jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
  };
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((s) => s.uses?.startsWith('docker/build-push-action@'));
  if (!step) throw new Error('the workflow has no docker/build-push-action step');
  return {
    buildArgs: keyValues(step.with?.['build-args']),
    secrets: keyValues(step.with?.secrets),
  };
}

/**
 * A workflow expression's value, as GitHub computes it for the forms the deploy uses:
 * `${{ vars.X }}`, `${{ secrets.X }}`, `${{ steps.id.outputs.x }}`, `${{ a || 'default' }}`.
 * `values` holds the repository's variables and secrets by name, and step outputs by
 * `steps.id.outputs.x`; anything unset is empty, as on GitHub.
 */
export function evaluate(expression: string, values: Record<string, string>): string {
  return expression.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, body: string) => {
    for (const part of body.split('||').map((p) => p.trim())) {
      const literal = /^'(.*)'$/.exec(part);
      const value = literal
        ? literal[1]!
        : (values[part.replace(/^(vars|secrets)\./, '')] ?? values[part] ?? '');
      if (value) return value;
    }
    return '';
  });
}

export const DOCKERFILE = path.join(root, 'Dockerfile');
export const DEPLOY_WORKFLOW = path.join(root, '.github/workflows/deploy.yml');

/**
 * The environment of the image's `npm run build` when the repository's variables and secrets are
 * `settings` (and the deploy's own step outputs `steps`): deploy.yml's inputs through the
 * Dockerfile's build stage.
 */
export function imageBuildEnvironment(
  settings: Record<string, string>,
  {
    dockerfile = fs.readFileSync(DOCKERFILE, 'utf8'),
    workflow = fs.readFileSync(DEPLOY_WORKFLOW, 'utf8'),
  }: { dockerfile?: string; workflow?: string } = {},
): Record<string, string> {
  const inputs = imageInputs(workflow);
  const resolve = (entries: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(entries).map(([name, expression]) => [name, evaluate(expression, settings)]),
    );
  return buildStep(dockerfile, {
    buildArgs: resolve(inputs.buildArgs),
    secrets: resolve(inputs.secrets),
  }).environment;
}

/** Every variable the deploy could hand the image's build, by argument or by secret. */
export function imageInputNames(
  workflow = fs.readFileSync(DEPLOY_WORKFLOW, 'utf8'),
  dockerfile = fs.readFileSync(DOCKERFILE, 'utf8'),
): string[] {
  const step = buildStep(dockerfile);
  return [
    ...new Set([
      ...Object.keys(imageInputs(workflow).buildArgs),
      ...step.args,
      ...step.secrets.flatMap((s) => s.env ?? []),
    ]),
  ];
}
