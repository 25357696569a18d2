import { z } from 'zod';
import { base, line, moduleUi, offerFaqs, pointSchema, workHeading } from './fields';

export const solutionSchema = z
  .object({
    ...base,
    faqs: offerFaqs,
    workHeading,
    /** How the engagement runs, in order (3–6 steps). */
    steps: z
      .array(pointSchema)
      .min(3)
      .max(6)
      .meta(moduleUi('Steps', 'How the engagement runs, in order: three to six.')),
    /** What the buyer receives (3–8 lines). */
    deliverables: z
      .array(line)
      .min(3)
      .max(8)
      .meta(moduleUi('Deliverables', 'What the buyer receives: three to eight lines.')),
  })
  .strict();
