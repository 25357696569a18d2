import { SCENE, type Ground } from './landscape';
import { ink, Place, Windows } from './landmarks-places';

/**
 * The states we work in, each by a place of its own (Maryland keeps the pier on its bay,
 * landmarks-places.tsx): a split-rail fence to an overlook on the Blue Ridge (Virginia), a stone
 * bridge and rowhouses on a river (Washington, DC), a covered bridge over a creek (Pennsylvania),
 * a barn and its silo among fields (Ohio), a log cabin in misty ridges (Tennessee), a lifeguard
 * stand on the dunes (Florida), a lone oak on golden hills (California). Drawn about the foot,
 * (0, 0), in the --art-* tokens, as the other landmarks are; windows are lit at night.
 */
const wall = { ...ink, fill: 'var(--art-wall)' };
const open = { ...ink, fill: 'none' };
const thin = { ...ink, strokeWidth: 1.5, fill: 'none' };
const f = (n: number) => Math.round(n * 10) / 10;
/**
 * Red brick and barn paint: the blaze dulled with the ridges' colour, so at night it is a dim
 * rust under the moon and the lit windows in it still read as the light.
 */
const brick = 'color-mix(in oklab, var(--art-blaze) 70%, var(--art-mid))';
/** Painted rowhouse fronts, by the same rule: the accent and the walls' colour, dulled. */
const painted = 'color-mix(in oklab, var(--accent) 45%, var(--art-wall))';

/** Virginia: a split-rail fence zigzagging along the ridge to a stone overlook and its panorama. */
export function Overlook({ ground }: { ground: Ground }) {
  const floor = ground.floor ?? (() => 0);
  // The fence's corners, near and far in turn, on the ground as it falls away from the knoll:
  // its rails zigzag between them, stakes crossed over each corner to hold them.
  const corners = [-246, -206, -166, -126, -86, -50].map((x, i) => ({
    x,
    y: f(floor(x) + (i % 2 ? -8 : 2)),
  }));
  const rails = corners.slice(1).flatMap((b, i) => {
    const a = corners[i]!;
    return [12, 26, 40].map(
      (h) =>
        `M${a.x - 5} ${f(a.y - h)} L${b.x + 5} ${f(b.y - h)} L${b.x + 5} ${f(b.y - h - 6)} L${a.x - 5} ${f(a.y - h - 6)} Z`,
    );
  });
  const stakes = corners.map(
    ({ x, y }) =>
      `M${x - 7} ${f(y + 2)} L${x + 6} ${f(y - 56)} M${x + 7} ${f(y + 2)} L${x - 6} ${f(y - 56)}`,
  );
  // The overlook's wall: dry stone along the crest, stepping down with the ground, its courses
  // laid with staggered joints.
  const xs = Array.from({ length: 10 }, (_, i) => -30 + i * 20);
  const along = (dy: number) => xs.map((x) => `${x} ${f(floor(x) + dy)}`);
  const stone = `M${along(-30).join(' L')} L${along(6).reverse().join(' L')} Z`;
  const cap = `M-36 ${f(floor(-30) - 30)} L${along(-30).join(' L')} L156 ${f(floor(150) - 30)} L156 ${f(floor(150) - 38)} L${along(-38).reverse().join(' L')} L-36 ${f(floor(-30) - 38)} Z`;
  const courses = [-18, -6].map((dy) => `M${along(dy).join(' L')}`);
  const joints = xs.slice(0, -1).flatMap((x, i) => {
    const y = floor(x + 10);
    return [`M${x + 10} ${f(y - 30)} v12`, `M${x + (i % 2 ? 0 : 20)} ${f(floor(x) - 18)} v12`];
  });
  return (
    <Place ground={ground}>
      <path d={stakes.join(' ')} {...ink} strokeWidth="2.5" fill="none" />
      <path d={rails.join(' ')} {...wall} strokeWidth="2" />
      <path d={stone} {...wall} />
      <path d={cap} {...wall} />
      <path d={`${courses.join(' ')} ${joints.join(' ')}`} {...thin} />
      {/* The panorama board that names the ridges to a walker, the ridges drawn on it. */}
      <path d={`M70 ${f(floor(70) - 38)} V-92`} {...ink} strokeWidth="5" />
      <path d="M26 -92 L124 -112 L128 -88 L30 -68 Z" {...wall} />
      <path
        d="M36 -78 L54 -92 L68 -86 L86 -102 L102 -94 L120 -100"
        {...ink}
        strokeWidth="2"
        stroke="var(--art-soft)"
        fill="none"
      />
      <circle cx="86" cy="-102" r="3.5" fill="var(--art-blaze)" />
    </Place>
  );
}

