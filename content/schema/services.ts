import { z } from 'zod';
import { base, line, moduleUi, offerFaqs, ui, workHeading } from './fields';

/** Fields only a platform page has, required there and rejected on a service page. */
const PLATFORM_ONLY = ['whenToChoose', 'whenNot'] as const;

export const serviceSchema = z
  .object({
    ...base,
    faqs: offerFaqs,
    workHeading,
    category: z.enum(['service', 'platform']).meta({
      ...ui('Kind', 'A platform page also says when to choose it and when not to.'),
      options: { service: 'Service', platform: 'Platform' },
    }),
    /** Platforms only: when the platform is the right choice (3–5 honest lines). */
    whenToChoose: z
      .array(line)
      .min(3)
      .max(5)
      .optional()
      .meta(moduleUi('When to choose it', 'Platforms only: three to five honest lines.')),
    /** Platforms only: when another choice serves better (3–5 honest lines). */
    whenNot: z
      .array(line)
      .min(3)
      .max(5)
      .optional()
      .meta(moduleUi('When not to', 'Platforms only: three to five honest lines.')),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const field of PLATFORM_ONLY) {
      if (value.category === 'platform' && value[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'required for category: platform' });
      }
      if (value.category === 'service' && value[field] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'only platforms have it' });
      }
    }
  });
