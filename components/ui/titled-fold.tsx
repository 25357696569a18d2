import type { ReactNode } from 'react';
import { disclosureClass, OpenSign, SignedWords, summaryClass } from './disclosure';

/**
 * A titled block that folds under its title on phones and is open from 640 px: below 640 px the
 * title is a disclosure's summary (the heading is hidden), from 640 px it is an h2 and the
 * summary is hidden (`.fold-on-phones`, app/globals.css). HTML only: it works without scripts.
 */
export function TitledFold({
  title,
  titleClass,
  children,
}: {
  title: string;
  /** The title's type, shared by the heading and the summary. */
  titleClass: string;
  children: ReactNode;
}) {
  return (
    <>
      <h2 className={`${titleClass} max-sm:hidden`}>{title}</h2>
      <details className={`${disclosureClass} fold-on-phones`}>
        <summary className={`${summaryClass} ${titleClass}`}>
          {title}
          <OpenSign />
        </summary>
        {children}
      </details>
    </>
  );
}

/**
 * What follows a visible opening, folded on phones behind a label written for it and open from
 * 640 px with the label hidden, so the text continues what stands before it.
 */
export function PhoneFold({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className={`${disclosureClass} fold-on-phones`}>
      <summary className={`${summaryClass} w-fit font-semibold text-accent`}>
        <span>
          <SignedWords words={label} />
        </span>
      </summary>
      {children}
    </details>
  );
}
