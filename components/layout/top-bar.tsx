import Link from 'next/link';
import { navigation } from '@/config/navigation';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { snippets } from '@/content/snippets';
import { Logo } from './logo';
import { MenuButton } from './menu-button';
import { ThemeSwitch } from './theme-switch';

/** Below 360 px the controls sit closer (each is still a 44 px target), so the cairn mark fits. */
export function TopBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 min-[360px]:gap-2 sm:gap-3 sm:px-6 lg:px-8">
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
        <ContactTrigger className="shrink-0 px-3 whitespace-nowrap sm:px-4">
          {snippets.topBarContact}
        </ContactTrigger>
        <ThemeSwitch />
        <MenuButton />
      </div>
    </header>
  );
}
