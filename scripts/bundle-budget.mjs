#!/usr/bin/env node
/**
 * `node scripts/bundle-budget.mjs [--json]`, as scripts/bench.mjs calls it: runs the TypeScript
 * table (scripts/page-bytes.ts) under tsx. Remove once its callers run that file themselves.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'scripts', 'page-bytes.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
