import type { ReactNode } from 'react';
import type { Pt } from './cairn';
import { layout, type Ground, type Peak } from './landscape';
import { Clinic, FoodBank, MeetingHall, RateBoard, StormLines } from './landmarks-places';
import { Trailhead } from './landmarks-trail';
import { TrailLine } from './trail';

/**
 * Home's scene, the one drawn at the scale of the whole range: from the trailhead's signpost the
 * blazed trail climbs the mountain past the five kinds of client we work for, each drawn small in
 * place on the slope (the food bank, the credit union's hall, the clinic, the utility's lines,
 * the association's hall), to the summit's cairn.
 */
export const HOME_PEAKS: readonly Peak[] = [
  [1230, 118, 190],
  [1030, 260, 80],
];
export const HOME_AT = 900;

type Place = (props: { ground: Ground }) => ReactNode;
const STOPS: [x: number, place: Place][] = [
  [985, FoodBank],
  [1385, MeetingHall],
  [1085, RateBoard],
  [1315, StormLines],
  [1150, Clinic],
];
const SCALE = 0.3;

export function HomeRange({ ground }: { ground: Ground }) {
  const { mainHeight, summit } = layout({ peaks: HOME_PEAKS, at: HOME_AT, sky: true });
  const stops = STOPS.map(([x, place]) => ({ x, y: mainHeight(x) + 8, place }));
  // The trail's switchbacks, across the face and back: from the signpost's foot to each place in
  // turn, higher each time, then the summit.
  const trail: Pt[] = [
    [ground.x + 20, ground.y - 2],
    ...stops.map(({ x, y }): Pt => [x - 20, Math.round(y + 2)]),
    [summit.x - 12, Math.round(summit.y + 4)],
  ];
  return (
    <g>
      <TrailLine points={trail} fine />
      {stops.map(({ x, y, place: Place }) => (
        <g key={x} transform={`translate(${x} ${Math.round(y)}) scale(${SCALE})`}>
          <Place ground={{ x: 0, y: 0, random: ground.random }} />
        </g>
      ))}
      <Trailhead ground={ground} />
    </g>
  );
}
