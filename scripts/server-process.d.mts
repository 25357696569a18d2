import type { ChildProcess } from 'node:child_process';

export interface ServerHandle {
  name: string;
  child: ChildProcess;
  url: string;
  /** Everything the child wrote to stdout and stderr so far. */
  output(): string;
  /** Ends the child's process group; resolves once it has exited. */
  stop(): Promise<void>;
}

export interface NextServer extends ServerHandle {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
}

/** A TCP port on `host` (default 127.0.0.1) that nothing listens on now. */
export declare function freePort(host?: string): Promise<number>;
/** Rejects, naming the port, when something already listens on the URL's port. */
export declare function assertPortFree(url: string): Promise<void>;
/** Starts a server and resolves once `url` answers while that child still runs. */
export declare function startProcess(
  name: string,
  command: string,
  args: string[],
  options: {
    cwd?: string;
    env?: Record<string, string | undefined>;
    url: string;
    timeoutMs?: number;
    ready?: (response: Response) => boolean;
  },
): Promise<ServerHandle>;
/** `next start` of the build in `cwd` on 127.0.0.1, ready when `readyPath` answers 200. */
export declare function startNext(options?: {
  cwd?: string;
  port?: number;
  env?: Record<string, string | undefined>;
  readyPath?: string;
  timeoutMs?: number;
  name?: string;
  /** Load server/preload.mjs first (the default, as every start command does). */
  preload?: boolean;
}): Promise<NextServer>;
/** `node`'s arguments for `next start` of the build in `cwd` on 127.0.0.1:`port`. */
export declare function nextStartArgs(
  cwd: string,
  port: number,
  options?: { preload?: boolean },
): string[];
