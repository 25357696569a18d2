import { Cairn, FIELD } from './cairn';
import type { Ground } from './landscape';
import { BOARDWALK, Pine } from './landscape';
import { ripple } from './terrain-states';
import { Blaze } from './trail';
import { ink, Place, Windows } from './landmarks-places';

/**
 * The kinds of work, as things found along a trail: a lookout tower for a platform, a hoist
 * raising a cairn for building, an easel for design, terraces of growing cairns for growth, a
 * surveyor's level for measurement, a trailhead map for planning, a hut with its stove lit for
 * running a site, a boardwalk for access, a camp for the team, the trail register for news, and
 * the signpost at the trailhead for home. Drawn about the foot, (0, 0), in the --art-* tokens.
 */
const wall = { ...ink, fill: 'var(--art-wall)' };
const f = (n: number) => Math.round(n * 10) / 10;
const glass = { ...ink, strokeWidth: 2, fill: 'var(--art-window)' };

/** Platforms: a fire lookout on its timber tower, the cabin lit at night. */
export function Lookout({ ground }: { ground: Ground }) {
  const levels = [-40, -80, -120];
  return (
    <Place ground={ground}>
      {/*
       * The tower's body filled in the paper's colour under its lattice, so the hill's outline and
       * hatching behind it do not show between the braces.
       */}
      <path d="M-50 0 L-30 -150 H30 L50 0 Z" fill="var(--art-wall)" />
      <path d="M-50 0 L-30 -150 M50 0 L30 -150" {...ink} strokeWidth="4" />
      {levels.map((y, i) => {
        const a = 50 - ((i * 40) / 150) * 20;
        const b = 50 - (((i + 1) * 40) / 150) * 20;
        return (
          <path
            key={y}
            d={`M${-a} ${y + 40} L${b} ${y} M${a} ${y + 40} L${-b} ${y} M${-b} ${y} H${b}`}
            {...ink}
          />
        );
      })}
      <path d="M-30 -150 H30 V-14 M-44 -150 H44" {...ink} strokeWidth="3" fill="none" />
      <path d="M-40 -150 V-196 H40 V-150 Z" {...wall} />
      <Windows x={-32} y={-188} n={3} w={16} h={26} gap={8} />
      <path d="M-54 -196 L0 -230 L54 -196 Z" {...ink} fill="var(--accent)" />
      <path d="M-44 -150 V-164 H44 V-150" {...ink} fill="none" strokeWidth="2" />
    </Place>
  );
}

/** Building: a tripod hoist lifting the last stone onto a half-built cairn. */
export function Hoist({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <Cairn x={0} y={0} scale={1.6} seed="hoist" stones={3} tones={FIELD} />
      <path d="M-90 0 L20 -190 L110 0 M20 -190 L40 0" {...ink} strokeWidth="4" fill="none" />
      <path d="M20 -190 V-120" {...ink} strokeWidth="1.8" />
      <circle cx="20" cy="-186" r="6" {...wall} />
      <path d="M6 -120 Q20 -110 34 -120 Z" fill="var(--accent)" {...ink} />
      <path d="M60 -100 L96 -100" {...ink} strokeWidth="1.8" />
      <Blaze x={140} y={2} h={40} />
    </Place>
  );
}

/** Design: an easel on the ridge, its canvas drawing the same summit. */
export function Easel({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path
        d="M-50 0 L-10 -190 L30 0 M-10 -190 L-10 0 M-44 -40 H24"
        {...ink}
        strokeWidth="4"
        fill="none"
      />
      <rect x="-80" y="-170" width="140" height="104" rx="3" {...wall} />
      <path
        d="M-72 -78 L-40 -120 L-22 -100 L2 -146 L52 -78 Z"
        fill="var(--art-mid)"
        {...ink}
        strokeWidth="2"
      />
      <path
        d="M-60 -80 Q-20 -96 4 -120"
        fill="none"
        stroke="var(--art-blaze)"
        strokeWidth="3"
        strokeDasharray="6 5"
      />
      <circle cx="34" cy="-148" r="9" fill="var(--art-sun)" />
      <path d="M70 -8 C96 -30 130 -24 136 -6 C140 8 100 10 70 -8 Z" {...wall} />
      {['var(--art-blaze)', 'var(--accent)', 'var(--art-sun)'].map((fill, i) => (
        <circle key={fill} cx={88 + i * 14} cy={-10 + (i % 2) * 4} r="4.5" fill={fill} />
      ))}
    </Place>
  );
}

