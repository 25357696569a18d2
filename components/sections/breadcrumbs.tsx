import Link from 'next/link';
import type { NavLink } from '@/config/navigation';

/**
 * Visible breadcrumbs; the last crumb is the current page and not a link. On phones the current
 * page's crumb is left to screen readers: the heading under it says the same, and an article's
 * title would take two more lines above it. A page one step from home shows none on a phone:
 * "Home" alone on a line says nothing the logo does not.
 */
export function Breadcrumbs({ trail }: { trail: NavLink[] }) {
  return (
    <nav
      aria-label="Breadcrumb"
      className={`text-sm text-muted-foreground ${trail.length <= 2 ? 'max-sm:hidden' : ''}`}
    >
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li
              key={crumb.href}
              className={`flex items-center gap-2 ${last && i > 0 ? 'max-sm:sr-only' : ''}`}
            >
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <Link
                  href={crumb.href}
                  className="underline-offset-4 hover:text-foreground hover:underline"
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
