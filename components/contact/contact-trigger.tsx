import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { snippets } from '@/content/snippets';
import { CONTACT_PATH, PAGE_CHECK_ANCHOR, REFERENCE_CALL_ANCHOR } from '@/lib/contact-paths';
import {
  CONTACT_LINK_ATTRIBUTE,
  CONTACT_PAGE_CHECK_VALUE,
  CONTACT_REFERENCE_VALUE,
} from '@/lib/shell';

interface ContactLinkProps {
  children: ReactNode;
  className?: string;
  /** The organization type the form starts with (a sector page's), when scripts run. */
  organizationType?: string;
  /**
   * The form starts with its reference call box ticked (scripts), or /contact opens at that box
   * (no scripts: the page is static, so the visitor ticks it).
   */
  reference?: boolean;
  /**
   * The ask to look at one page: the form starts on an audit (scripts), or /contact opens at the
   * note that says what to send (no scripts).
   */
  pageCheck?: boolean;
}

/** Where a contact link leads without scripts, and the value the shell script reads. */
function target({ reference, pageCheck, organizationType }: Omit<ContactLinkProps, 'children'>) {
  if (reference)
    return { href: `${CONTACT_PATH}#${REFERENCE_CALL_ANCHOR}`, value: CONTACT_REFERENCE_VALUE };
  if (pageCheck)
    return { href: `${CONTACT_PATH}#${PAGE_CHECK_ANCHOR}`, value: CONTACT_PAGE_CHECK_VALUE };
  return { href: CONTACT_PATH, value: organizationType ?? '' };
}

/**
 * A link to the contact form. It is a real link to /contact, so it works before the scripts
 * arrive and without them; the inline shell script (lib/shell.ts) opens the contact dialog
 * instead, from the first click. A plain <a>, not next/link: the framework never handles it.
 */
export function ContactLink({ children, className = '', ...ask }: ContactLinkProps) {
  const { href, value } = target(ask);
  return (
    <a
      href={href}
      aria-haspopup="dialog"
      {...{ [CONTACT_LINK_ATTRIBUTE]: value }}
      className={className}
    >
      {children}
    </a>
  );
}

/** A call to action styled as a button that opens the contact form (ContactLink). */
export function ContactTrigger({
  children,
  variant = 'primary',
  className = '',
  organizationType,
  reference,
}: ContactLinkProps & { variant?: ButtonVariant }) {
  return (
    <ContactLink
      className={buttonClass(variant, className)}
      organizationType={organizationType}
      reference={reference}
    >
      {children}
    </ContactLink>
  );
}

/** An ask made in a sentence (a reference call, one page looked at): a link in the copy. */
const askLinkClass =
  'font-semibold text-accent underline underline-offset-4 hover:text-accent-hover';

/**
 * The reference call asked for in its own words, as a link: the form with its box ticked (with
 * scripts), or /contact at that box (without). `children` when a sentence holds the words.
 */
export function ReferenceCallLink({ children }: { children?: ReactNode }) {
  return (
    <ContactLink reference className={askLinkClass}>
      {children ?? snippets.referenceOffer.link}
    </ContactLink>
  );
}

/** The ask to look at one page, as a link: the form on an audit, or /contact at its note. */
export function PageCheckLink({ children }: { children: ReactNode }) {
  return (
    <ContactLink pageCheck className={askLinkClass}>
      {children}
    </ContactLink>
  );
}
