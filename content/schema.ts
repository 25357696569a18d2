import { z } from 'zod';

/** Rules every entry of every collection satisfies; a violation fails the build. */
const route = z
  .string()
  .regex(/^\/[a-z0-9\-/#]*$/, 'must be a site path such as /services/drupal-websites');

export const faqSchema = z.object({
  question: z.string().trim().min(10).max(200),
  answer: z.string().trim().min(40).max(1200),
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
  /** The hero illustration's motif; pages without one show the summit drawing. */
  motif: z.enum(motifs).optional(),
  /** The page's name: the h1 and the first half of `<title>`. */
  title: z.string().trim().min(3).max(70),
  /** Short label for menus and cards; defaults to the title. */
  navLabel: z.string().trim().min(2).max(40).optional(),
  /** The meta description: what a search result shows. */
  description: z.string().trim().min(70).max(170),
  /** A small label above the h1. */
  eyebrow: z.string().trim().min(2).max(40),
  /** The lead paragraph under the h1. */
  intro: z.string().trim().min(80).max(600),
  /** One or two sentences for cards on overview pages. */
  summary: z.string().trim().min(40).max(220),
  faqs: z.array(faqSchema).max(6).default([]),
  related: z.array(route).max(6).default([]),
  /** ISO date of the last meaningful edit (sitemap lastModified). */
  updated: z.iso.date(),
};

/** A titled point of a page's own module: a sector's problem or rule, a solution's step. */
export const pointSchema = z
  .object({
    title: z.string().trim().min(3).max(80),
    text: z.string().trim().min(30).max(320),
  })
  .strict();

/** One line of a list: a deliverable, a reason to choose (or not choose) a platform. */
const line = z.string().trim().min(12).max(200);

export const clientSchema = z
  .object({
    ...base,
    /** What marketing teams in this sector struggle with: the page leads with these (3–4). */
    problems: z.array(pointSchema).min(3).max(4),
    /** The rules the sector's website must meet: the rule's name and what it means for the site. */
    rules: z.array(pointSchema).min(2).max(5),
  })
  .strict();

/** Fields only a platform page has, required there and rejected on a service page. */
const PLATFORM_ONLY = ['whenToChoose', 'whenNot'] as const;

export const serviceSchema = z
  .object({
    ...base,
    category: z.enum(['service', 'platform']),
    /** Platforms only: when the platform is the right choice (3–5 honest lines). */
    whenToChoose: z.array(line).min(3).max(5).optional(),
    /** Platforms only: when another choice serves better (3–5 honest lines). */
    whenNot: z.array(line).min(3).max(5).optional(),
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
    /** How the engagement runs, in order (3–6 steps). */
    steps: z.array(pointSchema).min(3).max(6),
    /** What the buyer receives (3–8 lines). */
    deliverables: z.array(line).min(3).max(8),
  })
  .strict();

/** A sector served in a location: a slug of content/clients and its local angle in one line. */
export const sectorServedSchema = z
  .object({
    client: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug'),
    angle: z.string().trim().min(30).max(200),
  })
  .strict();

export const locationSchema = z
  .object({
    ...base,
    state: z.string().trim().min(4).max(40),
    abbreviation: z.string().regex(/^[A-Z]{2}$/),
    /** The client types served there, each with its local angle (3–5). */
    sectors: z.array(sectorServedSchema).min(3).max(5),
  })
  .strict();
/** A section of cards on a page (an overview's list, a home page row): its id and copy. */
export const gridCopySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id'),
    heading: z.string().trim().min(3).max(80),
    intro: z.string().trim().min(20).max(300).optional(),
    /** The label of the section's link to the rest ("All news and insights"). */
    more: z.string().trim().min(3).max(40).optional(),
  })
  .strict();

/**
 * One way to work with us, as /services compares them: who it suits, how long and how it is
 * priced, how it starts, and the services and solutions it draws on (site paths, each checked
 * against the collections when the pages load).
 */
export const wayToWorkSchema = z
  .object({
    title: z.string().trim().min(3).max(40),
    /** Who it suits, as the buyer would say it. */
    fit: z.string().trim().min(30).max(200),
    length: z.string().trim().min(5).max(80),
    price: z.string().trim().min(5).max(120),
    /** The first step, what it costs and what comes out of it. */
    start: z.string().trim().min(10).max(160),
    offers: z.array(route).min(2).max(8),
  })
  .strict();

export const pageSchema = z
  .object({
    ...base,
    /** The ways to work with us compared on /services (exactly three when present). */
    ways: z.array(wayToWorkSchema).length(3).optional(),
    /** The copy of the page's card sections, by id; the route supplies the cards. */
    grids: z.array(gridCopySchema).max(5).default([]),
    /** A secondary link beside the hero's button (the home page's "See what we do"). */
    action: z
      .object({ label: z.string().trim().min(3).max(40), href: route })
      .strict()
      .optional(),
  })
  .strict();

export type Faq = z.infer<typeof faqSchema>;
export type Point = z.infer<typeof pointSchema>;
export type GridCopy = z.infer<typeof gridCopySchema>;
export type WayToWork = z.infer<typeof wayToWorkSchema>;

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug');

/** A person on /team. No photos of real people: avatars are generated from initials. */
export const teamMemberSchema = z
  .object({
    name: z.string().trim().min(3).max(60),
    role: z.string().trim().min(3).max(80),
    /** Ordering on the team page (leadership first). */
    order: z.number().int().min(1).max(999),
    location: z.string().trim().min(2).max(60),
    since: z.number().int().min(1999).max(2100),
    bio: z.string().trim().min(120).max(700),
    focus: z.array(z.string().trim().min(2).max(40)).min(1).max(5),
  })
  .strict();

/** A news article (Markdown body; the first paragraph is the lead). */
export const newsSchema = z
  .object({
    title: z.string().trim().min(10).max(90),
    description: z.string().trim().min(70).max(170),
    summary: z.string().trim().min(40).max(260),
    date: z.iso.date(),
    updated: z.iso.date().optional(),
    /** The slug of a file in content/team. */
    author: kebab,
    tags: z.array(kebab).min(1).max(4),
  })
  .strict();

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type NewsFrontmatter = z.infer<typeof newsSchema>;

/** A measured result: the number after the work, the baseline before it and when both were taken. */
export const outcomeSchema = z
  .object({
    /** What was measured, in plain words ("Online membership renewals"). */
    label: z.string().trim().min(8).max(80),
    /** The baseline, before the work. */
    before: z.number().finite().nonnegative(),
    /** The figure after the work. */
    after: z.number().finite().nonnegative(),
    /** Written after the numbers: "%", "s", "days", "calls a week"… */
    unit: z.string().trim().max(24).default(''),
    /** When each figure was taken, e.g. "renewal season 2025 vs. 2024". */
    period: z.string().trim().min(8).max(120),
  })
  .strict();

/** A screen of the project: a raster file under public/work, with its intrinsic size. */
export const workImageSchema = z
  .object({
    src: z.string().regex(/^\/work\/[a-z0-9-]+\.(webp|png|jpg|avif)$/, 'must be /work/<name>.webp'),
    /** What the screen shows, for people who cannot see it. */
    alt: z.string().trim().min(15, 'describe what the screen shows').max(360),
    width: z.number().int().min(200).max(2600),
    height: z.number().int().min(200).max(3200),
    caption: z.string().trim().min(10).max(200).optional(),
  })
  .strict();

/** A case study (content/work). The Markdown body holds the story in `##` sections. */
export const workSchema = z
  .object({
    /** The headline: what changed, not the client's name. */
    title: z.string().trim().min(10).max(90),
    /** The client's name as it appears on the page. */
    client: z.string().trim().min(3).max(80),
    /** A slug of content/clients: the audience the client belongs to. */
    sector: kebab,
    /** A slug of content/services with category "platform". */
    platform: kebab,
    /** The abbreviation of a content/locations state the client is in: its page links the study. */
    state: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    /** Slugs of content/services or content/solutions used on the project. */
    services: z.array(kebab).min(1).max(6),
    description: z.string().trim().min(70).max(170),
    summary: z.string().trim().min(40).max(240),
    /** When the project launched (ISO date); the index shows the newest first. */
    launched: z.iso.date(),
    outcomes: z.array(outcomeSchema).min(2).max(4),
    quote: z
      .object({
        text: z.string().trim().min(40).max(400),
        name: z.string().trim().min(3).max(60),
        role: z.string().trim().min(3).max(100),
      })
      .strict(),
    images: z.array(workImageSchema).min(1).max(6),
    /** True until the agency replaces the entry with a permissioned one: shows "Sample project". */
    sample: z.boolean(),
    updated: z.iso.date(),
  })
  .strict();

export type Outcome = z.infer<typeof outcomeSchema>;
export type WorkImage = z.infer<typeof workImageSchema>;
export type WorkFrontmatter = z.infer<typeof workSchema>;

/** A client's mark for the strip of logos: a drawn symbol beside the name (no real brands). */
export const clientMarkSchema = z
  .object({
    name: z.string().trim().min(3).max(50),
    /** A slug of content/clients. */
    sector: kebab,
    symbol: z.enum(['wave', 'leaf', 'cross', 'bolt', 'drop', 'arch', 'ring', 'key']),
    sample: z.boolean(),
  })
  .strict();

/** A short testimonial, shown beside the studies. */
export const testimonialSchema = z
  .object({
    text: z.string().trim().min(40).max(260),
    name: z.string().trim().min(3).max(60),
    role: z.string().trim().min(3).max(100),
    organization: z.string().trim().min(3).max(80),
    /** A slug of content/clients. */
    sector: kebab,
    sample: z.boolean(),
  })
  .strict();

/** content/proof.yaml: the strip of client marks and the short testimonials. */
export const proofSchema = z
  .object({
    marks: z.array(clientMarkSchema).min(1).max(12),
    testimonials: z.array(testimonialSchema).min(1).max(9),
  })
  .strict();

export type ClientMark = z.infer<typeof clientMarkSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
