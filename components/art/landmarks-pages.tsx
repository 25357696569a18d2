import { Cairn, DRAWN, FIELD } from './cairn';
import type { Ground } from './landscape';
import { Pine } from './landscape';
import { Blaze } from './trail';
import { House } from './terrain';
import { ink, Place, Windows } from './landmarks-places';

/**
 * The landmarks of pages that stand for the whole site rather than one kind of work: the great
 * cairn for why us, a viewpoint's telescope for the work, a letterbox for contact, a stone arch for
 * the services, a village for the clients, a lighthouse for support, a well for the solutions, a
 * ramp for the accessibility statement, a walled gate for privacy, a footbridge for the team.
 * Drawn about the foot, (0, 0), in the --art-* tokens, as the others are.
 */
const wall = { ...ink, fill: 'var(--art-wall)' };
const open = { ...ink, fill: 'none' };
const f = (n: number) => Math.round(n * 10) / 10;

/**
 * Why Cairn: the great cairn itself on a rock ledge, drawn in the line work like the ledge under
 * it, its blaze post at the ledge's far end. The trail ends at the ledge's foot (0, 0), where two
 * steps cut in the rock go up to it. Outlined stones in paper and grey: solid stones this size
 * would read as one dark mass.
 */
export function GreatCairn({ ground }: { ground: Ground }) {
  const floor = ground.floor ?? (() => 0);
  // The ledge's top; its outline rises out of the ground and goes back into it, its foot the
  // near ground's own line (no stroke along it, so it stands in the ground, not on it).
  const top = -34;
  const rock = `M-6 ${f(floor(-6) + 3)} V-12 H12 V-24 H30 V${top} L40 ${top - 4} H188 Q200 ${top - 2} 202 ${top + 10} L214 ${f(floor(214) + 3)}`;
  const foot = [180, 140, 100, 60, 20].map((x) => `L${x} ${f(floor(x) + 4)}`).join(' ');
  return (
    <Place ground={ground}>
      <path d={`${rock} ${foot} Z`} fill="var(--art-mid)" />
      <path d={rock} {...open} />
      <path
        d={`M56 ${top + 12} l40 -3 M124 ${top + 22} l44 2 M80 ${top + 28} l22 -2 M160 ${top + 10} l24 -2`}
        {...open}
        stroke="var(--art-soft)"
        strokeWidth="2"
      />
      <Cairn x={100} y={top - 2} scale={1.25} seed="great-cairn" stones={5} tones={DRAWN} outline />
      <Blaze x={184} y={top - 2} h={48} />
    </Place>
  );
}

/** The work: a viewpoint, its telescope on a post turned to the range, a rail along the edge. */
export function Viewpoint({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M-150 -40 H150 M-150 -20 H150" {...open} />
      {[-150, -75, 75, 150].map((x) => (
        <path key={x} d={`M${x} 2 V-46`} {...ink} strokeWidth="3" />
      ))}
      <path d="M0 2 V-96 M-16 2 L0 -30 L16 2" {...ink} strokeWidth="4" fill="none" />
      <path d="M-30 -118 L44 -140 L50 -120 L-24 -98 Z" {...wall} />
      <path d="M44 -140 L58 -144 L64 -124 L50 -120" {...ink} fill="var(--accent)" />
      <circle cx="0" cy="-104" r="9" {...wall} />
      <path d="M-36 -112 l-14 4" {...ink} strokeWidth="3" />
    </Place>
  );
}

