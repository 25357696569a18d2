import 'server-only';
/** Lead fields as people read them, shared by the e-mail and the webhook. */
import { contactInterests } from '@/content/contact-interests';
import { organizationTypes } from '@/lib/contact-options';
import type { LeadRow } from '../db/schema';

const organizationTypeLabel = new Map<string, string>(
  organizationTypes.map((o) => [o.value, o.label]),
);
let interestLabel: Map<string, string> | undefined;

export const labelOfOrganizationType = (value: string | null) =>
  value ? (organizationTypeLabel.get(value) ?? value) : null;
export function labelsOfInterests(values: string[]): string[] {
  interestLabel ??= new Map(contactInterests().map((o) => [o.value, o.label]));
  return values.map((v) => interestLabel?.get(v) ?? v);
}

/** The lead's visible fields, in reading order, without empties. */
export function leadFields(lead: LeadRow): Array<[label: string, value: string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Organization', lead.organization],
    ['Organization type', labelOfOrganizationType(lead.organizationType)],
    ['Phone', lead.phone],
    ['Interests', labelsOfInterests(lead.interests).join(', ')],
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
