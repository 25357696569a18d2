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
    <h2 id={id} className="font-display text-3xl font-semibold">
      {heading}
    </h2>
  );
  return (
    <>
      {more ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {h2}
          <Link
            href={more.href}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
          >
            {more.label}
          </Link>
        </div>
      ) : (
        h2
      )}
      {intro ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
    </>
  );
}
