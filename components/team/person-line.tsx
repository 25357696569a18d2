import Link from 'next/link';
import type { Person } from '@/content/team';
import { Avatar } from './avatar';

/**
 * A team member in a line: portrait, name (linked to their card on /team) and role;
 * `portrait={false}` leaves the portrait out where a line of names needs none.
 */
export function PersonLine({
  person,
  size = 48,
  portrait = true,
  role = true,
  className = '',
}: {
  person: Person;
  size?: number;
  portrait?: boolean;
  /** False where the text beside the line already gives the role. */
  role?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      {portrait ? (
        <span className="shrink-0">
          <Avatar person={person} size={size} />
        </span>
      ) : null}
      <div>
        <Link
          href={`/team#${person.slug}`}
          className="font-semibold text-accent underline underline-offset-4"
        >
          {person.name}
        </Link>
        {role ? <p className="text-sm text-muted-foreground">{person.role}</p> : null}
      </div>
    </div>
  );
}
