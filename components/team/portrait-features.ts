import { seeded } from '@/components/art/cairn';
import { portraitChoices, type Portrait, type TeamMember } from '@/content/schema';

/** What a drawn portrait is made of (components/team/avatar.tsx): colours, shapes and defaults. */
export type Person = Pick<TeamMember, 'name' | 'portrait' | 'photo'>;

/**
 * Skin and hair are the person's own colours in both themes; clothes and everything else are the
 * palette's, so they darken with the night like the ridges behind.
 */
export const SKIN: Record<Portrait['skin'], string> = {
  porcelain: '#f6dcc4',
  light: '#eec39d',
  beige: '#d9a47a',
  tan: '#b97c52',
  brown: '#8d5634',
  deep: '#5a3520',
};
export const HAIR: Record<Portrait['hairColor'], string> = {
  black: '#1d1714',
  'dark-brown': '#3f2a1d',
  brown: '#6e4a2c',
  auburn: '#8e3f1f',
  blond: '#c9a063',
  grey: '#a7a39b',
};
export const CLOTHES = [
  'var(--art-blaze)',
  'var(--art-ground)',
  'var(--art-soft)',
  'var(--art-near)',
];
/** The figure's outline: the line ink by day, a moonlit rim (not a white one) at night. */
export const OUTLINE = 'color-mix(in oklab,var(--art-line) 62%,var(--art-far))';

/** The defaults a name picks from: a headscarf is a person's own choice, never a default. */
export const DEFAULTS: { [K in keyof Portrait]: Portrait[K][] } = {
  skin: Object.keys(SKIN) as Portrait['skin'][],
  hair: ['short', 'side-part', 'crop', 'curly', 'afro', 'bun', 'long', 'bob', 'bald'],
  hairColor: Object.keys(HAIR) as Portrait['hairColor'][],
  face: Object.keys(portraitChoices.face) as Portrait['face'][],
  beard: ['none', 'none', 'none', 'stubble', 'moustache', 'short', 'full'],
  glasses: ['none', 'none', 'round', 'square'],
  neckline: Object.keys(portraitChoices.neckline) as Portrait['neckline'][],
};

/** To one decimal: the drawing's numbers without floating-point tails in the markup. */
export const r = (v: number) => Math.round(v * 10) / 10;

/** The person's portrait features: theirs where set, the name's picks elsewhere. */
export function portraitOf(person: Person): Portrait {
  const random = seeded(`portrait:${person.name}`);
  const picked = Object.fromEntries(
    (Object.keys(DEFAULTS) as (keyof Portrait)[]).map((key) => {
      const list = DEFAULTS[key];
      const pick = list[Math.floor(random() * list.length)]!;
      return [key, person.portrait?.[key] ?? pick];
    }),
  ) as Portrait;
  return picked;
}

/*
 * The head is drawn about its own centre (0, 0): about 24 wide and 28 high, eyes on y = 0, and
 * moved to (40, 35) in the 80 × 80 drawing, so every hairstyle fits every face shape.
 */
export const FACE: Record<Portrait['face'], string> = {
  oval: 'M0-14C7-14 12-8 12 0C12 8 7 14 0 14C-7 14-12 8-12 0C-12-8-7-14 0-14Z',
  round: 'M0-13.5C8-13.5 13-8 13 0C13 7.5 8 13 0 13C-8 13-13 7.5-13 0C-13-8-8-13.5 0-13.5Z',
  long: 'M0-15C6.5-15 11-9 11 0C11 9 6.5 15 0 15C-6.5 15-11 9-11 0C-11-9-6.5-15 0-15Z',
  square:
    'M0-14.5C7.5-14.5 12-10 12-3L11.5 6C11 10.5 6 13.5 0 13.5C-6 13.5-11 10.5-11.5 6L-12-3C-12-10-7.5-14.5 0-14.5Z',
  heart:
    'M0-14.5C7.5-14.5 12.5-9.5 12.5-2C12.5 5 6 13 0 14.5C-6 13-12.5 5-12.5-2C-12.5-9.5-7.5-14.5 0-14.5Z',
};

