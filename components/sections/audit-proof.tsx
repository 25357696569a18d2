import { disclosureClass, SignedWords, summaryClass } from '@/components/ui/disclosure';
import Link from 'next/link';
import { AUDIT_FINDINGS, AUDIT_REPORT_PATH, type AuditFinding } from '@/content/site-audit';
import { formatDate } from '@/lib/dates';
import { FactList } from './evidence';
import { PaperShell } from './figure-section';
import { siteFacts } from './site-facts';

/** Whether copy links to the audit of this site (its page, or a part of it). */
export const linksAudit = (html: string) =>
  new RegExp(`href="${AUDIT_REPORT_PATH}(#[\\w-]*)?"`).test(html);

/**
 * The audit of this site, as a page of the report: its measured figures, dated, and one finding
 * as the report gives it (what a visitor met, what changed), so the strongest proof a page has is
 * seen, not only linked. Drawn as a paper tagged real, as /why-cairn's record is, the figures
 * beside the finding from 1024 px. A page whose copy links the audit leads its case studies with
 * it, the one audit that is not a sample before the samples (content-page.tsx); no page names it
 * by hand. A phone shows the figures, the finding in plain words and the way to every finding;
 * the report's own words and the change stay in the report.
 */
export function AuditProof() {
  const finding = AUDIT_FINDINGS[0]!;
  const [sweep, findings] = siteFacts(['sweep', 'findings']);
  return (
    <PaperShell
      as="aside"
      aria-labelledby="audit-proof-heading"
      kind="Audit excerpt"
      tag="Not a sample"
      className="mt-8"
    >
      <div className="px-4 pt-4 pb-4 sm:px-6 sm:pt-5 sm:pb-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        <div>
          <h3 id="audit-proof-heading" className="font-display text-xl font-semibold">
            The audit of this site
          </h3>
          {/* On a phone the count of findings is the link to them, under the finding. */}
          <FactList facts={[sweep!, { ...findings!, wideOnly: true }]} layout="ledger" />
        </div>
        <div className="max-lg:mt-5 lg:border-l lg:border-border lg:pl-12">
          <FindingExcerpt finding={finding} brief />
          <Link
            href={`${AUDIT_REPORT_PATH}#findings`}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
          >
            All {AUDIT_FINDINGS.length} findings and their fixes
          </Link>
        </div>
      </div>
    </PaperShell>
  );
}

/**
 * One finding as the audit report gives it: the criterion and the day it was fixed, what a
 * visitor met in plain words (where the finding has them) and, with `held`, what the test that
 * fails if it comes back checks; the report's own technical words, what changed and the test's
 * file under "Technical detail", for the reader who wants them (a buyer reads the plain words).
 */
export function FindingExcerpt({
  finding,
  held = false,
  brief = false,
}: {
  finding: AuditFinding;
  held?: boolean;
  /**
   * The plain words alone (where the finding has them): no technical detail, which the report a
   * click away gives (a page that links the report keeps its weight).
   */
  brief?: boolean;
}) {
  const [file, checks] = finding.test.split(/:\s+(.*)/s);
  const quote = (
    <blockquote className="mt-2 border-l-2 border-accent pl-3 text-muted-foreground">
      <p>{finding.found}</p>
    </blockquote>
  );
  return (
    <figure className="text-sm">
      <figcaption className="font-semibold">
        From the report: {finding.criterion}, fixed {formatDate(finding.date)}
      </figcaption>
      {finding.plain ? <p className="mt-2 text-base">{finding.plain}</p> : quote}
      {held ? (
        <p className="mt-3">
          <span className="font-semibold">What keeps it fixed: </span>
          {checks ? `a test of ${checks}, run on every change.` : finding.test}
        </p>
      ) : null}
      {brief && finding.plain ? null : (
        <details className={`${disclosureClass} mt-2`}>
          <summary className={`${summaryClass} w-fit font-semibold text-accent`}>
            {/* One flex item: the summary's gap would otherwise open between its words. */}
            <span>
              <SignedWords words="Technical detail" />
            </span>
          </summary>
          {finding.plain ? quote : null}
          <p className="mt-3">
            <span className="font-semibold">What changed: </span>
            {finding.fixed}
          </p>
          {held && checks ? (
            <p className="mt-2 text-muted-foreground">
              The test: <code>{file}</code>
            </p>
          ) : null}
        </details>
      )}
    </figure>
  );
}