/**
 * Washington, DC: a bridge of stone arches over the broad river, lamps along its parapet, and a
 * row of brick and painted rowhouses on the quay of the far bank.
 */
export function StoneBridge({ ground }: { ground: Ground }) {
  const arches = [-112, 0, 112];
  // The piers and the quay go down into the water to the frame's foot, no further: the wide view
  // draws outside its box, and under the hero is the next section.
  const foot = f(SCENE.height - ground.y);
  const arch = (c: number) => `M${c - 46} ${foot} V8 A46 36 0 0 1 ${c + 46} 8 V${foot} Z`;
  const voussoirs = arches.flatMap((c) =>
    Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI - (i / 8) * Math.PI;
      const [cos, sin] = [Math.cos(a), Math.sin(a)];
      return `M${f(c + cos * 46)} ${f(8 - sin * 36)} L${f(c + cos * 58)} ${f(8 - sin * 48)}`;
    }),
  );
  const lamps = [-170, -56, 56, 170];
  const houses = [
    { x: 216, w: 30, h: 112, fill: 'var(--art-wall)' },
    { x: 246, w: 28, h: 126, fill: brick },
    { x: 274, w: 30, h: 104, fill: 'var(--art-wall)' },
    { x: 304, w: 28, h: 118, fill: painted },
  ];
  return (
    <Place ground={ground}>
      {/* The quay the rowhouses stand on, its stone wall down to the water. */}
      <path d={`M200 -2 H340 V${foot} H200 Z`} {...wall} />
      <path d="M200 12 H340 M200 24 H340" {...thin} />
      {houses.map(({ x, w, h, fill }) => (
        <g key={x}>
          <path d={`M${x} -2 V${-h} H${x + w} V-2 Z`} {...ink} fill={fill} />
          <path d={`M${x - 3} ${-h} H${x + w + 3}`} {...ink} strokeWidth="5" />
          <Windows x={x + 5} y={-h + 14} n={2} w={8} h={14} gap={4} />
          <Windows x={x + 5} y={-h + 44} n={2} w={8} h={14} gap={4} />
          <path
            d={`M${x + 9} -2 V-30 H${x + w - 9} V-2`}
            {...ink}
            strokeWidth="2"
            fill="var(--art-window)"
          />
        </g>
      ))}
      <path
        d={`M-206 2 V-44 H206 V2 L200 2 V${foot} H-200 V2 Z ${arches.map(arch).join(' ')}`}
        {...wall}
        fillRule="evenodd"
      />
      <path d={voussoirs.join(' ')} {...thin} />
      <path d="M-214 -44 H214 V-58 H-214 Z" {...wall} />
      <path d="M-206 -22 H-170 M170 -22 H206" {...thin} />
      {lamps.map((x) => (
        <g key={x}>
          <path d={`M${x} -58 V-94 M${x - 8} -58 H${x + 8}`} {...ink} strokeWidth="3" />
          <circle cx={x} cy="-100" r="7" {...ink} strokeWidth="2" fill="var(--art-window)" />
          <path d={`M${x - 6} -107 H${x + 6}`} {...ink} strokeWidth="3" />
        </g>
      ))}
    </Place>
  );
}

