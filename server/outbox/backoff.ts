import 'server-only';
/**
 * Delay before retry number `attempts` (1 = after the first failure): exponential from `baseMs`,
 * capped at `capMs`, with "equal jitter" (half fixed, half random) so instances that failed
 * together do not retry together. The cap is 5 minutes: a lead is a person waiting for an answer,
 * and after a long outage an hour's cap would keep mail waiting up to an hour after SMTP is
 * back. The worker also releases a channel's backlog as soon as one of its sends succeeds.
 */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 30_000, capMs: 5 * 60_000 };

export function backoffDelayMs(
  attempts: number,
  random: () => number,
  policy: BackoffPolicy = defaultBackoff,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
