import 'server-only';
/** GET /api/health for load balancers: 200 when `select 1` works, 503 otherwise. */
import type { ServerContext } from './context';
import { json } from './http/respond';
import { log } from './log';

export async function handleHealth(loadContext: () => Promise<ServerContext>): Promise<Response> {
  try {
    const ctx = await loadContext();
    await ctx.database.ping();
    return json(200, { status: 'ok' });
  } catch (error) {
    log('warn', 'health: database unreachable', { error });
    return json(503, { status: 'unavailable', error: 'The database is not reachable.' });
  }
}
