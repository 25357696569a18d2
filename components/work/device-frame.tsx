import type { ReactNode } from 'react';

/**
 * Where a screen changes device: always a phone, always a browser, or a phone below 640 px
 * (sm) or 1024 px (lg) and a browser from there, matching the `<picture>` inside, which swaps
 * the phone crop for the desktop screen at the same width.
 */
export type FrameKind = 'phone' | 'browser' | 'phone-below-sm' | 'phone-below-lg';

/*
 * Each frame's parts per kind, written out whole so Tailwind finds every class. The phone is a
 * dark bezel with the earpiece above the screen (nothing covers the client's header); the
 * browser a toolbar with three dots and an
 * address bar above it. Both keep a rim in the dark theme (the bezel a lighter graphite with its ring, the browser's
 * border), so the screen never floats as a bare bright block.
 */
const PHONE = {
  frame:
    'rounded-[2rem] bg-[#141816] px-[0.4rem] pt-[1.1rem] pb-[0.4rem] shadow-xl ring-1 ring-black/10 dark:bg-[#2b322e] dark:ring-white/25',
  screen: 'overflow-hidden rounded-[1.6rem]',
  island: 'absolute top-[0.35rem] left-1/2 h-[0.4rem] w-[22%] -translate-x-1/2 rounded-full',
};
const BROWSER = {
  frame: 'overflow-hidden rounded-xl border border-border bg-surface shadow-lg',
  bar: 'flex h-7 items-center gap-1.5 border-b border-border px-3',
};

const KINDS: Record<FrameKind, { frame: string; screen: string; island: string; bar: string }> = {
  phone: { frame: PHONE.frame, screen: PHONE.screen, island: PHONE.island, bar: 'hidden' },
  browser: { frame: BROWSER.frame, screen: '', island: 'hidden', bar: BROWSER.bar },
  'phone-below-sm': {
    frame:
      'max-sm:rounded-[2rem] max-sm:bg-[#141816] max-sm:px-[0.4rem] max-sm:pt-[1.1rem] max-sm:pb-[0.4rem] max-sm:shadow-xl max-sm:ring-1 max-sm:ring-black/10 max-sm:dark:bg-[#2b322e] max-sm:dark:ring-white/25 sm:overflow-hidden sm:rounded-xl sm:border sm:border-border sm:bg-surface sm:shadow-lg',
    screen: 'max-sm:overflow-hidden max-sm:rounded-[1.6rem]',
    island: `${PHONE.island} sm:hidden`,
    bar: `${BROWSER.bar} max-sm:hidden`,
  },
  'phone-below-lg': {
    frame:
      'max-lg:rounded-[2rem] max-lg:bg-[#141816] max-lg:px-[0.4rem] max-lg:pt-[1.1rem] max-lg:pb-[0.4rem] max-lg:shadow-xl max-lg:ring-1 max-lg:ring-black/10 max-lg:dark:bg-[#2b322e] max-lg:dark:ring-white/25 lg:overflow-hidden lg:rounded-xl lg:border lg:border-border lg:bg-surface lg:shadow-lg',
    screen: 'max-lg:overflow-hidden max-lg:rounded-[1.6rem]',
    island: `${PHONE.island} lg:hidden`,
    bar: `${BROWSER.bar} max-lg:hidden`,
  },
};

/**
 * A screen shown as products are shown: in a phone or a browser window drawn here in CSS (not
 * baked into the image), so the frame follows the theme and the image stays the bare screen.
 * Decorative parts are hidden from assistive technology; the image inside carries the alt text.
 */
export function DeviceFrame({
  kind,
  className = '',
  children,
}: {
  kind: FrameKind;
  className?: string;
  children: ReactNode;
}) {
  const parts = KINDS[kind];
  return (
    <div data-frame={kind} className={`relative ${parts.frame} ${className}`}>
      <div aria-hidden="true" className={parts.bar}>
        <span className="size-2 rounded-full bg-[#e0695e]" />
        <span className="size-2 rounded-full bg-[#e5b94a]" />
        <span className="size-2 rounded-full bg-[#63b56f]" />
        <span className="mx-auto h-3.5 w-1/2 rounded-full bg-background" />
      </div>
      <span aria-hidden="true" className={`${parts.island} bg-[#3a413d]`} />
      <div className={parts.screen}>{children}</div>
    </div>
  );
}
