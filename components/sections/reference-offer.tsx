import { snippets } from '@/content/snippets';
import { ReferenceCallLink } from '@/components/contact/contact-trigger';

/**
 * A reference call offered beside the proof: the link opens the contact form with its reference
 * call box ticked (with scripts), or /contact at that box (without). On a phone it is the link
 * alone, one line (the box's help line in the form says the rest); the page stays within its
 * phone height.
 */
export function ReferenceOffer() {
  const { lead, link, after } = snippets.referenceOffer;
  return (
    <p className="mt-4 sm:mt-8 sm:text-lg">
      <span className="hidden sm:inline">{lead} </span>
      <ReferenceCallLink>{link}</ReferenceCallLink>
      <span className="hidden sm:inline">{after}</span>
    </p>
  );
}
