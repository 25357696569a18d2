import path from 'node:path';

/**
 * Where a Vitest or Playwright run (or a check that counts its own, `counts`: passed, failed,
 * skipped) writes its JSON report, the counts `npm test` adds up (tests/stage-runner.ts): in
 * TEST_REPORTS_DIR, named by the npm script that ran it (`test:e2e.playwright.json`), so each
 * stage's reports are found by its script's name. PW_JSON_OUTPUT
 * names one Playwright report by hand (the pull request's page checks, scripts/evidence.ts).
 * Outside a stage (no TEST_REPORTS_DIR, or no npm script) no report is written.
 */
export function testReportFile(tool: 'vitest' | 'playwright' | 'counts'): string | undefined {
  if (tool === 'playwright' && process.env.PW_JSON_OUTPUT) return process.env.PW_JSON_OUTPUT;
  const dir = process.env.TEST_REPORTS_DIR;
  const script = process.env.npm_lifecycle_event;
  return dir && script ? path.join(dir, `${script}.${tool}.json`) : undefined;
}
