import { z } from 'zod';

/**
 * The one definition of every collection's fields. The build validates each file with these
 * schemas; the TypeScript types are inferred from them; and the editor's form (content/editor.ts,
 * keystatic.config.ts) is generated from them, with the label and help text each field carries in
 * its metadata. A field without a label fails content/editor.test.ts.
 */

/** A collection whose entries a field can name by slug: a picker in the editor. */
export type RefTarget = 'team' | 'clients' | 'services' | 'solutions';

declare module 'zod/v4/core' {
  interface GlobalMeta {
    /** The editor's label for the field (its help text is `description`). */
    label?: string;
    /** The value is the slug of an entry of this collection: a picker, checked at build. */
    ref?: RefTarget;
    /** Edited in a box of several lines. */
    multiline?: boolean;
    /** The editor's words for an enum's values. */
    options?: Record<string, string>;
    /**
     * An image uploaded through the editor: where the file goes, the path the site uses and the
     * fewest pixels across it may have (the editor refuses a narrower file, the build too).
     */
    image?: { directory: string; publicPath: string; minWidth?: number };
  }
}

/** The label and help text the editor shows for a field. */
const ui = (label: string, description?: string) => ({ label, description });

/** A trimmed text of `min` to `max` characters, with the editor's label and help. */
const text = (min: number, max: number, label: string, description?: string) =>
  z.string().trim().min(min).max(max).meta(ui(label, description));

/** The same, edited in a box of several lines. */
const paragraph = (min: number, max: number, label: string, description?: string) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .meta({ ...ui(label, description), multiline: true });

/** What a search result shows under the title: the page's meta description. */
const searchText = () =>
  paragraph(
    70,
    170,
    'Search result text',
    'What Google shows under the title: 70 to 170 characters.',
  );

/**
 * Saved but not published: the build leaves the entry out of the site (its page, every list, the
 * home page, the sitemap, the feed); a preview shows it (content/store.ts `publishedOnly`).
 */
const draft = z
  .boolean()
  .default(false)
  .meta(
    ui(
      'Draft',
      'Ticked: saved, but not on the site. Untick it to publish on the date above (or at once when that date has come).',
    ),
  );

