import { z } from 'zod';
import { base, moduleUi, paragraph, route, text, ui } from './fields';

/** A section of cards on a page (an overview's list, a home page row): its id and copy. */
export const gridCopySchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id')
      .meta(ui('Section', 'Which section of cards this is; the page’s code names it. Keep it.')),
    heading: text(3, 80, 'Heading'),
    intro: z
      .string()
      .trim()
      .min(20)
      .max(300)
      .optional()
      .meta({ ...ui('Introduction', 'Optional.'), multiline: true }),
    /** The label of the section's link to the rest ("All news and insights"). */
    more: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .optional()
      .meta(ui('Link to the rest', 'e.g. “All news and insights”. Optional.')),
  })
  .strict();

/**
 * One way to work with us, as /services compares them: who it suits, how long and how it is
 * priced, how it starts, and the services and solutions it draws on (site paths, each checked
 * against the collections when the content loads).
 */
export const wayToWorkSchema = z
  .object({
    title: text(3, 40, 'Name'),
    /** Who it suits, as the buyer would say it. */
    fit: paragraph(30, 200, 'Who it suits', 'As the buyer would say it.'),
    length: text(5, 80, 'How long'),
    price: text(5, 120, 'How it is priced'),
    /** The first step, what it costs and what comes out of it. */
    start: text(10, 160, 'First step', 'What it costs and what comes out of it.'),
    offers: z
      .array(route)
      .min(2)
      .max(8)
      .meta(ui('Services it draws on', 'Paths of service or solution pages, or /support.')),
  })
  .strict();

/** An example support plan, compared with the other two on /support. */
export const supportPlanSchema = z
  .object({
    title: text(3, 40, 'Name'),
    /** Who it suits, as the buyer would say it. */
    fit: paragraph(30, 200, 'Who it suits', 'As the buyer would say it.'),
    care: text(5, 120, 'Updates, monitoring and backups', 'How often, in a few words.'),
    hours: text(3, 120, 'Enhancement hours', 'The monthly allowance, or none.'),
    response: text(5, 120, 'Urgent response', 'How soon a person answers an urgent issue.'),
    coverage: text(5, 120, 'Coverage', 'When urgent issues are covered.'),
  })
  .strict();

/**
 * Where a plain page sends its reader at the end, in the page's own words: a guide to choosing
 * on an overview (each choice a situation and the page for it), a contact line on a statement, a
 * first meeting on /team, a plan to ask about on /support (content/page-kinds.ts names the kinds).
 */
export const closingSchema = z
  .object({
    heading: text(5, 80, 'Heading'),
    text: paragraph(30, 320, 'Text'),
    choices: z
      .array(
        z
          .object({
            when: text(10, 120, 'When', 'The reader’s situation, e.g. “You need a new site”.'),
            href: route,
          })
          .strict(),
      )
      .max(6)
      .optional()
      .meta(ui('Choices', 'Overview pages only: a situation and the page for it, three to six.')),
  })
  .strict();

export const pageSchema = z
  .object({
    ...base,
    /** A secondary link beside the hero's button (the home page's "See what we do"). */
    action: z
      .object({
        label: text(3, 40, 'Label'),
        href: route,
      })
      .strict()
      .optional()
      .meta(ui('Second link in the hero', 'Beside the main button. Optional.')),
    /** The copy of the page's card sections, by id; the route supplies the cards. */
    grids: z
      .array(gridCopySchema)
      .max(5)
      .default([])
      .meta(ui('Sections of cards', 'The heading and words of each row of cards on the page.')),
    /** The ways to work with us compared on /services (exactly three when present). */
    ways: z
      .array(wayToWorkSchema)
      .length(3)
      .optional()
      .meta(ui('Ways to work with us', '/services only: exactly three, compared side by side.')),
    /** Example support plans compared on /support (exactly three when present). */
    plans: z
      .array(supportPlanSchema)
      .length(3)
      .optional()
      .meta(
        moduleUi('Example support plans', '/support only: exactly three, compared side by side.'),
      ),
    closing: closingSchema
      .optional()
      .meta(
        ui(
          'How the page ends',
          'The heading and words of the page’s last block; /news, /work and /why-cairn end without them.',
        ),
      ),
  })
  .strict();

export type GridCopy = z.infer<typeof gridCopySchema>;
export type WayToWork = z.infer<typeof wayToWorkSchema>;
export type Closing = z.infer<typeof closingSchema>;
export type SupportPlan = z.infer<typeof supportPlanSchema>;
