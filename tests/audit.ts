/**
 * `npm run audit:prod`: no high or critical advisory in the production dependencies. Some
 * registry mirrors refuse npm's audit endpoint (this machine's answers 405): then the check is
 * counted as skipped, with the reason, never as passed (its counts go to tests/report-file.ts's
 * report under `npm test`; alone, the exit code says it: 0 passed or skipped, 1 found).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { testReportFile } from './report-file';

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  error?: { summary?: string };
}

/** A command's standard output, whatever its exit code (npm audit exits 1 when it finds any). */
const output = (args: string[]) =>
  new Promise<string>((resolve) =>
    execFile('npm', args, { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 }, (_, stdout) =>
      resolve(String(stdout ?? '')),
    ),
  );

let report: AuditReport | null = null;
try {
  report = JSON.parse(await output(['audit', '--omit=dev', '--json'])) as AuditReport;
} catch {
  // no JSON: reported below as unavailable
}
const counts = report?.metadata?.vulnerabilities;
const result = { passed: 0, failed: 0, skipped: 0 };
if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? 'no report';
  console.log(`audit: SKIPPED, the registry's audit endpoint did not answer (${reason})`);
  result.skipped = 1;
} else {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(
    `audit: ${counts.total ?? 0} advisories in production dependencies, ${serious} high or critical`,
  );
  if (serious === 0) result.passed = 1;
  else {
    result.failed = 1;
    console.log(await output(['audit', '--omit=dev', '--audit-level=high']));
  }
}
const file = testReportFile('counts');
if (file) fs.writeFileSync(file, JSON.stringify(result));
process.exit(result.failed ? 1 : 0);
