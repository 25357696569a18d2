#!/usr/bin/env node
/**
 * Where a page's Total Blocking Time comes from (docs/performance.md): runs Lighthouse
 * on each URL of a running server and prints, per run, the simulated TBT and the long tasks of the
 * simulation (start, duration, the script they are attributed to), then the main-thread time per
 * script (evaluation, parse and compile) and per kind of work.
 *
 * Usage: npx tsx scripts/bench/explain-tbt.mjs [--runs N] URL… (CHROME_PATH as for the benchmark)
 */
import { explainRuns } from './lighthouse.mjs';

const short = (url) => String(url).split('/').pop().split('?')[0].slice(0, 32) || String(url);
const ms = (v) => Math.round(v);

await explainRuns('explain-tbt.mjs', (url, run, { lhr }) => {
  const a = lhr.audits;
  console.log(
    `\n${url} run ${run + 1}: perf ${Math.round(lhr.categories.performance.score * 100)}, ` +
      `FCP ${ms(a['first-contentful-paint'].numericValue)}, ` +
      `LCP ${ms(a['largest-contentful-paint'].numericValue)}, ` +
      `TBT ${ms(a['total-blocking-time'].numericValue)}, TTI ${ms(a.interactive?.numericValue ?? NaN)}`,
  );
  for (const t of a['long-tasks']?.details?.items ?? []) {
    console.log(`  long task ${ms(t.startTime)} +${ms(t.duration)} ms  ${short(t.url)}`);
  }
  for (const s of a['bootup-time']?.details?.items ?? []) {
    console.log(
      `  script ${short(s.url)}: total ${ms(s.total)}, eval ${ms(s.scripting)}, parse ${ms(s.scriptParseCompile)}`,
    );
  }
  const work = (a['mainthread-work-breakdown']?.details?.items ?? [])
    .map((w) => `${w.groupLabel} ${ms(w.duration)}`)
    .join(', ');
  console.log(`  main thread: ${work}`);
});