/**
 * Pennsylvania: a red covered bridge over the creek, on stone abutments, its portal open to the
 * daylight at the far end (lit at night) and a row of small windows along its side.
 */
export function CoveredBridge({ ground }: { ground: Ground }) {
  // The abutments stand in the creek down to the frame's foot.
  const foot = f(SCENE.height - ground.y);
  const boards = Array.from({ length: 10 }, (_, i) => `M${-110 + i * 26} -4 V-60`);
  return (
    <Place ground={ground}>
      <path
        d={`M-156 4 V-4 H-112 V${foot} H-156 Z M112 -4 H156 V4 L156 ${foot} H112 Z`}
        {...wall}
      />
      <path d="M-156 16 H-112 M-156 30 H-112 M112 16 H156 M112 30 H156" {...thin} />
      <path d="M-126 -2 H150 V-64 H-126 Z" {...ink} fill={brick} />
      <path d={boards.join(' ')} {...thin} />
      <Windows x={-96} y={-48} n={6} w={14} h={12} gap={24} />
      <path d="M-146 -94 H144 L160 -62 H-126 Z" {...ink} fill="var(--art-ground)" />
      <path d="M-126 -72 H154" {...thin} stroke="var(--art-soft)" />
      {/* The portal at the near end, seen a little from the side. */}
      <path d="M-168 -2 V-62 L-146 -94 L-124 -62 V-2 Z" {...ink} fill={brick} />
      <path
        d="M-162 -2 V-46 Q-146 -66 -130 -46 V-2 Z"
        {...ink}
        strokeWidth="2"
        fill="var(--art-window)"
      />
      <path d="M-174 -60 L-146 -98 L-118 -60" {...open} strokeWidth="4" />
      <path d="M-172 -2 H156" {...ink} strokeWidth="3" />
    </Place>
  );
}

/** Ohio: a gambrel-roofed barn with its white-braced doors and lit hayloft, and the silo. */
export function Barn({ ground }: { ground: Ground }) {
  const bands = [-40, -80, -120, -160].map((y) => `M18 ${y} H62`);
  return (
    <Place ground={ground}>
      <path d="M18 2 V-180 H62 V2 Z" {...wall} />
      <path d={bands.join(' ')} {...thin} />
      <path d="M18 -180 A22 22 0 0 1 62 -180 Z" {...ink} fill="var(--accent)" />
      <path d="M-160 2 V-84 L-146 -126 L-80 -156 L-14 -126 L0 -84 V2 Z" {...ink} fill={brick} />
      <path d="M-166 -82 L-150 -128 L-80 -162 L-10 -128 L6 -82" {...open} strokeWidth="6" />
      <path d="M-114 2 V-66 H-46 V2 Z" {...wall} />
      <path
        d="M-80 -66 V2 M-114 -66 L-80 2 M-80 -66 L-114 2 M-80 -66 L-46 2 M-46 -66 L-80 2"
        {...thin}
        strokeWidth="2"
      />
      <path d="M-96 -96 H-64 V-128 H-96 Z" {...ink} strokeWidth="2" fill="var(--art-window)" />
      <path d="M-102 -130 L-80 -142 L-58 -130" {...open} strokeWidth="3" />
      <path
        d="M-150 -78 H-124 V-58 H-150 Z M-36 -78 H-10 V-58 H-36 Z"
        {...ink}
        strokeWidth="2"
        fill="var(--art-window)"
      />
      <path d="M-80 -162 V-184 M-92 -180 L-68 -180" {...ink} strokeWidth="2" />
      <path d="M-80 -184 l14 -4 l-14 -4" {...ink} strokeWidth="1.5" fill="var(--art-blaze)" />
    </Place>
  );
}

/**
 * Tennessee: a log cabin in the hollow, its logs notched at the corners, a stone chimney with
 * smoke, a porch on posts and its windows lit at night.
 */
