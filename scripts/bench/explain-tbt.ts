/**
 * Where a page's Total Blocking Time comes from (docs/performance.md): runs Lighthouse
 * on each URL of a running server and prints, per run, the simulated TBT and the long tasks of the
 * simulation (start, duration, the script they are attributed to), then the main-thread time per
 * script (evaluation, parse and compile) and per kind of work.
 *
 * Usage: npx tsx scripts/bench/explain-tbt.ts [--runs N] URL… (CHROME_PATH as for the benchmark)
 */
import { explainRuns, numericValue, tableRows } from './lighthouse';

const short = (url: unknown) =>
  String(url).split('/').pop()?.split('?')[0]?.slice(0, 32) || String(url);
const ms = (v: number | undefined) => Math.round(v ?? NaN);

await explainRuns('explain-tbt.ts', (url, run, { lhr }) => {
  const a = lhr.audits;
  console.log(
    `\n${url} run ${run + 1}: perf ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}, ` +
      `FCP ${ms(numericValue(lhr, 'first-contentful-paint'))}, ` +
      `LCP ${ms(numericValue(lhr, 'largest-contentful-paint'))}, ` +
      `TBT ${ms(numericValue(lhr, 'total-blocking-time'))}, TTI ${ms(numericValue(lhr, 'interactive'))}`,
  );
  for (const t of tableRows<{ startTime: number; duration: number; url: string }>(
    a['long-tasks'],
  )) {
    console.log(`  long task ${ms(t.startTime)} +${ms(t.duration)} ms  ${short(t.url)}`);
  }
  for (const s of tableRows<{
    url: string;
    total: number;
    scripting: number;
    scriptParseCompile: number;
  }>(a['bootup-time'])) {
    console.log(
      `  script ${short(s.url)}: total ${ms(s.total)}, eval ${ms(s.scripting)}, parse ${ms(s.scriptParseCompile)}`,
    );
  }
  const work = tableRows<{ groupLabel: string; duration: number }>(a['mainthread-work-breakdown'])
    .map((w) => `${w.groupLabel} ${ms(w.duration)}`)
    .join(', ');
  console.log(`  main thread: ${work}`);
});
