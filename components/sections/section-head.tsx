import Link from 'next/link';

/**
 * A section's heading and its optional introduction, as every content section opens; `more`, a
 * link to the rest beside the heading (a list's whole page).
 */
export function SectionHead({
  id,
  heading,
  intro,
  more,
}: {
  /** The heading's id: the section's `aria-labelledby`. */
  id: string;
  heading: string;
  intro?: string;
  more?: { href: string; label: string };
}) {
  const h2 = (
    // A phone's size as a prose section's heading has it, so a page's headings are one size there.
    <h2 id={id} className="font-display text-2xl font-semibold sm:text-3xl">
      {heading}
    </h2>
  );
  const lead = intro ? (
    <p className="mt-3 max-w-3xl text-muted-foreground sm:text-lg">{intro}</p>
  ) : null;
  if (!more) {
    return (
      <>
        {h2}
        {lead}
      </>
    );
  }
  // Beside the heading from 640 px; on a phone, where it would wrap under the heading, after the
  // introduction (its place in the reading order everywhere), so the reader knows what it leads to.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-x-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      {h2}
      {lead ? <div className="sm:col-span-2 sm:row-start-2">{lead}</div> : null}
      <Link
        href={more.href}
        className="inline-flex min-h-11 items-center justify-self-start font-semibold text-accent underline underline-offset-4 max-sm:mt-2 sm:col-start-2 sm:row-start-1"
      >
        {more.label}
      </Link>
    </div>
  );
}
