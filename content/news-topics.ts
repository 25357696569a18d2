import { getNews, type Article } from './news';

/**
 * The journal's topics: the four subjects its "What we write about" paragraph names, each a
 * page of its own (/news/topic/<slug>) that lists every article on it. An article is on a topic
 * when it carries one of the topic's tags, so a new article joins its topics by being tagged.
 */
export interface NewsTopic {
  slug: string;
  /** The chip's label. */
  label: string;
  /** The topic page's heading and the sentence under it (also its description). */
  title: string;
  intro: string;
  tags: readonly string[];
}

export const NEWS_TOPICS: readonly NewsTopic[] = [
  {
    slug: 'accessibility',
    label: 'Accessibility',
    title: 'Articles on accessibility',
    intro:
      'Accessibility in practice: what WCAG 2.2 asks of sign-in screens, rate tables and forms, and how we test a site with a keyboard and a screen reader.',
    tags: ['accessibility'],
  },
  {
    slug: 'performance',
    label: 'Performance and reliability',
    title: 'Articles on performance and reliability',
    intro:
      'Fast pages and pages that stay up: interaction speed on a donation form, an outage page through a storm, and how we made this site quick.',
    tags: ['performance', 'hosting'],
  },
  {
    slug: 'platforms',
    label: 'Platform choices',
    title: 'Articles on platform choices',
    intro:
      'Drupal, WordPress, headless or Next.js: the questions to answer before choosing a platform, and what we learned moving sites between them.',
    tags: ['drupal', 'wordpress', 'nextjs', 'content-strategy'],
  },
  {
    slug: 'measurement',
    label: 'Measurement',
    title: 'Articles on measurement',
    intro:
      'Measurement that means something: analytics that respect privacy choices, tracking pixels on health sites, and reports that reconcile with real gifts.',
    tags: ['analytics'],
  },
];

export function newsTopicHref(slug: string): string {
  return `/news/topic/${slug}`;
}

/** A topic's articles, newest first. */
export function topicArticles(topic: NewsTopic): Article[] {
  return getNews().filter((article) => article.tags.some((tag) => topic.tags.includes(tag)));
}

/** The topics with at least one published article: a chip never leads to an empty page. */
export function newsTopics(): NewsTopic[] {
  return NEWS_TOPICS.filter((topic) => topicArticles(topic).length > 0);
}

export function findNewsTopic(slug: string): NewsTopic | undefined {
  return newsTopics().find((topic) => topic.slug === slug);
}
