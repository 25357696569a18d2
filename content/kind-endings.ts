import { definedCollections } from './definitions';
import type { Closing } from './schema';

/**
 * The kind of a page of Pages, known from its address and its fields alone, and what each kind
 * ends with: the content check refuses a page whose **How the page ends** does not give its
 * kind's ending what it draws, in the editor's words (content/cross-check.ts), so a new page of
 * copy is checked when it is saved and built, not by a test of the site's code.
 * content/page-kinds.ts types every kind of page by these; components/sections/page-kinds.tsx
 * draws each kind's ending.
 */

/** Pages whose own route draws them, whole: home and the two indexes. */
export const ownRoutes = { home: 'home', news: 'news-index', work: 'work-index' } as const;
export type OwnRouteKind = (typeof ownRoutes)[keyof typeof ownRoutes];

/** Pages known by their address: the kind is what the page is about. */
const bySlug: Record<string, 'team' | 'why' | OwnRouteKind> = {
  ...ownRoutes,
  team: 'team',
  'why-cairn': 'why',
};

/** The kinds a page of Pages can be. */
export type PagesKind = OwnRouteKind | 'overview' | 'support' | 'team' | 'why' | 'statement';

/**
 * The kind of the page at content/pages/<slug>.md: named by its address, else the overview of
 * the collection it is named after, else /support's kind when it compares support plans, else a
 * statement (a page of copy: privacy, accessibility, any new one).
 */
export function pagesKind(slug: string, data: { plans?: unknown }): PagesKind {
  const named = bySlug[slug];
  if (named) return named;
  if (definedCollections.some((c) => c !== 'pages' && c === slug)) return 'overview';
  return data.plans !== undefined ? 'support' : 'statement';
}

/**
 * The most characters of an ending's heading set as its small capitalized label: one line in an
 * ending's panel on a phone 375 px wide.
 */
export const EYEBROW_CHARS = 24;

/**
 * What each kind of page ends with, as the editor's help and the check's messages say it, and
 * what the ending takes from How the page ends: its heading and text (`words`), those and the
 * situations to choose from (`choices`), or nothing (the page's code writes its ending).
 */
export const ENDINGS: Record<
  PagesKind,
  { endsWith: string; takes: 'words' | 'choices' | 'none'; eyebrow?: true }
> = {
  home: {
    endsWith: 'the person each kind of client talks to first',
    takes: 'words',
    eyebrow: true,
  },
  'news-index': { endsWith: 'the journal’s feed and its topics', takes: 'none' },
  'work-index': {
    endsWith: 'an offer of a call with a client like the reader, and a conversation',
    takes: 'words',
  },
  overview: {
    endsWith: 'a guide to choosing: situations, each beside the page for it',
    takes: 'choices',
    eyebrow: true,
  },
  support: {
    endsWith: 'an offer to ask about the plans it compares',
    takes: 'words',
    eyebrow: true,
  },
  team: { endsWith: 'who a buyer meets first', takes: 'words', eyebrow: true },
  why: { endsWith: 'the steps after a first message', takes: 'none' },
  statement: { endsWith: 'a plain line on where to write, with the address', takes: 'words' },
};

/** The fewest situations an overview's guide offers: fewer is no choice to guide. */
export const GUIDE_CHOICES = 3;

/**
 * What a page's How the page ends lacks or holds in vain for its kind: each problem as the
 * field's dotted path and what to do. Empty when the ending has what it draws.
 */
export function endingProblems(
  slug: string,
  data: { plans?: unknown; closing?: Closing },
): [field: string, message: string][] {
  const { endsWith, takes, eyebrow } = ENDINGS[pagesKind(slug, data)];
  if (takes === 'none') return [];
  const closing = data.closing;
  if (!closing) {
    return [
      [
        'closing',
        `is empty: this page ends with ${endsWith}; write its Heading and Text under "How the page ends"`,
      ],
    ];
  }
  const chars = closing.heading.trim().length;
  if (eyebrow && chars > EYEBROW_CHARS) {
    return [
      [
        'closing.heading',
        `has ${chars} characters; it stands over the ending as a small capitalized label, on one line on a phone at up to ${EYEBROW_CHARS}: shorten it`,
      ],
    ];
  }
  const choices = closing.choices?.length ?? 0;
  if (takes === 'choices' && choices < GUIDE_CHOICES) {
    return [
      [
        'closing.choices',
        `has ${choices}: an overview ends with ${endsWith}; give at least ${GUIDE_CHOICES} situations, each with the page for it`,
      ],
    ];
  }
  if (takes === 'words' && choices > 0) {
    return [
      [
        'closing.choices',
        `this page ends with ${endsWith}, which shows no choices (only an overview’s guide does); remove them`,
      ],
    ];
  }
  return [];
}
