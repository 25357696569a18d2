import Link from 'next/link';
import { getEntry, gridCopy } from '@/content';
import { accessibilityRecord, tenure, type Fact } from '@/content/evidence';
import { getTeam } from '@/content/team';
import { getProof, getWork } from '@/content/work';
import { ContentPage } from '@/components/sections/content-page';
import { Evidence, PublicChecks, SiteRecordCard } from '@/components/sections/evidence';
import { Testimonials } from '@/components/sections/testimonials';
import { siteConfig } from '@/config/site';
import { pageEntryMetadata } from '@/components/seo/page-entry';
import { AUDIT_FINDINGS, AUDIT_REPORT_PATH } from '@/content/site-audit';
import { FindingExcerpt } from '@/components/sections/audit-proof';
import { requestContent } from '@/server/preview/render';

// Read on each request under `next dev`, so a saved title shows on reload.
export async function generateMetadata() {
  await requestContent();
  return pageEntryMetadata('why-cairn');
}

/**
 * The case for Cairn with its evidence first: figures computed from the team and the permissioned
 * studies at build time (so they move when the content does), each such study's headline result
 * and this site's measured record, then the claims in the page's body, then clients' own words
 * where there are real ones.
 */
export default async function WhyCairnPage() {
  await requestContent();
  const page = getEntry('pages', 'why-cairn');
  const team = getTeam();
  const studies = getWork();
  const year = new Date().getFullYear();
  const { median, newest } = tenure(
    team.map((p) => p.since),
    year,
  );
  // The record holds what is true of the agency: a sample study's figures are not its record
  // (they stay on /work, labelled), so only permissioned studies count here.
  const permissioned = studies.filter((study) => !study.sample);
  const access = accessibilityRecord(permissioned);
  const facts: Fact[] = [
    {
      figure: String(siteConfig.founded),
      label: 'the year we opened in Baltimore',
      href: '/team',
      check: 'Meet the team',
    },
    {
      figure: `${median} years`,
      label: `median time at Cairn across our ${team.length} people; the newest joined in ${newest}`,
      href: '/team',
      check: 'See when each joined',
    },
    ...(access
      ? [
          {
            figure: String(access.after),
            label: `WCAG 2.2 AA failures left at launch where we audited, from ${access.before}`,
            href: access.studies[0]!.href,
            check: 'Read the study',
          },
        ]
      : []),
  ];
  const siteCopy = gridCopy(page, 'site');
  const evidence = gridCopy(page, 'evidence');
  return (
    <ContentPage
      entry={page}
      // The agency's record, then this site's: eight figures together at the head of the page,
      // before the claims they stand behind, each one checkable.
      // The agency's record beside this site's, together at the head of the page before the
      // claims they stand behind, each figure checkable.
      lead={
        <Evidence
          heading={evidence.heading}
          intro={evidence.intro}
          facts={facts}
          resultsHeading={gridCopy(page, 'results').heading}
          studies={permissioned}
          beside={
            <SiteRecordCard heading={siteCopy.heading} intro={siteCopy.intro}>
              <p>
                <Link
                  href={AUDIT_REPORT_PATH}
                  className="font-semibold text-accent underline underline-offset-4"
                >
                  Read the accessibility audit of this site
                </Link>{' '}
                <span className="text-muted-foreground">
                  (every figure’s method, and a copy to download)
                </span>
              </p>
              <PublicChecks className="mt-3" />
            </SiteRecordCard>
          }
        >
          {/* The audit behind the record, seen in its findings: what a visitor met, what
              changed, and the test that keeps it so. From 1024 px, where this column stands
              beside the record, a second finding runs it down to the record's foot. */}
          <div className="mt-10 border-t border-border pt-6">
            <FindingExcerpt finding={AUDIT_FINDINGS[0]!} held />
          </div>
          <div className="mt-6 hidden border-t border-border pt-6 lg:block">
            <FindingExcerpt finding={AUDIT_FINDINGS[1]!} held />
          </div>
        </Evidence>
      }
    >
      {/* On phones the quotes follow the record and the facts: a row to swipe, not three screens. */}
      <Testimonials
        items={getProof().testimonials}
        heading={gridCopy(page, 'quotes').heading}
        swipe
      />
    </ContentPage>
  );
}
