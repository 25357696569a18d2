import type { Person } from '@/content/team';
import { Avatar } from './avatar';

/**
 * The team's hero from 1024 px: the people themselves, gathered as for a group photograph on a
 * ridge, framed as the photograph would be (the back row on the skyline, the front row a step
 * down and nearer), with the trail running under their feet. /team is the one page whose subject is people, so its hero shows them
 * rather than another landscape. Decorative: every person is named in the cards below. Portraits
 * are the cached drawings the cards use, so the group costs a few hundred bytes of markup.
 */
export function Crew({ people }: { people: Person[] }) {
  const front = people.slice(0, Math.floor(people.length / 2));
  const back = people.slice(front.length);
  const rows = [
    { people: back, className: '[&_svg]:size-16 xl:[&_svg]:size-20' },
    { people: front, className: '-mt-3 [&_svg]:size-20 xl:[&_svg]:size-[6.5rem]' },
  ];
  return (
    <div
      aria-hidden="true"
      data-art="crew"
      className="relative isolate overflow-hidden rounded-3xl border border-border bg-[var(--art-far)] pt-8 pb-14"
    >
      <svg
        viewBox="0 0 400 260"
        preserveAspectRatio="none"
        className="absolute inset-0 -z-10 h-full w-full"
        focusable="false"
      >
        {/* The ridge they stand on, and the trail along its foot. */}
        <path d="M0 150C80 96 140 70 210 72C290 74 350 110 400 136V260H0Z" fill="var(--art-mid)" />
        <path
          d="M0 200C90 178 190 172 260 182C320 190 360 200 400 196V260H0Z"
          fill="var(--art-near)"
        />
        <path
          d="M8 236C110 212 220 206 300 220C340 227 370 232 396 226"
          fill="none"
          stroke="var(--art-blaze)"
          strokeWidth="3"
          strokeDasharray="10 8"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {rows.map(({ people: row, className }) => (
        <div key={className} className={`flex justify-center -space-x-3 ${className}`}>
          {row.map((person) => (
            <span key={person.slug} className="rounded-full ring-4 ring-background">
              <Avatar person={person} />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
