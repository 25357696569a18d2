/**
 * The server guard's hook, installed before Next.js by every start command through
 * `node --import ./server/preload.mjs …` (package.json `serve`, the Dockerfile, the test servers).
 *
 * Next.js runs instrumentation `register()` after its server has begun listening, so a guard
 * installed from there misses the requests that arrive first: they reached Next.js without the
 * client-address stamp. Loaded first, this module sees each HTTP server when it starts listening
 * (Node's `net.server.listen` tracing channel) and, as a fallback, at its first request
 * (`http.server.request.start`). It puts one `request` listener in front of the server's own
 * (Next's) that:
 *
 * - stamps the socket's address in CLIENT_ADDRESS_HEADER, over anything the client sent, before
 *   anything else runs;
 * - hands the request to the guard's rules (server/http/guard.ts), which register themselves here
 *   from `register()`; a request that arrives before they have is held until they do (Next.js
 *   itself holds it for `register()` too, so this costs no time);
 * - runs the rest of the request inside an async context that a page can use to set the status
 *   of its own response (`responseState()`: a page cannot otherwise answer 503).
 *
 * Started without this module, the guard installs the same hook late, from `register()`: the
 * requests before it carry no stamp, and routes that need the address answer 503 for them
 * (server/http/client-address.ts), never a guess. Plain JavaScript, so `node` loads it without a
 * compiler; its state lives on `globalThis` because Next.js's bundle has a copy of this module of
 * its own. docs/decisions/0008-server-guard.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnosticsChannel from 'node:diagnostics_channel';
import http from 'node:http';

/** Set on every request from the socket's address (the client cannot choose it). */
export const CLIENT_ADDRESS_HEADER = 'x-cairn-client-address';

const STATE = Symbol.for('cairn.server-hook');

/**
 * @typedef {object} GuardRules
 * @property {(server: import('node:http').Server) => void} configure  timeouts, client errors
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} handle
 */

/**
 * @typedef {object} HookState
 * @property {boolean} subscribed
 * @property {boolean} preloaded
 * @property {Set<import('node:http').Server>} servers
 * @property {GuardRules | undefined} rules
 * @property {Array<() => void>} waiting
 * @property {AsyncLocalStorage<{ status?: number }>} responses
 */

/** @returns {HookState} */
function state() {
  const holder = /** @type {Record<symbol, HookState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[STATE] ??= {
    subscribed: false,
    preloaded: false,
    servers: new Set(),
    rules: undefined,
    waiting: [],
    responses: new AsyncLocalStorage(),
  };
  return holder[STATE];
}

/** @param {import('node:http').Server} server */
function hookServer(server) {
  const s = state();
  if (s.servers.has(server)) return;
  s.servers.add(server);
  const listeners = /** @type {Array<(req: unknown, res: unknown) => void>} */ (
    server.listeners('request')
  );
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    const next = () => {
      for (const listener of listeners) listener.call(server, req, res);
    };
    const handle = () =>
      s.responses.run({}, () => /** @type {GuardRules} */ (s.rules).handle(req, res, next));
    if (s.rules) handle();
    else s.waiting.push(handle);
  });
  s.rules?.configure(server);
}

/** @param {unknown} message */
function onServer(message) {
  const { server } = /** @type {{ server?: unknown }} */ (message);
  if (server instanceof http.Server) hookServer(server);
}

/** Subscribes once per process; `preloaded` says whether that happened before Next.js started. */
export function installServerHook(preloaded = false) {
  const s = state();
  if (s.subscribed) return;
  s.subscribed = true;
  s.preloaded = preloaded;
  diagnosticsChannel.subscribe('tracing:net.server.listen:asyncStart', onServer);
  diagnosticsChannel.subscribe('http.server.request.start', onServer);
}

/** True when this module ran before Next.js (the start command loaded it). */
export function hookPreloaded() {
  return state().preloaded;
}

/**
 * The guard's rules, from `register()`: applied to the servers seen so far, to every later one,
 * and to the requests held until now.
 * @param {GuardRules} rules
 */
export function setGuardRules(rules) {
  const s = state();
  s.rules = rules;
  for (const server of s.servers) rules.configure(server);
  for (const handle of s.waiting.splice(0)) handle();
}

/** The current request's response settings, or undefined outside one. */
export function responseState() {
  return state().responses.getStore();
}

/**
 * Answers the current request with `status` instead of 200 (a page rendered on request cannot
 * set its own). The guard applies it when the response's head is written.
 * @param {number} status
 */
export function setResponseStatus(status) {
  const current = responseState();
  if (current) current.status = status;
}
