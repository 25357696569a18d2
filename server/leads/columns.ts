/**
 * The lead's columns as the team reads them: one map for the CSV export, the notification e-mail
 * and the webhook. Every column of the `leads` table is in it unless it is private; a column
 * the map does not name reads by the defaults, so a new field needs nothing here: its CSV header
 * is its column's name, its e-mail label its name in words, its webhook key its property, a
 * choice's label comes from the options its schema carries, and it comes last in the CSV (the
 * columns a spreadsheet or import already maps keep their places).
 *
 * No `server-only` here: the export script (tsx, outside Next.js) imports this module too.
 */
import { getTableColumns } from 'drizzle-orm';
import { labelOf, type ContactOption } from '@/lib/contact-options';
import { choiceOptions, contactSchema } from '@/lib/contact-schema';
import { leads, type LeadRow } from '../db/schema';

type Key = keyof LeadRow;
type Cell = string | number | null;
/** Where a column sits in the e-mail (the lead, then where it came from, then the record) and
 * the webhook (`attribution` nested). */
type Group = 'lead' | 'attribution' | 'record';

interface ColumnRule {
  /** The e-mail's label (default: the property in words). */
  label?: string;
  group?: Group;
  /** Off the e-mail (it still goes to the CSV and the webhook). */
  notEmailed?: boolean;
  /** The e-mail's text, or null to leave the row out (default: the value, a choice's label). */
  text?: (lead: LeadRow) => string | null;
  /** The CSV's cell (default: the value; yes/no for a box, a list joined with "; "). */
  cell?: (lead: LeadRow) => Cell;
}

/** Kept in the database, never sent or exported: when consent was given, the sender's traces. */
const privateColumns: ReadonlySet<Key> = new Set(['consentAt', 'ipHash', 'userAgent']);

/** What the team reads when a visitor asked for a reference call. */
export const REFERENCE_CALL_ASKED =
  'Asked for one: arrange a 20-minute call with a client of a similar kind and size after the first conversation.';

/**
 * The columns that read otherwise than by default, and the CSV's order of the columns it had
 * before any added since (which follow, in the table's order).
 */
const rules: { [K in Key]?: ColumnRule } = {
  id: { label: 'Lead id', group: 'record' },
  createdAt: { label: 'Received', group: 'record' },
  name: {},
  email: { label: 'E-mail' },
  organization: {},
  organizationType: {},
  phone: {},
  projectType: {},
  budget: {},
  timeline: {},
  // What leads stored before the three choices above ticked instead; empty for newer leads.
  interests: {
    text: (lead) => lead.interests.join(', '),
    cell: (lead) => lead.interests.join('; '),
  },
  message: {},
  pagePath: { label: 'Page', group: 'attribution' },
  referrer: { group: 'attribution' },
  utmSource: { label: 'UTM source', group: 'attribution' },
  utmMedium: { label: 'UTM medium', group: 'attribution' },
  utmCampaign: { label: 'UTM campaign', group: 'attribution' },
  utmTerm: { label: 'UTM term', group: 'attribution' },
  utmContent: { label: 'UTM content', group: 'attribution' },
  recaptchaScore: { group: 'record', notEmailed: true },
  // Shown only when asked for, like every other field left empty.
  referenceCall: { text: (lead) => (lead.referenceCall ? REFERENCE_CALL_ASKED : null) },
  // The form's label; its place in the CSV is after the columns before it, as an added one's.
  siteAddress: { label: 'Web address' },
};

export interface LeadColumn {
  key: Key;
  /** The CSV header: the column's name in the database. */
  header: string;
  label: string;
  group: Group;
  emailed: boolean;
  /** A choice's options: the e-mail shows the label, the webhook sends both. */
  options?: readonly ContactOption[];
  /** As the webhook sends it. */
  value: (lead: LeadRow) => unknown;
  text: (lead: LeadRow) => string | null;
  cell: (lead: LeadRow) => Cell;
}

/** "utmSource" → "Utm source". */
const inWords = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const shape: Record<string, unknown> = contactSchema.shape;

function column(key: Key, rule: ColumnRule = {}): LeadColumn {
  const field = shape[key];
  const options =
    field === undefined
      ? undefined
      : choiceOptions.get(field as Parameters<typeof choiceOptions.get>[0])?.options;
  const raw = (lead: LeadRow): unknown => lead[key];
  const plain = (value: unknown): Cell => {
    if (value === null || value === undefined) return null;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'number' || typeof value === 'string') return value;
    return String(value);
  };
  return {
    key,
    header: getTableColumns(leads)[key].name,
    label: rule.label ?? inWords(key),
    group: rule.group ?? 'lead',
    emailed: !rule.notEmailed,
    options,
    value: (lead) => {
      const value = raw(lead);
      return value instanceof Date ? value.toISOString() : value;
    },
    text:
      rule.text ??
      ((lead) => {
        const value = raw(lead);
        if (options) return labelOf(options, value as string | null);
        if (typeof value === 'boolean') return value ? 'Yes' : null;
        if (Array.isArray(value)) return value.join(', ');
        const cell = plain(value);
        return cell === null ? null : String(cell);
      }),
    cell:
      rule.cell ??
      ((lead) => {
        const value = raw(lead);
        if (typeof value === 'boolean') return value ? 'yes' : 'no';
        if (Array.isArray(value)) return value.join('; ');
        return plain(value);
      }),
  };
}

const named = Object.keys(rules) as Key[];
const added = (Object.keys(getTableColumns(leads)) as Key[]).filter(
  (key) => !named.includes(key) && !privateColumns.has(key),
);

/** Every column that leaves the database, in the CSV's order. */
export const leadColumns: readonly LeadColumn[] = [...named, ...added].map((key) =>
  column(key, rules[key]),
);

/** The CSV's columns: header, and the cell of a lead. */
export const csvColumns: ReadonlyArray<[header: string, value: (lead: LeadRow) => Cell]> =
  leadColumns.map((c) => [c.header, c.cell]);

const groupOrder: readonly Group[] = ['lead', 'attribution', 'record'];

/** The lead's fields as the e-mail shows them, in reading order, without empties. */
export function leadFields(lead: LeadRow): Array<[label: string, value: string]> {
  return groupOrder.flatMap((group) =>
    leadColumns
      .filter((c) => c.group === group && c.emailed)
      .map((c): [string, string | null] => [c.label, c.text(lead)])
      .filter((row): row is [string, string] => row[1] !== null && row[1] !== ''),
  );
}

/** The lead as the webhook sends it: each value, a choice's label beside it, attribution nested. */
export function webhookLead(lead: LeadRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const attribution: Record<string, unknown> = {};
  for (const c of leadColumns) {
    const into = c.group === 'attribution' ? attribution : out;
    into[c.key] = c.value(lead);
    if (c.options) into[`${c.key}Label`] = labelOf(c.options, c.value(lead) as string | null);
  }
  return { ...out, attribution };
}