/** Growth: terraces up the slope, a cairn on each, taller at every step. */
export function Terraces({ ground }: { ground: Ground }) {
  const steps = [0, 1, 2, 3];
  // One staircase of terraces cut into the slope, each tread 90 wide and 40 above the last.
  const stairs = `M-210 4 ${steps.map((i) => `V${-i * 40} H${-110 + i * 90}`).join(' ')} V4 Z`;
  return (
    <Place ground={ground}>
      <path d={stairs} fill="var(--art-near)" {...ink} />
      {steps.map((i) => (
        <Cairn
          key={i}
          x={-160 + i * 90}
          y={-i * 40}
          scale={0.5 + i * 0.17}
          seed={`step-${i}`}
          stones={2 + i}
          tones={FIELD}
        />
      ))}
      <path
        d="M-206 -12 C-120 -20 -40 -70 20 -110 S140 -170 170 -200"
        fill="none"
        stroke="var(--art-blaze)"
        strokeWidth="3"
        strokeDasharray="8 7"
      />
      <path d="M156 -208 L176 -198 L160 -182" {...ink} fill="none" stroke="var(--art-blaze)" />
    </Place>
  );
}

/** Measurement: a surveyor's level on its tripod, sighting a staff across the slope. */
export function Level({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M-80 0 L-40 -96 L0 0 M-40 -96 L-40 0" {...ink} strokeWidth="3.5" fill="none" />
      <rect x="-70" y="-120" width="64" height="22" rx="6" {...wall} />
      <circle cx="-4" cy="-109" r="8" {...glass} />
      <path d="M-2 -109 H150" stroke="var(--art-blaze)" strokeWidth="2" strokeDasharray="4 6" />
      <rect x="150" y="-170" width="18" height="170" rx="2" {...wall} />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <path key={i} d={`M150 ${-160 + i * 22} h${i % 2 ? 9 : 14}`} {...ink} strokeWidth="3" />
      ))}
      <Cairn x={90} y={2} scale={0.5} seed="level" stones={3} tones={FIELD} />
    </Place>
  );
}

/** Planning: the trailhead's map board, the route drawn on it with the stops marked. */
export function MapBoard({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M-96 0 V-60 M96 0 V-60" {...ink} strokeWidth="5" />
      <path d="M-116 -178 L0 -210 L116 -178 Z" {...ink} fill="var(--accent)" />
      <rect x="-104" y="-178" width="208" height="124" rx="4" {...wall} />
      <g fill="none" stroke="var(--art-soft)" strokeWidth="1.5">
        <ellipse cx="30" cy="-126" rx="50" ry="30" />
        <ellipse cx="30" cy="-126" rx="30" ry="17" />
        <ellipse cx="30" cy="-126" rx="12" ry="7" />
        <ellipse cx="-60" cy="-84" rx="26" ry="14" />
      </g>
      <path
        d="M-88 -66 Q-40 -80 -30 -110 T30 -126"
        fill="none"
        stroke="var(--art-blaze)"
        strokeWidth="3"
        strokeDasharray="6 5"
      />
      {[
        [-88, -66],
        [-30, -110],
        [30, -126],
      ].map(([x, y]) => (
        <circle
          key={x}
          cx={x}
          cy={y}
          r="5"
          fill="var(--art-wall)"
          stroke="var(--art-blaze)"
          strokeWidth="2.5"
        />
      ))}
      <Blaze x={140} y={2} />
    </Place>
  );
}

/** Running a site: a mountain hut with its stove lit and a lamp in the window at night. */
export function Hut({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M-110 0 V-80 L0 -146 L110 -80 V0 Z" {...wall} />
      <path d="M-128 -70 L0 -156 L128 -70" {...ink} fill="none" strokeWidth="6" />
      <path d="M50 -120 V-150 H72 V-104" {...wall} />
      <path
        d="M62 -160 C50 -180 76 -190 62 -212 C54 -222 70 -228 66 -236"
        fill="none"
        stroke="var(--art-soft)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M-20 0 V-64 H24 V0" {...wall} />
      <circle cx="14" cy="-32" r="3" fill="var(--art-line)" />
      <Windows x={-84} y={-64} n={2} w={22} h={26} gap={14} />
      <Windows x={52} y={-64} n={1} w={30} h={26} gap={0} />
      <path d="M-20 -100 h40 v24 h-40 Z" {...glass} />
      <path d="M-150 0 H-112 M-140 0 V-26 H-118 V0" {...ink} fill="none" />
      <Pine x={160} y={4} h={80} />
    </Place>
  );
}

