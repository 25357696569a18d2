'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/config/navigation';

/** True when `href` is the page being shown (a link to a section of a page never is). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return !href.includes('#') && href === pathname;
}

/**
 * A menu entry. The page you are on is dimmed, announced as current, and not a link (brief §4);
 * an accent bar before it says "you are here", so dimmed it does not read as a link switched off.
 * Rendered on the server with the page's path, so that holds before and without scripts.
 */
export function MenuLink({ link, className = '' }: { link: NavLink; className?: string }) {
  const pathname = usePathname();
  if (isCurrentPage(link.href, pathname)) {
    return (
      <a
        aria-current="page"
        className={`${className} relative cursor-default text-muted-foreground before:absolute before:top-1/2 before:-left-3 before:h-5 before:w-1 before:-translate-y-1/2 before:rounded-full before:bg-accent forced-colors:before:bg-[CanvasText]`}
      >
        {link.label}
        <span className="sr-only"> (current page)</span>
      </a>
    );
  }
  return (
    <Link href={link.href} className={`${className} hover:text-accent hover:underline`}>
      {link.label}
    </Link>
  );
}
