/**
 * The export token: written by the server that owns the PGlite folder to
 * `${DATA_DIR}/export-token` (mode 0600, so only the owner can read it), presented by the export
 * script as a Bearer token to GET /api/internal/leads.csv.
 *
 * No `server-only` here: the export script (tsx, outside Next.js) imports this module too.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const exportTokenFile = (dataDir: string) => path.join(dataDir, 'export-token');

export function writeExportToken(dataDir: string): string {
  const token = randomBytes(32).toString('base64url');
  const file = exportTokenFile(dataDir);
  const temp = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(temp, `${token}\n`, { mode: 0o600 });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, file);
  return token;
}

/** Removes the token file only if it still holds `token` (never another server's). */
export function removeExportToken(dataDir: string, token: string): void {
  if (readExportToken(dataDir) === token) fs.rmSync(exportTokenFile(dataDir), { force: true });
}

export function readExportToken(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(exportTokenFile(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function tokensEqual(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
