/**
 * A migrated PGlite folder, built once per migration set (initdb is the slow part) and copied for
 * each test database. Vitest's global setup (tests/server/global-setup.ts) builds it before any
 * test file starts, in one process and outside every hook's time limit, so a test file only
 * copies it: under load an initdb can take longer than a hook may, and a file that timed out
 * while building used to leave the others waiting on its half-built template.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../../server/db/open';

/** The template's folder for the current migrations (their names and contents). */
function templateDir(): string {
  const hash = createHash('sha256');
  for (const file of fs
    .readdirSync(migrationsFolder(), { recursive: true, encoding: 'utf8' })
    .sort()) {
    const full = path.join(migrationsFolder(), file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `cairn-pglite-template-${hash.digest('hex').slice(0, 16)}`);
}

/**
 * The template's folder, built first when it is missing. Two builders (a file run outside the
 * global setup beside another) each build a folder of their own and rename it into place: the
 * first rename wins and the other's copy is dropped, so no one ever waits on another process.
 */
export async function pgliteTemplate(): Promise<string> {
  const dir = templateDir();
  if (fs.existsSync(path.join(dir, 'READY'))) return dir;
  const building = `${dir}.build-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: building,
    lock: { role: 'test' },
  });
  await database.close();
  fs.writeFileSync(path.join(building, 'READY'), '');
  // A folder there without its mark is what an interrupted build of an earlier version left.
  if (!fs.existsSync(path.join(dir, 'READY'))) fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another builder's template is in place (rename refuses a folder that is not empty).
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}