/** Contact: a letterbox on its post by the trail, its flag up, and a bench to wait on. */
export function Letterbox({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M0 2 V-100" {...ink} strokeWidth="5" />
      <path d="M-44 -100 V-140 A22 22 0 0 1 -22 -162 H40 A22 22 0 0 1 62 -140 V-100 Z" {...wall} />
      <path d="M40 -162 A22 22 0 0 1 40 -118 V-100" {...open} />
      <path d="M-30 -128 h44 l-22 16 Z" {...ink} fill="var(--art-window)" strokeWidth="2" />
      <path d="M-52 -110 V-176 H-20 V-156 H-52" {...ink} fill="var(--art-blaze)" />
      <path
        d="M70 -36 H180 M74 -36 V2 M176 -36 V2 M70 -62 H180 M90 -62 V-36 M160 -62 V-36"
        {...open}
        strokeWidth="3"
      />
    </Place>
  );
}

/**
 * Services: an arch of fitted stones, built to carry weight: its keystone, in the grey of the line
 * work's stone, standing proud of the ring above and below, a small cairn set on it.
 */
export function StoneArch({ ground }: { ground: Ground }) {
  const stones = Array.from({ length: 9 }, (_, i) => {
    const a0 = Math.PI - (i / 9) * Math.PI;
    const a1 = Math.PI - ((i + 1) / 9) * Math.PI;
    const key = i === 4;
    const [inner, outer] = key ? [82, 152] : [90, 140];
    const p = (r: number, a: number) =>
      `${(Math.cos(a) * r).toFixed(1)} ${(-Math.sin(a) * r - 60).toFixed(1)}`;
    return {
      d: `M${p(inner, a0)} L${p(outer, a0)} A${outer} ${outer} 0 0 1 ${p(outer, a1)} L${p(inner, a1)} A${inner} ${inner} 0 0 0 ${p(inner, a0)} Z`,
      key,
    };
  });
  // The keystone drawn last, over its neighbours' ends.
  stones.sort((a, b) => Number(a.key) - Number(b.key));
  return (
    <Place ground={ground}>
      <path d="M-140 2 V-60 H-90 V2 Z M90 2 V-60 H140 V2 Z" {...wall} />
      <path d="M-140 -30 H-90 M90 -30 H140" {...open} strokeWidth="2" />
      {stones.map(({ d, key }) => (
        <path key={d} d={d} {...ink} fill={key ? 'var(--art-mid)' : 'var(--art-wall)'} />
      ))}
      <Cairn x={0} y={-211} scale={0.5} seed="arch" stones={3} tones={FIELD} />
    </Place>
  );
}

/** The clients: a village of the places we work for, a hall with its bell, houses round it. */
export function Village({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <House x={-190} y={4} w={56} h={54} />
      <House x={-120} y={4} w={48} h={70} />
      <path d="M-50 4 V-110 L10 -150 L70 -110 V4 Z" {...wall} />
      <path d="M-4 -150 V-196 H24 V-150" {...wall} />
      <path d="M-12 -196 L10 -222 L32 -196 Z" {...ink} fill="var(--accent)" />
      <circle cx="10" cy="-172" r="7" {...ink} fill="var(--art-sun)" />
      <Windows x={-34} y={-96} n={3} w={18} h={26} gap={12} />
      <path d="M0 4 V-36 H20 V4" {...ink} fill="var(--art-window)" />
      <House x={86} y={4} w={60} h={48} />
      <House x={156} y={4} w={44} h={60} />
    </Place>
  );
}

/**
 * The lamp's beam over the bay, out of the lantern's side: six faint wedges, each longer and
 * wider than the last, so that by the lantern, where all six overlap, it is brightest, and it
 * fades as it widens, its end softened by the steps; level over the water, no higher than the
 * lantern's roof. Unseen by day (--art-beam).
 */
const BEAM = [60, 100, 140, 180, 220, 260].map((length) => {
  const spread = 8 + length * 0.16;
  const [x, y] = [34 + length, -186 + length * 0.04];
  return `M30 -190 L${x} ${f(y - spread)} Q${x + spread * 0.4} ${f(y)} ${x} ${f(y + spread)} L30 -180 Z`;
});

