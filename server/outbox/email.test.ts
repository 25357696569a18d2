import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../db/schema';
import { backoffDelayMs } from './backoff';
import { buildLeadEmail, escapeHtml, headerSafe } from './email';

const lead: LeadRow = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: new Date('2030-01-01T00:00:00Z'),
  name: 'Eve\r\nBcc: victim@example.org',
  email: 'eve@example.org',
  organization: '<b>Org</b>\u2028X-Header: 1',
  organizationType: 'credit-union',
  phone: null,
  interests: [],
  projectType: 'audit',
  budget: '25k-60k',
  timeline: 'within-3-months',
  referenceCall: false,
  siteAddress: null,
  message: '<script>alert(1)</script>\nsecond line',
  consentAt: new Date('2030-01-01T00:00:00Z'),
  pagePath: '/contact',
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  recaptchaScore: null,
  ipHash: 'x',
  userAgent: null,
};

describe('notification e-mail', () => {
  const mail = buildLeadEmail(lead, { name: 'Web', address: 'web@cairn.example' }, [
    'leads@cairn.example',
  ]);

  it('builds headers from one-line values only', () => {
    expect(mail.subject).toBe('New inquiry: Eve Bcc: victim@example.org (<b>Org</b> X-Header: 1)');
    expect(mail.replyTo).toEqual({
      name: 'Eve Bcc: victim@example.org',
      address: 'eve@example.org',
    });
    for (const value of [mail.subject, mail.replyTo.name ?? '', mail.messageId]) {
      expect(value).not.toMatch(/[\r\n\u0000-\u001f\u2028\u2029]/);
    }
    expect(mail.messageId).toBe('<lead-00000000-0000-4000-8000-000000000001@cairn.example>');
  });

  it('escapes every visitor value in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Org');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Credit union');
    expect(mail.text).toContain('<script>alert(1)</script>\nsecond line');
  });

  it('names the project type, budget and timeline as the form shows them', () => {
    expect(mail.text).toContain('Project type: An accessibility or performance audit');
    expect(mail.text).toContain('Budget: $25k–$60k');
    expect(mail.text).toContain('Timeline: Within 3 months');
    expect(mail.text).not.toContain('Interests');
  });

  it('shows a lead stored before those choices with its interests as they were stored', () => {
    const old = buildLeadEmail(
      {
        ...lead,
        projectType: null,
        budget: null,
        timeline: null,
        interests: ['devops', 'accessibility-audits'],
      },
      { name: 'Web', address: 'web@cairn.example' },
      ['leads@cairn.example'],
    );
    expect(old.text).toContain('Interests: devops, accessibility-audits');
    expect(old.text).not.toMatch(/Project type|Budget|Timeline/);
  });

  it('escapes the five HTML specials and shortens long header values', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(headerSafe('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('backoff', () => {
  it('doubles from 30 s up to 5 minutes, with equal jitter', () => {
    expect([1, 2, 3].map((n) => backoffDelayMs(n, () => 0))).toEqual([15_000, 30_000, 60_000]);
    expect([1, 2, 3].map((n) => backoffDelayMs(n, () => 1))).toEqual([30_000, 60_000, 120_000]);
    expect(backoffDelayMs(50, () => 1)).toBe(300_000);
    expect(backoffDelayMs(50, () => 0)).toBe(150_000);
  });
});
