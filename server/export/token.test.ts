import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/server/backends';
import { exportTokenFile, readExportToken, removeExportToken, writeExportToken } from './token';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('export token file', () => {
  it('is removed by the server that wrote it, never over another server’s token', () => {
    const d = tempDir('token');
    dirs.push(d);
    const mine = writeExportToken(d);
    const theirs = writeExportToken(d); // Another server took the folder over since.
    removeExportToken(d, mine);
    expect(readExportToken(d)).toBe(theirs);
    removeExportToken(d, theirs);
    expect(fs.existsSync(exportTokenFile(d))).toBe(false);
  });
});
