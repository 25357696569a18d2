/**
 * Writes every lead (or those since a date) as CSV to stdout.
 * Usage: npm run leads:export [-- --since YYYY-MM-DD] [--bom] > leads.csv
 * Works with the server stopped or running (see docs/decisions/0002-lead-storage.md).
 */
import { parseArgs } from 'node:util';
import { DataDirLockRefusedError } from '../server/db/lock';
import { EnvError, parseEnv } from '../server/env';
import { parseSinceDate } from '../server/export/csv';
import { ExportError, runLeadsExport } from '../server/export/run';

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        since: { type: 'string' },
        bom: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(
      'Usage: npm run leads:export -- [--since YYYY-MM-DD] [--bom] > leads.csv\n',
    );
    return 0;
  }
  const since = args.since === undefined ? undefined : parseSinceDate(args.since);
  if (args.since !== undefined && !since) {
    process.stderr.write(
      `--since must be a date like 2025-01-31 (got ${JSON.stringify(args.since)}).\n`,
    );
    return 2;
  }
  try {
    const env = parseEnv(process.env);
    await runLeadsExport({
      env,
      since,
      bom: args.bom,
      out: process.stdout,
      note: (message) => process.stderr.write(`${message}\n`),
    });
    return 0;
  } catch (error) {
    const known =
      error instanceof EnvError ||
      error instanceof ExportError ||
      error instanceof DataDirLockRefusedError;
    process.stderr.write(`leads:export failed: ${known ? error.message : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await main();