/** Support: the lighthouse on the headland, keeping watch over the bay, its lamp lit at night. */
export function Lighthouse({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M-110 4 q40 -22 90 -18 q60 -4 110 18" {...ink} fill="var(--art-ground)" />
      <path d="M-34 -6 L-22 -170 H22 L34 -6 Z" {...wall} />
      <path
        d="M-31 -50 H31 L29 -80 H-29 Z M-27 -110 H27 L25 -140 H-25 Z"
        {...ink}
        fill="var(--art-blaze)"
      />
      <path d="M-30 -170 H30 V-200 H-30 Z" {...ink} fill="var(--art-window)" />
      <path d="M-36 -170 H36 M-30 -200 L0 -224 L30 -200" {...ink} fill="var(--accent)" />
      {BEAM.map((d) => (
        <path key={d} d={d} fill="var(--art-beam)" />
      ))}
      <path d="M-10 -6 V-30 H10 V-6" {...ink} fill="var(--art-window)" />
    </Place>
  );
}

/** Solutions: a well, its winch and bucket: what a village goes to when it needs something. */
export function Well({ ground }: { ground: Ground }) {
  return (
    <Place ground={ground}>
      <path d="M-70 4 V-50 H70 V4 Z" {...wall} />
      <path
        d="M-70 -26 H70 M-30 -50 V-26 M30 -50 V-26 M0 -26 V4 M-50 -26 V4 M50 -26 V4"
        {...open}
        strokeWidth="2"
      />
      <path d="M-56 -50 V-150 M56 -50 V-150" {...ink} strokeWidth="5" />
      <path d="M-84 -140 L0 -196 L84 -140 Z" {...ink} fill="var(--accent)" />
      <path d="M-56 -124 H56" {...ink} strokeWidth="6" />
      <path d="M56 -124 h18 v18" {...open} strokeWidth="3" />
      <path d="M0 -124 V-84" {...ink} strokeWidth="1.5" />
      <path d="M-14 -84 H14 L10 -62 H-10 Z" {...ink} fill="var(--art-blaze)" />
      <Pine x={120} y={6} h={80} />
    </Place>
  );
}

/**
 * The accessibility statement: a ramp with its handrails up to a viewing deck, for everyone. The
 * ramp and the deck are planks on posts, their posts going into the ground, not a solid wedge.
 */
export function Ramp({ ground }: { ground: Ground }) {
  // The ramp's walking line, from the ground at x = -200 up to the deck at x = 40.
  const rise = (x: number) => (x < 40 ? 2 - ((x + 200) / 240) * 62 : -60);
  return (
    <Place ground={ground}>
      {[-140, -80, -20, 40, 100, 156].map((x) => (
        <path key={x} d={`M${x} ${(rise(x) + 8).toFixed(1)} V6`} {...ink} strokeWidth="4" />
      ))}
      <path d="M-200 2 L40 -60 H160 V-52 H40 L-176 4 Z" {...wall} />
      <path d="M-200 -34 L40 -96 H160" {...open} strokeWidth="3" />
      {[-150, -70, 10, 90, 150].map((x) => (
        <path key={x} d={`M${x} ${rise(x).toFixed(1)} V${(rise(x) - 36).toFixed(1)}`} {...ink} />
      ))}
      <rect x="104" y="-150" width="44" height="34" rx="4" {...wall} />
      <path d="M126 -116 V-96" {...ink} />
      <circle cx="122" cy="-140" r="4" fill="var(--art-blaze)" />
      <path d="M122 -135 V-126 L131 -123 M118 -130 h10" {...open} strokeWidth="2" />
    </Place>
  );
}

