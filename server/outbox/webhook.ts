import 'server-only';
/** The webhook body: the lead as JSON, with its id doubling as an idempotency key for receivers. */
import type { LeadRow } from '../db/schema';
import { budgets, labelOf, projectTypes, timelines } from '@/lib/contact-options';
import { labelOfOrganizationType } from './format';

export function webhookPayload(lead: LeadRow) {
  return {
    event: 'lead.created',
    lead: {
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      name: lead.name,
      email: lead.email,
      organization: lead.organization,
      organizationType: lead.organizationType,
      organizationTypeLabel: labelOfOrganizationType(lead.organizationType),
      phone: lead.phone,
      projectType: lead.projectType,
      projectTypeLabel: labelOf(projectTypes, lead.projectType),
      budget: lead.budget,
      budgetLabel: labelOf(budgets, lead.budget),
      timeline: lead.timeline,
      timelineLabel: labelOf(timelines, lead.timeline),
      /** The visitor asked to speak with a client of a similar kind and size. */
      referenceCall: lead.referenceCall,
      /** Service slugs, on leads stored before the form asked for the three choices above. */
      interests: lead.interests,
      message: lead.message,
      attribution: {
        pagePath: lead.pagePath,
        referrer: lead.referrer,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
        utmTerm: lead.utmTerm,
        utmContent: lead.utmContent,
      },
      recaptchaScore: lead.recaptchaScore,
    },
  };
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
