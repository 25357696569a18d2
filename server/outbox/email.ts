import 'server-only';
/**
 * The notification e-mail for a lead. Visitor values are HTML-escaped in the HTML part; headers
 * (subject, Reply-To name) are built only from single-line values, and CR/LF and every other
 * control character are removed again here, so nothing a visitor types can add a header.
 */
import type { LeadRow } from '../db/schema';
import type { Mailbox } from '../env';
import { leadFields } from '../leads/columns';

export interface LeadEmail {
  from: Mailbox;
  to: string[];
  replyTo: Mailbox;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** One line, no control or line-separator characters, at most `max` characters. */
export function headerSafe(value: string, max = 120): string {
  const line = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function buildLeadEmail(lead: LeadRow, from: Mailbox, to: string[]): LeadEmail {
  const fields = leadFields(lead);
  const subject = headerSafe(`New inquiry: ${lead.name} (${lead.organization})`, 150);
  const domain = from.address.split('@')[1] ?? 'localhost';

  const text = [
    'A new inquiry arrived through the website contact form.',
    '',
    ...fields.map(([label, value]) =>
      label === 'Message' ? `${label}:\n${value}\n` : `${label}: ${value}`,
    ),
    '',
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n');

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    '<p>A new inquiry arrived through the website contact form.</p>',
    `<table role="presentation" cellspacing="0" cellpadding="0">\n${rows}\n</table>`,
    '<p>Reply to this e-mail to answer the visitor directly.</p>',
    '</body></html>',
  ].join('\n');

  return {
    from,
    to,
    replyTo: { name: headerSafe(lead.name, 100), address: headerSafe(lead.email, 254) },
    subject,
    text,
    html,
    // Stable per lead: a resend after a crash can be recognised as the same message.
    messageId: `<lead-${lead.id}@${domain}>`,
    headers: { 'X-Cairn-Lead-Id': lead.id },
  };
}
