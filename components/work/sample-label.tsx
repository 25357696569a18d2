/** The small visible label of an entry marked `sample: true` (a fictional client or quote). */
export function SampleLabel({ children = 'Sample project' }: { children?: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-dashed border-muted-foreground px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
      {children}
    </span>
  );
}
