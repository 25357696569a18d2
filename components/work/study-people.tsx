import Link from 'next/link';
import type { Person } from '@/content/team';
import { Avatar } from '@/components/team/avatar';

/** Who did the work: each person's portrait, name (linked to their place on /team) and role. */
export function StudyPeople({ people, labelledBy }: { people: Person[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-1 grid gap-2 sm:grid-cols-3 sm:gap-3">
      {people.map((person) => (
        <li key={person.slug} className="flex items-center gap-3">
          <Avatar person={person} size={44} />
          <div>
            <Link
              href={`/team#${person.slug}`}
              className="font-semibold text-accent underline underline-offset-4"
            >
              {person.name}
            </Link>
            <p className="text-sm text-muted-foreground">{person.role}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
