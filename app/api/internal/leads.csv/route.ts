import { getServerContext } from '@/server/boot';
import { handleLeadsCsv } from '@/server/export/endpoint';

/** CSV export through the running server (PGlite only; loopback and token only). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleLeadsCsv(request, getServerContext);
}
