import Link from 'next/link';
import { navigation } from '@/config/navigation';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { snippets } from '@/content/snippets';
import { Logo } from './logo';
import { MenuButton } from './menu-button';
import { ThemeSwitch } from './theme-switch';

/**
 * Below 640 px the bar is the logo on one line, a smaller "Let's Chat" and the two icon buttons;
 * the icons' 44 px targets touch, and the menu's hangs its padding into the bar's margin, so its
 * icon lines up with the page's edge and the wordmark keeps its width at 320 px.
 */
export function TopBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 min-[360px]:gap-1.5 min-[360px]:px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Link href="/" className="mr-auto rounded-md" aria-label="Cairn Digital, home">
          <Logo />
        </Link>
        <nav aria-label="Primary" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation().topBarLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center rounded-full px-4 font-medium hover:bg-surface"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* On a phone a smaller pill than the logo beside it, its target still 44 px tall. */}
        <ContactTrigger className="relative shrink-0 whitespace-nowrap max-sm:min-h-9 max-sm:px-2.5 max-sm:py-1.5 max-sm:text-[13px] max-sm:after:absolute max-sm:after:inset-x-0 max-sm:after:-inset-y-1 min-[360px]:max-sm:px-3 min-[360px]:max-sm:text-sm sm:px-4">
          {snippets.topBarContact}
        </ContactTrigger>
        <ThemeSwitch className="max-sm:-mr-1 min-[360px]:max-sm:-mr-1.5" />
        <MenuButton className="max-sm:-mr-2.5" />
      </div>
    </header>
  );
}
