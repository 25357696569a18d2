/** A ServerContext for tests: a given database, a parsed test environment, a controllable clock. */
import type { ServerContext } from '../../server/context';
import type { Database } from '../../server/db/open';
import { parseEnv } from '../../server/env';

export const TEST_SALT = 'test-salt-0123456789abcdef';

export class TestClock {
  constructor(public ms = Date.parse('2030-01-07T10:03:20.000Z')) {}
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface TestContextOptions {
  env?: Record<string, string>;
  clock?: TestClock;
  fetch?: typeof fetch;
  onLeadStored?: () => void;
  exportToken?: string;
}

export function testContext(
  database: Database,
  dataDir: string,
  options: TestContextOptions = {},
): ServerContext {
  const env = parseEnv({
    DATA_DIR: dataDir,
    IP_HASH_SALT: TEST_SALT,
    RATE_LIMIT_MAX: '100000',
    ...options.env,
  });
  return {
    env,
    database,
    ipSalt: env.ipHashSalt ?? TEST_SALT,
    now: (options.clock ?? new TestClock()).now,
    fetch: options.fetch ?? fetch,
    onLeadStored: options.onLeadStored ?? (() => undefined),
    exportToken: options.exportToken,
  };
}
