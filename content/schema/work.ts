import { z } from 'zod';
import { day, draft, folds, kebab, paragraph, searchText, shapes, text, ui } from './fields';

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
    /** How the figure was counted, so a buyer can judge it: shown under the figure. */
    measured: z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? 'is missing: say in one line how the figure was measured, e.g. “Counted from the CMS revision log”'
            : undefined,
      })
      .trim()
      .min(20, {
        error: (issue) =>
          issue.input === ''
            ? 'is empty: say in one line how the figure was measured, e.g. “Counted from the CMS revision log”'
            : 'say how the figure was measured in at least 20 characters',
      })
      .max(200)
      .meta(
        ui(
          'How it was measured',
          'One line under the figure, e.g. “Counted from the CMS revision log against compliance sign-off dates”.',
        ),
      ),
    /**
     * Slugs of content/solutions whose page shows this result on the study's card, where it
     * answers what that page sells (an audit's failures fixed, on the audits page); elsewhere a
     * card shows the study's first result.
     */
    about: z
      .array(kebab.meta({ ...ui('Solution'), ref: 'solutions' }))
      .max(3)
      .default([])
      .meta(
        ui(
          'Shown first on',
          'Solutions whose page shows this result on the study’s card instead of the first one. Optional.',
        ),
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
  /** What the editor and the build ask for when a file is too narrow. */
  noun: 'screenshot',
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
        /^\/work\/[a-z0-9-]+(\/[a-zA-Z0-9-]+)*\.(webp|png|jpg|jpeg|avif)$/,
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

/**
 * The same page before and after the work: the client's old screen (an image of its own) beside
 * the new one, which is one of the study's screens, named by its number.
 */
export const beforeAfterSchema = z
  .object({
    before: workImageSchema
      .omit({ caption: true })
      .meta(ui('Before', 'The client’s old page, the same page as the “after” screen.')),
    after: z
      .number()
      .int()
      .min(1)
      .max(6)
      .meta(
        ui(
          'After: screen number',
          'Which of the screens below shows the new page: 1 is the first.',
        ),
      ),
    caption: text(
      20,
      200,
      'Caption',
      'Under the pair: what changed between the two screens, 20 to 200 characters.',
    ),
  })
  .strict();

/** A month as `YYYY-MM`. */
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM, e.g. 2025-10')
  .meta(ui('Month', 'Written YYYY-MM, e.g. 2025-10.'));

/** One dated step of the project: the month and what happened. */
export const milestoneSchema = z
  .object({
    date: month,
    event: text(
      10,
      160,
      'What happened',
      '10 to 160 characters, e.g. “Launch audit: no failures”.',
    ),
  })
  .strict();

/** `YYYY-MM` of an ISO date a number of months later. */
function monthAfter(isoDate: string, months: number): string {
  const [year, mon] = isoDate.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

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
    launched: day().meta(
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
    /** Slugs of content/team: the people who did the work, linked to their place on /team. */
    people: z
      .array(kebab.meta({ ...ui('Person'), ref: 'team' }))
      .min(1)
      .max(6)
      .meta(ui('Who did the work', 'One to six people of the team page.')),
    timeline: z
      .array(milestoneSchema)
      .min(3)
      .max(6)
      .meta(
        ui(
          'Timeline',
          'Three to six dated steps, oldest first, none more than a year after the launch.',
        ),
      ),
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
    beforeAfter: beforeAfterSchema.meta(
      ui('Before and after', 'The client’s old page beside the new one, as a pair.'),
    ),
    /** True until the agency replaces the entry with a permissioned one: shows "Sample project". */
    sample: z
      .boolean()
      .meta(ui('Sample project', 'Ticked until the client has agreed to be named.')),
    folds,
    shapes,
    updated: day().meta(ui('Last changed in substance', 'Search engines are told this date.')),
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
    const latest = monthAfter(value.launched, 12);
    value.timeline.forEach((step, i) => {
      const previous = value.timeline[i - 1];
      if (previous && step.date < previous.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['timeline', i, 'date'],
          message: `${step.date} comes before the step above it (${previous.date}); list the steps oldest first`,
        });
      }
      if (step.date > latest) {
        ctx.addIssue({
          code: 'custom',
          path: ['timeline', i, 'date'],
          message: `${step.date} is more than a year after the launch (${value.launched}); the timeline ends by ${latest}`,
        });
      }
    });
    if (value.beforeAfter.after > value.images.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['beforeAfter', 'after'],
        message: `screen ${value.beforeAfter.after} does not exist; the study has ${value.images.length} screens`,
      });
    }
    value.people.forEach((person, i) => {
      if (value.people.indexOf(person) !== i) {
        ctx.addIssue({
          code: 'custom',
          path: ['people', i],
          message: `"${person}" is named twice`,
        });
      }
    });
  });

export type Outcome = z.infer<typeof outcomeSchema>;
export type WorkImage = z.infer<typeof workImageSchema> & { width: number; height: number };
export type WorkFrontmatter = z.infer<typeof workSchema>;
export type Milestone = z.infer<typeof milestoneSchema>;
