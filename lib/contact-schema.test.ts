import { describe, expect, it } from 'vitest';
import {
  contactFieldNames,
  contactSchema,
  contactValuesFrom,
  emptyContactValues,
  fieldErrorsOf,
  visibleFieldErrors,
} from './contact-schema';

/** What a visitor sends who fills in only the required fields. */
const required = {
  ...emptyContactValues,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  organization: 'Analytical Engines Co-op',
  message: 'We would like a new website for our members, launched before spring.',
  consent: true,
};

const errorsOf = (values: Record<string, unknown>) => {
  const result = contactSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('contact schema: project type, budget and timeline', () => {
  it('leaves all three optional: nothing chosen is stored as nothing', () => {
    const lead = contactSchema.parse(required);
    expect(lead.projectType).toBeUndefined();
    expect(lead.budget).toBeUndefined();
    expect(lead.timeline).toBeUndefined();
  });

  it('accepts one choice from each list, "not sure yet" included', () => {
    const lead = contactSchema.parse({
      ...required,
      projectType: 'focused-fix',
      budget: 'not-sure',
      timeline: '3-6-months',
    });
    expect([lead.projectType, lead.budget, lead.timeline]).toEqual([
      'focused-fix',
      'not-sure',
      '3-6-months',
    ]);
  });

  it('refuses a value that is not on a list with an error on that field', () => {
    expect(
      errorsOf({ ...required, projectType: 'website', budget: '1000000', timeline: 'yesterday' }),
    ).toEqual({
      projectType: ['Choose a kind of project from the list.'],
      budget: ['Choose a budget from the list.'],
      timeline: ['Choose a timeline from the list.'],
    });
  });

  it('names the list for an organization type that is not on it', () => {
    expect(errorsOf({ ...required, organizationType: 'bank' })).toEqual({
      organizationType: ['Choose an organization type from the list.'],
    });
  });

  it('refuses a list of values where one choice is expected', () => {
    expect(errorsOf({ ...required, budget: ['under-25k', 'over-120k'] })).toEqual({
      budget: ['Choose a budget from the list.'],
    });
  });

  it('reads the choices from a posted form, as the form without scripts sends them', () => {
    const values = contactValuesFrom(
      new URLSearchParams({ name: 'Ada', projectType: 'audit', budget: 'over-120k' }),
    );
    expect(values).toMatchObject({ projectType: 'audit', budget: 'over-120k', timeline: '' });
  });

  it('no longer reads the ticked services of the old form', () => {
    const lead = contactSchema.parse({ ...required, interests: ['drupal-websites'] });
    expect(lead).not.toHaveProperty('interests');
  });
});

describe('contact schema: the reference call', () => {
  it('is optional: a visitor who leaves the box, or a client that never sends it, asks for none', () => {
    expect(contactSchema.parse(required).referenceCall).toBe(false);
    const withoutBox: Record<string, unknown> = { ...required };
    delete withoutBox.referenceCall;
    expect(contactSchema.parse(withoutBox).referenceCall).toBe(false);
  });

  it('is stored as asked when the box is ticked', () => {
    expect(contactSchema.parse({ ...required, referenceCall: true }).referenceCall).toBe(true);
  });

  it('refuses anything but yes or no with an error on that field', () => {
    expect(errorsOf({ ...required, referenceCall: 'please' })).toEqual({
      referenceCall: ['Tick the reference call box or leave it empty.'],
    });
  });

  it('reads the box from a posted form: ticked when sent, not when left out', () => {
    const ticked = contactValuesFrom(new URLSearchParams({ name: 'Ada', referenceCall: 'yes' }));
    expect(ticked.referenceCall).toBe(true);
    expect(contactValuesFrom(new URLSearchParams({ name: 'Ada' })).referenceCall).toBe(false);
  });
});

describe('contact schema: the web address', () => {
  const address = (siteAddress: string) => contactSchema.safeParse({ ...required, siteAddress });

  it('is optional: left empty, nothing is stored', () => {
    expect(contactSchema.parse(required).siteAddress).toBeUndefined();
    expect(address('   ').data?.siteAddress).toBeUndefined();
  });

  it('reads an address typed without https:// as the link a visitor means', () => {
    expect(address('example.org/donate').data?.siteAddress).toBe('https://example.org/donate');
    expect(address(' www.example.org ').data?.siteAddress).toBe('https://www.example.org/');
    expect(address('http://example.org/a?b=1#c').data?.siteAddress).toBe(
      'http://example.org/a?b=1#c',
    );
  });

  it('refuses what is not a web address with an error on that field', () => {
    const refused = 'Enter a web address, like example.org/donate, or leave it empty.';
    for (const value of [
      'javascript:alert(1)',
      'mailto:ada@example.org',
      'ftp://example.org/file',
      'our home page',
      'localhost:3000',
      'https://user:secret@example.org/',
      'example.org/\nBcc: x',
    ]) {
      expect(errorsOf({ ...required, siteAddress: value }), value).toEqual({
        siteAddress: [refused],
      });
    }
    expect(errorsOf({ ...required, siteAddress: `example.org/${'a'.repeat(500)}` })).toEqual({
      siteAddress: ['Web address must be at most 500 characters.'],
    });
  });
});

describe('contact schema: text as JSON carries it', () => {
  // JSON's \u escapes can carry half of a surrogate pair, which UTF-8 cannot store (it became U+FFFD).
  const posted = (json: string) => JSON.parse(json) as Record<string, unknown>;

  it('refuses a lone surrogate in any text field with an error on that field', () => {
    for (const [field, value] of [
      ['name', 'Ada \\ud800 Lovelace'],
      ['organization', 'Engines \\udc00 Co-op'],
      ['message', 'We would like a new website \\udbff for our members, before spring.'],
      ['email', 'ada\\ud800@example.org'],
    ]) {
      const body = posted(`{"${field}": "${value}"}`);
      expect(errorsOf({ ...required, ...body }), field).toHaveProperty(field!);
    }
    const attribution = posted('{"pagePath": "/services\\ud800"}');
    expect(errorsOf({ ...required, attribution })).toHaveProperty('attribution');
  });

  it('accepts characters outside the Basic Multilingual Plane (a surrogate pair)', () => {
    const body = posted(
      '{"name": "Ada \\ud83d\\ude00 Lovelace", "attribution": {"pagePath": "/\\ud83d\\ude00"}}',
    );
    expect(errorsOf({ ...required, ...body })).toEqual({});
  });
});

describe('contact schema: the fields are defined once', () => {
  it('reads every field of a posted form, a box as ticked or not, the rest as text', () => {
    const values = contactValuesFrom(
      new URLSearchParams({ name: 'Ada', consent: 'yes', website: '', budget: 'under-25k' }),
    );
    expect(values).toEqual({
      ...emptyContactValues,
      name: 'Ada',
      budget: 'under-25k',
      consent: true,
    });
    expect(emptyContactValues.referenceCall).toBe(false);
    expect(emptyContactValues.message).toBe('');
  });

  it('lists the errors in the form order, whatever order they come in', () => {
    expect(Object.keys(errorsOf({ consent: false, message: 'x', email: 'no', name: '' }))).toEqual(
      contactFieldNames.filter((field) =>
        ['name', 'email', 'organization', 'message', 'consent'].includes(field),
      ),
    );
    expect(
      Object.keys(visibleFieldErrors({ consent: ['Agree'], website: ['x'], name: ['Enter'] })),
    ).toEqual(['name', 'consent']);
  });
});
