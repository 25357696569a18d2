import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactFieldNames } from '@/lib/contact-schema';
import { leads, type LeadRow } from '../db/schema';
import { csvColumns, leadFields, webhookLead } from './columns';

const lead: LeadRow = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: new Date('2030-01-01T00:00:00Z'),
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  organization: 'Analytical Engines Co-op',
  organizationType: 'non-profit',
  phone: '+1 555 010 2030',
  interests: [],
  projectType: 'new-site',
  budget: 'under-25k',
  timeline: 'not-sure',
  referenceCall: true,
  siteAddress: 'https://analytical.example/join',
  message: 'We would like a new website for our members.',
  consentAt: new Date('2030-01-01T00:00:00Z'),
  pagePath: '/contact',
  referrer: null,
  utmSource: 'newsletter',
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  recaptchaScore: 0.9,
  ipHash: 'salted-hash',
  userAgent: 'Firefox',
};

describe('the lead columns: one map for the CSV, the e-mail and the webhook', () => {
  const columns = getTableColumns(leads);

  it('every field of the form reaches the CSV and the webhook (the agreement as its time, kept)', () => {
    const headers = csvColumns.map(([header]) => header);
    for (const field of contactFieldNames.filter((name) => name !== 'consent')) {
      expect(headers, field).toContain(columns[field as keyof typeof columns].name);
      expect(webhookLead(lead), field).toHaveProperty(field);
    }
  });

  it('never sends or exports when consent was given, the address hash or the user agent', () => {
    const headers = csvColumns.map(([header]) => header);
    for (const secret of ['consent_at', 'ip_hash', 'user_agent'])
      expect(headers).not.toContain(secret);
    const sent = JSON.stringify(webhookLead(lead));
    expect(sent).not.toContain('salted-hash');
    expect(sent).not.toContain('Firefox');
    expect(JSON.stringify(leadFields(lead))).not.toContain('salted-hash');
  });

  it('names each choice by its label in the e-mail and beside its value in the webhook', () => {
    expect(leadFields(lead)).toEqual(
      expect.arrayContaining([
        ['Organization type', 'Non-profit'],
        ['Project type', 'A new website or a redesign'],
        ['Budget', 'Under $25k'],
        ['Timeline', 'Not sure yet'],
      ]),
    );
    expect(webhookLead(lead)).toMatchObject({
      organizationType: 'non-profit',
      organizationTypeLabel: 'Non-profit',
      budgetLabel: 'Under $25k',
      attribution: { pagePath: '/contact', utmSource: 'newsletter' },
      recaptchaScore: 0.9,
    });
  });

  it('reads the lead first in the e-mail, where it came from next, the record last', () => {
    const labels = leadFields(lead).map(([label]) => label);
    expect(labels.slice(0, 3)).toEqual(['Name', 'E-mail', 'Organization']);
    expect(labels.indexOf('Message')).toBeLessThan(labels.indexOf('Page'));
    expect(labels.slice(-2)).toEqual(['Lead id', 'Received']);
    expect(labels).not.toContain('Recaptcha score');
  });

  it('gives the web address under the form’s label, as the link it is, and exports it last', () => {
    expect(leadFields(lead)).toContainEqual(['Web address', 'https://analytical.example/join']);
    expect(webhookLead(lead)).toMatchObject({ siteAddress: 'https://analytical.example/join' });
    // The columns a spreadsheet already maps keep their places: a new one comes after them.
    expect(csvColumns.at(-1)?.[0]).toBe('site_address');
    expect(csvColumns.find(([header]) => header === 'site_address')?.[1](lead)).toBe(
      'https://analytical.example/join',
    );
  });
});
