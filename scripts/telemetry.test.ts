import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import playwrightConfig from '../playwright.config';
import { run as benchRun } from './bench/processes';

/**
 * A fresh checkout calls out to nothing, Next.js's telemetry included. What decides it is the
 * environment the `next` CLI starts with (Next 16 prints events under NEXT_TELEMETRY_DEBUG=1
 * whether or not telemetry is off, so its output cannot tell). These tests run the real commands
 * with `next` replaced by a probe that writes down the NEXT_TELEMETRY_DISABLED it was started
 * with, and check that Next reads that value as "disabled".
 */
const root = path.resolve(import.meta.dirname, '..');
const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-telemetry-'));
afterAll(() => fs.rmSync(sandbox, { recursive: true, force: true }));

/**
 * A copy of package.json (and `extra` files) in a folder whose node_modules/.bin holds probes for
 * `next`, `tsx` and `tsc`: each appends "<name> <args>: <NEXT_TELEMETRY_DISABLED>" to calls.log.
 */
function probeProject(name: string, extra: string[] = []) {
  const dir = path.join(sandbox, name);
  const binDir = path.join(dir, 'node_modules', '.bin');
  fs.mkdirSync(binDir, { recursive: true });
  for (const file of ['package.json', ...extra]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  for (const tool of ['next', 'tsx', 'tsc']) {
    const probe = path.join(binDir, tool);
    fs.writeFileSync(
      probe,
      `#!/bin/sh\necho "${tool} $1: \${NEXT_TELEMETRY_DISABLED:-unset}" >> "${dir}/calls.log"\n`,
    );
    fs.chmodSync(probe, 0o755);
  }
  const calls = () =>
    fs.existsSync(path.join(dir, 'calls.log'))
      ? fs.readFileSync(path.join(dir, 'calls.log'), 'utf8').trim().split('\n')
      : [];
  return { dir, calls };
}

describe('Next.js telemetry', () => {
  it('is off for every npm script that starts the next CLI', () => {
    const { dir, calls } = probeProject('scripts');
    for (const script of ['dev', 'build', 'start', 'serve', 'typecheck']) {
      execFileSync('npm', ['run', '--silent', script], { cwd: dir, env: cleanEnv() });
    }
    expect(calls().filter((line) => line.startsWith('next '))).toEqual([
      'next dev: 1',
      'next build: 1',
      'next build: 1',
      'next start: 1',
      'next start: 1',
      'next typegen: 1',
    ]);
  });

  it('is off for the build that npm test makes', () => {
    const { dir, calls } = probeProject('stages', [
      'tests/stages.ts',
      'tests/stage-runner.ts',
      'tests/chromium.ts',
      'tests/project-copy.ts',
    ]);
    // The runner's packages (npm-run-all2 and what it needs), beside the probe's own tools.
    for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
      if (entry === '.bin') continue;
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
    }
    // The real tsx (the probe's stands in for the scripts npm runs).
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['tests/stages.ts', '--only', 'build'], {
      cwd: dir,
      env: cleanEnv(),
      stdio: 'pipe',
    });
    expect(calls()).toContain('next build: 1');
  });

  it('is off for the end-to-end server and the benchmark', async () => {
    const server = playwrightConfig.webServer;
    const single = Array.isArray(server) ? server[0] : server;
    expect(single?.env?.NEXT_TELEMETRY_DISABLED).toBe('1');

    const seen = path.join(sandbox, 'bench.txt');
    await benchRun(process.execPath, [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(seen)}, process.env.NEXT_TELEMETRY_DISABLED ?? 'unset')`,
    ]);
    expect(fs.readFileSync(seen, 'utf8')).toBe('1');
  });

  it('is off in the Docker image', () => {
    // No Docker here: the image's environment is what its ENV instructions declare.
    const env = fs
      .readFileSync(path.join(root, 'Dockerfile'), 'utf8')
      .replace(/\\\n/g, ' ')
      .split('\n')
      .filter((line) => /^ENV\s/.test(line))
      .flatMap((line) => [...line.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    const runner = env.filter(([name]) => name === 'NEXT_TELEMETRY_DISABLED');
    expect(runner.length).toBeGreaterThan(0);
    for (const [, value] of runner) expect(value).toBe('1');
  });

  it('reads as disabled to Next.js under that environment', () => {
    const status = execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/next/dist/bin/next'), 'telemetry', 'status'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
    );
    expect(status).toMatch(/Status: Disabled/);
  });
});

/** The environment without the variable, so only what the command sets can switch it off. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NEXT_TELEMETRY_DISABLED;
  return env;
}
