export { assertPortFree, startProcess } from '../server-process.mjs';

/** Runs a command to completion, inheriting output; throws on failure. */
export declare function run(
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string | undefined> },
): Promise<void>;
