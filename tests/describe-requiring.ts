import { describe, it } from 'vitest';
import { missingOnCI, onCI } from './required';

/**
 * `describe(title, body)` when nothing is missing. When `missing` gives a reason, the body is not
 * even collected (it may read the very build that is missing); one test stands in for it, skipped
 * with the reason locally and failing with the reason under CI=true.
 */
export function describeRequiring(
  title: string,
  missing: string | undefined,
  body: () => void,
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  if (!missing) {
    describe(title, body);
    return;
  }
  describe(title, () => {
    it(`needs what is missing: ${missing}`, (context) => {
      if (onCI(env)) throw missingOnCI(title, missing);
      context.skip(missing);
    });
  });
}
