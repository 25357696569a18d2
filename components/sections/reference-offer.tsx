import { snippets } from '@/content/snippets';
import { ContactLink } from '@/components/contact/contact-trigger';

/**
 * A reference call offered beside the proof: the link opens the contact form with its reference
 * call box ticked (with scripts), or /contact at that box (without).
 */
export function ReferenceOffer() {
  const { lead, link, after } = snippets.referenceOffer;
  return (
    <p className="mt-8 max-w-prose text-lg">
      {lead}{' '}
      <ContactLink
        reference
        className="font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
      >
        {link}
      </ContactLink>
      {after}
    </p>
  );
}
