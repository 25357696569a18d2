import { Cairn, ridge, seeded } from '@/components/art/cairn';

/**
 * An illustrated portrait generated from the name, in the site's illustration system: a figure
 * (skin, hair, clothes and glasses picked by the name) in front of a ridge with a small cairn,
 * the ground in tints of the accent so it follows the theme. No photos of real people, no
 * likeness claimed: the same name always draws the same portrait. Decorative next to the
 * visible name.
 */
const ground = (percent: number) =>
  `color-mix(in oklab, var(--accent) ${percent}%, var(--surface))`;
const SKIN = ['#f3d0b0', '#e3b48f', '#c98f63', '#a86d45', '#875233', '#5e3a24'];
const HAIR = ['#2a201b', '#4b3527', '#7b5331', '#b58d5c', '#cfc6b8', '#16181a'];
const CLOTHES = ['#2c6448', '#1f4e79', '#7a2e4a', '#a8742c', '#4b3f8a', '#3b4741'];

/** Hair drawn behind the head (length) and over it (the fringe), by style. */
const HAIR_BACK: (string | null)[] = [
  null,
  'M25 37 C24 22 33 19 40 19 C47 19 56 22 55 37 L58 62 C50 64 30 64 22 62 Z',
  null,
  null,
  'M26 40 C24 26 32 20 40 20 C48 20 56 26 54 40 L55 48 L25 48 Z',
];
const FRINGE = [
  'M27 37 C26 24 33 21 40 21 C48 21 54 25 53 37 C51 30 45 27 40 28 C35 28 30 31 27 37 Z',
  'M27 36 C27 24 34 21 40 21 C47 21 53 24 53 36 C48 29 42 26 34 30 C31 32 29 34 27 36 Z',
  'M27 36 C26 24 33 21 40 21 C48 21 54 25 53 36 C50 30 45 28 40 28 C35 28 30 30 27 36 Z',
  'M28 33 C29 25 34 23 40 23 C46 23 51 25 52 33 C48 29 44 28 40 28 C36 28 32 29 28 33 Z',
  'M27 37 C26 24 33 21 40 21 C48 21 54 25 53 37 C47 31 40 30 27 37 Z',
];

export function Avatar({ name, size = 80 }: { name: string; size?: number }) {
  const random = seeded(name);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const clothes = pick(CLOTHES);
  const style = Math.floor(random() * FRINGE.length);
  const glasses = random() < 0.35;
  const left = random() < 0.5;
  const hill = ridge(random, {
    width: 80,
    base: 58,
    peakX: left ? 14 : 66,
    height: 20,
    spread: 20,
    rough: 3,
    bottom: 80,
  });
  const [px, py] = hill.summit;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
      data-art="avatar"
      className="shrink-0 rounded-full"
    >
      {/* Over the surface rather than the page: a mid tone in the dark theme, so dark hair and
          skin stand out from the ground in both themes. */}
      <rect width="80" height="80" fill={ground(30)} />
      <path d={hill.shape} fill={ground(50)} />
      <Cairn x={px} y={py + 1} scale={0.2} seed={name} stones={3} />
      {HAIR_BACK[style] ? <path d={HAIR_BACK[style]} fill={hair} /> : null}
      <path d="M13 80 C13 63 25 56 40 56 C55 56 67 63 67 80 Z" fill={clothes} />
      <path d="M34 56 L40 64 L46 56 Z" fill={skin} />
      <rect x="35" y="44" width="10" height="13" rx="3" fill={skin} />
      <ellipse cx="40" cy="37" rx="12.5" ry="14.5" fill={skin} />
      <path d={FRINGE[style]} fill={hair} />
      {style === 2 ? <circle cx="40" cy="17.5" r="6" fill={hair} /> : null}
      {glasses ? (
        <g fill="none" stroke="#1b1f1c" strokeWidth="1.4">
          <circle cx="35" cy="39" r="3.6" />
          <circle cx="45" cy="39" r="3.6" />
          <path d="M38.6 39 H41.4" />
        </g>
      ) : null}
    </svg>
  );
}
