import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEntries } from '@/content';
import { allRoutes } from '@/content/routes';
import { parse } from 'yaml';
import { navigation, navigationHrefs } from './navigation';
import { whyPath } from './site';

const specRoutes = [
  '/clients',
  '/solutions',
  '/services',
  '/why-cairn',
  '/news',
  '/team',
  '/privacy-policy',
  '/accessibility',
  '/clients/non-profit-organizations',
  '/clients/membership-organizations',
  '/clients/utility-companies',
  '/clients/credit-unions',
  '/clients/healthcare-organizations',
  '/support',
  '/services/custom-web-development',
  '/services/custom-web-design',
  '/solutions/analytics',
  '/services/digital-marketing',
  '/services/drupal-websites',
  '/services/wordpress-websites',
  '/services/react-applications',
  '/services/next-js-websites',
  '/services/e-commerce-websites',
  '/services/headless-websites',
  '/solutions/website-redesigns',
  '/solutions/product-roadmaps',
  '/solutions/digital-marketing-automation',
  '/solutions/team-augmentation',
  '/solutions/technical-seo',
  '/solutions/web-hosting',
  '/solutions/conversion-optimization',
  '/solutions/accessibility-audits',
  '/solutions/integrations',
  '/solutions/devops',
  ...[
    'maryland',
    'tennessee',
    'florida',
    'pennsylvania',
    'ohio',
    'virginia',
    'washington-dc',
    'california',
  ].map((s) => `/locations/${s}`),
];

describe('navigation', () => {
  const routes = new Set(allRoutes());

  it('has a page for every route of the specification', () => {
    expect(specRoutes.filter((r) => !routes.has(r))).toEqual([]);
  });

  it('links only to pages that exist', () => {
    expect(navigationHrefs().filter((href) => !routes.has(href))).toEqual([]);
  });

  it('reaches every content page from the top bar, menu or footer', () => {
    // News articles and index pages are reached from /news (the link checker follows them).
    const linked = new Set(navigationHrefs());
    const orphans = allEntries()
      .map((e) => e.href)
      .filter((r) => r !== '/' && !linked.has(r));
    expect(orphans).toEqual([]);
  });

  it('has the "why" page at the path the brand config names', () => {
    expect(whyPath).toBe('/why-cairn');
    expect(routes.has(whyPath)).toBe(true);
    expect(navigation().menuExtras.map((l) => l.href)).toContain(whyPath);
  });

  it('has the top bar and menu groups of the brief', () => {
    expect(navigation().topBarLinks.map((l) => l.label)).toEqual([
      'Marketing Teams',
      'Services & Solutions',
      'Platforms',
    ]);
    expect(navigation().topBarLinks.at(-1)?.href).toBe('/services#platforms');
    expect(navigation().menuGroups.map((g) => g.title)).toEqual([
      'Who We Help',
      'What We Do',
      'How We Deliver',
      'Platforms',
    ]);
    expect(navigation().menuGroups[2]?.links).toHaveLength(10);
  });

  it('files the footer’s sectors and services under the menu’s own groups, and lists all eight locations', () => {
    const { footerColumns, menuGroups } = navigation();
    const titles = footerColumns.map((c) => c.title);
    expect(titles).toEqual([
      'Who We Help',
      'What We Do',
      'How We Deliver',
      'Platforms',
      'Company',
      'Locations',
    ]);
    // Each group's column holds what its menu group holds, so no page has two parents.
    for (const group of menuGroups.filter((g) => titles.includes(g.title))) {
      expect(footerColumns.find((c) => c.title === group.title)?.links).toEqual(group.links);
    }
    // The spec's support services are there: support, hosting and DevOps.
    const hrefs = footerColumns.flatMap((c) => c.links.map((l) => l.href));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/support', '/solutions/web-hosting', '/solutions/devops']),
    );
    expect(navigation().footerColumns.find((c) => c.title === 'Locations')?.links).toHaveLength(8);
  });

  it('has no duplicate labels within a menu group', () => {
    for (const group of navigation().menuGroups) {
      const labels = group.links.map((l) => l.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});

/** A content folder's files with their frontmatter, read straight from disk (not the loader). */
function folder(name: string): { href: string; label: string; data: Record<string, unknown> }[] {
  const dir = path.join('content', name);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const data = parse(fs.readFileSync(path.join(dir, f), 'utf8').split('---')[1]!) as Record<
        string,
        unknown
      >;
      return {
        href: `/${name}/${f.replace(/\.md$/, '')}`,
        label: String(data.navLabel ?? data.title),
        data,
      };
    });
}

const group = (id: string) => navigation().menuGroups.find((g) => g.id === id)!.links;
const sorted = (links: { href: string; label: string }[]) =>
  links.map(({ href, label }) => ({ href, label })).sort((a, b) => a.href.localeCompare(b.href));

describe('navigation comes from the content', () => {
  it('Who We Help lists every client type under its own label, in the brief order', () => {
    expect(sorted(group('who-we-help'))).toEqual(sorted(folder('clients')));
    // The brief names the audience in this order.
    expect(group('who-we-help').map((l) => l.href)).toEqual([
      '/clients/non-profit-organizations',
      '/clients/membership-organizations',
      '/clients/utility-companies',
      '/clients/credit-unions',
      '/clients/healthcare-organizations',
    ]);
  });

  it('Platforms (menu and footer) lists every platform page', () => {
    const platforms = folder('services').filter((e) => e.data.category === 'platform');
    expect(sorted(group('platforms'))).toEqual(sorted(platforms));
    const column = navigation().footerColumns.find((c) => c.title === 'Platforms')!.links;
    expect(sorted(column)).toEqual(sorted(platforms));
  });

  it('How We Deliver lists every solution but analytics, which What We Do lists', () => {
    const solutions = folder('solutions');
    expect(sorted(group('how-we-deliver'))).toEqual(
      sorted(solutions.filter((s) => s.href !== '/solutions/analytics')),
    );
    expect(group('what-we-do').map((l) => l.href)).toContain('/solutions/analytics');
  });

  it('the footer lists the eight locations, Maryland (the office) first', () => {
    expect(sorted(navigation().locationLinks)).toEqual(sorted(folder('locations')));
    expect(navigation().locationLinks).toHaveLength(8);
    expect(navigation().locationLinks[0]!.href).toBe('/locations/maryland');
  });

  it('top bar and menu extras carry the titles of the pages they open', () => {
    const pages = folder('pages').map((p) => ({ ...p, href: p.href.replace('/pages', '') }));
    for (const link of [
      ...navigation().topBarLinks.filter((l) => !l.href.includes('#')),
      ...navigation().menuExtras,
    ]) {
      expect(pages.find((p) => p.href === link.href)?.label, link.href).toBe(link.label);
    }
  });
});
