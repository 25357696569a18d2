'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { WEB_FONTS_CLASS, webFontsLoaded } from '@/lib/web-fonts';

/**
 * Switches a first view to the web fonts at its first client-side navigation, once they have
 * loaded (lib/web-fonts.ts): the page is changing anyway, right after the visitor's click, so
 * nothing moves under a reader. Renders nothing.
 */
export function WebFontsOnNavigation() {
  const pathname = usePathname();
  const initial = useRef(pathname);

  useEffect(() => {
    if (pathname === initial.current) return;
    if (webFontsLoaded()) document.documentElement.classList.add(WEB_FONTS_CLASS);
  }, [pathname]);

  return null;
}
