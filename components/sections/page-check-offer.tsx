import { snippets } from '@/content/snippets';
import { PageCheckLink } from '@/components/contact/contact-trigger';

/**
 * A first step smaller than a project, under an ending's conversation: one page looked at, the
 * link opening the form on an audit (with scripts) or /contact at the note that says what to send
 * (without). The marketing team words the promise (content/copy.yaml). On a phone it is the ask
 * alone, one line (the form's note says what to send): the page stays within its phone
 * length.
 */
export function PageCheckOffer({ className = '' }: { className?: string }) {
  const { lead, link, promise } = snippets.contact.pageCheck;
  return (
    <p data-page-check className={`mt-3 max-w-xl max-sm:text-sm sm:mt-4 ${className}`}>
      {lead} <PageCheckLink>{link}</PageCheckLink>
      <span className="max-sm:hidden">: {promise}</span>
    </p>
  );
}
