import 'server-only';
/** The webhook body: the lead as JSON, with its id doubling as an idempotency key for receivers. */
import type { LeadRow } from '../db/schema';
import { webhookLead } from '../leads/columns';

/** The lead's columns as server/leads/columns.ts maps them (a choice's label beside its value). */
export function webhookPayload(lead: LeadRow) {
  return { event: 'lead.created', lead: webhookLead(lead) };
}

export async function postWebhook(
  url: string,
  lead: LeadRow,
  fetchImpl: typeof fetch,
  timeoutMs = 10_000,
): Promise<void> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': lead.id,
      'User-Agent': 'cairn-leads/1',
    },
    body: JSON.stringify(webhookPayload(lead)),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
}
