'use client';

import { useEffect } from 'react';

/**
 * Marks the outline's link to the section being read (`aria-current="location"`): the last of the
 * article's headings to have passed the upper third of the window. The outline stays in sight
 * beside the body from 1024 px, so it also says where the reader is. Without scripts it is a
 * plain list of links that works the same.
 */
export function OutlineMarker({ label }: { label: string }) {
  useEffect(() => {
    const outline = document.querySelector(`nav[aria-label="${label}"]`);
    if (!outline) return;
    const links = [...outline.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const headings = links
      .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
      .filter((heading) => heading !== null);
    const mark = () => {
      const line = window.innerHeight / 3;
      const current = headings.filter((h) => h.getBoundingClientRect().top <= line).at(-1);
      for (const link of links) {
        if (current && link.hash === `#${current.id}`)
          link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    // A heading crossing the line changes the section; nothing else does.
    const observer = new IntersectionObserver(mark, { rootMargin: '0px 0px -67% 0px' });
    for (const heading of headings) observer.observe(heading);
    mark();
    return () => observer.disconnect();
  }, [label]);
  return null;
}
