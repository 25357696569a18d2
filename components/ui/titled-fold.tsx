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
export function PhoneFold({
  label,
  className = '',
  children,
}: {
  label: string;
  /** Placement of the fold itself (its order or padding on a phone). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`${disclosureClass} fold-on-phones ${className}`}>
      <summary className={`${summaryClass} w-fit font-semibold text-accent`}>
        <span>
          <SignedWords words={label} />
        </span>
      </summary>
      {children}
    </details>
  );
}

/**
 * A row of a list of questions: its label, and what opens under it (the FAQ's questions, a
 * sector page's proof under its rules). `className` sets its padding and rules, `py-2` unless
 * given.
 */
export function RowFold({
  label,
  className = 'py-2',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`${disclosureClass} ${className}`}>
      <summary className={`${summaryClass} min-h-12 text-lg font-semibold`}>
        {label}
        <OpenSign />
      </summary>
      {children}
    </details>
  );
}
