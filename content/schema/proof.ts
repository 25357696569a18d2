import { z } from 'zod';
import { kebab, paragraph, text, ui } from './fields';

const symbols = ['wave', 'leaf', 'cross', 'bolt', 'drop', 'arch', 'ring', 'key'] as const;

/** A client's mark for the strip of logos: a drawn symbol beside the name (no real brands). */
export const clientMarkSchema = z
  .object({
    name: text(3, 50, 'Organization'),
    /** A slug of content/clients. */
    sector: kebab.meta({ ...ui('Client type'), ref: 'clients' }),
    symbol: z.enum(symbols).meta({
      ...ui('Symbol', 'The drawn mark beside the name, in the landscape’s line.'),
      // Named in the editor by what each draws (components/work/mark-symbols.json); the stored
      // names are older than the drawings and stay, so no content file changes.
      options: {
        key: 'A valley under the sun',
        bolt: 'A pylon on a ridge',
        leaf: 'A river past a pine',
        arch: 'An arch bridge over water',
        cross: 'A brook through a meadow, a cross on the hill',
        drop: 'A cedar in a hollow, a drop of water',
        wave: 'Mountains over the water',
        ring: 'A cairn of stones',
      } satisfies Record<(typeof symbols)[number], string>,
    }),
    sample: z.boolean().meta(ui('Sample', 'Ticked until the client has agreed to be named.')),
  })
  .strict();

/** A short testimonial, shown beside the studies. */
export const testimonialSchema = z
  .object({
    text: paragraph(40, 260, 'Quote', '40 to 260 characters.'),
    name: text(3, 60, 'Who said it'),
    role: text(3, 100, 'Their role'),
    organization: text(3, 80, 'Organization'),
    /** A slug of content/clients. */
    sector: kebab.meta({ ...ui('Client type'), ref: 'clients' }),
    sample: z.boolean().meta(ui('Sample', 'Ticked until the client has agreed to be named.')),
  })
  .strict();

/** content/proof.yaml: the strip of client marks and the short testimonials. */
export const proofSchema = z
  .object({
    marks: z
      .array(clientMarkSchema)
      .min(1)
      .max(12)
      .meta(ui('Client marks', 'The strip of names and symbols under the home page’s work.')),
    testimonials: z
      .array(testimonialSchema)
      .min(1)
      .max(9)
      .meta(ui('Testimonials', 'Short quotes shown beside the studies.')),
  })
  .strict();

export type ClientMark = z.infer<typeof clientMarkSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
