import type { z } from 'zod';
import {
  definedCollections,
  definitions,
  singletons,
  type CollectionDefinition,
  type DefinedCollection,
  type SingletonName,
} from './definitions';
import { ownLandmarks, TEAM_PHOTOS, WORK_IMAGES } from './schema';
import { shapeOf, unwrap, visitRefs } from './zod-walk';
import {
  fieldsToCorrect,
  schemaOf,
  type Content,
  type ContentFiles,
  type ImageReader,
} from './entry';
import { labelPath, splitPath } from './field-labels';
import { endingProblems, pagesKind } from './kind-endings';

/** A field of a file, `timeline.2.date`, named by the editor's labels: "Timeline, item 3, Month". */
function labelOf(file: string, name: string): string {
  const schema = schemaOf(file);
  return schema ? labelPath(schema, splitPath(name)) : name;
}

/** A problem with one field, named by the editor's labels: `Who did the work, Person 3: …`. */
const field = (file: string, _what: string, name: string, message: string) =>
  `${fieldsToCorrect(file)}\n  - ${labelOf(file, name)}: ${message}`;

/** The most characters of a title set as the label over a page's Headline. */
export const HEADLINE_LABEL_CHARS = 32;

const hasOwnLandmark = (slug: string) => (ownLandmarks as readonly string[]).includes(slug);

