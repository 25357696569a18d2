/**
 * The shell's script, inlined in <head> before the body is parsed so it is there for the very
 * first click (lib/shell.ts says what works without it). It runs in the browser as it is
 * compiled by scripts/inline-scripts.ts: nothing outside the function's body is reachable (type
 * imports only), and it must run in every engine the site supports (compiled for ES2017).
 */
export interface ShellParams {
  /** localStorage key of the visitor's theme choice (lib/theme.ts). */
  themeKey: string;
  /** The contact dialog's id: contact links open it instead of leaving the page. */
  contactDialogId: string;
  /** Marks a link that opens the contact dialog. */
  contactLinkAttribute: string;
  /**
   * Marks an element whose value is the organization type of the page it is on (a sector page):
   * a contact link without a value of its own (the header's, the menu's) starts the form with it.
   */
  contactPageAttribute: string;
  /** Marks the theme switch. */
  themeToggleAttribute: string;
  /** Name of the hidden input that carries a form's Idempotency-Key. */
  idempotencyField: string;
  /** Name of the contact form's organization type, which a contact link may preselect. */
  organizationField: string;
  /** A contact link's value that ticks the form's reference call box instead. */
  referenceValue: string;
  /** Name of that box. */
  referenceField: string;
  /** A contact link's value that asks for one page to be looked at: the form's audit is chosen. */
  pageCheckValue: string;
  /** Name of the form's kind of project, and the value chosen for that ask. */
  projectField: string;
  pageCheckProject: string;
  /** Marks a button that moves a form to its step (the attribute's value, "1" or "2"). */
  formStepAttribute: string;
  /** Set on a form once the framework runs it: from then on the form moves between its steps. */
  formReadyAttribute: string;
}

type Theme = 'light' | 'dark';

