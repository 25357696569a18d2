import type { NextRequest } from 'next/server';
import { historyPage } from '@/server/history/routes';

/** An entry's saved versions (server/history/routes.ts, docs/editing.md); restoring one: app/api/keystatic/history. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Promise<Response> {
  return historyPage(request);
}
