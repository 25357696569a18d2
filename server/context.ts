import 'server-only';
/**
 * The server's shared state: environment, database, clock. Kept on globalThis because Next.js
 * bundles instrumentation and each route separately; one process must still open the database
 * once. `register()` boots it at start-up; a route that runs first boots it lazily
 * (`getServerContext` in ./boot); tests install their own with `setServerContext`.
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

/**
 * The installed context, or the one `start` boots (once per process). A failed start (database
 * down) is forgotten, so the next request tries again. `getServerContext()` in ./boot passes its
 * boot function: this module holds the slot only, and imports nothing that imports it.
 */
export function serverContextOr(start: () => Promise<ServerContext>): Promise<ServerContext> {
  if (slot.promise) return slot.promise;
  const pending = start();
  slot.promise = pending;
  pending.catch(() => {
    if (slot.promise === pending) slot.promise = undefined;
  });
  return pending;
}
