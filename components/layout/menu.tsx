import { buttonClass } from '@/components/ui/button';
import { DialogCloseButton, ModalDialog } from '@/components/ui/modal-dialog';
import { ContactLink } from '@/components/contact/contact-trigger';
import { DirectContact } from '@/components/contact/direct-contact';
import { Logo } from '@/components/layout/logo';
import { navigation, type NavGroup } from '@/config/navigation';
import { snippets } from '@/content/snippets';
import { MENU_DIALOG_ID } from '@/lib/shell';
import { MenuLink } from './menu-link';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';

function GroupLinks({ group, className = '' }: { group: NavGroup; className?: string }) {
  return (
    // On a phone 40 px rows, edge to edge: an open group of six then leaves the last of the
    // extra links (Contact Us) clear of the pinned bar's fade on an 812 px screen. The rows' look
    // is set on the list, not passed to each link, whose props travel in every page's payload.
    <ul
      className={`md:space-y-1 [&_a]:inline-flex [&_a]:min-h-10 [&_a]:items-center [&_a]:text-lg md:[&_a]:min-h-11 ${className}`}
    >
      {[group.overview, ...group.links].map((link) => (
        <li key={link.href}>
          <MenuLink link={link} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The full-screen menu (brief §4), in every page's HTML and opened natively (MenuButton): it
 * works before the scripts arrive and without them. Below 768 px the four groups are
 * `<details>` accordions, each expanded or collapsed on its own; from 768 px up they are shown
 * open. The two layouts are both in the HTML; CSS shows one (`display: none` keeps the other out
 * of the accessibility tree and the tab order).
 */
export function Menu() {
  const { contactLabel, expeditionLabel } = snippets.menu;
  return (
    // On a phone the list scrolls between two pinned bars, the logo and Close at the top and the
    // call to action at the foot: scroll padding the height of each (5 rem, 6 rem with its
    // border and padding, and 1 rem more for the fade above it) keeps a link the keyboard reaches
    // clear of both, never half under one.
    <ModalDialog
      id={MENU_DIALOG_ID}
      labelledBy="menu-title"
      popoverFallback
      className="max-md:scroll-pt-20 max-md:scroll-pb-28"
    >
      <div className="group/menu mx-auto flex min-h-full max-w-7xl flex-col px-5 pt-4 sm:px-8">
        {/* On a phone an open group can run the menu past the screen: the logo and Close stay at
            its top, as the way to the conversation stays at its foot. */}
        <div className="flex items-center justify-between gap-4 max-md:sticky max-md:top-0 max-md:z-10 max-md:-mx-5 max-md:-mt-4 max-md:bg-background max-md:px-5 max-md:py-4">
          <Logo />
          <h2 id="menu-title" className="sr-only">
            Site menu
          </h2>
          <DialogCloseButton label="menu" dialogId={MENU_DIALOG_ID} autoFocus />
        </div>
        <nav aria-label="Site menu" className="mt-2 flex-1 md:mt-8">
          <div className="md:hidden">
            {navigation().menuGroups.map((group) => (
              <details key={group.id} className={`${disclosureClass} border-b border-border`}>
                <summary className={`${summaryClass} min-h-12 font-display text-2xl font-semibold`}>
                  {group.title}
                  <OpenSign />
                </summary>
                <GroupLinks group={group} className="pb-3" />
              </details>
            ))}
          </div>
          <div className="hidden gap-x-10 gap-y-10 md:grid md:grid-cols-2 lg:grid-cols-4">
            {navigation().menuGroups.map((group) => (
              <section key={group.id} aria-labelledby={`menu-heading-${group.id}`}>
                <h3 id={`menu-heading-${group.id}`} className="font-display text-2xl font-semibold">
                  {group.title}
                </h3>
                <GroupLinks group={group} className="mt-4" />
              </section>
            ))}
          </div>
          {/* On phones the last group's rule above already divides these from the groups. */}
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-2 border-t border-border pt-6 text-xl font-semibold max-md:mt-0 max-md:gap-y-0 max-md:border-t-0 max-md:pt-4">
            {navigation().menuExtras.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className="inline-flex min-h-11 items-center" />
              </li>
            ))}
            <li>
              <ContactLink className="inline-flex min-h-11 items-center hover:text-accent hover:underline">
                {contactLabel}
              </ContactLink>
            </li>
          </ul>
        </nav>
        {/* The direct lines, for a visitor who would rather write or call than fill a form:
            on a phone in the space above the call to action, under the list; from 768 px in the
            pinned bar beside it, where the list scrolling under the bar never covers them. On a
            phone they step aside while a group is open: the list then runs down to the bar, and
            their sentence stood half under its fade (Contact Us and the bar still lead to us). */}
        <DirectContact className="mt-6 text-muted-foreground group-has-[details[open]]/menu:hidden md:hidden">
          {snippets.contact.direct}
        </DirectContact>
        {/* The call to action stays at the bottom of the screen while the list scrolls above
            it: an open group on a phone, or the four columns on a laptop's 800 px, make the menu
            taller than the screen. The column has no padding below it, so the bar stands at the
            screen's foot whether the menu scrolls or not, and does not move when a group opens. */}
        {/* Its background runs edge to edge to hide the list scrolling under it; its rule keeps to
            the content column, as the rule above the extra links does. On a phone the list fades
            out above it, so a link running under the bar reads as more to scroll to, not as cut. */}
        <div className="sticky bottom-0 -mx-5 mt-4 flex flex-wrap items-center gap-x-8 gap-y-3 bg-background px-5 pt-4 pb-4 before:absolute before:inset-x-5 before:top-0 before:border-t before:border-border max-md:shadow-[0_-24px_16px_-8px_var(--background)] sm:-mx-8 sm:px-8 sm:before:inset-x-8 md:mt-8">
          <ContactLink className={buttonClass('primary', 'w-full text-lg sm:w-auto')}>
            {expeditionLabel}
          </ContactLink>
          <DirectContact className="text-muted-foreground max-md:hidden">
            {snippets.contact.direct}
          </DirectContact>
        </div>
      </div>
    </ModalDialog>
  );
}
