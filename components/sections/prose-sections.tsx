import type { Section } from '@/content';
import { Container } from './container';

/** The body of an entry: one landmark-free section per `##` heading of its Markdown. */
export function ProseSections({ sections }: { sections: Section[] }) {
  return (
    <Container className="py-8">
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={section.id}
          className="grid grid-cols-[minmax(0,1fr)] gap-4 border-b border-border py-10 last:border-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
        >
          <h2 id={section.id} className="font-display text-2xl font-semibold sm:text-3xl">
            {section.heading}
          </h2>
          <div className="prose-copy" dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </Container>
  );
}
