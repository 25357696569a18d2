import {
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type FormEvent,
  type MouseEvent,
} from 'react';
import type {
  ContactFieldName,
  ContactFormValues,
  ContactSchema,
  FieldErrors,
} from '@/lib/contact-schema';
import { captureAttribution, currentAttribution } from '@/lib/attribution';
import { PAGE_CHECK_PROJECT } from '@/lib/contact-options';
import { recaptchaEnabled } from '@/integrations/recaptcha';
import type { Failure } from './failure-notice';
import { useFormState, type FormInit } from './use-form-state';

/** The schema (and zod) and the request load when the form is first used, not with every page. */
const loadSend = () => import('./send');

let warmed = false;
/** When the form is about to be used: the schema and reCAPTCHA (if on) load now, once a page. */
export function warm(): void {
  if (warmed) return;
  warmed = true;
  void loadSend()
    .then(({ loadRecaptcha }) => loadRecaptcha())
    .catch(() => {
      // Blocked or offline: the submit loads what it needs again, or goes without a token.
    });
}

/** Only the errors of fields the visitor can see and fix, in the form's order. */
async function visibleErrors(errors: FieldErrors): Promise<FieldErrors> {
  return (await loadSend()).visibleFieldErrors(errors);
}

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true once the scripts run the form. */
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The contact form's behaviour: its state (one reducer, ./use-form-state.ts), validation with the
 * shared schema, focus, the Idempotency-Key and the send. The form (./contact-form.tsx) renders
 * what this returns. Inputs stay uncontrolled: values are read from the form's DOM when needed.
 */
/** Where the asks to the form land on a page that holds it (ContactFormProps.anchors). */
export interface FormAnchors {
  reference: string;
  pageCheck: string;
}

