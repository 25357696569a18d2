/**
 * The shell's controls work before the framework's scripts arrive, and with scripts off
 * (docs/decisions/0006-html-first-shell.md):
 *
 * - the menu is a native `<dialog>` opened by a `command="show-modal"` button and closed by a
 *   `<form method="dialog">` button or Escape;
 * - every contact trigger is a link to /contact, a page that holds the form;
 * - the theme follows `prefers-color-scheme` in CSS until the visitor chooses.
 *
 * `shellScript` runs inline in <head>, before the body is parsed, so it is there for the very
 * first click. It only enhances: a contact link opens the contact dialog instead of leaving the
 * page; a click on Menu or a contact link that lands before its dialog has arrived (the dialogs
 * are at the end of the body, and a slow connection paints the top bar long before) opens the
 * dialog as soon as it is parsed, instead of being lost (a contact link falls back to its page
 * if the document ends without one); following a link inside a dialog closes the dialog (client
 * navigations keep the layout, and with it the dialog); the theme switch works (it is hidden without scripts, `html.js`);
 * engines without invoker commands get them (and not the `popovertarget` fallback the buttons
 * carry for scripts off, components/ui/modal-dialog.tsx); Tab and Shift+Tab wrap inside an open
 * dialog; and each form sent before the framework's scripts run carries its own Idempotency-Key
 * (without scripts the server derives one from the body).
 */
import { IDEMPOTENCY_FIELD } from './contact-form-data';
import { PAGE_CHECK_PROJECT } from './contact-options';
import { PAGE_CHECK_ANCHOR } from './contact-paths';
import { inlineScript } from './inline-script';
import { shell } from './inline-scripts.generated';

export const MENU_DIALOG_ID = 'site-menu';
export const CONTACT_DIALOG_ID = 'contact-dialog';

/**
 * Marks a link that opens the contact dialog when scripts run (and navigates otherwise). Its value,
 * when it has one, is the organization type the form starts with, or `CONTACT_REFERENCE_VALUE`.
 */
export const CONTACT_LINK_ATTRIBUTE = 'data-contact';
/** Marks the element that names a page's organization type, for the contact links without one. */
export const CONTACT_PAGE_ATTRIBUTE = 'data-contact-page';
/** The contact link value that ticks the form's reference call box (the offer on /why-cairn). */
export const CONTACT_REFERENCE_VALUE = 'reference';
/**
 * The contact link value that asks for one page to be looked at: the form starts on an audit,
 * marked `data-ask` with it. The word of /contact's anchor for the same ask, which the form's
 * CSS (app/contact-steps.css) reads either way.
 */
export const CONTACT_PAGE_CHECK_VALUE = PAGE_CHECK_ANCHOR;
/** Marks the theme switch, which the inline script drives. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/**
 * The inline <head> script (lib/shell.inline.ts, compiled by scripts/inline-scripts.ts) with this
 * site's ids and attributes. `themeKey` is the storage key (lib/theme.ts). The stored choice is
 * applied by `themeInitScript`; this keeps the switch's `aria-checked` true to the page and
 * follows the system preference live until the visitor chooses.
 */
export function shellScript(themeKey: string): string {
  return inlineScript(shell, {
    themeKey,
    contactDialogId: CONTACT_DIALOG_ID,
    contactLinkAttribute: CONTACT_LINK_ATTRIBUTE,
    contactPageAttribute: CONTACT_PAGE_ATTRIBUTE,
    themeToggleAttribute: THEME_TOGGLE_ATTRIBUTE,
    idempotencyField: IDEMPOTENCY_FIELD,
    organizationField: 'organizationType',
    referenceValue: CONTACT_REFERENCE_VALUE,
    referenceField: 'referenceCall',
    pageCheckValue: CONTACT_PAGE_CHECK_VALUE,
    projectField: 'projectType',
    pageCheckProject: PAGE_CHECK_PROJECT,
    formStepAttribute: 'data-form-step',
    formReadyAttribute: 'data-ready',
  });
}
