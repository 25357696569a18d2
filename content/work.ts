import { getCollection, type CollectionName, type Entry } from './index';
import type { Section } from './markdown';
import type { ClientMark, Testimonial, WorkFrontmatter, WorkImage } from './schema';
import { getPerson, type Person } from './team';
import { definitions } from './definitions';
import { content, entriesOf, memo, readImage } from './store';

export { REQUIRED_SECTIONS } from './entry';
export { PUBLIC_DIR } from './store';

/**
 * Case studies (content/work/*.md) and the proof data beside them (content/proof.yaml): client
 * marks and short testimonials. content/store.ts validates them with everything else, including
 * the links into the other collections (sector, platform, services, solutions) and the image
 * files, whose pixel sizes are read here so nobody types them.
 */

export interface LinkedEntry {
  slug: string;
  /** The short label (menus, filters, cards). */
  label: string;
  /** The page's full title. */
  title: string;
  summary: string;
  href: string;
}

export interface Study extends Omit<WorkFrontmatter, 'images' | 'beforeAfter'> {
  slug: string;
  href: string;
  file: string;
  images: WorkImage[];
  /** The old page and the new one: the "after" is the screen the entry names by number. */
  beforeAfter: { before: WorkImage; after: WorkImage; caption: string };
  /** The people who did the work, as the team page shows them. */
  team: Person[];
  sections: Section[];
  sectorEntry: LinkedEntry;
  platformEntry: LinkedEntry;
  /** The services, then the solutions, used on the project. */
  serviceEntries: LinkedEntry[];
}

const link = (e: Entry): LinkedEntry => ({
  slug: e.slug,
  label: e.label,
  title: e.title,
  summary: e.summary,
  href: e.href,
});

const bySlug = <C extends CollectionName>(collection: C, slug: string): Entry<C> =>
  getCollection(collection).find((e) => e.slug === slug)!;

/** Every study, the most recently launched first. */
export function getWork(): Study[] {
  return memo('work', () =>
    entriesOf('work')
      .map(({ data, slug, file, sections }) => {
        // content/cross-check.ts has checked that each file exists.
        const images = data.images.map((image) => ({ ...image, ...readImage(image.src)! }));
        const { before, after, caption } = data.beforeAfter;
        return {
          ...data,
          slug,
          href: definitions.work.href(slug),
          file,
          images,
          // The schema has checked that the "after" screen's number is one of the study's.
          beforeAfter: {
            before: { ...before, ...readImage(before.src)! },
            after: images[after - 1]!,
            caption,
          },
          team: data.people.map(getPerson),
          sections,
          sectorEntry: link(bySlug('clients', data.sector)),
          platformEntry: link(bySlug('services', data.platform)),
          serviceEntries: [
            ...data.services.map((s) => link(bySlug('services', s))),
            ...data.solutions.map((s) => link(bySlug('solutions', s))),
          ],
        };
      })
      .sort((a, b) => b.launched.localeCompare(a.launched) || a.slug.localeCompare(b.slug)),
  );
}

export function getStudy(slug: string): Study | undefined {
  return getWork().find((s) => s.slug === slug);
}

/** The studies a content page should show: its sector's, its platform's or its service's. */
export function studiesFor(entry: Entry): Study[] {
  return getWork().filter((s) => {
    if (entry.collection === 'clients') return s.sector === entry.slug;
    if (entry.collection === 'services' || entry.collection === 'solutions')
      return (
        s.platform === entry.slug ||
        s.services.includes(entry.slug) ||
        s.solutions.includes(entry.slug)
      );
    if (entry.collection === 'locations') return s.state === entry.abbreviation;
    return false;
  });
}

/**
 * The result a study's figure shows outside its card (a client type's ending, home's sectors):
 * its first, or, where the same page shows the study's card (which leads with the first), its
 * second, so a page never states one figure twice. Every study has at least two.
 */
export function resultBeside(study: Study, cards: readonly Study[]): Study['outcomes'][number] {
  const carded = cards.some((card) => card.slug === study.slug);
  return study.outcomes[carded ? 1 : 0]!;
}

export type FilterKind = 'sector' | 'platform';

/** The filters of /work: each sector and each platform that at least one study has. */
export function workFilters(kind: FilterKind): LinkedEntry[] {
  const used = new Set(getWork().map((s) => s[kind]));
  const entries =
    kind === 'sector'
      ? getCollection('clients')
      : getCollection('services').filter((e) => e.category === 'platform');
  return entries.filter((e) => used.has(e.slug)).map(link);
}

export function filterHref(kind: FilterKind, slug: string): string {
  return `/work/${kind}/${slug}`;
}

export interface Proof {
  marks: ClientMark[];
  testimonials: Testimonial[];
}

/** The strip of client marks and the short testimonials (content/proof.yaml). */
export function getProof(): Proof {
  return content().singletons.proof;
}

/** How many entries still carry `sample: true`: the build and `content:check` print it. */
export function sampleCounts(): { studies: number; marks: number; testimonials: number } {
  const proof = getProof();
  return {
    studies: getWork().filter((s) => s.sample).length,
    marks: proof.marks.filter((m) => m.sample).length,
    testimonials: proof.testimonials.filter((t) => t.sample).length,
  };
}

export function sampleSummary(): string {
  const c = sampleCounts();
  const total = c.studies + c.marks + c.testimonials;
  if (total === 0)
    return 'Sample content: none left (every study, mark and quote is permissioned).';
  return `Sample content: ${total} entries still marked sample: true (${c.studies} of ${getWork().length} case studies, ${c.marks} client marks, ${c.testimonials} testimonials). Replace them with permissioned ones in content/work and content/proof.yaml.`;
}

export interface WorkFilterPage {
  kind: FilterKind;
  slug: string;
  entry: LinkedEntry;
  /** The page's h1 and title: "Our Work for Credit Unions", "Our Work on Drupal Websites". */
  title: string;
  description: string;
  href: string;
}

/** The filter pages of /work that have studies: one per sector and per platform in use. */
export function workFilterPages(kind: FilterKind): WorkFilterPage[] {
  return workFilters(kind).map((entry) => ({
    kind,
    slug: entry.slug,
    entry,
    title: `Our Work ${kind === 'sector' ? 'for' : 'on'} ${entry.title}`,
    description:
      kind === 'sector'
        ? `Case studies of websites Cairn Digital built for ${entry.title.toLowerCase()}: the challenge, the work and the results against a baseline.`
        : `Case studies of ${entry.title} projects by Cairn Digital: what each organization needed, what we built and the results against a baseline.`,
    href: filterHref(kind, entry.slug),
  }));
}

/** `count` recent studies from different sectors: the home page's sample of the work. */
export function featuredWork(count: number): Study[] {
  const seen = new Set<string>();
  return getWork()
    .filter((s) => !seen.has(s.sector) && seen.add(s.sector))
    .slice(0, count);
}
