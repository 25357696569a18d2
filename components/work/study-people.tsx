import type { Person } from '@/content/team';
import { PersonLine } from '@/components/team/person-line';

/** Who did the work: each person's portrait, name (linked to their place on /team) and role. */
export function StudyPeople({ people, labelledBy }: { people: Person[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-1 grid gap-2 sm:grid-cols-3 sm:gap-3">
      {people.map((person) => (
        <li key={person.slug}>
          <PersonLine person={person} size={44} />
        </li>
      ))}
    </ul>
  );
}
