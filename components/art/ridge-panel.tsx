import type { ReactNode } from 'react';

/**
 * A hero's panel where the subject is not a landscape (the team, a page's exhibit): the far sky of
 * the drawings, a ridge and the trail along its foot, with the subject set on it. The ridge is
 * drawn to stretch, so one path serves every panel's shape.
 */
export function RidgePanel({
  art,
  className = '',
  backdrop,
  children,
}: {
  /** What the panel holds, for the tests and the reader of the markup. */
  art: string;
  className?: string;
  /** A drawing behind the subject in place of the ridge (a page's own landscape). */
  backdrop?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      data-art={art}
      className={`relative isolate overflow-hidden rounded-3xl border border-border bg-[var(--art-far)] ${className}`}
    >
      {backdrop ?? (
        <svg
          aria-hidden="true"
          viewBox="0 0 400 260"
          preserveAspectRatio="none"
          className="absolute inset-0 -z-10 h-full w-full"
          focusable="false"
        >
          <path
            d="M0 150C80 96 140 70 210 72C290 74 350 110 400 136V260H0Z"
            fill="var(--art-mid)"
          />
          <path
            d="M0 200C90 178 190 172 260 182C320 190 360 200 400 196V260H0Z"
            fill="var(--art-near)"
          />
          <path
            d="M8 236C110 212 220 206 300 220C340 227 370 232 396 226"
            fill="none"
            stroke="var(--art-blaze)"
            strokeWidth="3"
            strokeDasharray="10 8"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
      {children}
    </div>
  );
}
