import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage, FORMS, type Page } from '@/tests/inline-page';
import { IDEMPOTENCY_FIELD } from './contact-form-data';
import {
  CONTACT_DIALOG_ID,
  CONTACT_LINK_ATTRIBUTE,
  CONTACT_PAGE_CHECK_VALUE,
  CONTACT_REFERENCE_VALUE,
  MENU_DIALOG_ID,
  shellScript,
  THEME_TOGGLE_ATTRIBUTE,
} from './shell';
import { shell, type ShellParams } from './shell.inline';
import { THEME_STORAGE_KEY } from './theme';

const params: ShellParams = {
  themeKey: THEME_STORAGE_KEY,
  contactDialogId: CONTACT_DIALOG_ID,
  contactLinkAttribute: CONTACT_LINK_ATTRIBUTE,
  contactPageAttribute: 'data-contact-page',
  themeToggleAttribute: THEME_TOGGLE_ATTRIBUTE,
  idempotencyField: IDEMPOTENCY_FIELD,
  organizationField: 'organizationType',
  referenceValue: CONTACT_REFERENCE_VALUE,
  referenceField: 'referenceCall',
  pageCheckValue: CONTACT_PAGE_CHECK_VALUE,
  projectField: 'projectType',
  pageCheckProject: 'audit',
  formStepAttribute: 'data-form-step',
  formReadyAttribute: 'data-ready',
};

/** The top of the page: what a slow connection paints first. */
const header = `
  <header>
    <button type="button" command="show-modal" commandfor="${MENU_DIALOG_ID}" popovertarget="${MENU_DIALOG_ID}">Menu</button>
    <a href="/contact" ${CONTACT_LINK_ATTRIBUTE}>Start a conversation</a>
    <a href="/contact" ${CONTACT_LINK_ATTRIBUTE}="credit-union">Talk about your credit union</a>
    <button type="button" role="switch" aria-checked="false" ${THEME_TOGGLE_ATTRIBUTE}>Dark theme</button>
    <a href="/contact#reference-call" ${CONTACT_LINK_ATTRIBUTE}="reference">Ask for a reference call</a>
    <a href="/contact#page-check" ${CONTACT_LINK_ATTRIBUTE}="page-check">Send us one page</a>
  </header>
  <main><a href="/work">Our work</a></main>`;

/** The end of the body: the two dialogs. */
const dialogs = `
  <dialog id="${MENU_DIALOG_ID}">
    <nav><a href="/services">Services</a> <a href="/contact" ${CONTACT_LINK_ATTRIBUTE}>Contact</a></nav>
    <form method="dialog"><button command="close" commandfor="${MENU_DIALOG_ID}">Close menu</button></form>
  </dialog>
  <dialog id="${CONTACT_DIALOG_ID}">
    <form method="dialog"></form>
    <form method="post" action="/api/contact">
      <input type="hidden" name="${IDEMPOTENCY_FIELD}" value="">
      <label>Name <input name="name"></label>
      <label>Organization type <select name="organizationType"><option value="">Choose one</option><option value="utility">Utility</option><option value="credit-union">Credit union</option></select></label>
      <fieldset><legend>Kind of project</legend>
        <label><input type="radio" name="projectType" value="new-site"> A new website</label>
        <label><input type="radio" name="projectType" value="audit"> An audit</label>
      </fieldset>
      <label><input type="checkbox" name="referenceCall" value="yes"> A reference call</label>
      <label>Message <textarea name="message"></textarea></label>
      <button type="submit">Send</button>
    </form>
  </dialog>`;

const START = 'https://cairn.test/';