export function useContactForm(initial?: FormInit, anchors?: FormAnchors) {
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  /**
   * Where focus goes for a field, the failure or the thanks: the control with the field's id (a
   * radio group's first radio carries the group's).
   */
  const focusId = (target: ContactFieldName | 'failure' | 'success') => id(target);
  const [state, dispatch] = useFormState(initial);
  const scripted = useScripted();

  const form = useRef<HTMLFormElement>(null);
  const edited = useRef(new Set<ContactFieldName>());
  const key = useRef<string | null>(null);
  const schema = useRef<Promise<ContactSchema> | null>(null);
  const getSchema = () => (schema.current ??= loadSend().then((m) => m.contactSchema));

  /** Shows a step (`data-at`, app/contact-steps.css); the shell sets it the same way before. */
  const showStep = (step: string, focusHeading = false) => {
    const current = form.current;
    if (!current?.hasAttribute('data-steps')) return;
    current.setAttribute('data-at', step);
    if (focusHeading)
      current.querySelector<HTMLElement>(`[data-step="${step}"] [tabindex="-1"]`)?.focus();
  };

  useEffect(() => {
    captureAttribution();
    // The form is about to be used when its dialog opens (or, on /contact, now): the schema and
    // reCAPTCHA (if on) load then, never with every page.
    const dialog = form.current?.closest('dialog');
    if (!dialog) {
      // A link that asks for a reference call lands on its box, and one that asks for one page
      // to be looked at on its note: with scripts, the box is ticked or the audit chosen too.
      const hash = location.hash.slice(1);
      const ask =
        hash === anchors?.reference
          ? form.current?.elements.namedItem('referenceCall')
          : hash === anchors?.pageCheck
            ? form.current?.querySelector(`input[name=projectType][value=${PAGE_CHECK_PROJECT}]`)
            : null;
      if (ask instanceof HTMLInputElement) ask.checked = true;
      if (hash === anchors?.pageCheck) form.current?.setAttribute('data-ask', hash);
      warm();
      return;
    }
    if (dialog.open) warm();
    const observer = new MutationObserver(() => {
      if (dialog.open) warm();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
    // Read once, on arrival: the anchor is a prop the page never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus moves after the render that shows the error or message, so what a screen reader reads
  // on arrival (aria-describedby, the alert) is already there; a field in the other step brings
  // its step into view first.
  useEffect(() => {
    if (!state.focus) return;
    const target = document.getElementById(focusId(state.focus.to));
    const step = target?.closest<HTMLElement>('[data-step]')?.dataset.step;
    if (step) showStep(step);
    target?.focus();
    // `focusId` is derived from `uid`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.focus]);

  /** What the form holds now, read as the schema reads a posted form. */
  const values = async (): Promise<ContactFormValues> => {
    const data = new FormData(form.current ?? undefined);
    return (await loadSend()).contactValuesFrom(data);
  };

  const errorsOf = async (current: ContactFormValues): Promise<FieldErrors> => {
    const result = (await getSchema()).safeParse(current);
    if (result.success) return {};
    const { fieldErrorsOf } = await loadSend();
    return visibleErrors(fieldErrorsOf(result.error));
  };

  /** Re-checks one field against the shared schema and shows (or clears) its error. */
  const check = async (field: ContactFieldName) => {
    dispatch({ type: 'checked', field, messages: (await errorsOf(await values()))[field] });
  };

  /** Leaving a field the visitor changed checks it; tabbing past an empty field says nothing. */
  const blur = (field: ContactFieldName) => () => {
    if (edited.current.has(field) || state.errors[field]) void check(field);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // Every control the visitor changes is a field, named as the schema names it.
    const field = target.name as ContactFieldName;
    if (!field) return;
    edited.current.add(field);
    // A changed body is a new submission: it must not reuse the last attempt's key.
    key.current = null;
    // An error goes away as soon as it is fixed; a new one appears only on blur or submit.
    if (state.errors[field]) void check(field);
    if (field === 'message')
      dispatch({ type: 'message-length', length: target.value.trim().length });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'sending') return;
    const current = await values();
    const errors = await errorsOf(current);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'invalid', errors });
      return;
    }
    dispatch({ type: 'sending' });
    const lead = (await getSchema()).parse(current);
    const { keepsIdempotencyKey, newIdempotencyKey, recaptchaToken, sendContact } =
      await loadSend();
    key.current ??= newIdempotencyKey();
    const token = recaptchaEnabled ? await recaptchaToken('contact') : undefined;
    const outcome = await sendContact(
      { ...lead, attribution: currentAttribution(), ...(token ? { recaptchaToken: token } : {}) },
      key.current,
    );
    if (outcome.kind === 'success') {
      key.current = null;
      form.current?.reset();
      edited.current.clear();
      dispatch({ type: 'sent', name: lead.name, email: lead.email });
      return;
    }
    if (!keepsIdempotencyKey(outcome)) key.current = null;
    const fieldErrors = outcome.kind === 'invalid' ? await visibleErrors(outcome.fieldErrors) : {};
    if (Object.keys(fieldErrors).length > 0) dispatch({ type: 'invalid', errors: fieldErrors });
    else dispatch({ type: 'failed', failure: outcome as Failure });
  };

  /**
   * Continue and Back. Continue checks step one's fields with the shared schema first: their
   * errors show in place, focus on the first, and the step stays. The fields of a step are those
   * its markup holds.
   */
  const onStep = async (event: MouseEvent<HTMLButtonElement>) => {
    const to = event.currentTarget.dataset.formStep ?? '1';
    const from = event.currentTarget.closest<HTMLElement>('[data-step]');
    if (to > (from?.dataset.step ?? to) && from) {
      const names = new Set(
        Array.from(from.querySelectorAll<HTMLInputElement>('[name]'), (control) => control.name),
      );
      const errors = await errorsOf(await values());
      const here = Object.fromEntries(Object.entries(errors).filter(([name]) => names.has(name)));
      if (Object.keys(here).length > 0) {
        dispatch({ type: 'invalid', errors: here });
        return;
      }
    }
    showStep(to, true);
  };

  /** The props every field shares: its id, name, errors and the check when it is left. */
  const field = (name: ContactFieldName) => ({
    id: id(name),
    name,
    errors: state.errors[name],
    onBlur: blur(name),
  });

  return { state, dispatch, form, scripted, id, focusId, field, onSubmit, onChange, onStep };
}
