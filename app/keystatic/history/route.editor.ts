import type { NextRequest } from 'next/server';
import { historyPage, restoreVersion } from '@/server/history/routes';

/** An entry's saved versions, and restoring one (server/history/routes.ts, docs/editing.md). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Promise<Response> {
  return historyPage(request);
}

export function POST(request: NextRequest): Promise<Response> {
  return restoreVersion(request);
}
