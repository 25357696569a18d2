/**
 * The content editor (Keystatic, `/keystatic`): which files of content/ it edits and the fields
 * a marketer sees for each. Under `next dev` it reads and writes this checkout's files (local
 * mode); with the GitHub App's variables set (lib/env.ts `editorConfig`, README "Editing
 * content") every save is a commit to the repository, and the site is rebuilt from it. Without
 * them a production build has no editor at all (next.config.ts `pageExtensions`).
 *
 * The limits (lengths, counts, ranges) are read from content/schema.ts, the zod schema the build
 * validates every file with: a file the editor saved is checked like a hand-written one, and the
 * editor refuses what the build would refuse. Labels and help text are the editor's own.
 */
import { collection, config, fields } from '@keystatic/core';
import type { z } from 'zod';
import { newsSchema, teamMemberSchema } from './content/schema';

const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;

/** A zod schema's bounds: a string's length, an array's count, a number's range. */
function bounds(schema: z.ZodType): { min?: number; max?: number } {
  const inner = schema.def.type === 'optional' ? (schema as z.ZodOptional).unwrap() : schema;
  const result: { min?: number; max?: number } = {};
  for (const check of inner._zod.def.checks ?? []) {
    const def = check._zod.def as {
      check: string;
      minimum?: number;
      maximum?: number;
      value?: number;
    };
    if (def.check === 'min_length') result.min = def.minimum;
    if (def.check === 'max_length') result.max = def.maximum;
    if (def.check === 'greater_than') result.min = def.value;
    if (def.check === 'less_than') result.max = def.value;
  }
  return result;
}

const news = newsSchema.shape;
const person = teamMemberSchema.shape;

const isoDate = (label: string, description: string, isRequired = true) =>
  fields.date({ label, description, validation: { isRequired } });

export default config({
  storage: repo ? { kind: 'github', repo: repo as `${string}/${string}` } : { kind: 'local' },
  ui: { brand: { name: 'Cairn Digital' } },
  collections: {
    news: collection({
      label: 'News and insights',
      path: 'content/news/*',
      slugField: 'title',
      format: { contentField: 'body' },
      entryLayout: 'content',
      columns: ['title', 'date'],
      schema: {
        title: fields.slug({
          name: {
            label: 'Title',
            description: 'The headline, 10 to 90 characters. Its web address is made from it.',
            validation: { length: bounds(news.title) },
          },
          slug: {
            label: 'Web address',
            description:
              'The last part of the article’s address: /news/<this>. Keep it once published.',
          },
        }),
        description: fields.text({
          label: 'Search result text',
          description: 'What Google shows under the title: 70 to 170 characters.',
          multiline: true,
          validation: { length: bounds(news.description) },
        }),
        summary: fields.text({
          label: 'Summary',
          description:
            'One or two sentences for the article’s card on /news: 40 to 260 characters.',
          multiline: true,
          validation: { length: bounds(news.summary) },
        }),
        date: isoDate('Published on', 'The article is listed newest first by this date.'),
        updated: isoDate(
          'Updated on',
          'Only when the article changed in substance after publication.',
          false,
        ),
        author: fields.relationship({
          label: 'Author',
          description: 'A member of the team (add people under Team).',
          collection: 'team',
          validation: { isRequired: true },
        }),
        tags: fields.array(
          fields.text({
            label: 'Tag',
            description: 'Lower case words joined by hyphens, e.g. credit-unions.',
            validation: {
              length: { min: 1 },
              pattern: {
                regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
                message: 'lower case words joined by hyphens',
              },
            },
          }),
          {
            label: 'Tags',
            description: 'One to four topics.',
            itemLabel: (props) => props.value,
            validation: { length: bounds(news.tags) },
          },
        ),
        body: fields.markdoc({
          label: 'Article',
          description:
            'The first paragraph is the lead. Start each section with a Heading 2; its text names the section in the table of contents.',
          extension: 'md',
        }),
      },
    }),
    team: collection({
      label: 'Team',
      path: 'content/team/*',
      slugField: 'name',
      format: { contentField: 'content' },
      columns: ['name', 'role'],
      schema: {
        name: fields.slug({
          name: {
            label: 'Name',
            description: 'As the person writes it.',
            validation: { length: bounds(person.name) },
          },
          slug: { label: 'File name', description: 'Used to pick this person as an author.' },
        }),
        role: fields.text({
          label: 'Role',
          validation: { length: bounds(person.role) },
        }),
        order: fields.integer({
          label: 'Position on the team page',
          description: '1 comes first; leadership has the lowest numbers.',
          validation: { isRequired: true, ...bounds(person.order) },
        }),
        location: fields.text({
          label: 'Where they work',
          description: 'e.g. "Remote, Ohio".',
          validation: { length: bounds(person.location) },
        }),
        since: fields.integer({
          label: 'With Cairn since (year)',
          // Keystatic's number field groups digits; it has no option to turn that off.
          description:
            'The year they joined, e.g. 2014 (shown here as 2,014; the site shows 2014).',
          validation: { isRequired: true, ...bounds(person.since) },
        }),
        bio: fields.text({
          label: 'Biography',
          description: '120 to 700 characters, in the third person.',
          multiline: true,
          validation: { length: bounds(person.bio) },
        }),
        focus: fields.array(
          fields.text({ label: 'Focus', validation: { length: bounds(person.focus.element) } }),
          {
            label: 'Focus areas',
            description: 'One to five short phrases.',
            itemLabel: (props) => props.value,
            validation: { length: bounds(person.focus) },
          },
        ),
        content: fields.emptyContent({ extension: 'md' }),
      },
    }),
  },
});
