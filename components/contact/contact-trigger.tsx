import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { snippets } from '@/content/snippets';
import { CONTACT_PATH, REFERENCE_CALL_ANCHOR } from '@/lib/contact-paths';
import { CONTACT_LINK_ATTRIBUTE, CONTACT_REFERENCE_VALUE } from '@/lib/shell';

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
}

/**
 * A link to the contact form. It is a real link to /contact, so it works before the scripts
 * arrive and without them; the inline shell script (lib/shell.ts) opens the contact dialog
 * instead, from the first click. A plain <a>, not next/link: the framework never handles it.
 */
export function ContactLink({
  children,
  className = '',
  organizationType,
  reference = false,
}: ContactLinkProps) {
  return (
    <a
      href={reference ? `${CONTACT_PATH}#${REFERENCE_CALL_ANCHOR}` : CONTACT_PATH}
      aria-haspopup="dialog"
      {...{
        [CONTACT_LINK_ATTRIBUTE]: reference ? CONTACT_REFERENCE_VALUE : (organizationType ?? ''),
      }}
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

/**
 * The reference call asked for in its own words, as a link: the form with its box ticked (with
 * scripts), or /contact at that box (without). `children` when a sentence holds the words.
 */
export function ReferenceCallLink({ children }: { children?: ReactNode }) {
  return (
    <ContactLink
      reference
      className="font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
    >
      {children ?? snippets.referenceOffer.link}
    </ContactLink>
  );
}
