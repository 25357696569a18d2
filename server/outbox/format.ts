import 'server-only';
/** Lead fields as people read them, shared by the e-mail and the webhook. */
import {
  budgets,
  labelOf,
  organizationTypes,
  projectTypes,
  timelines,
} from '@/lib/contact-options';
import type { LeadRow } from '../db/schema';

/** What the team reads when a visitor asked for a reference call. */
export const REFERENCE_CALL_ASKED =
  'Asked for one: arrange a 20-minute call with a client of a similar kind and size after the first conversation.';

export const labelOfOrganizationType = (value: string | null) => labelOf(organizationTypes, value);

/** The lead's visible fields, in reading order, without empties. */
export function leadFields(lead: LeadRow): Array<[label: string, value: string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Organization', lead.organization],
    ['Organization type', labelOfOrganizationType(lead.organizationType)],
    ['Phone', lead.phone],
    ['Project type', labelOf(projectTypes, lead.projectType)],
    ['Budget', labelOf(budgets, lead.budget)],
    ['Timeline', labelOf(timelines, lead.timeline)],
    // Shown only when asked for, like every other field left empty.
    ['Reference call', lead.referenceCall ? REFERENCE_CALL_ASKED : null],
    // Only leads stored before the three choices above have interests (service slugs).
    ['Interests', lead.interests.join(', ')],
    ['Message', lead.message],
    ['Page', lead.pagePath],
    ['Referrer', lead.referrer],
    ['UTM source', lead.utmSource],
    ['UTM medium', lead.utmMedium],
    ['UTM campaign', lead.utmCampaign],
    ['UTM term', lead.utmTerm],
    ['UTM content', lead.utmContent],
    ['Received', lead.createdAt.toISOString()],
    ['Lead id', lead.id],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
}
