import { ContentError } from './markdown';
import type { TeamMember } from './schema';
import { entriesOf, memo } from './store';

export type Person = TeamMember & { slug: string; file: string };

/** The team, ordered for the team page (positions are unique: content/cross-check.ts checks that). */
export function getTeam(): Person[] {
  return memo('team', () =>
    entriesOf('team')
      .map(({ data, slug, file }) => ({ ...data, slug, file }))
      .sort((a, b) => a.order - b.order),
  );
}

export function getPerson(slug: string): Person {
  const person = getTeam().find((p) => p.slug === slug);
  if (!person) throw new ContentError(`content/team/${slug}.md does not exist`);
  return person;
}