/** Rules every entry of every collection satisfies; a violation fails the build. */
const route = z
  .string()
  .regex(/^\/[a-z0-9\-/#]*$/, 'must be a site path such as /services/drupal-websites')
  .meta(ui('Page', 'A path on this site, e.g. /services/drupal-websites.'));

export const faqSchema = z.object({
  question: text(10, 200, 'Question', 'As a buyer would ask it.'),
  answer: paragraph(40, 1200, 'Answer', '40 to 1,200 characters.'),
});

/**
 * The illustration beside a page's headline (components/art): one motif per audience and one
 * per service family. Audiences: heart (non-profits), members, power (utilities), bank (credit
 * unions), care (healthcare). Families: design, build, platform, growth, measure, access,
 * operate, plan, team.
 */
export const motifs = [
  'heart',
  'members',
  'power',
  'bank',
  'care',
  'design',
  'build',
  'platform',
  'growth',
  'measure',
  'access',
  'operate',
  'plan',
  'team',
] as const;
export type Motif = (typeof motifs)[number];

const base = {
  /** The page's name: the h1 and the first half of `<title>`. */
  title: text(3, 70, 'Title', 'The page’s headline and the first half of its browser title.'),
  /** Short label for menus and cards; defaults to the title. */
  navLabel: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .optional()
    .meta(ui('Short label', 'For menus and cards, when the title is long. Optional.')),
  /** A small label above the h1. */
  eyebrow: text(2, 40, 'Eyebrow', 'The small label above the title.'),
  /** The emblem in the page's hero drawing (components/art/scenes.tsx); optional. */
  motif: z
    .enum(motifs)
    .optional()
    .meta(ui('Illustration', 'The drawing beside the headline. Optional.')),
  /** The meta description: what a search result shows. */
  description: searchText(),
  /** One or two sentences for cards on overview pages. */
  summary: paragraph(
    40,
    220,
    'Summary',
    'One or two sentences for the page’s card elsewhere: 40 to 220 characters.',
  ),
  /** The lead paragraph under the h1. */
  intro: paragraph(
    80,
    600,
    'Introduction',
    'The paragraph under the headline: 80 to 600 characters.',
  ),
  /** ISO date of the last meaningful edit (sitemap lastModified). */
  updated: z.iso.date().meta(ui('Last changed in substance', 'Search engines are told this date.')),
  related: z
    .array(route)
    .max(6)
    .default([])
    .meta(ui('Related pages', 'Up to six pages of this site to suggest next.')),
  faqs: z
    .array(faqSchema)
    .max(6)
    .default([])
    .meta(ui('Questions and answers', 'Up to six; they also appear in search results.')),
};

/** An offer page's questions: enough to answer a buyer, few enough to read (and to show in search). */
const offerFaqs = z
  .array(faqSchema)
  .min(3)
  .max(5)
  .meta(ui('Questions and answers', 'Three to five; they also appear in search results.'));

/** A titled point of a page's own module: a sector's problem or rule, a solution's step. */
export const pointSchema = z
  .object({
    title: text(3, 80, 'Title'),
    text: paragraph(30, 320, 'Text', '30 to 320 characters.'),
  })
  .strict();

/** One line of a list: a deliverable, a reason to choose (or not choose) a platform. */
const line = text(12, 200, 'Line', '12 to 200 characters.');

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug');

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

/** Fields only a platform page has, required there and rejected on a service page. */
const PLATFORM_ONLY = ['whenToChoose', 'whenNot'] as const;

export const serviceSchema = z
  .object({
    ...base,
    faqs: offerFaqs,
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
      .meta(ui('When to choose it', 'Platforms only: three to five honest lines.')),
    /** Platforms only: when another choice serves better (3–5 honest lines). */
    whenNot: z
      .array(line)
      .min(3)
      .max(5)
      .optional()
      .meta(ui('When not to', 'Platforms only: three to five honest lines.')),
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

export const solutionSchema = z
  .object({
    ...base,
    faqs: offerFaqs,
    /** How the engagement runs, in order (3–6 steps). */
    steps: z
      .array(pointSchema)
      .min(3)
      .max(6)
      .meta(ui('Steps', 'How the engagement runs, in order: three to six.')),
    /** What the buyer receives (3–8 lines). */
    deliverables: z
      .array(line)
      .min(3)
      .max(8)
      .meta(ui('Deliverables', 'What the buyer receives: three to eight lines.')),
  })
  .strict();

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
      .meta(ui('Sectors served', 'Three to five client types, each with its local angle.')),
  })
  .strict();

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
      .meta(ui('Example support plans', '/support only: exactly three, compared side by side.')),
  })
  .strict();

export type Faq = z.infer<typeof faqSchema>;
export type Point = z.infer<typeof pointSchema>;
export type GridCopy = z.infer<typeof gridCopySchema>;
export type WayToWork = z.infer<typeof wayToWorkSchema>;
export type SupportPlan = z.infer<typeof supportPlanSchema>;

/** A person on /team. No photos of real people: portraits are drawn from the name. */
export const teamMemberSchema = z
  .object({
    name: text(3, 60, 'Name', 'As the person writes it.'),
    role: text(3, 80, 'Role'),
    /** Ordering on the team page (leadership first). */
    order: z
      .number()
      .int()
      .min(1)
      .max(999)
      .meta(ui('Position on the team page', '1 comes first; leadership has the lowest numbers.')),
    location: text(2, 60, 'Where they work', 'e.g. “Remote, Ohio”.'),
    since: z
      .number()
      .int()
      .min(1999)
      .max(2100)
      .meta(ui('With Cairn since (year)', 'The year they joined, e.g. 2014.')),
    bio: paragraph(120, 700, 'Biography', '120 to 700 characters, in the third person.'),
    focus: z
      .array(text(2, 40, 'Focus'))
      .min(1)
      .max(5)
      .meta(ui('Focus areas', 'One to five short phrases.')),
  })
  .strict();

