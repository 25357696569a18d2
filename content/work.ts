import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  CONTENT_DIR,
  ContentError,
  describeIssues,
  getCollection,
  parseFrontmatter,
  parseSections,
  readFolder,
  type CollectionName,
  type Entry,
  type Section,
} from './index';
import {
  proofSchema,
  workSchema,
  type ClientMark,
  type Testimonial,
  type WorkFrontmatter,
} from './schema';

/**
 * Case studies (content/work/*.md) and the proof data beside them (content/proof.yaml): client
 * marks and short testimonials. Everything is validated on first read, including the links into
 * the other collections (sector, platform, services) and the image files, so a bad field fails
 * `next build` with the file and field named.
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

export interface Study extends WorkFrontmatter {
  slug: string;
  href: string;
  file: string;
  sections: Section[];
  sectorEntry: LinkedEntry;
  platformEntry: LinkedEntry;
  serviceEntries: LinkedEntry[];
}

/** The body sections every study tells, by id (the slug of the `##` heading). */
export const REQUIRED_SECTIONS = ['the-challenge', 'what-we-did'] as const;

/** Path segments of the filter pages: no study may take them as its slug. */
const RESERVED = new Set(['sector', 'platform']);

export const PUBLIC_DIR = path.join(process.cwd(), 'public');

const link = (e: Entry<CollectionName>): LinkedEntry => ({
  slug: e.slug,
  label: e.label,
  title: e.title,
  summary: e.summary,
  href: e.href,
});

function fail(file: string, field: string, message: string): never {
  throw new ContentError(`${file}: invalid frontmatter\n  - field "${field}": ${message}`);
}

/** Parses one study; `file` names it in errors. Exported for the unit tests. */
export function parseStudy(file: string, source: string): Study {
  const { data, body } = parseFrontmatter(workSchema, file, source);
  const slug = path.basename(file, '.md');
  if (RESERVED.has(slug)) throw new ContentError(`${file}: "${slug}" is a reserved path`);
  const sectors = getCollection('clients');
  const sector = sectors.find((e) => e.slug === data.sector);
  if (!sector) {
    fail(file, 'sector', `"${data.sector}" is not one of ${sectors.map((e) => e.slug).join(', ')}`);
  }
  const platforms = getCollection('services').filter((e) => e.category === 'platform');
  const platform = platforms.find((e) => e.slug === data.platform);
  if (!platform) {
    fail(
      file,
      'platform',
      `"${data.platform}" is not one of ${platforms.map((e) => e.slug).join(', ')}`,
    );
  }
  if (data.state !== undefined) {
    const states = getCollection('locations').map((e) => e.abbreviation);
    if (!states.includes(data.state)) {
      fail(file, 'state', `"${data.state}" is not one of ${states.join(', ')}`);
    }
  }
  const offer: Entry<CollectionName>[] = [
    ...getCollection('services'),
    ...getCollection('solutions'),
  ];
  const serviceEntries = data.services.map((s, i) => {
    const found = offer.find((e) => e.slug === s);
    if (!found) fail(file, `services.${i}`, `no service or solution "${s}"`);
    return link(found);
  });
  data.images.forEach((image, i) => {
    if (!fs.existsSync(path.join(PUBLIC_DIR, image.src))) {
      fail(file, `images.${i}.src`, `public${image.src} does not exist`);
    }
  });
  const sections = parseSections(body, file);
  for (const id of REQUIRED_SECTIONS) {
    if (!sections.some((s) => s.id === id)) {
      throw new ContentError(
        `${file}: the body needs a "## ${id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())}" section`,
      );
    }
  }
  return {
    ...data,
    slug,
    href: `/work/${slug}`,
    file,
    sections,
    sectorEntry: link(sector),
    platformEntry: link(platform),
    serviceEntries,
  };
}

let cache: Study[] | null = null;

/** Every study, the most recently launched first. */
export function getWork(): Study[] {
  if (cache) return cache;
  const studies = readFolder('work').map(({ file, source }) => parseStudy(file, source));
  cache = studies.sort(
    (a, b) => b.launched.localeCompare(a.launched) || a.slug.localeCompare(b.slug),
  );
  return cache;
}

export function getStudy(slug: string): Study | undefined {
  return getWork().find((s) => s.slug === slug);
}

/** The studies a content page should show: its sector's, its platform's or its service's. */
export function studiesFor(entry: Entry<CollectionName>): Study[] {
  return getWork().filter((s) => {
    if (entry.collection === 'clients') return s.sector === entry.slug;
    if (entry.collection === 'services' || entry.collection === 'solutions')
      return s.platform === entry.slug || s.services.includes(entry.slug);
    if (entry.collection === 'locations')
      return s.state === (entry as Entry<'locations'>).abbreviation;
    return false;
  });
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

let proofCache: Proof | null = null;

/** The strip of client marks and the short testimonials (content/proof.yaml). */
export function getProof(): Proof {
  if (proofCache) return proofCache;
  const file = 'content/proof.yaml';
  proofCache = parseProof(file, fs.readFileSync(path.join(CONTENT_DIR, 'proof.yaml'), 'utf8'));
  return proofCache;
}

export function parseProof(file: string, source: string): Proof {
  let raw: unknown;
  try {
    raw = parseYaml(source);
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const result = proofSchema.safeParse(raw);
  if (!result.success) {
    throw new ContentError(`${file}: invalid data\n${describeIssues(result.error)}`);
  }
  const sectors = new Set(getCollection('clients').map((e) => e.slug));
  const check = (list: { sector: string }[], name: string) =>
    list.forEach((item, i) => {
      if (!sectors.has(item.sector)) {
        throw new ContentError(
          `${file}: invalid data\n  - field "${name}.${i}.sector": "${item.sector}" is not a client type`,
        );
      }
    });
  check(result.data.marks, 'marks');
  check(result.data.testimonials, 'testimonials');
  return result.data;
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
