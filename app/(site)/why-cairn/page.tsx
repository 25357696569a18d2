import { getEntry, gridCopy } from '@/content';
import { accessibilityRecord, tenure, type Fact } from '@/content/evidence';
import { allRoutes } from '@/content/routes';
import { PAGE_BUDGET_KB } from '@/config/budget';
import { getTeam } from '@/content/team';
import { getProof, getWork } from '@/content/work';
import { ContentPage } from '@/components/sections/content-page';
import { Evidence, FactSection } from '@/components/sections/evidence';
import { Testimonials } from '@/components/sections/testimonials';
import { siteConfig } from '@/config/site';
import { pageEntryMetadata } from '@/components/seo/page-entry';

// Read on each request under `next dev`, so a saved title shows on reload.
export const generateMetadata = () => pageEntryMetadata('why-cairn');

/**
 * The case for Cairn with its evidence first: figures computed from the team and the studies at
 * build time (so they move when the content does), every study's headline result, the claims in
 * the page's body, then clients' own words.
 */
export default function WhyCairnPage() {
  const page = getEntry('pages', 'why-cairn');
  const team = getTeam();
  const studies = getWork();
  const year = new Date().getFullYear();
  const { median, newest } = tenure(
    team.map((p) => p.since),
    year,
  );
  const access = accessibilityRecord(studies);
  const facts: Fact[] = [
    { figure: String(siteConfig.founded), label: 'the year we opened in Baltimore' },
    {
      figure: `${median} years`,
      label: `median time at Cairn across our ${team.length} people; the newest joined in ${newest}`,
      href: '/team',
    },
    ...(access
      ? [
          {
            figure: String(access.after),
            label: `WCAG 2.2 AA failures left at launch where we audited, from ${access.before}`,
            href: access.studies[0]!.href,
          },
        ]
      : []),
  ];
  // True of this site, and held by its tests: the route sweep's axe scan of every sitemap page
  // in both themes (e2e/routes.spec.ts), the bytes budget (scripts/bundle-budget.build.test.ts),
  // the HTML-first journeys with scripts off (e2e/html-first.spec.ts), the policy's hashes
  // (e2e/security.spec.ts).
  const site: Fact[] = [
    {
      figure: '0',
      label: `WCAG 2.2 AA failures axe finds on this site’s ${allRoutes().length} pages, either theme`,
      href: '/accessibility',
    },
    {
      figure: `${PAGE_BUDGET_KB.js} KB`,
      label: 'the most JavaScript a page here may load, compressed',
    },
    {
      figure: '0',
      label: 'scripts needed for the menu, the contact form or a link',
      href: '/contact',
    },
    {
      figure: '0',
      label: 'inline scripts outside the page’s policy hashes',
    },
  ];
  const siteCopy = gridCopy(page, 'site');
  const evidence = gridCopy(page, 'evidence');
  return (
    <ContentPage
      entry={page}
      lead={
        <Evidence
          heading={evidence.heading}
          intro={evidence.intro}
          facts={facts}
          resultsHeading={gridCopy(page, 'results').heading}
          studies={studies}
        />
      }
    >
      <FactSection id="site" heading={siteCopy.heading} intro={siteCopy.intro} facts={site} />
      {/* On phones the quotes follow the record and the facts: a row to swipe, not three screens. */}
      <Testimonials
        items={getProof().testimonials}
        heading={gridCopy(page, 'quotes').heading}
        swipe
      />
    </ContentPage>
  );
}