/**
 * Access: a boardwalk carrying the trail over the marsh the landscape draws under it (terrain
 * 'marsh'), seen from the side and a little above, so its deck reads as a walk and not a fence: a
 * low deck of planks on piles, a long gentle ramp down to each bank (the trail ends at the
 * first's foot, BOARDWALK left of its middle), no step anywhere under the access sign. The piles
 * go down into the water, each ringed where it enters; the handrails follow the deck and the
 * ramps, the far one a step behind the near one and fainter.
 */
export function Boardwalk({ ground }: { ground: Ground }) {
  const floor = ground.floor ?? (() => 0);
  const half = 120;
  const foot = BOARDWALK;
  // The deck's near edge, its face's depth, and how far back and up its far edge lies.
  const deck = -10;
  const face = 8;
  const [bx, by] = [10, -8];
  // The water the piles stand in, between the banks.
  const water = 18;
  // The walk's near edge at x: level over the water, sloping down each ramp to the bank.
  const [yl, yr] = [floor(-foot) + 2, floor(foot) + 2];
  const edge = (x: number) =>
    Math.abs(x) <= half
      ? deck
      : deck + ((x < 0 ? yl : yr) - deck) * ((Math.abs(x) - half) / (foot - half));
  const walk = [-foot, -half, half, foot];
  const line = (dx: number, dy: number) =>
    walk.map((x, i) => `${i ? 'L' : 'M'}${f(x + dx)} ${f(edge(x) + dy)}`).join(' ');
  const posts = [-foot, -178, -half, -60, 0, 60, half, 178, foot];
  const uprights = (dx: number, dy: number) =>
    posts.map((x) => `M${f(x + dx)} ${f(edge(x) + dy)} V${f(edge(x) + dy - 30)}`).join(' ');
  const piles = [-96, -48, 0, 48, 96];
  const planks = Array.from({ length: 19 }, (_, i) => -108 + i * 12)
    .map((x) => `M${x} ${deck} l${bx} ${by}`)
    .join(' ');
  return (
    <Place ground={ground}>
      {/* The far handrail in the soft line, so the two read as one walk's sides, not a cage. */}
      <path
        d={`${line(bx, by - 30)} ${uprights(bx, by)}`}
        {...ripple}
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      {piles.map((x) => (
        <g key={x}>
          <path d={`M${x} ${deck + face} V${water}`} {...ink} strokeWidth="3.5" />
          <ellipse cx={x} cy={water} rx="9" ry="2.5" {...ripple} strokeWidth="1.5" />
        </g>
      ))}
      <path
        d={`M${-foot} ${f(yl)} L${-half} ${deck} H${half} L${foot} ${f(yr)} L${foot + bx} ${f(yr + by)} L${half + bx} ${deck + by} H${-half + bx} L${-foot + bx} ${f(yl + by)} Z`}
        {...wall}
      />
      <path d={planks} {...ink} strokeWidth="1.2" />
      <path
        d={`M${-foot} ${f(yl)} L${-half} ${deck} H${half} L${foot} ${f(yr)} L${half} ${deck + face} H${-half} Z`}
        {...wall}
      />
      <g {...ripple}>
        {[-122, -72, -24, 72, 118].map((x) => (
          <path
            key={x}
            d={`M${x} ${water + 10} q-4 -22 -10 -34 M${x + 6} ${water + 10} q2 -26 8 -38`}
          />
        ))}
      </g>
      <path d={`${line(0, -30)} ${line(0, -16)} ${uprights(0, 0)}`} {...ink} fill="none" />
      <path d={`M-150 ${f(edge(-150))} V-58`} {...ink} />
      {/* The access sign, by the near ramp: a person in a wheelchair, the head in the blaze. */}
      <g transform="translate(-276 28)">
        <rect x="100" y="-126" width="52" height="40" rx="4" {...wall} />
        <circle cx="122" cy="-118.5" r="3.5" fill="var(--art-blaze)" />
        <path
          d="M122 -113.5 L121 -104 H130 L133 -95 H136.5 M121.5 -110 H129 M119.5 -106.4 A8.5 8.5 0 1 0 128.4 -93.8"
          {...ink}
          strokeWidth="2.2"
          fill="none"
        />
      </g>
    </Place>
  );
}

