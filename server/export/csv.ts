/**
 * Leads as CSV (RFC 4180: comma separated, CRLF line ends, fields with a quote, comma or line
 * break quoted, quotes doubled). Spreadsheet-safe: a cell starting with = + - @ tab or CR gets a
 * leading apostrophe so Excel, LibreOffice and Sheets show it as text instead of running it.
 *
 * No `server-only` here: the export script (tsx, outside Next.js) imports this module too.
 */
import { and, asc, eq, gt, gte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { leads } from '../db/schema';
import { csvColumns } from '../leads/columns';

/** The columns, their headers and order: server/leads/columns.ts (the e-mail and webhook's too). */
export { csvColumns };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: Array<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** `YYYY-MM-DD` (a real calendar date) → that day's start in UTC; undefined if malformed. */
export function parseSinceDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : undefined;
}

/**
 * The CSV, header first, a page of rows at a time (oldest first). Keyset paging on
 * (created_at, id): created_at is always written by the app, so it has millisecond precision.
 */
export async function* leadsCsv(
  db: Db,
  options: { since?: Date; pageSize?: number } = {},
): AsyncGenerator<string> {
  yield csvLine(csvColumns.map(([header]) => header));
  const pageSize = options.pageSize ?? 500;
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const conditions: SQL[] = [];
    if (options.since) conditions.push(gte(leads.createdAt, options.since));
    if (after) {
      const keyset = or(
        gt(leads.createdAt, after.createdAt),
        and(eq(leads.createdAt, after.createdAt), gt(leads.id, after.id)),
      );
      if (keyset) conditions.push(keyset);
    }
    const page = await db
      .select()
      .from(leads)
      .where(and(...conditions))
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(pageSize);
    if (page.length > 0)
      yield page.map((lead) => csvLine(csvColumns.map(([, value]) => value(lead)))).join('');
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
