export { assertPortFree, startProcess } from '../server-process.mjs';

/** Runs a command to completion, inheriting output; throws on failure. */
export declare function run(
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string | undefined> },
): Promise<void>;

/** What a benchmark started and must stop: its servers and its browser (also on Ctrl-C). */
export declare function children(): {
  handles: { stop(): void }[];
  browser: { kill(): void; port: number } | undefined;
  stop(): void;
};
