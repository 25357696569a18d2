/**
 * The visible label of an entry marked `sample: true` (a fictional client or quote), on every item
 * it applies to, so a card or a quote seen alone is still labelled. Drawn as the tag on this
 * site's real evidence is ("Not a sample"), so the two read as one system, told apart by the word.
 */
export function SampleLabel({ children = 'Sample project' }: { children?: string }) {
  return (
    <span className="inline-block rounded-full border border-border px-2 text-xs leading-5 font-medium text-muted-foreground">
      {children}
    </span>
  );
}