export function LogCabin({ ground }: { ground: Ground }) {
  const logs = [-12, -22, -32, -42, -52, -62];
  return (
    <Place ground={ground}>
      <path d="M-120 0 V-70 H84 V0 Z" {...wall} />
      <path d={logs.map((y) => `M-120 ${y} H84`).join(' ')} {...thin} />
      {logs.map((y) => (
        <g key={y}>
          <circle cx="-122" cy={y + 5} r="5" {...ink} strokeWidth="1.5" fill="var(--art-wall)" />
          <circle cx="86" cy={y + 5} r="5" {...ink} strokeWidth="1.5" fill="var(--art-wall)" />
        </g>
      ))}
      <path d="M-138 -66 L-106 -122 H66 L100 -66 Z" {...ink} fill="var(--art-ground)" />
      <path d="M-124 -82 H88 M-114 -100 H78" {...thin} stroke="var(--art-soft)" />
      {/* The stone chimney outside the gable end, and its smoke. */}
      <path d="M90 2 V-96 L96 -104 V-138 H118 V-104 L124 -96 V2 Z" {...wall} />
      <path
        d="M94 -20 q8 -6 16 0 M102 -46 q8 -6 16 0 M94 -74 q8 -6 16 0 M100 -118 q6 -5 12 0"
        {...thin}
      />
      <path
        d="M107 -146 C94 -164 120 -174 106 -194 C98 -206 114 -212 110 -222"
        fill="none"
        stroke="var(--art-soft)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M-28 -2 V-46 H0 V-2" {...wall} />
      <circle cx="-6" cy="-24" r="2.5" fill="var(--art-line)" />
      <Windows x={-94} y={-48} n={2} w={20} h={22} gap={10} />
      <Windows x={28} y={-48} n={1} w={26} h={22} gap={0} />
      {/* The porch: its roof on posts along the front, its boards underfoot. */}
      <path d="M-116 -58 H88 L100 -46 H-128 Z" {...ink} fill="var(--art-ground)" />
      <path d="M-116 -46 V-4 M-52 -46 V-4 M52 -46 V-4 M90 -46 V-4" {...ink} strokeWidth="4" />
      <path d="M-128 4 H100 V-4 H-128 Z" {...wall} />
    </Place>
  );
}

/** A palm: its ringed trunk bending up from (x, 0) to a crown of fronds `h` above. */
function Palm({ x, h, lean }: { x: number; h: number; lean: number }) {
  const top = { x: x + lean, y: -h };
  const rings = [0.2, 0.4, 0.6, 0.8].map((t) => {
    const cx = x + lean * t * t;
    const w = 7 - t * 2;
    return `M${f(cx - w)} ${f(-h * t)} h${f(w * 2)}`;
  });
  const fronds = [
    [-78, 14],
    [-56, -26],
    [-14, -40],
    [30, -32],
    [70, -6],
    [66, 30],
    [-60, 40],
  ].map(([dx, dy]) => {
    const ex = top.x + dx!;
    const ey = top.y + dy!;
    // Each frond arcs up from the crown and droops at its tip.
    const mx = top.x + dx! * 0.5;
    const my = top.y + dy! * 0.5 - 22;
    return `M${f(top.x)} ${f(top.y)} Q${f(mx)} ${f(my - 6)} ${f(ex)} ${f(ey)} Q${f(mx)} ${f(my + 12)} ${f(top.x)} ${f(top.y)} Z`;
  });
  return (
    <g>
      <path
        d={`M${x - 9} 2 Q${f(x + lean * 0.3 - 6)} ${f(-h * 0.5)} ${f(top.x - 4)} ${f(top.y)} L${f(top.x + 4)} ${f(top.y)} Q${f(x + lean * 0.3 + 6)} ${f(-h * 0.5)} ${x + 9} 2 Z`}
        {...ink}
        strokeWidth="2"
        fill="var(--art-soft)"
      />
      <path d={rings.join(' ')} {...thin} />
      <path d={fronds.join(' ')} {...ink} strokeWidth="2" fill="var(--art-ground)" />
    </g>
  );
}

