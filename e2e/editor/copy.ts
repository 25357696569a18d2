import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The project copy the editor suite works on (tests/copies/editor.ts makes it and passes its
 * path): the editor writes there, never into this checkout's content/.
 */
export function copyDir(): string {
  const dir = process.env.EDITOR_COPY_DIR;
  if (!dir || !fs.existsSync(path.join(dir, 'keystatic.config.ts'))) {
    throw new Error(
      'EDITOR_COPY_DIR names no project copy: run the editor suite with `npx tsx tests/copies/editor.ts`',
    );
  }
  return dir;
}

/** Every file under `folders` of `root`, by path relative to it, with its SHA-256. */
export function snapshot(root: string, folders = ['content', 'public']): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (rel: string) => {
    const full = path.join(root, rel);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.join(rel, name));
    } else {
      files.set(rel, createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  for (const folder of folders) visit(folder);
  return files;
}

/** The paths added, removed or changed between two snapshots. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed = new Set<string>();
  for (const [file, hash] of before) if (after.get(file) !== hash) changed.add(file);
  for (const file of after.keys()) if (!before.has(file)) changed.add(file);
  return [...changed].sort();
}

/** A unified diff of two texts (GNU diff), for a report a person reads. */
export function unifiedDiff(label: string, before: string, after: string): string {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'diff-'));
  try {
    fs.writeFileSync(path.join(dir, 'before'), before);
    fs.writeFileSync(path.join(dir, 'after'), after);
    const result = spawnSync(
      'diff',
      ['-u', '--label', `${label} (before)`, '--label', `${label} (saved)`, 'before', 'after'],
      { cwd: dir, encoding: 'utf8' },
    );
    return result.stdout || result.error?.message || '';
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Polls until `test` holds, or throws `message` after `timeoutMs`. */
export async function waitFor(test: () => boolean, message: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (test()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(message);
}

/**
 * `text` with the first letter after the top-level YAML key `key:` in another case: what a file
 * must become when the editor changes only that letter of that field (the same length, so the
 * same quoting and folding). YAML's quotes and block indicators hold no letters.
 */
export function withFirstLetterSwapped(text: string, key: string): string {
  const start = text.search(new RegExp(`^${key}:`, 'm'));
  if (start < 0) return text;
  const from = start + key.length + 1;
  return text.slice(0, from) + swapFirstLetter(text.slice(from));
}

/** The same text with its first letter in the other case: same length, same rules. */
export function swapFirstLetter(value: string): string {
  const at = value.search(/[a-zA-Z]/);
  const c = value.charAt(at);
  if (at < 0) return value;
  const swapped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
  return value.slice(0, at) + swapped + value.slice(at + 1);
}

/**
 * Runs a command to its end without blocking the test (so its timeout still applies), in a
 * process group of its own that is ended if `timeoutMs` passes. Resolves with its exit status
 * and the last of its output.
 */
export function runCommand(
  command: string,
  args: string[],
  { cwd, env = {}, timeoutMs }: { cwd: string; env?: Record<string, string>; timeoutMs: number },
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(ended after ${timeoutMs / 1000} s)`;
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }, timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}