/** What no single file can show: references between collections, files the fields name. */
export function crossCheck(content: Content, images: ImageReader, files: ContentFiles): string[] {
  const problems: string[] = [];
  const slugs = (name: DefinedCollection) => content.entries[name].map((e) => e.slug);
  /** Entries named but not there (deleted, renamed, mistyped): by their file, with who names them. */
  const dangling = new Map<string, { target: DefinedCollection; referrers: string[] }>();
  const refCheck = (schema: z.ZodType, data: unknown, file: string, what: string) =>
    visitRefs(schema, data, (target, value, at) => {
      const missing = `content/${definitions[target].folder}/${value}.md`;
      // A file with problems of its own is named by them, not as missing.
      if (slugs(target).includes(value) || missing in files) return;
      const label = definitions[target].label;
      problems.push(
        field(
          file,
          what,
          at,
          `"${value}" is not in ${label} (deleted or renamed?); pick an entry of ${label} in the editor, or restore ${missing}`,
        ),
      );
      const entry = dangling.get(missing) ?? { target, referrers: [] };
      const where = `${file} (${labelOf(file, at)})`;
      if (!entry.referrers.includes(where)) entry.referrers.push(where);
      dangling.set(missing, entry);
    });

  /** An uploaded image: in its entry's folder (the editor's image field's layout), there, wide enough. */
  const imageCheck = (
    file: string,
    name: string,
    src: string,
    kind: { publicPath: string; minWidth: number; noun: string },
    slug: string,
  ) => {
    const folder = `${kind.publicPath}${slug}/`;
    const size = images(src);
    if (!src.startsWith(folder)) {
      problems.push(
        field(
          file,
          'frontmatter',
          name,
          `must be in ${folder}, the entry's folder; choose the ${kind.noun} again in the editor`,
        ),
      );
    } else if (!size) {
      problems.push(
        field(
          file,
          'frontmatter',
          name,
          `public${src} does not exist; choose the ${kind.noun} again in the editor`,
        ),
      );
    } else if (size.width < kind.minWidth) {
      problems.push(
        field(
          file,
          'frontmatter',
          name,
          `is ${size.width} px wide; at least ${kind.minWidth} are needed. Choose a larger ${kind.noun}`,
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
  const platformNames = content.entries.services
    .filter((e) => e.data.category === 'platform')
    .map((e) => e.data.title);
  const states = content.entries.locations.map((e) => e.data.abbreviation);
  for (const study of content.entries.work) {
    const { data, file, slug } = study;
    if (slugs('services').includes(data.platform) && !platforms.includes(data.platform)) {
      problems.push(
        field(
          file,
          'frontmatter',
          'platform',
          `"${data.platform}" is a service, not a platform; pick one of ${platformNames.join(', ')}`,
        ),
      );
    }
    if (data.state !== undefined && !states.includes(data.state)) {
      problems.push(
        field(
          file,
          'frontmatter',
          'state',
          `"${data.state}" is not a location's state; use one of ${states.join(', ')}`,
        ),
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
    // /services links a service or solution only from the way that draws on it (its index
    // lists the platforms alone): a page no way names would be missing from the offer.
    if (page.data.ways?.length) {
      const drawn = new Set(page.data.ways.flatMap((way) => way.offers));
      const platforms = new Set(
        content.entries.services
          .filter((e) => e.data.category === 'platform')
          .map((e) => definitions.services.href(e.slug)),
      );
      for (const href of offers) {
        if (!drawn.has(href) && !platforms.has(href)) {
          problems.push(
            field(
              page.file,
              'frontmatter',
              'ways',
              `"${href}" is in no way's list of pages it draws on: add it to one of the ways, so the page links it`,
            ),
          );
        }
      }
    }
    // Each kind of page ends in its own way, from what How the page ends gives it.
    for (const [at, message] of endingProblems(page.slug, page.data)) {
      problems.push(field(page.file, 'frontmatter', at, message));
    }
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
          problems.push(
            field(
              entry.file,
              'frontmatter',
              `related.${i}`,
              'is this page itself; link to another page',
            ),
          );
        } else if (!hrefs.has(href)) {
          problems.push(
            field(
              entry.file,
              'frontmatter',
              `related.${i}`,
              `"${href}" is not a page of this site; choose one that is, or remove it`,
            ),
          );
        }
      });
    }
  }

  // Under a Headline the title heads the claim as a small capitalized label, which a phone 375 px
  // wide sets on one line up to this many characters ("Web Development in Pennsylvania" fits,
  // "Web Development in Washington, D.C." runs to two).
  for (const name of definedCollections) {
    for (const entry of content.entries[name]) {
      const { title, headline } = entry.data as { title?: string; headline?: string };
      const chars = title?.trim().length ?? 0;
      if (headline && chars > HEADLINE_LABEL_CHARS) {
        problems.push(
          field(
            entry.file,
            'frontmatter',
            'title',
            `has ${chars} characters; with a Headline it stands over the claim as a small capitalized label, on one line on a phone at up to ${HEADLINE_LABEL_CHARS}: shorten it, or leave Headline empty so the title is the headline`,
          ),
        );
      }
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
              `the same ${labelOf(entry.file, key).toLowerCase()} as ${other}; give each page its own`,
            ),
          );
        }
        pageTexts.set(value, entry.file);
      }
    }
  }

  // A main page (Pages) has a drawing of its own that no other page shows
  // (components/art/scenes.ts); an Illustration is the landmark of pages of one kind. A new page
  // of copy has no drawing of its own until one is drawn for it: it takes an Illustration.
  for (const page of content.entries.pages) {
    if (definitions.pages.withoutQuestions?.includes(page.slug) && page.data.faqs.length > 0) {
      problems.push(
        field(
          page.file,
          'frontmatter',
          'faqs',
          'leave them out: this page shows no questions and answers; put a buying question on the page it answers (a service, /support, /why-cairn)',
        ),
      );
    }
    const own = hasOwnLandmark(page.slug);
    if (own && page.data.motif) {
      problems.push(
        field(
          page.file,
          'frontmatter',
          'motif',
          'leave it empty: a main page has a drawing of its own, and this one is the landmark of other pages',
        ),
      );
    } else if (!own && !page.data.motif && pagesKind(page.slug, page.data) === 'statement') {
      problems.push(
        field(
          page.file,
          'frontmatter',
          'motif',
          'is empty: this page has no landmark of its own; choose the one that stands in its landscape',
        ),
      );
    }
  }

  // Each client type has a landmark of its own (its Illustration), which no other page shows:
  // the hero is how a buyer from that kind of organization recognizes their page.
  const illustration = (value: string) =>
    `“${unwrap(shapeOf(definitions.clients.schema).motif!).meta.options?.[value] ?? value}”`;
  // Both pages that share one are named, each with the other: which was changed last, the
  // check cannot know.
  const clientsBy = new Map<string, string[]>();
  for (const client of content.entries.clients) {
    const { motif } = client.data;
    if (motif) clientsBy.set(motif, [...(clientsBy.get(motif) ?? []), client.file]);
  }
  for (const client of content.entries.clients) {
    const { motif } = client.data;
    const others = motif ? clientsBy.get(motif)!.filter((f) => f !== client.file) : [];
    if (!motif || others.length > 0) {
      problems.push(
        field(
          client.file,
          'frontmatter',
          'motif',
          motif
            ? `${illustration(motif)} is also the Illustration of ${others.join(' and ')}; each client type has a landmark of its own: choose another`
            : 'is empty: each client type has a landmark of its own; choose the one drawn for this kind of organization',
        ),
      );
    }
  }
  // Each state has a landmark of its own too: no two location pages show one hero.
  const stateMotifs = new Map<string, string>();
  for (const place of content.entries.locations) {
    const { motif } = place.data;
    const other = motif ? stateMotifs.get(motif) : undefined;
    if (other) {
      problems.push(
        field(
          place.file,
          'frontmatter',
          'motif',
          `${illustration(motif!)} is also the Illustration of ${other}; each state has a landmark of its own: choose another`,
        ),
      );
    } else if (motif) stateMotifs.set(motif, place.file);
  }
  // A client type's landmark and a state's are theirs alone: no other page's hero shows them.
  const ownedBy = (motif: string | undefined, self: 'client type' | 'state' | 'other') => {
    if (!motif) return undefined;
    const client = self === 'client type' ? undefined : clientsBy.get(motif)?.[0];
    if (client) return `a client type (${client})`;
    const state = self === 'state' ? undefined : stateMotifs.get(motif);
    return state ? `a state (${state})` : undefined;
  };
  for (const [entries, self] of [
    [content.entries.clients, 'client type'],
    [content.entries.locations, 'state'],
    [
      [
        ...content.entries.services,
        ...content.entries.solutions,
        ...content.entries.pages.filter((page) => !hasOwnLandmark(page.slug)),
      ],
      'other',
    ],
  ] as const) {
    for (const entry of entries) {
      const owner = ownedBy(entry.data.motif, self);
      if (owner) {
        problems.push(
          field(
            entry.file,
            'frontmatter',
            'motif',
            `${illustration(entry.data.motif!)} is the landmark of ${owner}; choose one made for this kind of page`,
          ),
        );
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
  // One line per missing entry naming every entry that still names it: what a delete broke.
  // (A value named once is a mistyped or deleted entry its own line names.)
  for (const [missing, { target, referrers }] of dangling) {
    if (referrers.length < 2) continue;
    problems.push(
      `${missing}: not found in ${definitions[target].label}, but ${referrers.length === 1 ? 'this entry names' : `these ${referrers.length} entries name`} it: ${referrers.join('; ')}. Restore it, or change ${referrers.length === 1 ? 'that field' : 'each of them'} first`,
    );
  }
  return problems;
}
