import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A fresh checkout calls out to nothing, Next.js's telemetry included. Next 16 prints
 * events under NEXT_TELEMETRY_DEBUG=1 whether or not telemetry is off (the debug output is what
 * *would* be sent), so this checks what decides it: every command that runs the `next` CLI
 * carries NEXT_TELEMETRY_DISABLED=1, and Next itself reads that environment as "disabled".
 */
const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('Next.js telemetry', () => {
  it('is switched off in every npm script that runs the next CLI', () => {
    const invocations = Object.entries(pkg.scripts).flatMap(([name, script]) =>
      script
        .split('&&')
        .map((part) => part.trim())
        .filter((part) => /(^|\s)next\s/.test(part))
        .map((part) => [name, part] as const),
    );
    expect(invocations.map(([name]) => name).sort()).toEqual(['build', 'dev', 'serve', 'start']);
    for (const [name, part] of invocations) {
      expect(part, name).toMatch(/^NEXT_TELEMETRY_DISABLED=1 next /);
    }
  });

  it('is switched off for the test server, the test run, the Docker image and the bench', () => {
    const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    expect(read('playwright.config.ts')).toMatch(/NEXT_TELEMETRY_DISABLED: '1'/);
    expect(read('scripts/test-all.mjs')).toMatch(/process\.env\.NEXT_TELEMETRY_DISABLED = '1'/);
    expect(read('Dockerfile')).toMatch(/ENV NEXT_TELEMETRY_DISABLED=1/);
    expect(read('scripts/bench/processes.mjs')).toMatch(/NEXT_TELEMETRY_DISABLED: '1'/);
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
