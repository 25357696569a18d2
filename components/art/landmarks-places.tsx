import type { Ground } from './landscape';
import { Cloud, Pine } from './landscape';

/**
 * The places our clients work in, as landmarks of the hero's landscape: a credit union's hall
 * and its rate board, a utility's lines in a storm, a clinic, a food bank, an association's
 * hall. Each is drawn about its foot, (0, 0) on the near ground, in the --art-* tokens; the
 * windows are lit at night.
 */
export const ink = {
  stroke: 'var(--art-line)',
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;
const wall = { ...ink, fill: 'var(--art-wall)' };
const glass = { ...ink, strokeWidth: 2, fill: 'var(--art-window)' };

export function Place({ ground, children }: { ground: Ground; children: React.ReactNode }) {
  return <g transform={`translate(${ground.x.toFixed(1)} ${ground.y.toFixed(1)})`}>{children}</g>;
}

/** A row of windows: `n` panes `w` × `h`, `gap` apart, starting at (x, y). */
export function Windows({ x, y, n, w = 18, h = 22, gap = 12 }: Record<string, number>) {
  return (
    <g>
      {Array.from({ length: n! }, (_, i) => (
        <rect key={i} x={x! + i * (w + gap)} y={y} width={w} height={h} rx="2" {...glass} />
      ))}
    </g>
  );
}

/** Credit unions: a columned hall owned by its members, and the rate board outside it. */
export function RateBoard({ ground }: { ground: Ground }) {
  const columns = [-92, -58, -24, 10, 44];
  return (
    <Place ground={ground}>
      <path d="M-124 0 H78 V-10 H-124 Z M-114 -10 H68 V-18 H-114 Z" {...wall} />
      <path d="M-108 -96 L-23 -142 L62 -96 Z" {...ink} fill="var(--accent)" />
      <path d="M-110 -96 H64 V-86 H-110 Z" {...wall} />
      <circle cx="-23" cy="-112" r="8" {...glass} />
      {/* The hall's front wall behind its columns, so nothing behind the hall shows between them. */}
      <rect x="-92" y="-86" width="148" height="68" fill="var(--art-wall)" />
      {columns.map((x) => (
        <path key={x} d={`M${x} -86 V-18 M${x + 12} -86 V-18`} {...ink} />
      ))}
      <rect x="-30" y="-62" width="26" height="44" rx="2" {...glass} />
      <g>
        <path d="M104 0 V-70 M196 0 V-70" {...ink} strokeWidth="4" />
        <rect x="92" y="-150" width="116" height="88" rx="6" {...wall} />
        <rect x="92" y="-150" width="116" height="20" rx="6" fill="var(--art-blaze)" />
        {[0, 1, 2].map((row) => (
          <g key={row} transform={`translate(104 ${-112 + row * 18})`}>
            <path d={`M0 0 H${34 + row * 8}`} {...ink} strokeWidth="3" />
            <path d="M60 0 H82" {...ink} strokeWidth="3" stroke="var(--accent)" />
            <circle cx="88" cy="-4" r="2.2" {...ink} strokeWidth="1.5" />
            <path d="M86 4 L94 -7" {...ink} strokeWidth="1.5" />
            <circle cx="93" cy="3" r="2.2" {...ink} strokeWidth="1.5" />
          </g>
        ))}
      </g>
    </Place>
  );
}

/** A lattice pylon `h` tall, its foot at (x, 0), and the arms the lines hang from. */
export function Pylon({ x, h }: { x: number; h: number }) {
  const w = h * 0.2;
  const top = -h;
  const legs = `M${x - w} 0 L${x - w * 0.25} ${top} M${x + w} 0 L${x + w * 0.25} ${top}`;
  const braces = [0.2, 0.45, 0.7]
    .map((t) => {
      const y1 = -h * t;
      const y2 = -h * (t + 0.25);
      const a = w * (1 - t * 0.75);
      const b = w * (1 - (t + 0.25) * 0.75);
      return `M${x - a} ${y1} L${x + b} ${y2} M${x + a} ${y1} L${x - b} ${y2}`;
    })
    .join(' ');
  const arms = `M${x - w * 1.6} ${top + h * 0.12} H${x + w * 1.6} M${x - w * 1.2} ${top + h * 0.3} H${x + w * 1.2}`;
  return <path d={`${legs} ${braces} ${arms}`} {...ink} strokeWidth="2" fill="none" />;
}

/** Utilities: transmission lines crossing the ridge in a storm, one house lit below. */
export function StormLines({ ground }: { ground: Ground }) {
  const pylons = [
    { x: -150, h: 150 },
    { x: 40, h: 120 },
    { x: 190, h: 92 },
  ];
  const wire = (dy: number) =>
    pylons
      .slice(1)
      .map((p, i) => {
        const a = pylons[i]!;
        const ay = -a.h + a.h * dy;
        const by = -p.h + p.h * dy;
        const sag = 18;
        return `M${a.x - a.h * 0.3} ${ay} Q${(a.x + p.x) / 2} ${(ay + by) / 2 + sag} ${p.x - p.h * 0.3} ${by}`;
      })
      .join(' ');
  return (
    <Place ground={ground}>
      {/* Clouds held inside a place's frame (220 either side, 240 above the foot), bulges too. */}
      <Cloud x={-200} y={-130} w={180} />
      <Cloud x={-10} y={-140} w={140} />
      <g stroke="var(--art-soft)" strokeWidth="2" strokeLinecap="round">
        {Array.from({ length: 13 }, (_, i) => (
          <path key={i} d={`M${-190 + i * 26} ${-124 + (i % 3) * 12} l-12 ${30 + (i % 2) * 10}`} />
        ))}
      </g>
      <path
        d="M118 -140 L96 -100 H112 L94 -60 L136 -110 H118 L132 -140 Z"
        fill="var(--art-blaze)"
      />
      {pylons.map((p) => (
        <Pylon key={p.x} {...p} />
      ))}
      <path
        d={`${wire(0.12)} ${wire(0.3)}`}
        fill="none"
        stroke="var(--art-line)"
        strokeWidth="1.5"
      />
      <path d="M-64 0 V-34 L-40 -52 L-16 -34 V0 Z" {...wall} />
      <rect x="-48" y="-30" width="16" height="14" rx="2" {...glass} />
    </Place>
  );
}

/**
 * Healthcare: a clinic with its sign, lit windows and a tree by the door; `bare`, without the
 * tree, where it stands small on a terrace of home's range (a tree beside it there would stand in
 * the air past the terrace's edge).
 */
export function Clinic({ ground, bare = false }: { ground: Ground; bare?: boolean }) {
  return (
    <Place ground={ground}>
      <path d="M-150 0 V-92 H40 V0 Z" {...wall} />
      <path d="M40 0 V-128 H150 V0 Z" {...wall} />
      <path d="M-158 -92 H48 M32 -128 H158" {...ink} strokeWidth="4" />
      <Windows x={-134} y={-76} n={5} w={22} gap={14} />
      <Windows x={-134} y={-40} n={3} w={22} gap={14} />
      <path d="M-26 0 V-44 H16 V0" {...glass} />
      <path d="M-36 -50 H26" {...ink} strokeWidth="4" />
      <Windows x={58} y={-110} n={3} w={20} gap={10} />
      <Windows x={58} y={-74} n={3} w={20} gap={10} />
      <circle cx="95" cy="-160" r="24" {...wall} />
      <path d="M95 -174 V-146 M81 -160 H109" stroke="var(--art-blaze)" strokeWidth="8" />
      <path d="M95 -136 V-128" {...ink} />
      {bare ? null : <Pine x={-190} y={4} h={70} />}
    </Place>
  );
}

/** Non-profits: a food bank's hall with its awning, crates of produce and the delivery van. */
export function FoodBank({ ground }: { ground: Ground }) {
  const stripes = Array.from({ length: 8 }, (_, i) => (
    <path
      key={i}
      d={`M${-120 + i * 22} -86 h22 l-4 22 h-22 Z`}
      fill={i % 2 === 0 ? 'var(--art-blaze)' : 'var(--art-wall)'}
      {...{ stroke: 'var(--art-line)', strokeWidth: 1.5 }}
    />
  ));
  const crates = [
    [-92, 0],
    [-58, 0],
    [-75, -26],
  ] as const;
  return (
    <Place ground={ground}>
      <path d="M-130 0 V-100 L-40 -140 L50 -100 V0 Z" {...wall} />
      <path d="M-138 -96 L-40 -146 L58 -96" {...ink} fill="none" strokeWidth="4" />
      {stripes}
      <path d="M-20 0 V-58 H36 V0" {...glass} />
      <path d="M-20 -44 H36 M-20 -30 H36 M-20 -16 H36" {...ink} strokeWidth="1.5" />
      {crates.map(([x, y]) => (
        <g key={`${x} ${y}`}>
          <rect x={x - 16} y={y - 24} width="32" height="24" rx="2" {...wall} />
          <path d={`M${x - 16} ${y - 12} H${x + 16}`} {...ink} strokeWidth="1.5" />
          {[-8, 0, 8].map((dx) => (
            <circle
              key={dx}
              cx={x + dx}
              cy={y - 27}
              r="5"
              fill="var(--accent)"
              {...ink}
              strokeWidth="1.5"
            />
          ))}
        </g>
      ))}
      <g transform="translate(80 0)">
        <path d="M0 -12 V-66 H92 L118 -40 V-12 Z" {...wall} />
        <path d="M92 -62 V-40 H114" {...glass} />
        <path
          d="M44 -28 C28 -38 30 -52 38 -52 C42 -52 44 -48 44 -46 C44 -48 46 -52 50 -52 C58 -52 60 -38 44 -28 Z"
          fill="var(--art-blaze)"
        />
        <circle cx="24" cy="-10" r="11" {...ink} fill="var(--art-line)" />
        <circle cx="96" cy="-10" r="11" {...ink} fill="var(--art-line)" />
      </g>
    </Place>
  );
}

/**
 * Membership organizations: the association's hall, bunting strung for the annual meeting;
 * `bare`, the hall alone, where it stands small on a terrace of home's range.
 */
export function MeetingHall({ ground, bare = false }: { ground: Ground; bare?: boolean }) {
  const flags = Array.from({ length: 9 }, (_, i) => {
    const x = -196 + i * 19;
    const y = -118 + Math.abs(i - 4) * -4 + 12;
    const fill = ['var(--art-blaze)', 'var(--accent)', 'var(--art-sun)'][i % 3];
    return <path key={i} d={`M${x} ${y} l16 2 l-9 16 Z`} fill={fill} {...ink} strokeWidth="1.2" />;
  });
  return (
    <Place ground={ground}>
      {bare ? null : (
        <g>
          <path d="M-200 0 V-126" {...ink} strokeWidth="3.5" />
          <path d="M-200 -120 Q-150 -92 -96 -110" {...ink} fill="none" strokeWidth="1.5" />
          {flags}
        </g>
      )}
      <path d="M-100 0 V-100 L10 -160 L120 -100 V0 Z" {...wall} />
      <path d="M-112 -94 L10 -168 L132 -94" {...ink} fill="none" strokeWidth="5" />
      <circle cx="10" cy="-118" r="16" {...glass} />
      <path d="M10 -130 V-118 L18 -112" {...ink} strokeWidth="2" />
      <path d="M-16 0 V-62 Q10 -80 36 -62 V0" {...glass} />
      <path d="M10 -72 V0" {...ink} strokeWidth="2" />
      <Windows x={-84} y={-72} n={2} w={20} h={30} gap={14} />
      <Windows x={52} y={-72} n={2} w={20} h={30} gap={14} />
      <path d="M-30 0 H50 V6 H-30 Z" {...wall} />
      <path d="M10 -168 V-214" {...ink} strokeWidth="3" />
      <path d="M10 -214 L50 -204 L10 -194 Z" fill="var(--art-blaze)" {...ink} strokeWidth="1.5" />
      {bare ? null : <Pine x={150} y={4} h={64} />}
    </Place>
  );
}

/**
 * A state on the water (Maryland's bay): a pier on its piles out from the shore and a skipjack
 * moored alongside it, bow to the open water, its raked mast, mainsail and jib up, its pennant
 * blazed.
 */
export function Pier({ ground }: { ground: Ground }) {
  const piles = [0, 40, 80, 120, 160];
  return (
    <Place ground={ground}>
      {/*
       * The boat at under half size, out on the water past the pier's end and drawn
       * before it: its hull floats below the far shore's line and its mast stays under the far
       * hills' summit, so it reads as a boat off the pier, not one standing on the slope or over
       * the hills.
       */}
      <g transform="translate(170 -18) scale(0.43)">
        <path d="M150 -2 L141 -196" {...ink} strokeWidth="3.5" />
        <path d="M139 -188 L146 -16 L40 -12 Z" {...wall} strokeWidth="2" />
        <path d="M144 -178 L232 -8 L158 -10 Z" {...wall} strokeWidth="2" />
        <path
          d="M141 -196 L166 -188 L141 -182 Z"
          fill="var(--art-blaze)"
          {...ink}
          strokeWidth="1.2"
        />
        <path d="M200 -6 L242 -14" {...ink} strokeWidth="2.5" />
        <path d="M34 -6 H204 Q196 12 172 20 H62 Q40 14 34 -6 Z" {...wall} />
        <path d="M38 2 H200" stroke="var(--art-blaze)" strokeWidth="4" />
        <path
          d="M20 25 q10 -5 20 0 t20 0 M176 25 q10 -5 20 0 t20 0"
          {...ink}
          fill="none"
          stroke="var(--art-soft)"
          strokeWidth="2"
        />
      </g>
      {piles.map((x) => (
        <path key={x} d={`M${x} -10 V24`} {...ink} strokeWidth="4" />
      ))}
      <path d="M-24 -18 H172 V-10 H-24 Z" {...wall} />
      <path d="M166 -18 V-30" {...ink} strokeWidth="5" />
      {/* Its stern line, made fast to the post at the pier's end. */}
      <path d="M166 -29 Q176 -20 185 -21" {...ink} strokeWidth="1.5" fill="none" />
    </Place>
  );
}
