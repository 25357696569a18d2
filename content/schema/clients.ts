import { z } from 'zod';
import { organizationTypes, type OrganizationType } from '../../lib/contact-options';
import { base, kebab, moduleUi, offerFaqs, paragraph, pointSchema, text, ui } from './fields';

const organizationValues = organizationTypes.map((o) => o.value) as [
  OrganizationType,
  ...OrganizationType[],
];

/** A rule the sector's site must meet: its name, what it means in one line, and the detail. */
const ruleSchema = z
  .object({
    title: pointSchema.shape.title,
    meaning: text(
      20,
      100,
      'What it means, in one line',
      'Shown on the card under the rule’s name from 640 px wide (a phone shows the detail instead): 20 to 100 characters.',
    ),
    text: paragraph(
      30,
      320,
      'Detail',
      'The rule and how the site meets it: 30 to 320 characters. A phone shows it whole, in place of the line above.',
    ),
  })
  .strict();

export const clientSchema = z
  .object({
    ...base,
    faqs: offerFaqs,
    /** What marketing teams in this sector struggle with: the page leads with these (3–4). */
    problems: z
      .array(pointSchema)
      .min(3)
      .max(4)
      .meta(
        moduleUi('Problems', 'What marketing teams in this sector struggle with: three or four.'),
      ),
    /** The rules the sector's website must meet: the rule's name and what it means for the site. */
    rules: z
      .array(ruleSchema)
      .min(2)
      .max(5)
      .meta(
        moduleUi(
          'Rules the site must meet',
          'The rule’s name, what it means for the website in one line, and the detail.',
        ),
      ),
    /** Who a buyer of this type talks to first: the page ends with them. */
    lead: z
      .object({
        person: kebab.meta({ ...ui('Person', 'A member of the team.'), ref: 'team' }),
        line: paragraph(40, 200, 'Why them', 'One line a buyer reads beside their portrait.'),
      })
      .strict()
      .meta(ui('Lead person', 'Who a marketing team of this type talks to first.')),
    /** The contact form's organization type a conversation started here begins with. */
    contactAs: z.enum(organizationValues).meta({
      ...ui(
        'Organization type in the contact form',
        'Chosen for the visitor who starts a conversation on this page.',
      ),
      options: Object.fromEntries(organizationTypes.map((o) => [o.value, o.label])),
    }),
  })
  .strict();
