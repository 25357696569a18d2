import type { NextRequest } from 'next/server';
import { restoreVersion } from '@/server/history/routes';

/** "Restore this version" of an entry's history page (server/history/routes.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Promise<Response> {
  return restoreVersion(request);
}
