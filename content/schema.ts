import { z } from 'zod';

/** Rules every entry of every collection satisfies; a violation fails the build. */
const route = z
  .string()
  .regex(/^\/[a-z0-9\-/#]*$/, 'must be a site path such as /services/drupal-websites');

export const faqSchema = z.object({
  question: z.string().trim().min(10).max(200),
  answer: z.string().trim().min(40).max(1200),
});

const base = {
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

export const clientSchema = z.object({ ...base }).strict();
export const serviceSchema = z
  .object({ ...base, category: z.enum(['service', 'platform']) })
  .strict();
export const solutionSchema = z.object({ ...base }).strict();
export const locationSchema = z
  .object({
    ...base,
    state: z.string().trim().min(4).max(40),
    abbreviation: z.string().regex(/^[A-Z]{2}$/),
  })
  .strict();
export const pageSchema = z.object({ ...base }).strict();

export type Faq = z.infer<typeof faqSchema>;

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
