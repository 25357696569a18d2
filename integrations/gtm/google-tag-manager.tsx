'use client';

import { useEffect } from 'react';

let requested = false;

/**
 * The container, requested once the page is interactive: from an effect, i.e. after hydration.
 * Rendered only when NEXT_PUBLIC_GTM_ID is set. (`next/script`'s `afterInteractive` would also
 * run it after hydration, but in the App Router it puts a `<link rel="preload">` for the script
 * into the server HTML, so the request would start before hydration; see ADR 0003.)
 */
export function GoogleTagManager({ src, nonce }: { src: string; nonce?: string }) {
  useEffect(() => {
    if (requested) return; // Once per page load: strict mode runs effects twice in development.
    requested = true;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  }, [src, nonce]);
  return null;
}
