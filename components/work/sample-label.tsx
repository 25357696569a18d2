/**
 * The small visible label of an entry marked `sample: true` (a fictional client or quote): a note
 * in the muted text, on every item it applies to, so a card or a quote seen alone is still
 * labelled; quiet, so a page of samples reads as work rather than as a row of warnings.
 */
export function SampleLabel({ children = 'Sample project' }: { children?: string }) {
  return <span className="text-xs font-medium text-muted-foreground italic">{children}</span>;
}
