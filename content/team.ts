import { parseFrontmatter, readFolder, ContentError } from './index';
import { teamMemberSchema, type TeamMember } from './schema';

export type Person = TeamMember & { slug: string; initials: string; file: string };

let cache: Person[] | null = null;

/** The team, ordered for the team page. Frontmatter only: the file body must be empty. */
export function getTeam(): Person[] {
  if (cache) return cache;
  const people = readFolder('team').map(({ file, slug, source }) => {
    const { data, body } = parseFrontmatter(teamMemberSchema, file, source);
    if (body.trim())
      throw new ContentError(`${file}: put the bio in the "bio" field; the body must be empty`);
    const initials = data.name
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase())
      .filter((_, i, all) => i === 0 || i === all.length - 1)
      .join('');
    return { ...data, slug, initials, file };
  });
  const orders = new Set<number>();
  for (const p of people) {
    if (orders.has(p.order))
      throw new ContentError(`${p.file}: field "order": ${p.order} is used twice`);
    orders.add(p.order);
  }
  cache = people.sort((a, b) => a.order - b.order);
  return cache;
}

export function getPerson(slug: string): Person {
  const person = getTeam().find((p) => p.slug === slug);
  if (!person) throw new ContentError(`content/team/${slug}.md does not exist`);
  return person;
}
