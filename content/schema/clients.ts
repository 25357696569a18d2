import { z } from 'zod';
import { base, offerFaqs, pointSchema, ui } from './fields';

export const clientSchema = z
  .object({
    ...base,
    faqs: offerFaqs,
    /** What marketing teams in this sector struggle with: the page leads with these (3–4). */
    problems: z
      .array(pointSchema)
      .min(3)
      .max(4)
      .meta(ui('Problems', 'What marketing teams in this sector struggle with: three or four.')),
    /** The rules the sector's website must meet: the rule's name and what it means for the site. */
    rules: z
      .array(pointSchema)
      .min(2)
      .max(5)
      .meta(ui('Rules the site must meet', 'The rule’s name and what it means for the website.')),
  })
  .strict();
