import type { z } from 'zod';
import {
  definedCollections,
  definitions,
  singletons,
  type CollectionDefinition,
  type DefinedCollection,
  type SingletonName,
} from './definitions';
import { TEAM_PHOTOS, WORK_IMAGES } from './schema';
import { shapeOf, unwrap, visitRefs } from './zod-walk';
import type { Content, ContentFiles, ImageReader } from './entry';

const field = (file: string, what: string, name: string, message: string) =>
  `${file}: invalid ${what}\n  - field "${name}": ${message}`;

/** What no single file can show: references between collections, files the fields name. */
export function crossCheck(content: Content, images: ImageReader, files: ContentFiles): string[] {
  const problems: string[] = [];
  const slugs = (name: DefinedCollection) => content.entries[name].map((e) => e.slug);
  const refCheck = (schema: z.ZodType, data: unknown, file: string, what: string) =>
    visitRefs(schema, data, (target, value, at) => {
      const known = slugs(target);
      if (!known.includes(value)) {
        problems.push(field(file, what, at, `"${value}" is not one of ${known.join(', ')}`));
      }
    });

  /** An uploaded image: in its entry's folder (the editor's image field's layout), there, wide enough. */
  const imageCheck = (
    file: string,
    name: string,
    src: string,
    kind: { publicPath: string; minWidth: number },
    slug: string,
  ) => {
    const folder = `${kind.publicPath}${slug}/`;
    const size = images(src);
    if (!src.startsWith(folder)) {
      problems.push(field(file, 'frontmatter', name, `must be in ${folder}, the entry's folder`));
    } else if (!size) {
      problems.push(field(file, 'frontmatter', name, `public${src} does not exist`));
    } else if (size.width < kind.minWidth) {
      problems.push(
        field(
          file,
          'frontmatter',
          name,
          `is ${size.width} px wide; at least ${kind.minWidth} are needed`,
        ),
      );
    }
  };

  for (const name of definedCollections) {
    for (const entry of content.entries[name]) {
      refCheck(definitions[name].schema, entry.data, entry.file, 'frontmatter');
    }
  }
  for (const name of Object.keys(singletons) as SingletonName[]) {
    const data = content.singletons[name];
    if (data) refCheck(singletons[name].schema, data, `content/${singletons[name].file}`, 'data');
  }

  const platforms = content.entries.services
    .filter((e) => e.data.category === 'platform')
    .map((e) => e.slug);
  const states = content.entries.locations.map((e) => e.data.abbreviation);
  for (const study of content.entries.work) {
    const { data, file, slug } = study;
    if (slugs('services').includes(data.platform) && !platforms.includes(data.platform)) {
      problems.push(
        field(
          file,
          'frontmatter',
          'platform',
          `"${data.platform}" is not one of ${platforms.join(', ')}`,
        ),
      );
    }
    if (data.state !== undefined && !states.includes(data.state)) {
      problems.push(
        field(file, 'frontmatter', 'state', `"${data.state}" is not one of ${states.join(', ')}`),
      );
    }
    const screens = [
      ...data.images.map((image, i) => [`images.${i}.src`, image.src] as const),
      ['beforeAfter.before.src', data.beforeAfter.before.src] as const,
    ];
    // The editor reads and writes a study's images in its own folder (its image field's layout).
    for (const [at, src] of screens) imageCheck(file, at, src, WORK_IMAGES, slug);
  }

  const offers = new Set([
    ...content.entries.services.map((e) => definitions.services.href(e.slug)),
    ...content.entries.solutions.map((e) => definitions.solutions.href(e.slug)),
    definitions.pages.href('support'),
  ]);
  for (const page of content.entries.pages) {
    page.data.ways?.forEach((way, i) => {
      way.offers.forEach((href, j) => {
        if (!offers.has(href)) {
          problems.push(
            field(
              page.file,
              'frontmatter',
              `ways.${i}.offers.${j}`,
              `"${href}" is not a service, a solution or /support`,
            ),
          );
        }
      });
    });
    // A compared section takes its heading and introduction from the page's section copy.
    for (const [key, compared] of [
      ['ways', page.data.ways],
      ['plans', page.data.plans],
    ] as const) {
      if (compared?.length && !page.data.grids.some((g) => g.id === key)) {
        problems.push(
          field(page.file, 'frontmatter', 'grids', `needs an entry with id "${key}" for ${key}`),
        );
      }
    }
  }

  // A related page is a page of this site (a draft or scheduled one included: the public build
  // links it once it is published), never the page itself.
  const hrefs = new Set(
    definedCollections.flatMap((name) =>
      content.entries[name].map((e) => definitions[name].href(e.slug)),
    ),
  );
  for (const name of definedCollections) {
    for (const entry of content.entries[name]) {
      const own = definitions[name].href(entry.slug);
      ((entry.data as { related?: string[] }).related ?? []).forEach((href, i) => {
        if (href === own) {
          problems.push(field(entry.file, 'frontmatter', `related.${i}`, 'is this page itself'));
        } else if (!hrefs.has(href)) {
          problems.push(
            field(
              entry.file,
              'frontmatter',
              `related.${i}`,
              `"${href}" is not a page of this site`,
            ),
          );
        }
      });
    }
  }

  for (const name of definedCollections) {
    const { slugField, fixedSlugs = [] } = definitions[name] as CollectionDefinition;
    // Two entries of one title would be two pages a reader cannot tell apart (a case study's
    // title is its headline: two studies may share a client, not a headline).
    const titleField = 'title' in shapeOf(definitions[name].schema) ? 'title' : slugField;
    const label = unwrap(shapeOf(definitions[name].schema)[titleField]!).meta.label ?? titleField;
    const named = new Map<string, string>();
    for (const entry of content.entries[name]) {
      const value = String((entry.data as Record<string, unknown>)[titleField]).toLowerCase();
      const other = named.get(value);
      if (other) {
        problems.push(
          field(
            entry.file,
            'frontmatter',
            titleField,
            `the ${label.toLowerCase()} is also ${other}'s; give this entry one of its own`,
          ),
        );
      }
      named.set(value, entry.file);
    }
    // By file, not by parsed entry: a fixed page with an error of its own is reported as that.
    const present = new Set(Object.keys(files));
    for (const slug of fixedSlugs) {
      if (!present.has(`content/${definitions[name].folder}/${slug}.md`)) {
        problems.push(
          `content/${definitions[name].folder}/${slug}.md: the file is missing; the site's code serves ${definitions[name].href(slug)} from it, so its web address cannot change (rename the file back)`,
        );
      }
    }
  }

  // Search results show a page's title and description: two pages alike compete with each other.
  const pageTexts = new Map<string, string>();
  for (const name of definedCollections) {
    if (!(definitions[name] as CollectionDefinition).length) continue;
    for (const entry of content.entries[name]) {
      const data = entry.data as { title: string; description: string };
      for (const key of ['title', 'description'] as const) {
        const value = `${key}:${data[key].toLowerCase()}`;
        const other = pageTexts.get(value);
        if (
          other &&
          !(key === 'title' && other.startsWith(`content/${definitions[name].folder}/`))
        ) {
          problems.push(
            field(
              entry.file,
              'frontmatter',
              key,
              `the same ${key} as ${other}; give each page its own`,
            ),
          );
        }
        pageTexts.set(value, entry.file);
      }
    }
  }

  const orders = new Map<number, string>();
  for (const person of content.entries.team) {
    const other = orders.get(person.data.order);
    if (other) {
      problems.push(
        field(
          person.file,
          'frontmatter',
          'order',
          `${person.data.order} is also ${other}'s position`,
        ),
      );
    }
    orders.set(person.data.order, person.slug);
    if (person.data.photo) {
      imageCheck(person.file, 'photo', person.data.photo, TEAM_PHOTOS, person.slug);
    }
  }
  return problems;
}
