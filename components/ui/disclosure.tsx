/**
 * The one look of every disclosure on the site (the FAQ, the footer's and the menu's groups, a
 * section's rest on phones): a summary row with a plus that turns into a minus when open (a cross
 * would read as a second close button under a dialog's own). The
 * `<details>` carries `group/disclosure`; the summary drops the browser's marker for this sign.
 */
export const disclosureClass = 'group/disclosure';

export const summaryClass =
  'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 [&::-webkit-details-marker]:hidden';

export function OpenSign({ className = '' }: { className?: string }) {
  // Drawn by the stylesheet (app/globals.css `.open-sign`): one empty element per disclosure,
  // where an SVG's markup came twice to every page (its HTML and its payload), some fifty times.
  return <span aria-hidden="true" className={`open-sign ${className}`} />;
}

/**
 * A summary's words with the sign after the last of them: the last word and the sign never part,
 * so the sign follows the words on whatever line they end, a name of two lines as one of one.
 */
export function SignedWords({ words }: { words: string }) {
  const text = words.trim();
  const cut = text.lastIndexOf(' ') + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut)}
        <OpenSign className="ml-3 inline-block align-[-0.125em]" />
      </span>
    </>
  );
}