describe.each(FORMS)('shell script (%s)', (form) => {
  let page: Page;
  const start = (options?: Parameters<typeof createPage>[0]) => {
    page = createPage(options);
    page.run(form, shell, params, shellScript(THEME_STORAGE_KEY));
    return page;
  };
  const byText = (selector: string, text: string) =>
    [...page.document.querySelectorAll(selector)].find((el) => el.textContent?.trim() === text)!;
  const dialog = (id: string) => page.document.getElementById(id) as HTMLDialogElement;
  const loaded = () => {
    page.parse(header + dialogs);
    page.parsed();
  };

  /** A fresh page where `link` is clicked before the dialogs are parsed; the contact dialog opens. */
  const clickBeforeDialogs = async (link: string) => {
    await page.close();
    start();
    page.parse(header);
    page.click(byText('a', link));
    page.parse(header + dialogs);
    await page.frame();
    expect(dialog(CONTACT_DIALOG_ID).open).toBe(true);
  };

  beforeEach(() => start());
  afterEach(() => page.close());

  it('marks the page as scripted (the theme switch shows)', () => {
    expect(page.document.documentElement.classList.contains('js')).toBe(true);
  });

  it('a contact link opens the contact dialog instead of leaving the page', () => {
    loaded();
    const followed = page.click(byText('a', 'Start a conversation'));
    expect(followed).toBe(false);
    expect(dialog(CONTACT_DIALOG_ID).open).toBe(true);
    expect(page.window.location.href).toBe(START);
  });

  it("a sector's contact link starts the form with its organization type, not over a choice", async () => {
    loaded();
    const select = () =>
      page.document.querySelector<HTMLSelectElement>('select[name=organizationType]')!;
    page.click(byText('a', 'Start a conversation'));
    expect(select().value).toBe('');
    dialog(CONTACT_DIALOG_ID).close();
    page.click(byText('a', 'Talk about your credit union'));
    expect(dialog(CONTACT_DIALOG_ID).open).toBe(true);
    expect(select().value).toBe('credit-union');
    // The visitor's own choice stays.
    dialog(CONTACT_DIALOG_ID).close();
    select().value = 'utility';
    page.click(byText('a', 'Talk about your credit union'));
    expect(select().value).toBe('utility');
    // A click before the dialog is parsed preselects once it opens.
    await clickBeforeDialogs('Talk about your credit union');
    expect(select().value).toBe('credit-union');
  });

  it("a link without a type of its own starts the form with the page's sector, and lets it go on a page without one", () => {
    loaded();
    const select = () =>
      page.document.querySelector<HTMLSelectElement>('select[name=organizationType]')!;
    const sector = page.document.createElement('section');
    sector.setAttribute('data-contact-page', 'credit-union');
    page.document.querySelector('main')!.append(sector);
    page.click(byText('a', 'Start a conversation'));
    expect(select().value).toBe('credit-union');
    // On to a page without a sector, the type this script chose goes with the page it came from.
    dialog(CONTACT_DIALOG_ID).close();
    sector.remove();
    page.click(byText('a', 'Start a conversation'));
    expect(select().value).toBe('');
    // The visitor's own choice outlives both.
    dialog(CONTACT_DIALOG_ID).close();
    select().value = 'utility';
    page.document.querySelector('main')!.append(sector);
    page.click(byText('a', 'Start a conversation'));
    expect(select().value).toBe('utility');
  });

  it('the reference call offer opens the form with its box ticked, the organization type untouched', async () => {
    loaded();
    const box = () => page.document.querySelector<HTMLInputElement>('input[name=referenceCall]')!;
    const select = () =>
      page.document.querySelector<HTMLSelectElement>('select[name=organizationType]')!;
    page.click(byText('a', 'Start a conversation'));
    expect(box().checked).toBe(false);
    dialog(CONTACT_DIALOG_ID).close();
    const followed = page.click(byText('a', 'Ask for a reference call'));
    expect(followed).toBe(false);
    expect(dialog(CONTACT_DIALOG_ID).open).toBe(true);
    expect(box().checked).toBe(true);
    expect(select().value).toBe('');
    // A click before the dialog is parsed ticks it once it opens.
    await clickBeforeDialogs('Ask for a reference call');
    expect(box().checked).toBe(true);
  });

  it("the ask to look at one page opens the form on an audit, with the page's sector", async () => {
    loaded();
    const chosen = () =>
      page.document.querySelector<HTMLInputElement>('input[name=projectType]:checked')?.value;
    const select = () =>
      page.document.querySelector<HTMLSelectElement>('select[name=organizationType]')!;
    const sector = page.document.createElement('section');
    sector.setAttribute('data-contact-page', 'utility');
    page.document.querySelector('main')!.append(sector);
    page.click(byText('a', 'Start a conversation'));
    expect(chosen()).toBeUndefined();
    dialog(CONTACT_DIALOG_ID).close();
    const form = () => dialog(CONTACT_DIALOG_ID).querySelector('form[method=post]')!;
    expect(form().hasAttribute('data-ask')).toBe(false);
    expect(page.click(byText('a', 'Send us one page'))).toBe(false);
    expect(dialog(CONTACT_DIALOG_ID).open).toBe(true);
    expect(chosen()).toBe('audit');
    expect(select().value).toBe('utility');
    // The form knows what it was opened to ask, and forgets it when opened for a conversation.
    expect(form().getAttribute('data-ask')).toBe(CONTACT_PAGE_CHECK_VALUE);
    dialog(CONTACT_DIALOG_ID).close();
    page.click(byText('a', 'Start a conversation'));
    expect(form().hasAttribute('data-ask')).toBe(false);
    // A click before the dialog is parsed chooses it once it opens.
    await clickBeforeDialogs('Send us one page');
    expect(chosen()).toBe('audit');
    expect(form().getAttribute('data-ask')).toBe(CONTACT_PAGE_CHECK_VALUE);
  });

  it('a ctrl- or meta-click on a contact link keeps its meaning (the page, elsewhere)', () => {
    loaded();
    expect(page.click(byText('a', 'Start a conversation'), { ctrlKey: true })).toBe(true);
    expect(page.click(byText('a', 'Start a conversation'), { metaKey: true })).toBe(true);
    expect(dialog(CONTACT_DIALOG_ID).open).toBe(false);
  });

  it('a click on Menu before its dialog is parsed opens it once it is', async () => {
    page.parse(header);
    page.click(byText('button', 'Menu'));
    await page.frame();
    page.parse(header + dialogs);
    expect(dialog(MENU_DIALOG_ID).open).toBe(false);
    await page.frame();
    expect(dialog(MENU_DIALOG_ID).open).toBe(true);
  });

  it('a contact click before the dialog is parsed opens it, or the page if none comes', async () => {
    page.parse(header);
    page.click(byText('a', 'Start a conversation'));
    expect(page.window.location.href).toBe(START);
    page.parse(header + dialogs);
    await page.frame();
    expect(dialog(CONTACT_DIALOG_ID).open).toBe(true);

    await page.close();
    start();
    page.parse(header);
    page.click(byText('a', 'Start a conversation'));
    page.parsed(); // the document ended without the dialog
    await page.frame();
    expect(page.window.location.href).toBe(`${START}contact`);
  });

  it('following a link inside a dialog closes it; a contact link there swaps to the contact dialog', () => {
    loaded();
    page.click(byText('button', 'Menu'));
    expect(dialog(MENU_DIALOG_ID).open).toBe(true);
    page.click(byText('a', 'Services'));
    expect(dialog(MENU_DIALOG_ID).open).toBe(false);

    page.click(byText('button', 'Menu'));
    page.click(byText('a', 'Contact'));
    expect(dialog(MENU_DIALOG_ID).open).toBe(false);
    expect(dialog(CONTACT_DIALOG_ID).open).toBe(true);
  });

  it('Menu and Close work where the engine has no invoker commands', () => {
    loaded();
    page.click(byText('button', 'Menu'));
    expect(dialog(MENU_DIALOG_ID).open).toBe(true);
    page.click(byText('button', 'Close menu'));
    expect(dialog(MENU_DIALOG_ID).open).toBe(false);
  });

  it('the theme switch toggles the class, aria-checked and the stored choice', () => {
    page.document.documentElement.classList.add('light');
    loaded();
    const html = page.document.documentElement;
    const toggle = byText('button', 'Dark theme');
    page.click(toggle);
    expect([...html.classList]).toEqual(expect.arrayContaining(['dark']));
    expect(html.classList.contains('light')).toBe(false);
    expect(html.style.colorScheme).toBe('dark');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    page.click(toggle);
    expect(html.classList.contains('light')).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows the system colour scheme until the visitor chooses', async () => {
    await page.close();
    start({ colorScheme: 'light' });
    loaded();
    const html = page.document.documentElement;
    const toggle = byText('button', 'Dark theme');
    page.setColorScheme('dark');
    expect(html.classList.contains('dark')).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    page.setColorScheme('light');
    expect(html.classList.contains('dark')).toBe(false);

    page.click(toggle); // chooses dark
    page.setColorScheme('light');
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('the switch says the theme is dark once the page is parsed, when it is', () => {
    page.document.documentElement.classList.add('dark');
    page.parse(header + dialogs);
    expect(byText('button', 'Dark theme').getAttribute('aria-checked')).toBe('false');
    page.parsed();
    expect(byText('button', 'Dark theme').getAttribute('aria-checked')).toBe('true');
  });

  it('Tab and Shift+Tab wrap inside an open dialog', () => {
    loaded();
    page.click(byText('a', 'Start a conversation'));
    const name = page.document.querySelector<HTMLInputElement>('input[name=name]')!;
    const send = byText('button', 'Send') as HTMLButtonElement;
    send.focus();
    expect(page.press('Tab')).toBe(false);
    expect(page.document.activeElement).toBe(name);
    expect(page.press('Tab', { shiftKey: true })).toBe(false);
    expect(page.document.activeElement).toBe(send);
    name.focus();
    expect(page.press('Tab')).toBe(true); // in between: the browser moves on
  });

  it('fills each empty Idempotency-Key when the document is parsed', () => {
    page.parse(header + dialogs);
    const key = page.document.querySelector<HTMLInputElement>(`input[name=${IDEMPOTENCY_FIELD}]`)!;
    expect(key.value).toBe('');
    page.parsed();
    expect(key.value).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