/** Hair behind the head (its length and volume). */
export const HAIR_BACK: Partial<Record<Portrait['hair'], string>> = {
  long: 'M-14-3C-15-15-8-19 0-19C8-19 15-15 14-3L16 22C9 25-9 25-16 22Z',
  bob: 'M-15-2C-16-15-8-19 0-19C8-19 16-15 15-2L16 11C11 13-11 13-16 11Z',
  afro: 'M-19-3C-22-12-16-24-4-24C0-26 6-25 10-22C18-21 22-11 19-2C20 4 16 8 12 7L-12 7C-16 8-20 4-19-3Z',
  curly:
    'M-15 4C-19 0-17-7-15-9C-17-15-11-21-5-20C-2-23 4-23 7-20C13-21 18-15 15-9C18-6 18 0 15 4Z',
  bun: 'M-0.1-28.5a5.5 5.5 0 1 0 .1 0Z',
  headscarf: 'M-16 0C-17-15-9-21 0-21C9-21 17-15 16 0C16 10 13 17 16 26L-16 26C-13 17-16 10-16 0Z',
};

/** Hair over the head: the hairline and the fringe. */
export const HAIR_FRONT: Partial<Record<Portrait['hair'], string>> = {
  short:
    'M-12.5-1C-13.5-13-7-17.5 0-17.5C7-17.5 13.5-13 12.5-1C11-7 9-9.5 5-10C0-9-6-10-9.5-8C-11-6-12-4-12.5-1Z',
  'side-part':
    'M-12.5 0C-14-13-6-18 1-17.5C8-17 14-12.5 12.5 0C11.5-6 10-9.5 7-10.5C2-7.5-6-7.5-12.5 0Z',
  crop: 'M-12-4C-12.5-12-7-15.5 0-15.5C7-15.5 12.5-12 12-4C10.5-9 6-11 0-11C-6-11-10.5-9-12-4Z',
  curly:
    'M-12.5 1C-14-3-12-6-12-8C-13-12-9-15-6-14C-4-17 1-17 3-15C6-17 10-15 10-12C13-11 14-6 12.5 1C11-4 8-8 3-8C-1-6-8-7-12.5 1Z',
  afro: 'M-12.5-1C-13-9-9-13 0-13C9-13 13-9 12.5-1C11-6 8-8 0-8C-8-8-11-6-12.5-1Z',
  bun: 'M-12.5-1C-13.5-12-8-16.5 0-16.5C8-16.5 13.5-12 12.5-1C11-8 6-11 0.5-11.5L0-16.5L-0.5-11.5C-6-11-11-8-12.5-1Z',
  long: 'M-12.5 4C-14-12-7-17 0-17C7-17 14-12 12.5 4C11-4 8-9 3-10.5C-2-6-8-4-12.5 4Z',
  bob: 'M-13 2C-14-12-8-17 0-17C8-17 14-12 13 2C12-3 11-6 10-7L-10-7C-11-6-12-3-13 2Z',
  bald: 'M-12.5 2C-13-2-12.5-5-11.5-6L-10.5 1ZM12.5 2C13-2 12.5-5 11.5-6L10.5 1Z',
};

export const BEARD: Partial<Record<Portrait['beard'], string>> = {
  moustache: 'M-5 8C-3 6 3 6 5 8C3 9-3 9-5 8Z',
  short:
    'M-11.8 1C-11 10-6 15 0 15C6 15 11 10 11.8 1C10.5 6 8 8.5 4.5 8.5C2 6.5-2 6.5-4.5 8.5C-8 8.5-10.5 6-11.8 1Z',
  full: 'M-12 -1C-12 12-7 19 0 19C7 19 12 12 12-1C10.5 5 8 8 4.5 8.5C2 6.5-2 6.5-4.5 8.5C-8 8-10.5 5-12-1Z',
};

/** Brows: straight, arched, raised at the outer end, drawn at the left eye and mirrored. */
export const BROWS = ['M-7-4.5H-2.5', 'M-7.5-4C-6-6-3.5-6-2.5-5', 'M-7.5-5.5L-2.5-4.5'];
/** Noses: a line and its foot, a short hook, a soft button. */
export const NOSES = [
  'M-0.5 0.5L-1.5 5.5H1',
  'M0 1C1 3 2 5 0.5 6',
  'M-1.5 5.5C-0.5 6.5 0.5 6.5 1.5 5.5',
];
/** Mouths: a smile, a wide grin with teeth, a closed half-smile. */
export const MOUTHS = [
  'M-3.5 9C-1.5 10.8 1.5 10.8 3.5 9',
  'M-4 8.5H4C3 11.5-3 11.5-4 8.5Z',
  'M-3 9.5C0 10.5 2 10 3.5 8.5',
];
