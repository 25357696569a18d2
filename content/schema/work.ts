import { z } from 'zod';
import { draft, kebab, paragraph, searchText, text, ui } from './fields';

/** A measured result: the number after the work, the baseline before it and when both were taken. */
export const outcomeSchema = z
  .object({
    /** What was measured, in plain words ("Online membership renewals"). */
    label: text(8, 80, 'What was measured', 'In plain words, e.g. “Online membership renewals”.'),
    /** The baseline, before the work. */
    before: z.number().finite().nonnegative().meta(ui('Before', 'The baseline, before the work.')),
    /** The figure after the work. */
    after: z.number().finite().nonnegative().meta(ui('After', 'The figure after the work.')),
    /** Written after the numbers: "%", "s", "days", "calls a week"… */
    unit: z
      .string()
      .trim()
      .max(24)
      .default('')
      .meta(ui('Unit', 'Written after the numbers: %, s, days, calls a week… Optional.')),
    /** When each figure was taken, e.g. "renewal season 2025 vs. 2024". */
    period: text(
      8,
      120,
      'When',
      'When each figure was taken, e.g. “renewal season 2025 vs. 2024”.',
    ),
  })
  .strict();

/**
 * Where case-study images are stored and served from: public/work, at /work/…; narrower than
 * 200 px, a screen is blurry in the page's column.
 */
export const WORK_IMAGES = {
  directory: 'public/work',
  publicPath: '/work/',
  minWidth: 200,
} as const;

/**
 * A screen of the project: a raster file under public/work. Its width and height are read from
 * the file when the study loads, so nobody types them and no page shifts.
 */
export const workImageSchema = z
  .object({
    src: z
      .string()
      .regex(
        /^\/work\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|png|jpg|jpeg|avif)$/,
        'must be /work/<name>.webp',
      )
      .meta({
        ...ui('Image', 'A screenshot: WebP, PNG, JPEG or AVIF, at least 200 pixels wide.'),
        image: WORK_IMAGES,
      }),
    /** What the screen shows, for people who cannot see it. */
    alt: z
      .string()
      .trim()
      .min(15, 'describe what the screen shows')
      .max(360)
      .meta({
        ...ui(
          'Description for people who cannot see it',
          'What the screen shows: 15 to 360 characters.',
        ),
        multiline: true,
      }),
    caption: z
      .string()
      .trim()
      .min(10)
      .max(200)
      .optional()
      .meta(ui('Caption', 'Shown under the image. Optional.')),
  })
  .strict();

/** A case study (content/work). The Markdown body holds the story in `##` sections. */
export const workSchema = z
  .object({
    /** The headline: what changed, not the client's name. */
    title: text(10, 90, 'Headline', 'What changed, not the client’s name: 10 to 90 characters.'),
    /** The client's name as it appears on the page. */
    client: text(
      3,
      80,
      'Client',
      'The organization’s name. The study’s web address is made from it.',
    ),
    /** A slug of content/clients: the audience the client belongs to. */
    sector: kebab.meta({ ...ui('Client type'), ref: 'clients' }),
    /** A slug of content/services with category "platform". */
    platform: kebab.meta({
      ...ui('Platform', 'A service page of the kind “Platform”.'),
      ref: 'services',
    }),
    /** The abbreviation of a content/locations state the client is in: its page links the study. */
    state: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional()
      .meta(ui('State', 'Two capital letters of a location page, e.g. OH. Optional.')),
    /** Slugs of content/services used on the project. */
    services: z
      .array(kebab.meta({ ...ui('Service'), ref: 'services' }))
      .max(6)
      .default([])
      .meta(ui('Services', 'The services used on the project.')),
    /** Slugs of content/solutions used on the project. */
    solutions: z
      .array(kebab.meta({ ...ui('Solution'), ref: 'solutions' }))
      .max(6)
      .default([])
      .meta(ui('Solutions', 'The solutions used on the project.')),
    description: searchText(),
    summary: paragraph(40, 240, 'Summary', 'For the study’s card: 40 to 240 characters.'),
    /** When the project launched (ISO date); the index shows the newest first. */
    launched: z.iso
      .date()
      .meta(
        ui(
          'Launched on',
          'Studies are listed newest first by this date. A later date schedules the study: it is published on that day.',
        ),
      ),
    outcomes: z
      .array(outcomeSchema)
      .min(2)
      .max(4)
      .meta(ui('Results', 'Two to four, each with its baseline and when both were taken.')),
    quote: z
      .object({
        text: paragraph(40, 400, 'Quote'),
        name: text(3, 60, 'Who said it'),
        role: text(3, 100, 'Their role'),
      })
      .strict()
      .meta(ui('Client’s words')),
    images: z
      .array(workImageSchema)
      .min(1)
      .max(6)
      .meta(ui('Screens', 'One to six; the first is the study’s key screen.')),
    /** True until the agency replaces the entry with a permissioned one: shows "Sample project". */
    sample: z
      .boolean()
      .meta(ui('Sample project', 'Ticked until the client has agreed to be named.')),
    updated: z.iso
      .date()
      .meta(ui('Last changed in substance', 'Search engines are told this date.')),
    draft,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.services.length + value.solutions.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['services'],
        message: 'name at least one service or solution',
      });
    }
  });

export type Outcome = z.infer<typeof outcomeSchema>;
export type WorkImage = z.infer<typeof workImageSchema> & { width: number; height: number };
export type WorkFrontmatter = z.infer<typeof workSchema>;
