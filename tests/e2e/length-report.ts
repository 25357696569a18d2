import fs from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { lengthLog, lengthsOf, lengthSummary, type Length } from '../../scripts/page-lengths';

/**
 * The page lengths the run measured (scripts/page-lengths.ts), reported when it ends: a few lines
 * in the log, and under GitHub Actions a section of the job's summary and a warning per page over
 * its budget. A length never fails a test: copy decides it.
 */
export default class LengthReport implements Reporter {
  private lengths: Length[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.lengths.push(...lengthsOf(result.annotations));
  }

  onEnd() {
    if (this.lengths.length === 0) return;
    console.log(`\n${lengthLog(this.lengths)}`);
    if (process.env.GITHUB_ACTIONS) {
      for (const l of this.lengths.filter((l) => l.height > l.budget)) {
        console.log(
          `::warning title=Page length::${l.route} is ${l.height} px tall at ${l.width} px, over its ${l.budget} px`,
        );
      }
    }
    if (process.env.GITHUB_STEP_SUMMARY) {
      fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, lengthSummary(this.lengths));
    }
  }

  printsToStdio() {
    return false;
  }
}
