/**
 * Why a page's simulated LCP is what it is (docs/performance.md): runs Lighthouse on each
 * URL of a running server and prints, per run, the simulated and the observed FCP/LCP, when each
 * script was evaluated, and the requests Lighthouse's model (Lantern) put into its optimistic and
 * pessimistic LCP estimates with their simulated start–end times.
 *
 * Lantern counts every request that *finished* before the observed LCP (and the scripts among
 * them unless a long task ran them after it), so on a fast local server whatever is fetched
 * before the first paint is in the estimate. This shows which requests those are.
 *
 * Usage: npx tsx scripts/bench/explain-lcp.ts [--runs N] URL… (CHROME_PATH as for the benchmark)
 */
import type { Artifacts } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { explainRuns, tableRows } from './lighthouse';

const short = (url: string) => url.split('/').pop()?.split('?')[0]?.slice(0, 24) || url;

type Estimate = Artifacts.LanternMetric['optimisticEstimate'];

/** Nodes of one Lantern estimate: requests with simulated times, CPU tasks with durations. */
function describe(estimate: Estimate): string {
  return [...estimate.nodeTimings.entries()]
    .map(([node, t]) =>
      node.type === 'network'
        ? `${short(node.request.url)} ${Math.round(t.startTime)}–${Math.round(t.endTime)}`
        : `cpu ${Math.round(t.duration)} ms`,
    )
    .join(', ');
}

/** The columns of the metrics audit's one row that this reads. */
interface MetricsRow {
  observedNavigationStartTs: number;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  observedFirstContentfulPaint: number;
  observedLargestContentfulPaint: number;
}

await explainRuns('explain-lcp.ts', async (url, _run, { lhr, artifacts: a }) => {
  const m = tableRows<MetricsRow>(lhr.audits.metrics)[0] ?? {};
  const start = m.observedNavigationStartTs ?? NaN;
  const evaluated = a.Trace.traceEvents
    .filter((e) => e.name === 'EvaluateScript' && e.args?.data?.url)
    .map((e) => Math.round((e.ts - start) / 1000));
  const lcp = await LanternLargestContentfulPaint.request(
    {
      devtoolsLog: a.DevtoolsLog,
      gatherContext: a.GatherContext,
      settings: a.settings,
      simulator: null,
      trace: a.Trace,
      URL: a.URL,
      SourceMaps: a.SourceMaps,
      HostDPR: a.HostDPR,
    },
    { computedCache: new Map() },
  );
  const round = (v: number | undefined) => Math.round(v ?? NaN);
  console.log(
    `${url}  performance ${round((lhr.categories.performance?.score ?? NaN) * 100)}  ` +
      `simulated FCP ${round(m.firstContentfulPaint)} LCP ${round(m.largestContentfulPaint)} ms  ` +
      `observed FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint} ms`,
  );
  console.log(`  scripts evaluated at (ms): ${evaluated.join(', ') || 'none'}`);
  console.log(
    `  optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)} ms: ${describe(lcp.optimisticEstimate)}`,
  );
  console.log(
    `  pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)} ms: ${describe(lcp.pessimisticEstimate)}`,
  );
});
