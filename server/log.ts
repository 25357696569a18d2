/**
 * One JSON line per event, like instrumentation.ts's onRequestError. Tests swap the sink to
 * keep output quiet and to assert on what was logged.
 *
 * This is the one place that keeps private data out of the logs: every line is one JSON object
 * (request-supplied text is escaped by JSON.stringify, never written raw), a retry page's draft id
 * is removed from any text field, as is any URL's user name and password, and an Error passed in
 * any field is written as its class, code and constraint (`describeError`), never its message
 * when that message may carry data. Drizzle's "Failed query" text lists the query's parameters
 * (a lead's name, e-mail, message…) and Postgres messages can quote values, so errors of the
 * database layer, and any error with a code (system, SMTP, Postgres), are logged without text.
 *
 * No `server-only` here: the export script (tsx, outside Next.js) imports this module too.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export interface LogEntry {
  level: LogLevel;
  msg: string;
  [field: string]: unknown;
}
export type LogSink = (entry: LogEntry) => void;

const consoleSink: LogSink = (entry) => {
  const line = JSON.stringify(entry);
  if (entry.level === 'error') console.error(line);
  else if (entry.level === 'warn') console.warn(line);
  else console.info(line);
};

const SINK = Symbol.for('cairn.log-sink');
type Holder = { [SINK]?: LogSink };

/** Replace the sink (tests); pass undefined to restore the console. */
export function setLogSink(sink: LogSink | undefined): void {
  (globalThis as Holder)[SINK] = sink;
}

/** Pass errors as they are (`{ error }`): they are described here, never stringified. */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const sink = (globalThis as Holder)[SINK] ?? consoleSink;
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    safe[key] = value instanceof Error ? describeError(value) : withoutRetryIds(value);
  }
  sink({ level, msg, ...safe });
}

const RETRY_ID = /(\/contact\/retry\/)[^/?#\s"]+/gi;

/**
 * Any text that names a retry page (a path, a referrer, a URL) is logged without its draft id, and
 * any URL without its user name and password.
 */
function withoutRetryIds(value: unknown): unknown {
  return typeof value === 'string' ? withoutCredentials(value.replace(RETRY_ID, '$1[id]')) : value;
}

/** `scheme://user:password@host` in any text: what precedes the host, up to its last `@`. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#"'<>]*@/gi;

/** Text with every URL's user name and password replaced (an error may quote a URL whole). */
export function withoutCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, '$1[credentials removed]@');
}

/** What a log line may say about an error. */
export interface ErrorDescription {
  /** The outermost error's class, e.g. `DrizzleQueryError`, `TypeError`. */
  class: string;
  /** The first code along the cause chain: a Postgres SQLSTATE, `ECONNREFUSED`, `EAUTH`… */
  code?: string;
  /** The Postgres constraint that failed, when one did. */
  constraint?: string;
  /** The message, only for errors outside the database layer that carry no code. */
  message?: string;
}

type Described = Error & { code?: unknown; constraint?: unknown; query?: unknown };

export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof Error)) return { class: typeof error };
  const chain: Described[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 8; e = e.cause) {
    chain.push(e as Described);
  }
  const code = chain.map((e) => e.code).find((c) => typeof c === 'string' || typeof c === 'number');
  const constraint = chain.map((e) => e.constraint).find((c) => typeof c === 'string');
  const fromDatabase = chain.some(
    (e) => 'query' in e || 'params' in e || 'severity' in e || /Query|Database/.test(e.name),
  );
  const description: ErrorDescription = { class: error.constructor?.name || error.name };
  if (code !== undefined) description.code = String(code);
  if (typeof constraint === 'string') description.constraint = constraint;
  if (code === undefined && !fromDatabase)
    description.message = withoutCredentials(error.message).slice(0, 300);
  return description;
}

/**
 * The message of anything thrown, without a stack and without any URL's credentials: for an
 * operator's own diagnostics stored away from the logs (the outbox's `last_error`), never for a
 * log line.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return withoutCredentials(
      typeof code === 'string' && !error.message.includes(code)
        ? `${code}: ${error.message}`
        : error.message,
    );
  }
  return withoutCredentials(String(error));
}

/**
 * A request path as it may be logged: the retry page's draft id (a capability: it opens the
 * visitor's name and e-mail) is replaced, and a query string (values people typed, tokens) is
 * dropped.
 */
export function loggablePath(path: string): string {
  const [pathname = '', query] = path.split(/\?(.*)/s, 2);
  const safe = pathname.replace(/(\/contact\/retry\/)[^/]+/i, '$1[id]');
  return query === undefined ? safe : `${safe}?[query removed]`;
}
