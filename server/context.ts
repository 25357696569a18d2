import 'server-only';
/**
 * The server's shared state: environment, database, clock. Kept on globalThis because Next.js
 * bundles instrumentation and each route separately; one process must still open the database
 * once. `register()` boots it at start-up; a route that runs first boots it lazily; tests install
 * their own with `setServerContext`.
 */
import type { Database } from './db/open';
import type { ServerEnv } from './env';

export interface ServerContext {
  env: ServerEnv;
  database: Database;
  /** Salt for client hashes (IP_HASH_SALT or the generated one). */
  ipSalt: string;
  now: () => Date;
  fetch: typeof fetch;
  /** Called after a lead commits (wakes the outbox worker). */
  onLeadStored: () => void;
  /** Bearer token of GET /api/internal/leads.csv (PGlite only); undefined = endpoint off. */
  exportToken: string | undefined;
}

const KEY = Symbol.for('cairn.server-context');
type Holder = { [KEY]?: { promise?: Promise<ServerContext> } };
const slot = ((globalThis as Holder)[KEY] ??= {});

/** Install a ready context (tests, or boot). Pass undefined to forget it. */
export function setServerContext(
  context: ServerContext | Promise<ServerContext> | undefined,
): void {
  slot.promise = context === undefined ? undefined : Promise.resolve(context);
}

export function getServerContext(): Promise<ServerContext> {
  if (slot.promise) return slot.promise;
  const pending = import('./boot').then((boot) => boot.bootServerContext());
  slot.promise = pending;
  // A failed start (database down) is retried by the next request rather than cached.
  pending.catch(() => {
    if (slot.promise === pending) slot.promise = undefined;
  });
  return pending;
}
