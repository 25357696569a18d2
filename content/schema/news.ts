import { z } from 'zod';
import { day, draft, kebab, paragraph, searchText, text, ui } from './fields';

/**
 * The scenes an article's cover can draw (components/art/covers.tsx), with the editor's words for
 * them. Without one, the cover is picked from the article's tags (content/news.ts `coverOf`).
 */
export const coverScenes = {
  storm: 'Power lines in a storm',
  rates: 'A rate board',
  camp: 'A trail moving camp',
  stopwatch: 'A stopwatch on a cairn',
  gate: 'A field gate',
  clinic: 'A clinic with a closed shutter',
  book: 'An open book on a ridge',
  boardwalk: 'A boardwalk',
  signpost: 'A signpost at a fork',
  building: 'A cairn being built',
} as const;
export type CoverScene = keyof typeof coverScenes;

/** A news article (Markdown body; the first paragraph is the lead). */
export const newsSchema = z
  .object({
    title: text(
      10,
      90,
      'Title',
      'The headline, 10 to 90 characters. Its web address is made from it.',
    ),
    description: searchText(),
    summary: paragraph(
      40,
      260,
      'Summary',
      'One or two sentences for the article’s card on /news: 40 to 260 characters.',
    ),
    date: day().meta(
      ui(
        'Published on',
        'The article is listed newest first by this date. A later date schedules it: it is published on that day.',
      ),
    ),
    updated: day()
      .optional()
      .meta(ui('Updated on', 'Only when the article changed in substance after publication.')),
    /** The slug of a file in content/team. */
    author: kebab.meta({
      ...ui('Author', 'A member of the team (add people under Team).'),
      ref: 'team',
    }),
    tags: z
      .array(kebab.meta(ui('Tag', 'Lower case words joined by hyphens, e.g. credit-unions.')))
      .min(1)
      .max(4)
      .meta(ui('Tags', 'One to four topics.')),
    cover: z
      .enum(Object.keys(coverScenes) as [CoverScene, ...CoverScene[]])
      .optional()
      .meta({
        ...ui(
          'Cover drawing',
          'The scene drawn on the article’s card and page. Optional: left empty, it follows the tags.',
        ),
        options: coverScenes,
      }),
    draft,
  })
  .strict();

export type NewsFrontmatter = z.infer<typeof newsSchema>;
