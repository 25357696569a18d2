/**
 * Work to finish before the process exits on SIGTERM or SIGINT (the outbox giving back its
 * leases). `next start` answers those signals by closing and calling `process.exit`, without
 * waiting for anything of ours, and an `exit` listener cannot wait for a query. So the listeners
 * present when this is installed (Next's) are taken off, through the process's public
 * EventEmitter API, and called again once the tasks are done or `timeoutMs` has passed. Without
 * other listeners the process exits as the signal's default would (128 + its number).
 *
 * No `server-only` here: test processes outside Next.js install it too.
 */
import os from 'node:os';

type Task = () => Promise<unknown>;

const KEY = Symbol.for('cairn.shutdown-tasks');
type Holder = { [KEY]?: Task[] };

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** `timeoutMs` of the first call holds for all tasks. */
export function beforeShutdown(task: Task, timeoutMs = 5_000): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) {
    holder[KEY].push(task);
    return;
  }
  const tasks: Task[] = [task];
  holder[KEY] = tasks;
  for (const signal of SIGNALS) {
    const others = process.listeners(signal) as Array<(signal: NodeJS.Signals) => void>;
    process.removeAllListeners(signal);
    process.once(signal, () => {
      for (const other of SIGNALS) process.removeAllListeners(other);
      const timeout = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
      void Promise.race([Promise.allSettled(tasks.map((t) => t())), timeout]).finally(() => {
        if (others.length === 0) process.exit(128 + os.constants.signals[signal]);
        for (const listener of others) listener(signal);
      });
    });
  }
}
