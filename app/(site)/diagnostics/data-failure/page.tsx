import { notFound } from 'next/navigation';

/**
 * A page whose server-side data loader fails, for the end-to-end test of the 500 path (status
 * 500, error logged, "Unexpected Error" page). It exists only when ENABLE_DIAGNOSTIC_ROUTES=1;
 * everywhere else it is a 404 and robots.txt keeps crawlers away.
 */
export const dynamic = 'force-dynamic';

async function loadReport(): Promise<{ title: string }> {
  throw new Error('Diagnostic data source is unavailable');
}

export default async function DataFailurePage() {
  if (process.env.ENABLE_DIAGNOSTIC_ROUTES !== '1') notFound();
  const report = await loadReport();
  return <h1>{report.title}</h1>;
}
