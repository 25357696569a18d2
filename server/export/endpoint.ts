import 'server-only';
/**
 * GET /api/internal/leads.csv: the CSV export through the running server, for when the server
 * holds the PGlite folder (one process at a time). Answers only on loopback, only with the token
 * from `${DATA_DIR}/export-token`, and only in PGlite mode; anything else is a plain 404.
 */
import type { ServerContext } from '../context';
import { CLIENT_ADDRESS_HEADER, isLoopback, normaliseAddress } from '../http/client-address';
import { errorResponse } from '../http/respond';
import { log } from '../log';
import { leadsCsv, parseSinceDate } from './csv';
import { tokensEqual } from './token';

const notFound = () => errorResponse(404, 'Not found.');

export async function handleLeadsCsv(
  request: Request,
  loadContext: () => Promise<ServerContext>,
): Promise<Response> {
  let ctx: ServerContext;
  try {
    ctx = await loadContext();
  } catch {
    return errorResponse(503, 'The lead database is not available.');
  }
  if (!ctx.exportToken || !fromLoopback(request)) return notFound();

  const presented = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!presented || !tokensEqual(presented, ctx.exportToken))
    return errorResponse(401, 'A valid export token is required.');

  const sinceParam = new URL(request.url).searchParams.get('since');
  const since = sinceParam === null ? undefined : parseSinceDate(sinceParam);
  if (sinceParam !== null && !since)
    return errorResponse(400, 'since must be a date like 2025-01-31.');

  const rows = leadsCsv(ctx.database.db, { since });
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        log('error', 'export: failed', { error });
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="leads.csv"',
      'Cache-Control': 'no-store',
    },
  });
}

/** The socket is loopback and no proxy relayed the request (X-Forwarded-For absent or the socket's own). */
function fromLoopback(request: Request): boolean {
  const socket = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!socket || !isLoopback(socket)) return false;
  const forwarded = request.headers.get('x-forwarded-for');
  return forwarded === null || normaliseAddress(forwarded) === normaliseAddress(socket);
}
