/**
 * One JSON line per event, like instrumentation.ts's onRequestError. Tests swap the sink to
 * keep output quiet and to assert on what was logged. Never given request bodies or secrets.
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

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const sink = (globalThis as Holder)[SINK] ?? consoleSink;
  sink({ level, msg, ...fields });
}

/** The message of anything thrown, without a stack. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}
