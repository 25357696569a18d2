import { getEntry, gridCopy } from '@/content';
import { accessibilityRecord, measuredResults, tenure, type Fact } from '@/content/evidence';
import { getTeam } from '@/content/team';
import { getProof, getWork } from '@/content/work';
import { ContentPage } from '@/components/sections/content-page';
import { Evidence } from '@/components/sections/evidence';
import { Testimonials } from '@/components/sections/testimonials';
import { siteConfig } from '@/config/site';
import { pageEntryMetadata } from '@/components/seo/page-entry';

export const metadata = pageEntryMetadata('why-cairn');

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
    {
      figure: String(measuredResults(studies)),
      label: `results in our ${studies.length} case studies, each with its baseline and period`,
      href: '/work',
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
      <Testimonials items={getProof().testimonials} heading={gridCopy(page, 'quotes').heading} />
    </ContentPage>
  );
}
