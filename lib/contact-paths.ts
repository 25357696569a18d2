/**
 * The contact pages' paths: the form's page and where a form sent without scripts lands. The
 * pages, the shell's contact links, the sitemap and the server's redirects all name them here.
 */
export const CONTACT_PATH = '/contact';
export const CONTACT_THANKS_PATH = '/contact/thanks';
/** Where a form sent without scripts lands when nothing of it is kept. */
export const CONTACT_UNAVAILABLE_PATH = '/contact/unavailable';
export const CONTACT_REFUSED_PATH = '/contact/refused';
export const CONTACT_TOO_MANY_PATH = '/contact/too-many';
export const CONTACT_TOO_LONG_PATH = '/contact/too-long';
/**
 * The reference call box's anchor on /contact: a link that asks for a reference call leads to
 * `/contact#reference-call` (the page is static, so a query could not tick the box without scripts).
 */
export const REFERENCE_CALL_ANCHOR = 'reference-call';
/**
 * The note on /contact that the ask to look at one page leads to: `/contact#page-check` shows it
 * without scripts too (`:target`), and with scripts the form starts on an audit.
 */
export const PAGE_CHECK_ANCHOR = 'page-check';