/**
 * Florida: a lifeguard stand on its stilts above the beach, its ramp down to the sand and the
 * life ring on its rail, palms leaning over the dunes behind it.
 */
export function LifeguardStand({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <Palm x={-156} h={122} lean={-18} />
      <Palm x={-96} h={168} lean={8} />
      <g transform="translate(34 0)">
        <path d="M-40 2 L-30 -84 M40 2 L30 -84" {...ink} strokeWidth="4" />
        <path d="M-37 -20 L31 -64 M37 -20 L-31 -64" {...ink} strokeWidth="2" />
        <path d="M44 -86 L124 2 H144 L64 -86 Z" {...wall} />
        <path d="M60 -112 L140 -22 M140 -22 V2 M100 -67 V-45" {...open} strokeWidth="2" />
        <path d="M-52 -84 H66 V-92 H-52 Z" {...wall} />
        <path d="M-52 -92 V-112 H-34 M60 -92 V-112 H34" {...open} strokeWidth="2" />
        <path d="M-34 -92 V-140 H34 V-92 Z" {...wall} />
        <path d="M-34 -100 H34 V-108 H-34 Z" {...ink} strokeWidth="1.5" fill="var(--art-blaze)" />
        <path d="M-22 -134 H22 V-114 H-22 Z" {...ink} strokeWidth="2" fill="var(--art-window)" />
        <path d="M-46 -138 L0 -166 L46 -138 Z" {...ink} fill="var(--art-blaze)" />
        <path d="M0 -166 V-200" {...ink} strokeWidth="2.5" />
        <path d="M0 -200 L30 -192 L0 -184 Z" {...ink} strokeWidth="1.5" fill="var(--accent)" />
        <circle cx="-52" cy="-62" r="11" fill="none" stroke="var(--art-blaze)" strokeWidth="6" />
        <circle cx="-52" cy="-62" r="14" {...thin} />
        <circle cx="-52" cy="-62" r="8" {...thin} />
      </g>
    </Place>
  );
}

/**
 * California: a lone valley oak on its golden hill, its crown wider than it is tall and its shade
 * pooled under it, a ranch fence going over the rise.
 */
export function LoneOak({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <ellipse cx="0" cy="2" rx="120" ry="7" fill="var(--art-ground)" />
      <path
        d="M-16 4 C-12 -26 -18 -46 -62 -78 L-50 -86 C-20 -66 -6 -54 -1 -46 C0 -64 -4 -80 -8 -92 L4 -92 C8 -78 8 -62 6 -50 C14 -62 34 -78 66 -88 L72 -78 C36 -64 14 -40 16 4 Z"
        {...ink}
        strokeWidth="2"
        fill="var(--art-soft)"
      />
      <path
        d="M-170 -84 C-178 -104 -158 -120 -138 -114 C-136 -138 -110 -148 -92 -136 C-82 -160 -50 -166 -34 -150 C-20 -172 14 -174 28 -154 C44 -170 80 -164 86 -142 C106 -152 132 -138 128 -118 C152 -118 168 -100 160 -86 C120 -74 80 -88 40 -78 C0 -88 -60 -72 -100 -82 C-130 -74 -160 -74 -170 -84 Z"
        {...ink}
        fill="var(--art-ground)"
      />
      <path
        d="M-104 -110 q20 -10 40 -4 M-30 -138 q22 -10 44 -2 M50 -124 q20 -8 40 0 M-60 -92 q18 -6 34 0"
        {...thin}
        stroke="var(--art-soft)"
      />
      <path d="M150 4 V-44 M190 2 V-42 M230 0 V-40" {...ink} strokeWidth="3" />
      <path d="M144 -34 L236 -32 M144 -18 L236 -16" {...thin} />
    </Place>
  );
}
