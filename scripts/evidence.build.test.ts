/**
 * The bytes /why-cairn and its audit report state (content/site-evidence.json) against the build:
 * the heaviest page's JavaScript and CSS, each within half a KB of what the build weighs now, so
 * a claim cannot outlive the code it was measured on. The document and the number of pages move
 * with content (a marketer's article or a longer home page must not fail the run): they stay as
 * measured on the record's date, and the bytes budget holds every document. After a build:
 * POST_BUILD_DIST=.next npx vitest run scripts/evidence.build.test.ts
 */
import { expect, it } from 'vitest';
import { siteEvidence } from '../content/site-evidence';
import { describeRequiring } from '../tests/describe-requiring';
import { noBuild, openBuiltSite } from './built-site';
import { largestBytes } from './evidence';
import { kb, pageBytes } from './page-bytes';

/** What a recorded figure may differ from the build by: its page shows whole KB. */
const TOLERANCE_KB = 0.5;

describeRequiring('the recorded bytes agree with the build', noBuild, () => {
  const rows = pageBytes(openBuiltSite());
  const recorded = siteEvidence().bytes;
  const now = largestBytes(rows);
  const stale =
    'content/site-evidence.json is stale: measure the build again (npx tsx scripts/evidence.ts --bytes)';

  for (const kind of ['js', 'css'] as const) {
    it(`${kind}: ${recorded[kind].kb} KB recorded on ${recorded[kind].route}, ${now[kind].kb} KB heaviest now`, () => {
      expect(Math.abs(now[kind].kb - recorded[kind].kb), stale).toBeLessThanOrEqual(TOLERANCE_KB);
      const page = rows.find((r) => r.route === recorded[kind].route);
      expect(page, `${recorded[kind].route} is no longer built. ${stale}`).toBeDefined();
      // The page named is still among the heaviest.
      expect(now[kind].kb - Number(kb(page![kind])), stale).toBeLessThanOrEqual(TOLERANCE_KB);
    });
  }
});
