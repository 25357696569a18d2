'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { menuExtras, menuGroups, type NavLink } from '@/config/navigation';
import { openContactDialog } from '@/lib/contact-events';

function MenuLink({
  link,
  current,
  onNavigate,
  className = '',
}: {
  link: NavLink;
  current: boolean;
  onNavigate: () => void;
  className?: string;
}) {
  if (current) {
    // The page you are on: dimmed, announced as current, and not a link.
    return (
      <a aria-current="page" className={`${className} cursor-default text-muted-foreground`}>
        {link.label}
        <span className="sr-only"> (current page)</span>
      </a>
    );
  }
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      className={`${className} hover:text-accent hover:underline`}
    >
      {link.label}
    </Link>
  );
}

/** The full-screen menu (brief §4): a modal dialog; accordions below 768 px. */
export function Menu({ onClose }: { onClose: () => void }) {
  const pathname = usePathname();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const openedAt = useRef(pathname);

  // Close after a navigation completes (e.g. browser back while open).
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  const isCurrent = (href: string) => href.split('#')[0] === pathname && !href.includes('#');
  const contact = () => {
    onClose();
    // Let the menu unmount (returning focus to its button) before the contact dialog opens.
    requestAnimationFrame(openContactDialog);
  };

  return (
    <Dialog labelledBy="menu-title" onClose={onClose}>
      <div className="mx-auto flex min-h-full max-w-7xl flex-col px-5 py-4 sm:px-8">
        <div className="flex items-center justify-between gap-4">
          <Logo />
          <h2 id="menu-title" className="sr-only">
            Site menu
          </h2>
          <button
            type="button"
            onClick={onClose}
            data-autofocus
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
            Close<span className="sr-only"> menu</span>
          </button>
        </div>
        <nav aria-label="Site menu" className="mt-6 flex-1 md:mt-12">
          <div className="grid gap-x-10 gap-y-2 md:grid-cols-2 md:gap-y-10 lg:grid-cols-4">
            {menuGroups.map((group) => {
              const panelId = `menu-panel-${group.id}`;
              const isOpen = expanded[group.id] ?? false;
              return (
                <section
                  key={group.id}
                  aria-labelledby={`menu-heading-${group.id}`}
                  className="border-b border-border pb-2 md:border-0"
                >
                  <h3
                    id={`menu-heading-${group.id}`}
                    className="font-display text-2xl font-semibold"
                  >
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setExpanded((s) => ({ ...s, [group.id]: !isOpen }))}
                      className="flex min-h-12 w-full items-center justify-between text-left md:hidden"
                    >
                      {group.title}
                      <svg
                        viewBox="0 0 24 24"
                        aria-hidden="true"
                        className={`h-5 w-5 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      >
                        <path d="m6 9 6 6 6-6" />
                      </svg>
                    </button>
                    <span className="hidden md:inline">{group.title}</span>
                  </h3>
                  <ul
                    id={panelId}
                    className={`${isOpen ? 'block' : 'hidden'} space-y-1 pb-3 md:mt-4 md:block`}
                  >
                    {[group.overview, ...group.links].map((link) => (
                      <li key={link.href}>
                        <MenuLink
                          link={link}
                          current={isCurrent(link.href)}
                          onNavigate={onClose}
                          className="inline-flex min-h-11 items-center text-lg"
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-2 border-t border-border pt-6 text-xl font-semibold">
            {menuExtras.map((link) => (
              <li key={link.href}>
                <MenuLink
                  link={link}
                  current={isCurrent(link.href)}
                  onNavigate={onClose}
                  className="inline-flex min-h-11 items-center"
                />
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={contact}
                aria-haspopup="dialog"
                className="inline-flex min-h-11 items-center hover:text-accent hover:underline"
              >
                Contact Us
              </button>
            </li>
          </ul>
        </nav>
        <div className="mt-8 pb-4">
          <button
            type="button"
            onClick={contact}
            aria-haspopup="dialog"
            className={buttonClass('primary', 'w-full text-lg sm:w-auto')}
          >
            Begin Your Digital Expedition
          </button>
        </div>
      </div>
    </Dialog>
  );
}
