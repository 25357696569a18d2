import { z } from 'zod';
import { paragraph, text, ui } from './fields';

/**
 * A portrait's features (components/team/avatar.tsx), each chosen in the editor or left to the
 * drawing's default, which is picked from the name: a new person always gets a portrait, and
 * anyone may set the features that matter to them. A drawn figure, never a likeness.
 */
export const portraitChoices = {
  skin: {
    porcelain: 'Porcelain',
    light: 'Light',
    beige: 'Beige',
    tan: 'Tan',
    brown: 'Brown',
    deep: 'Deep brown',
  },
  hair: {
    short: 'Short',
    'side-part': 'Short, side parting',
    crop: 'Close crop',
    curly: 'Curly',
    afro: 'Afro',
    bun: 'Bun',
    long: 'Long',
    bob: 'Bob',
    bald: 'Bald or shaved',
    headscarf: 'Headscarf',
  },
  hairColor: {
    black: 'Black',
    'dark-brown': 'Dark brown',
    brown: 'Brown',
    auburn: 'Auburn',
    blond: 'Blond',
    grey: 'Gray',
  },
  face: { oval: 'Oval', round: 'Round', long: 'Long', square: 'Square', heart: 'Heart' },
  beard: {
    none: 'None',
    stubble: 'Stubble',
    moustache: 'Moustache',
    short: 'Short beard',
    full: 'Full beard',
  },
  glasses: { none: 'None', round: 'Round frames', square: 'Square frames' },
  neckline: {
    crew: 'Crew neck',
    'v-neck': 'V-neck',
    collar: 'Shirt collar',
    turtleneck: 'Turtleneck',
    jacket: 'Jacket over a shirt',
  },
} as const;

export type PortraitChoice = keyof typeof portraitChoices;
export type Portrait = { [K in PortraitChoice]: keyof (typeof portraitChoices)[K] };

const choice = <K extends PortraitChoice>(key: K, label: string) => {
  const options = portraitChoices[key];
  const values = Object.keys(options) as [keyof typeof options & string, ...string[]];
  return z
    .enum(values)
    .optional()
    .meta({ ...ui(label, 'Optional: left empty, the drawing picks one from the name.'), options });
};

export const portraitSchema = z
  .object({
    skin: choice('skin', 'Skin tone'),
    hair: choice('hair', 'Hair'),
    hairColor: choice('hairColor', 'Hair color'),
    face: choice('face', 'Face shape'),
    beard: choice('beard', 'Beard'),
    glasses: choice('glasses', 'Glasses'),
    neckline: choice('neckline', 'Neckline'),
  })
  .strict();

/**
 * Where portrait photographs are stored and served from: public/people, at /people/<slug>/…;
 * narrower than 160 px, a photo is blurry at the size /team shows it on a sharp screen.
 */
export const TEAM_PHOTOS = {
  directory: 'public/people',
  publicPath: '/people/',
  minWidth: 160,
  /** What the editor and the build ask for when a file is too narrow. */
  noun: 'photo',
} as const;

/** A person on /team: a drawn portrait (no likeness of anyone), or a photograph they supplied. */
export const teamMemberSchema = z
  .object({
    name: text(3, 60, 'Name', 'As the person writes it.'),
    role: text(3, 80, 'Role'),
    /** Ordering on the team page (leadership first). */
    order: z
      .number()
      .int()
      .min(1)
      .max(999)
      .meta(ui('Position on the team page', '1 comes first; leadership has the lowest numbers.')),
    // One format for every place, so the team page's lines read alike and a location page finds
    // the people who live there by their state's two letters.
    location: z
      .string()
      .trim()
      .regex(
        /^[A-Z][A-Za-z.' -]+, (?:[A-Z]{2}|D\.C\.)$/,
        'must be a city (or Remote), a comma and the state’s two letters, such as “Baltimore, MD” or “Remote, OH”; Washington is “Washington, D.C.”',
      )
      .max(60)
      .meta(
        ui(
          'Where they work',
          'A city and its state’s two letters, e.g. “Baltimore, MD” or “Remote, OH”; Washington is “Washington, D.C.”.',
        ),
      ),
    since: z
      .number()
      .int()
      .min(1999)
      .max(2100)
      .meta(ui('With Cairn since (year)', 'The year they joined, e.g. 2014.')),
    bio: paragraph(120, 700, 'Biography', '120 to 700 characters, in the third person.'),
    focus: z
      .array(text(2, 40, 'Focus'))
      .min(1)
      .max(5)
      .meta(ui('Focus areas', 'One to five short phrases.')),
    /** The drawn portrait's features; any left out are picked from the name. */
    portrait: portraitSchema
      .optional()
      .meta(ui('Drawn portrait', 'Features of the drawing shown when there is no photo.')),
    /** A photograph shown instead of the drawing, with the person's consent. */
    photo: z
      .string()
      .regex(
        /^\/people\/[a-z0-9-]+\/[a-z0-9-]+\.(webp|png|jpg|jpeg|avif)$/,
        'must be /people/<person>/<name>.webp',
      )
      .optional()
      .meta({
        ...ui(
          'Photo',
          'Optional, with their consent: shown instead of the drawing, cropped to a circle. WebP, PNG, JPEG or AVIF, at least 160 pixels wide; a square one crops best.',
        ),
        image: TEAM_PHOTOS,
      }),
  })
  .strict();

export type TeamMember = z.infer<typeof teamMemberSchema>;
