import type { ReactNode } from 'react';

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
      <details className="group fold-on-phones">
        <summary
          className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 ${titleClass}`}
        >
          {title}
          {/* The summary is a flex box, which drops the marker: a chevron says it opens. */}
          <svg
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
            className="shrink-0 group-open:rotate-180 motion-safe:transition-transform"
          >
            <path
              d="M3 6l5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </summary>
        {children}
      </details>
    </>
  );
}
