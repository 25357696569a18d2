import Link from 'next/link';
import { navigation, type NavLink } from '@/config/navigation';
import { phoneHref, siteConfig } from '@/config/site';
import { EmailAddress } from '@/components/ui/email-address';
import { TitledFold } from '@/components/ui/titled-fold';
import { copyrightYear } from '@/lib/year';
import { PrivacyChoices } from '@/integrations/consent/privacy-choices';
import { CurrentYear } from './current-year';
import { Logo } from './logo';

/** A footer column longer than this many links takes two tracks from 1280 px. */
const LONG_COLUMN = 8;
/** The rows a long column's two tracks take, by half its links rounded up (classes the CSS has). */
const ROWS: Record<number, string> = {
  5: 'xl:grid-rows-5',
  6: 'xl:grid-rows-6',
  7: 'xl:grid-rows-7',
  8: 'xl:grid-rows-8',
};

/** Only what the year needs travels to the browser, not the whole site config. */
const yearBounds = { founded: siteConfig.founded, fallbackYear: siteConfig.fallbackYear };

export function Footer() {
  const { address } = siteConfig;
  return (
    <footer className="border-t border-border bg-surface text-surface-foreground">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-14 lg:px-8">
        {/* The brand, the address and the ways to reach us, a row over the columns from 1024 px:
            beside them it left each of five columns some 145 px, and the longer names broke onto
            two lines. */}
        <div className="grid gap-4 sm:gap-10">
          <div className="lg:flex lg:items-start lg:justify-between lg:gap-10">
            <div>
              <Logo />
              <p className="mt-3 max-w-xs text-muted-foreground lg:max-w-none">
                {siteConfig.tagline}
              </p>
            </div>
            <address className="mt-4 not-italic leading-relaxed sm:mt-6 lg:mt-0">
              {address.street}
              <br />
              {address.locality}, {address.region} {address.postalCode}
            </address>
            <p className="mt-4 flex flex-col gap-1 lg:mt-0">
              <a
                href={`mailto:${siteConfig.email}`}
                className="inline-flex min-h-6 underline underline-offset-4 hover:text-accent"
              >
                <EmailAddress address={siteConfig.email} />
              </a>
              <a
                href={phoneHref()}
                className="inline-flex min-h-6 underline underline-offset-4 hover:text-accent"
              >
                {siteConfig.phone}
              </a>
            </p>
          </div>
          {/* On phones every column folds under its title alike, two titles to a row (a lone
              last one across both), and its links wrap in lines rather than stack; the policies
              stay in sight on the last line. From 640 px every column is open and titled by its
              heading (.fold-on-phones hides the summary there). */}
          <nav
            aria-label="Footer"
            className="grid grid-cols-2 gap-x-4 max-sm:[&>:last-child:nth-child(odd)]:col-span-2 sm:gap-8 md:grid-cols-3 xl:grid-cols-[repeat(7,auto)] xl:justify-between xl:gap-x-6"
          >
            {/* A wrapper per column: the fold is its title and its list, one cell of the grid.
                From 768 px the six stand in two rows of three; from 1280 px in one row, a long
                column (How We Deliver's ten) across two tracks, its links down one and on down
                the next, so no column runs far below the others. */}
            {navigation().footerColumns.map((column) => {
              const long = column.links.length > LONG_COLUMN;
              return (
                <div key={column.title} className={long ? 'xl:col-span-2' : undefined}>
                  <TitledFold
                    title={column.title}
                    titleClass="font-sans text-sm font-bold tracking-wide uppercase max-sm:tracking-normal"
                  >
                    <LinkList
                      links={column.links}
                      className={`mt-2 flex flex-wrap gap-x-4 gap-y-1 sm:mt-3 sm:block sm:space-y-1 ${long ? `xl:grid xl:grid-flow-col xl:gap-x-8 xl:gap-y-1 xl:space-y-0 ${ROWS[Math.ceil(column.links.length / 2)] ?? ''}` : ''}`}
                      linkClass="[&_a]:py-0.5 [&_a]:text-muted-foreground [&_a:hover]:text-foreground xl:[&_a]:text-[0.9375rem]"
                    />
                  </TitledFold>
                </div>
              );
            })}
          </nav>
        </div>
        <div className="mt-4 flex flex-col gap-3 border-t text-sm sm:mt-12 border-border pt-4 sm:gap-4 sm:pt-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
            <p>
              © {siteConfig.founded}–
              <CurrentYear buildYear={copyrightYear(siteConfig)} bounds={yearBounds} />{' '}
              {siteConfig.name}
            </p>
            <LinkList
              label="Policies"
              links={navigation().legalLinks}
              className="flex flex-wrap gap-x-6 gap-y-1"
              linkClass="[&_a]:underline-offset-4"
            />
            <PrivacyChoices />
          </div>
          <ul aria-label="Social and profile links" className="flex flex-wrap gap-x-4 gap-y-1">
            {siteConfig.social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="me noopener"
                  className="inline-flex min-h-6 underline-offset-4 hover:underline"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * A list of the site's own pages as links: a footer column's, or the policies'. The links' look
 * is set once on the list (`linkClass`, written as `[&_a]:` variants), not on each of the footer's
 * forty links: every page's document carries them twice, as HTML and as the payload.
 */
function LinkList({
  links,
  label,
  className,
  linkClass,
}: {
  links: NavLink[];
  label?: string;
  className: string;
  linkClass: string;
}) {
  return (
    <ul
      aria-label={label}
      className={`[&_a]:inline-flex [&_a]:min-h-6 [&_a:hover]:underline ${linkClass} ${className}`}
    >
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
