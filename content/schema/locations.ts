import { z } from 'zod';
import { base, kebab, moduleUi, offerFaqs, paragraph, text, ui } from './fields';

/** A sector served in a location: a slug of content/clients and its local angle in one line. */
export const sectorServedSchema = z
  .object({
    client: kebab.meta({ ...ui('Client type'), ref: 'clients' }),
    angle: paragraph(30, 200, 'Local angle', 'What is particular here, in one line.'),
  })
  .strict();

export const locationSchema = z
  .object({
    ...base,
    faqs: offerFaqs,
    state: text(4, 40, 'State', 'As written in full, e.g. Ohio.'),
    abbreviation: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .meta(ui('Abbreviation', 'Two capital letters, e.g. OH. Case studies name it.')),
    /** The client types served there, each with its local angle (3–5). */
    sectors: z
      .array(sectorServedSchema)
      .min(3)
      .max(5)
      .meta(
        moduleUi(
          'Sectors served',
          'Three to five client types, each with its local angle. The page lists them in the order the site lists client types everywhere.',
        ),
      ),
  })
  .strict();
