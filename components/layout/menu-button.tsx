'use client';

import { lazy, Suspense, useState } from 'react';

const Menu = lazy(() => import('./menu').then((m) => ({ default: m.Menu })));

/** Opens the full-screen menu; the menu's code loads on first use. */
export function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-3 font-semibold whitespace-nowrap hover:bg-surface"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        {/* Below 400 px the bar keeps the icon; the name stays for screen readers. */}
        <span className="max-[399px]:sr-only">Menu</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Menu onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
