import { getServerContext } from '@/server/boot';
import { handleHealth } from '@/server/health';

/** Load-balancer health: 200 `{ status: 'ok' }` when the database answers, 503 otherwise. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return handleHealth(getServerContext);
}
