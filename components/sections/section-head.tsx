/** A section's heading and its optional introduction, as every content section opens. */
export function SectionHead({
  id,
  heading,
  intro,
}: {
  /** The heading's id: the section's `aria-labelledby`. */
  id: string;
  heading: string;
  intro?: string;
}) {
  return (
    <>
      <h2 id={id} className="font-display text-3xl font-semibold">
        {heading}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
    </>
  );
}
