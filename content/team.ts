import { ContentError } from './markdown';
import type { TeamMember } from './schema';
import { entriesOf, memo } from './store';

export type Person = TeamMember & { slug: string; initials: string; file: string };

/** The initials of a name: its first and last words' first letters. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');
}

/** The team, ordered for the team page (positions are unique: content/store.ts checks that). */
export function getTeam(): Person[] {
  return memo('team', () =>
    entriesOf('team')
      .map(({ data, slug, file }) => ({ ...data, slug, initials: initialsOf(data.name), file }))
      .sort((a, b) => a.order - b.order),
  );
}

export function getPerson(slug: string): Person {
  const person = getTeam().find((p) => p.slug === slug);
  if (!person) throw new ContentError(`content/team/${slug}.md does not exist`);
  return person;
}
