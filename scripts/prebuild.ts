/**
 * What runs before `next build` (`npm run build`'s `prebuild`), so next.config.ts only
 * configures: the brand's faces cut to the characters of this build's content
 * (scripts/font-subset.ts; a character the faces lack stops the build), the day the build
 * publishes for, and how many sample entries (fictional clients, quotes and marks) remain to be
 * replaced with permissioned ones, which also validates every content file first, naming the
 * file and field of any problem. `npm run dev` cuts the faces only: a content problem shows on
 * its page there, and must not keep the editor from starting.
 */
import { publicationDay } from '../content/publication';
import { sampleSummary } from '../content/work';
import { subsetAndReport } from './font-subset';

const started = Date.now();
await subsetAndReport(process.cwd());
console.log(
  `  Publishing for ${publicationDay()} (New York): later dates and drafts are left out.`,
);
console.log(`  ${sampleSummary()}`);
console.log(`  prebuild: ${((Date.now() - started) / 1000).toFixed(1)} s`);