/** Privacy: a dry-stone wall and its gate, shut and latched. */
export function WalledGate({ ground }: { ground: Ground }) {
  const courses = [-16, -34, -52];
  return (
    <Place ground={ground}>
      <path
        d="M-210 4 V-64 Q-210 -70 -200 -70 H-60 V4 Z M60 4 V-70 H200 Q210 -70 210 -64 V4 Z"
        {...wall}
      />
      {courses.map((y) => (
        <path key={y} d={`M-210 ${y} H-60 M60 ${y} H210`} {...open} strokeWidth="1.5" />
      ))}
      <path d="M-60 4 V-110 M60 4 V-110" {...ink} strokeWidth="7" />
      <path
        d="M-54 -90 H54 M-54 -50 H54 M-54 -14 H54 M-54 -14 L54 -90"
        {...ink}
        strokeWidth="4"
        fill="none"
      />
      <rect x="40" y="-60" width="14" height="12" rx="2" {...ink} fill="var(--accent)" />
    </Place>
  );
}

/**
 * A ridge tent seen from its door's corner, foot of the door's left side at (x, y): the door's
 * gable with its flap tied back (lit inside at night), the long side going back under the ridge
 * pole, and a guy line pegged out from each end of the ridge.
 */
function Tent({ x, y }: { x: number; y: number }) {
  const at = (dx: number, dy: number) => `${f(x + dx)} ${f(y + dy)}`;
  return (
    <g>
      <path
        d={`M${at(-16, 2)} L${at(22, -38)} M${at(70, -34)} L${at(104, 2)}`}
        {...ink}
        strokeWidth="1.2"
      />
      <path
        d={`M${at(22, -38)} L${at(70, -34)} L${at(94, 0)} L${at(44, 0)} Z`}
        {...ink}
        fill="var(--accent)"
      />
      <path d={`M${at(0, 0)} L${at(22, -38)} L${at(44, 0)} Z`} {...ink} fill="var(--accent)" />
      <path
        d={`M${at(22, -30)} L${at(12, 0)} L${at(32, 0)} Z`}
        {...ink}
        fill="var(--art-window)"
        strokeWidth="1.8"
      />
      <path
        d={`M${at(22, -30)} L${at(8, -4)} L${at(4, 0)}`}
        {...ink}
        strokeWidth="1.8"
        fill="none"
      />
      <path d={`M${at(22, -38)} L${at(70, -34)}`} {...ink} strokeWidth="3.5" />
      <path d={`M${at(-19, 2)} h6 M${at(101, 2)} h6`} {...ink} strokeWidth="2" />
    </g>
  );
}

/**
 * The team: a footbridge over the valley's river, a tent pitched on the far bank. Its ends stand
 * on the ground either side of the gorge (`ground.floor`), the deck sagging between them.
 */
export function Footbridge({ ground }: { ground: Ground }) {
  const floor = ground.floor ?? (() => 0);
  const [l, r] = [floor(-200), floor(200)];
  const mid = (l + r) / 2;
  // The deck and the rail are quadratic curves from end to end: the chord between the ends, the
  // deck sagging 20 below it at the middle, the rail 25 above its ends' line there.
  const at = (x: number, lift: number, sag: number) => {
    const t = (x + 200) / 400;
    return l + (r - l) * t + lift + 4 * sag * t * (1 - t);
  };
  return (
    <Place ground={ground}>
      <path
        d={`M-200 ${f(l)} Q0 ${f(mid + 40)} 200 ${f(r)}`}
        {...ink}
        strokeWidth="5"
        fill="none"
      />
      <path d={`M-200 ${f(l - 60)} Q0 ${f(mid - 10)} 200 ${f(r - 60)}`} {...open} strokeWidth="2" />
      {[-160, -110, -60, -10, 40, 90, 140].map((x) => (
        <path
          key={x}
          d={`M${x} ${f(at(x, 0, 20))} V${f(at(x, -60, 25))}`}
          {...ink}
          strokeWidth="1.5"
        />
      ))}
      <path
        d={`M-200 ${f(l + 4)} V${f(l - 76)} M200 ${f(r + 4)} V${f(r - 76)}`}
        {...ink}
        strokeWidth="6"
      />
      <Tent x={224} y={f(floor(250) + 3)} />
    </Place>
  );
}
