import { describe, expect, it } from 'vitest';
import { contactValuesFrom, emptyContactValues } from './contact-form-data';
import { contactSchema, fieldErrorsOf } from './contact-schema';

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