/** A news article (Markdown body; the first paragraph is the lead). */
export const newsSchema = z
  .object({
    title: text(
      10,
      90,
      'Title',
      'The headline, 10 to 90 characters. Its web address is made from it.',
    ),
    description: searchText(),
    summary: paragraph(
      40,
      260,
      'Summary',
      'One or two sentences for the article’s card on /news: 40 to 260 characters.',
    ),
    date: z.iso
      .date()
      .meta(
        ui(
          'Published on',
          'The article is listed newest first by this date. A later date schedules it: it is published on that day.',
        ),
      ),
    updated: z.iso
      .date()
      .optional()
      .meta(ui('Updated on', 'Only when the article changed in substance after publication.')),
    /** The slug of a file in content/team. */
    author: kebab.meta({
      ...ui('Author', 'A member of the team (add people under Team).'),
      ref: 'team',
    }),
    tags: z
      .array(kebab.meta(ui('Tag', 'Lower case words joined by hyphens, e.g. credit-unions.')))
      .min(1)
      .max(4)
      .meta(ui('Tags', 'One to four topics.')),
    draft,
  })
  .strict();

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type NewsFrontmatter = z.infer<typeof newsSchema>;

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

const symbols = ['wave', 'leaf', 'cross', 'bolt', 'drop', 'arch', 'ring', 'key'] as const;

