import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const CLIENT_ADDRESS_HEADER: 'x-cairn-client-address';

export interface GuardRules {
  /** Called once per server: timeouts, client errors. */
  configure(server: Server): void;
  /** Answers the request itself, or calls `next` to hand it to Next.js. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
}

export declare function installServerHook(preloaded?: boolean): void;
export declare function hookPreloaded(): boolean;
export declare function setGuardRules(rules: GuardRules): void;
export declare function responseState(): { status?: number } | undefined;
export declare function setResponseStatus(status: number): void;
