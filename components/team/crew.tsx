import type { ReactNode } from 'react';
import { RidgePanel } from '@/components/art/ridge-panel';
import type { Person } from '@/content/team';
import { Avatar } from './avatar';

/**
 * The team's hero from 1024 px: the people themselves, gathered as for a group photograph on a
 * ridge, framed as the photograph would be (the back row on the skyline, the front row a step
 * down and nearer), with the trail running under their feet. /team is the one page whose subject is people, so its hero shows them
 * rather than another landscape. Decorative: every person is named in the cards below. Portraits
 * are the cached drawings the cards use, so the group costs a few hundred bytes of markup.
 */
export function Crew({
  people,
  backdrop,
}: {
  people: Person[];
  /** The page's own landscape behind them (components/art/hero-scene.tsx `SceneBackdrop`). */
  backdrop?: ReactNode;
}) {
  const front = people.slice(0, Math.floor(people.length / 2));
  const back = people.slice(front.length);
  const rows = [
    { people: back, className: '[&_svg]:size-16 xl:[&_svg]:size-20' },
    { people: front, className: '-mt-3 [&_svg]:size-20 xl:[&_svg]:size-[6.5rem]' },
  ];
  return (
    <div aria-hidden="true">
      <RidgePanel art="crew" className="pt-8 pb-24" backdrop={backdrop}>
        {rows.map(({ people: row, className }) => (
          <div key={className} className={`flex justify-center -space-x-3 ${className}`}>
            {row.map((person) => (
              <span key={person.slug} className="rounded-full ring-4 ring-background">
                <Avatar person={person} />
              </span>
            ))}
          </div>
        ))}
      </RidgePanel>
    </div>
  );
}