/** The team: a camp of two tents round a fire, the rope and the packs by the door. */
export function Camp({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M-190 0 L-120 -96 L-40 0 Z" {...ink} fill="var(--accent)" />
      <path d="M-120 -96 L-104 0 H-128 Z" {...ink} fill="var(--art-wall)" strokeWidth="2" />
      <path d="M30 0 L100 -80 L170 0 Z" {...ink} fill="var(--art-blaze)" />
      <path d="M100 -80 L112 0 H90 Z" {...ink} fill="var(--art-window)" strokeWidth="2" />
      <path d="M-24 0 L10 -10 M-20 -10 L14 0" {...ink} strokeWidth="4" />
      <path d="M-5 -12 C-18 -30 0 -40 -4 -58 C8 -44 18 -34 6 -12 Z" fill="var(--art-blaze)" />
      <path d="M-2 -16 C-8 -24 2 -30 0 -38 C6 -30 8 -22 2 -16 Z" fill="var(--art-sun)" />
      <path
        d="M-4 -70 C-14 -90 8 -100 -2 -120"
        fill="none"
        stroke="var(--art-soft)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <ellipse cx="-60" cy="-8" rx="12" ry="8" {...ink} fill="var(--art-wall)" strokeWidth="2" />
      <ellipse cx="-60" cy="-8" rx="5" ry="3" fill="none" {...ink} strokeWidth="1.5" />
    </Place>
  );
}

/** News: the trail register on its post, the entries pinned beside it. */
export function Register({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M-130 0 V-140 M40 0 V-140" {...ink} strokeWidth="5" />
      <path d="M-150 -146 L-45 -176 L60 -146 Z" {...ink} fill="var(--accent)" />
      <rect x="-140" y="-146" width="190" height="100" rx="3" {...ink} fill="var(--art-mid)" />
      {[
        [-128, -136, -3],
        [-84, -132, 4],
        [-38, -138, -2],
      ].map(([x, y, r]) => (
        <g key={x} transform={`rotate(${r} ${x! + 18} ${y})`}>
          <rect
            x={x}
            y={y}
            width="38"
            height="50"
            {...ink}
            strokeWidth="1.5"
            fill="var(--art-wall)"
          />
          <path
            d={`M${x! + 6} ${y! + 14} h26 M${x! + 6} ${y! + 24} h20 M${x! + 6} ${y! + 34} h24`}
            {...ink}
            strokeWidth="1.5"
          />
          <circle cx={x! + 19} cy={y! + 4} r="3" fill="var(--art-blaze)" />
        </g>
      ))}
      <path d="M100 0 V-70" {...ink} strokeWidth="4" />
      <path d="M78 -70 H122 V-108 Q100 -124 78 -108 Z" {...wall} />
      <path d="M86 -92 h28" {...ink} strokeWidth="2" />
      <path d="M122 -96 h12 v-14" {...ink} strokeWidth="3" stroke="var(--art-blaze)" fill="none" />
    </Place>
  );
}

/** Home: the trailhead, a signpost of five arms (one way for each kind of client) and a cairn. */
export function Trailhead({ ground }: { ground: Ground }) {
  const arms = [
    [-1, -176],
    [1, -150],
    [-1, -124],
    [1, -98],
    [-1, -72],
  ] as const;
  return (
    <Place ground={ground}>
      <path d="M0 0 V-196" {...ink} strokeWidth="6" />
      {arms.map(([side, y]) => (
        <g key={y}>
          <path
            d={
              side > 0
                ? `M6 ${y} H86 L100 ${y + 10} L86 ${y + 20} H6 Z`
                : `M-6 ${y} H-86 L-100 ${y + 10} L-86 ${y + 20} H-6 Z`
            }
            {...wall}
          />
          <rect
            x={side > 0 ? 16 : -26}
            y={y + 5}
            width="10"
            height="10"
            rx="1.5"
            fill="var(--art-blaze)"
          />
          <path
            d={side > 0 ? `M34 ${y + 10} h38` : `M-34 ${y + 10} h-38`}
            {...ink}
            strokeWidth="2"
          />
        </g>
      ))}
      {/* Its cairn on the low ground before the post, leaving the slope beyond it to the places. */}
      <Cairn x={-150} y={2} scale={1.3} seed="trailhead" stones={5} tones={FIELD} />
    </Place>
  );
}
