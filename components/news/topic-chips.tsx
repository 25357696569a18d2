import { FilterChips } from '@/components/ui/filter-chips';
import { newsTopicHref, newsTopics, type NewsTopic } from '@/content/news-topics';

/** The journal's topics, each a link to its page (/news/topic/<slug>), and all articles. */
export function TopicChips({ active }: { active?: NewsTopic }) {
  return (
    <nav aria-label="Topics">
      <FilterChips
        items={[
          { href: '/news', label: 'All articles', current: !active },
          ...newsTopics().map((topic) => ({
            href: newsTopicHref(topic.slug),
            label: topic.label,
            current: topic.slug === active?.slug,
          })),
        ]}
      />
    </nav>
  );
}