export function shell({
  themeKey,
  contactDialogId,
  contactLinkAttribute,
  contactPageAttribute,
  themeToggleAttribute,
  idempotencyField,
  organizationField,
  referenceValue,
  referenceField,
  pageCheckValue,
  projectField,
  pageCheckProject,
  formStepAttribute,
  formReadyAttribute,
}: ShellParams): void {
  const doc = document;
  const root = doc.documentElement;
  // Shows what needs a script (the theme switch), app/globals.css.
  root.classList.add('js');

  /** The dialog, if it is parsed and the engine has modal dialogs. */
  function dialogById(id: string): HTMLDialogElement | null {
    const element = doc.getElementById(id) as HTMLDialogElement | null;
    return element && 'showModal' in element ? element : null;
  }

  function openDialog(dialog: HTMLDialogElement | null) {
    if (dialog && !dialog.open) {
      try {
        dialog.showModal();
      } catch {
        // Not connected or already open in another mode: shown, at least.
        dialog.setAttribute('open', '');
      }
    }
  }

  function closeDialog(dialog: HTMLDialogElement | null) {
    if (dialog && dialog.open) dialog.close();
  }

  /** A click that means "new tab", "download" and the like keeps the browser's meaning. */
  function isModified(event: MouseEvent) {
    return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  }

  const isDark = () => root.classList.contains('dark');

  /** Every theme switch on the page says which theme is on. */
  function syncSwitches() {
    const checked = isDark() ? 'true' : 'false';
    doc
      .querySelectorAll(`[${themeToggleAttribute}]`)
      .forEach((toggle) => toggle.setAttribute('aria-checked', checked));
  }

  function applyTheme(theme: Theme) {
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
    syncSwitches();
  }

  // A click on Menu or a contact link can land before its dialog is parsed (the dialogs end the
  // body; a slow connection paints the top bar long before). The latest such click is kept and
  // its dialog opens the moment it is parsed; once the document is parsed without it, a contact
  // link falls back to its page.
  let waitingFor: string | null = null;
  let parsed = false;

  /**
   * A contact link's value (a sector page's `data-contact="credit-union"`), or where it has none
   * the page's sector, preselects the form's organization type, unless the visitor has chosen
   * one; `data-contact="reference"` (the offer on /why-cairn) ticks the reference call box, and
   * the ask to look at one page chooses an audit (and the page's sector, as a plain link would).
   */
  function preselect(dialog: HTMLDialogElement, type: string | null) {
    // What the form was opened to ask (app/contact-steps.css): one page to look at, or not.
    // The contact form (the dialog's close button has a form of its own).
    const form = dialog.querySelector<HTMLInputElement>(`input[name=${projectField}]`)?.form;
    if (form) {
      if (type === pageCheckValue) form.setAttribute('data-ask', pageCheckValue);
      else form.removeAttribute('data-ask');
    }
    if (type === referenceValue) {
      const box = dialog.querySelector<HTMLInputElement>(`input[name=${referenceField}]`);
      if (box) box.checked = true;
      return;
    }
    const pageCheck = type === pageCheckValue;
    if (pageCheck) {
      const project = dialog.querySelector<HTMLInputElement>(
        `input[name=${projectField}][value=${pageCheckProject}]`,
      );
      if (project) project.checked = true;
    }
    const select = dialog.querySelector<HTMLSelectElement>(`select[name=${organizationField}]`);
    if (!select) return;
    const wanted =
      (pageCheck ? '' : type) ||
      doc.querySelector(`[${contactPageAttribute}]`)?.getAttribute(contactPageAttribute) ||
      '';
    // The visitor's own choice stays; one made here follows the page the form is opened from.
    if (select.value && select.value !== select.dataset.preset) return;
    select.value = wanted;
    select.dataset.preset = wanted;
  }

  function openWhenParsed(id: string, fallbackHref?: string, type: string | null = null) {
    waitingFor = id;
    const check = () => {
      if (waitingFor !== id) return; // a later click asked for something else
      const dialog = dialogById(id);
      if (dialog) {
        waitingFor = null;
        preselect(dialog, type);
        openDialog(dialog);
      } else if (!parsed) {
        requestAnimationFrame(check);
      } else {
        waitingFor = null;
        if (fallbackHref) location.href = fallbackHref;
      }
    };
    check();
  }

  // Engines without invoker commands get them; the buttons' `popovertarget` is only the
  // scripts-off fallback (components/ui/modal-dialog.tsx).
  const nativeCommands =
    typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

  // Clicks and keys are heard in the capture phase on the window, ahead of everything on the
  // page: while React hydrates and waits for a component's code, its own listener on the
  // document stops every click and key it cannot deliver yet, so a listener on the document
  // would never hear them and a contact link would leave the page. None of the site's own
  // handlers cancels these clicks, so there is nothing earlier to defer to.
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target || !target.closest) return;

      // A form in two steps (app/contact-steps.css) moves between them from the first click;
      // Continue asks the browser whether step one's fields are filled in as they must be.
      const stepButton = target.closest<HTMLButtonElement>(`button[${formStepAttribute}]`);
      if (stepButton) {
        const form = stepButton.form;
        if (!form || form.hasAttribute(formReadyAttribute)) return;
        const to = stepButton.getAttribute(formStepAttribute) || '1';
        if (to === '2') {
          const invalid = Array.from(
            form.querySelectorAll<HTMLInputElement>('[data-step="1"] [name]'),
          ).find((control) => control.willValidate && !control.checkValidity());
          if (invalid) {
            invalid.focus();
            invalid.reportValidity();
            return;
          }
        }
        form.setAttribute('data-at', to);
        const heading = form.querySelector<HTMLElement>(`[data-step="${to}"] [tabindex="-1"]`);
        if (heading) heading.focus();
        return;
      }

      const contactLink = target.closest<HTMLAnchorElement>(`a[${contactLinkAttribute}]`);
      if (contactLink && !isModified(event)) {
        const contact = dialogById(contactDialogId);
        const type = contactLink.getAttribute(contactLinkAttribute);
        event.preventDefault();
        if (!contact) {
          openWhenParsed(contactDialogId, contactLink.href, type);
          return;
        }
        // From inside the menu: one modal at a time.
        const current = contactLink.closest('dialog');
        if (current && current !== contact) closeDialog(current);
        preselect(contact, type);
        openDialog(contact);
        return;
      }

      // Client navigations keep the layout, and with it an open dialog: following a link closes it.
      const dialogLink = target.closest<HTMLAnchorElement>('dialog a[href]');
      if (dialogLink && !dialogLink.target && !isModified(event)) {
        closeDialog(dialogLink.closest('dialog'));
        return;
      }

      if (target.closest(`[${themeToggleAttribute}]`)) {
        const next: Theme = isDark() ? 'light' : 'dark';
        applyTheme(next);
        try {
          localStorage.setItem(themeKey, next);
        } catch {
          // Storage blocked: the choice holds for this page.
        }
        return;
      }

      const button = target.closest('button[commandfor]');
      if (button) {
        const id = button.getAttribute('commandfor') || '';
        const command = button.getAttribute('command');
        const dialog = dialogById(id);
        if (command === 'show-modal' && !dialog) {
          event.preventDefault();
          openWhenParsed(id);
          return;
        }
        if (!nativeCommands) {
          event.preventDefault();
          if (command === 'show-modal') openDialog(dialog);
          else if (command === 'close') closeDialog(dialog);
        }
      }
    },
    true,
  );

  // Until the visitor chooses, the page follows the system's scheme live (CSS does so without
  // scripts; with them the class on <html> decides).
  if ('matchMedia' in window) {
    const darkQuery = matchMedia('(prefers-color-scheme: dark)');
    const followSystem = () => {
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(themeKey);
      } catch {
        // Storage blocked: no stored choice.
      }
      if (stored !== 'light' && stored !== 'dark') applyTheme(darkQuery.matches ? 'dark' : 'light');
    };
    // Safari before 14 has only `addListener`: there the page keeps the scheme it loaded with.
    if ('addEventListener' in darkQuery) darkQuery.addEventListener('change', followSystem);
  }

  // Tab and Shift+Tab stay inside an open modal dialog instead of reaching the browser's chrome.
  // In the capture phase on the window, like the clicks above.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      const target = event.target as Element | null;
      const dialog = target && target.closest && target.closest('dialog[open]');
      if (!dialog) return;
      const focusable = Array.from(
        dialog.querySelectorAll<HTMLElement>(
          'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])',
        ),
      ).filter(
        (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden=true]'),
      );
      if (!focusable.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const active = doc.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    true,
  );

  // Each form sent before the framework's scripts run carries its own key, so a double submit
  // stores once (without scripts the server derives one from the body).
  function fillIdempotencyKeys() {
    if (!window.crypto || !crypto.randomUUID) return;
    doc.querySelectorAll<HTMLInputElement>(`input[name=${idempotencyField}]`).forEach((input) => {
      if (!input.value) input.value = crypto.randomUUID();
    });
  }

  doc.addEventListener('DOMContentLoaded', () => {
    parsed = true;
    syncSwitches();
    fillIdempotencyKeys();
  });
}
