import { z } from 'zod';
import record from './editor-shots.json' with { type: 'json' };

/**
 * Screenshots of the content editor open on each client type's rules, which that page shows as
 * proof that its marketing team runs it: drawn by `npx tsx scripts/editor-screens.ts --pages`
 * against `npm run dev`, which writes the images (public/editor/) and this record of what each
 * shows, so a screenshot's description stays true to its picture when the rules change later.
 * Each is drawn for a column (640 px) and for a phone (360 px, shown at 340, every name whole),
 * each at twice its pixels and cut at the foot of its own list; the record holds the image's own
 * pixels.
 */
export const EDITOR_SHOT_WIDTH = 640;
/** The width the phone screenshot is drawn at: a small phone's, where the editor's bar is whole. */
export const EDITOR_PHONE_CAPTURE = 360;
/** The width it is shown at: a phone's column, 375 px less the page's and the paper's margins. */
export const EDITOR_PHONE_WIDTH = 340;

const image = z.object({
  src: z.string().regex(/^\/editor\/[\w.-]+\.png$/, 'an image under public/editor/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const screens = image.extend({ phone: image });

const shot = screens.extend({
  /** The same in the editor's dark scheme, shown in the site's dark theme. */
  dark: screens,
  /** The page's title, and its rules' names, as the editor showed them. */
  title: z.string().min(1),
  rules: z.array(z.string().min(1)).min(1),
});
export type EditorShotRecord = z.infer<typeof shot>;

const shots = z.record(z.string().startsWith('/'), shot).parse(record);

/** The screenshot of the page at `href` in the editor, if one was drawn. */
export function editorShotOf(href: string) {
  const found = shots[href];
  if (!found) return undefined;
  const { rules, title, src, width, height, phone, dark } = found;
  const names =
    rules.length > 1 ? `${rules.slice(0, -1).join(', ')} and ${rules.at(-1)}` : rules[0];
  return {
    src,
    width,
    height,
    phone,
    dark,
    alt: `The editor open on the ${title} page: its ${rules.length} rules listed by name (${names}), each with a handle to reorder it and a button to remove it.`,
  };
}
