'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/config/navigation';

/** True when `href` is the page being shown (a link to a section of a page never is). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return !href.includes('#') && href === pathname;
}

/**
 * A menu entry. The page you are on is dimmed, announced as current, and not a link (brief §4).
 * Rendered on the server with the page's path, so that holds before and without scripts.
 */
export function MenuLink({ link, className = '' }: { link: NavLink; className?: string }) {
  const pathname = usePathname();
  if (isCurrentPage(link.href, pathname)) {
    return (
      <a aria-current="page" className={`${className} cursor-default text-muted-foreground`}>
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