/** A client's mark for the strip of logos: a drawn symbol beside the name (no real brands). */
export const clientMarkSchema = z
  .object({
    name: text(3, 50, 'Organization'),
    /** A slug of content/clients. */
    sector: kebab.meta({ ...ui('Client type'), ref: 'clients' }),
    symbol: z.enum(symbols).meta(ui('Symbol', 'The drawn mark beside the name.')),
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

/**
 * A line of copy with `{slot}`s the page fills in (lib/template.ts): it must keep each slot, and
 * name no other, or the page would show a bare `{sector}`.
 */
const template = (slots: string[], min: number, max: number, label: string, help: string) => {
  const named = slots.map((s) => `{${s}}`).join(' and ');
  // A regular expression, not a refinement, so the editor's field carries the same rule: every
  // order of the slots, each once, with any text around them but no other `{word}`.
  const free = String.raw`(?:[^{]|\{(?!\w+\}))*`;
  const orders = (rest: string[]): string[][] =>
    rest.length <= 1
      ? [rest]
      : rest.flatMap((s) => orders(rest.filter((r) => r !== s)).map((o) => [s, ...o]));
  const pattern = orders(slots)
    .map((order) => free + order.map((s) => `\\{${s}\\}${free}`).join(''))
    .join('|');
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(new RegExp(`^(?:${pattern})$`), `must contain ${named} once each, and no other {…}`)
    .meta(ui(label, `${help} Keep ${named}: the page fills them in.`));
};

/**
 * The words several pages share (content/copy.yaml): the closing call to action, the contact
 * page's and dialog's text, "What happens next", section headings of the page modules and the
 * 404. The seed's fixed labels (Let's Chat, Contact Us, Begin Your Digital Expedition, the error
 * page's text) and the one name of the contact action stay in content/snippets.ts.
 */
export const copySchema = z
  .object({
    cta: z
      .object({
        heading: text(10, 80, 'Heading'),
        body: paragraph(40, 320, 'Text'),
      })
      .strict()
      .meta(ui('Closing call to action', 'The band at the end of most pages.')),
    contact: z
      .object({
        intro: paragraph(40, 240, 'Introduction', 'Above the form, on /contact and in the dialog.'),
        direct: text(5, 60, 'Lead-in to the direct lines', 'e.g. “Prefer to talk?”'),
        directTitle: text(5, 60, 'Heading of the direct lines'),
        thanksTitle: text(10, 80, 'Thank-you heading', 'After a message is sent without scripts.'),
        thanksBody: paragraph(40, 240, 'Thank-you text'),
        urgent: text(5, 60, 'Lead-in to the phone number after sending'),
        retryTitle: text(10, 80, 'Heading when a message comes back with errors'),
      })
      .strict()
      .meta(ui('Contact page and dialog')),
    nextSteps: z
      .object({
        title: text(5, 60, 'Heading'),
        replier: z.string().meta({
          ...ui('Who replies', '{name} and {role} in the steps are theirs.'),
          ref: 'team',
        }),
        steps: z
          .array(
            z
              .object({
                title: text(5, 60, 'Step'),
                body: paragraph(
                  30,
                  300,
                  'What happens',
                  '{name} and {role} are the person who replies.',
                ),
              })
              .strict(),
          )
          .length(3)
          .meta(ui('Steps', 'Exactly three: who reads it, when they reply, the first call.')),
      })
      .strict()
      .meta(ui('What happens next', 'Beside the form and after a message is sent.')),
    faqHeading: text(5, 60, 'Heading of the questions and answers'),
    teamMore: text(
      3,
      30,
      'Team card’s “more” link',
      'Followed by the first name on phones: “More about Priya”.',
    ),
    foldPrefix: text(
      3,
      30,
      'Folded section’s label',
      'Followed by the section’s name on phones: “More on how we work”.',
    ),
    work: z
      .object({
        homeHeading: text(5, 60, 'Heading on the home page'),
        homeIntro: paragraph(30, 240, 'Introduction on the home page'),
        sectorHeading: text(5, 40, 'Heading on a client type page', 'Followed by the type.'),
        offerHeading: text(5, 40, 'Heading on a service or solution page', 'Followed by its name.'),
        more: text(5, 40, 'Link to every study'),
        moreHeading: text(5, 60, 'Heading of more studies under a study'),
        marksHeading: text(5, 80, 'Heading of the client marks'),
        testimonialsHeading: text(5, 60, 'Heading of the testimonials'),
      })
      .strict()
      .meta(ui('Case studies where they are shown')),
    relatedHeading: text(5, 60, 'Heading of related services and solutions'),
    modules: z
      .object({
        problems: template(['sector'], 10, 80, 'Problems heading', 'On a client type page.'),
        rules: text(5, 60, 'Rules heading'),
        rulesIntro: paragraph(40, 320, 'Rules introduction'),
        rulesFold: text(5, 60, 'Label of a rule’s folded detail'),
        when: template(['platform'], 10, 80, 'Platform question', 'On a platform page.'),
        whenYes: template(
          ['platform'],
          10,
          80,
          'Heading of when to choose it',
          'On a platform page.',
        ),
        whenNo: text(5, 60, 'Heading of when not to'),
        sectors: template(['state'], 10, 80, 'Sectors heading', 'On a location page.'),
        office: template(
          ['state', 'address'],
          40,
          300,
          'Office sentence',
          'Under the sectors heading.',
        ),
        study: text(5, 40, 'Label before a study’s name'),
        steps: text(5, 60, 'Steps heading', 'On a solution page.'),
        deliverables: text(5, 60, 'Deliverables heading'),
        ways: z
          .object({
            length: text(3, 40, 'How long'),
            price: text(3, 40, 'How it is priced'),
            start: text(3, 40, 'How it starts'),
            offers: text(3, 40, 'What it draws on'),
          })
          .strict()
          .meta(ui('Ways to work with us: the labels of each way’s facts')),
        plans: z
          .object({
            care: text(3, 40, 'Updates, monitoring and backups'),
            hours: text(3, 40, 'Enhancement hours'),
            response: text(3, 40, 'Urgent response'),
            coverage: text(3, 40, 'Coverage'),
          })
          .strict()
          .meta(ui('Support plans: the labels of each plan’s facts')),
      })
      .strict()
      .meta(ui('Headings of the page modules')),
    notFound: z
      .object({
        title: text(5, 60, 'Browser tab title'),
        heading: text(5, 80, 'Heading'),
        body: paragraph(20, 240, 'Text', 'Above the links to the main sections.'),
      })
      .strict()
      .meta(ui('Page not found (404)')),
  })
  .strict();

export type Copy = z.infer<typeof copySchema>;
