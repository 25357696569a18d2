import Link from 'next/link';
import { AUDIT_FINDINGS, AUDIT_REPORT_PATH } from '@/content/site-audit';
import { eyebrowClass } from '@/components/ui/eyebrow';
import { formatDate } from '@/lib/dates';
import { FactList } from './evidence';
import { siteFacts } from './site-facts';

/** Whether a section's copy links to the audit of this site (its page, or a part of it). */
export const linksAudit = (html: string) =>
  new RegExp(`href="${AUDIT_REPORT_PATH}(#[\\w-]*)?"`).test(html);

/**
 * The audit of this site under the copy that links to it: its measured figures, dated, and one
 * finding as the report gives it (what a visitor met, what changed, the test that holds it), so
 * the strongest proof a page has is seen, not only linked. The copy after a shaped section's
 * points that links the audit shows it (shaped-section.tsx); no page names it by hand. A band
 * across the column, the figures beside the finding from 1024 px; a phone shows the figures, and
 * leaves the quoted finding and the way to every finding to the report the copy above links.
 */
export function AuditProof() {
  const finding = AUDIT_FINDINGS[0]!;
  return (
    <aside
      aria-labelledby="audit-proof-heading"
      className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12 lg:p-8"
    >
      <div>
        <h3 id="audit-proof-heading" className={eyebrowClass}>
          The audit of this site
        </h3>
        <FactList facts={siteFacts(['sweep', 'findings'])} />
      </div>
      <div className="lg:border-l lg:border-border lg:pl-12">
        <figure className="text-sm max-sm:hidden max-lg:mt-6 max-lg:border-t max-lg:border-border max-lg:pt-4">
          <figcaption className="font-semibold">
            From the report: {finding.criterion}, fixed {formatDate(finding.date)}
          </figcaption>
          <blockquote className="mt-2 text-muted-foreground">
            <p>{finding.found}</p>
          </blockquote>
        </figure>
        <Link
          href={`${AUDIT_REPORT_PATH}#findings`}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 max-sm:hidden"
        >
          All {AUDIT_FINDINGS.length} findings and their fixes
        </Link>
      </div>
    </aside>
  );
}
