import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/server/backends';
import { openDatabase } from './open';
import { DataDirPermissionError, makePrivate } from './private-dir';

/** Every entry under `dir` (itself included) whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const entries = ['', ...fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })];
  return entries
    .map((name) => path.join(dir, name))
    .filter((p) => !fs.lstatSync(p).isSymbolicLink() && fs.lstatSync(p).mode & 0o077)
    .map((p) => `${p} ${(fs.lstatSync(p).mode & 0o777).toString(8)}`);
}

describe('the embedded database folder', () => {
  it('is private to the server user after opening a folder made 0755', async () => {
    const dataDir = tempDir('private');
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'left here', { mode: 0o644 });
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      lock: { role: 'server' },
    });
    try {
      await database.ping();
      const files = fs.readdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      expect(files.length).toBeGreaterThan(100);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // A new folder is a whole initdb and the migrations: seconds alone, but 45 s were seen on two
    // cores shared with the rest of the suite. The limit only catches a hang.
  }, 120_000);

  it('stops with a message naming the folder and the fix when it cannot be made private', () => {
    const dataDir = tempDir('foreign');
    fs.chmodSync(dataDir, 0o775);
    const refusing = {
      lstatSync: fs.lstatSync,
      readdirSync: (p: string) => fs.readdirSync(p),
      chmodSync: () => {
        throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
      },
    };
    try {
      expect(() => makePrivate(dataDir, refusing)).toThrow(DataDirPermissionError);
      expect(() => makePrivate(dataDir, refusing)).toThrow(
        new RegExp(`${dataDir} is open to other users \\(mode 0775\\).*EPERM.*chmod -R go-rwx`),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
