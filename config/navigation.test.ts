import { describe, expect, it } from 'vitest';
import { allEntries } from '@/content';
import { allRoutes } from '@/lib/routes';
import { footerColumns, menuExtras, menuGroups, navigationHrefs, topBarLinks } from './navigation';
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
    expect(menuExtras.map((l) => l.href)).toContain(whyPath);
  });

  it('has the top bar and menu groups of the brief', () => {
    expect(topBarLinks.map((l) => l.label)).toEqual([
      'Marketing Teams',
      'Services & Solutions',
      'Platforms',
    ]);
    expect(topBarLinks.at(-1)?.href).toBe('/services#platforms');
    expect(menuGroups.map((g) => g.title)).toEqual([
      'Who We Help',
      'What We Do',
      'How We Deliver',
      'Platforms',
    ]);
    expect(menuGroups[2]?.links).toHaveLength(10);
  });

  it('lists the support services, technologies and all eight locations in the footer', () => {
    const titles = footerColumns.map((c) => c.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Support services', 'Technologies', 'Locations']),
    );
    expect(footerColumns.find((c) => c.title === 'Locations')?.links).toHaveLength(8);
  });

  it('has no duplicate labels within a menu group', () => {
    for (const group of menuGroups) {
      const labels = group.links.map((l) => l.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
