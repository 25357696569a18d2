'use client';

import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '@/lib/contact-schema';
import {
  IDEMPOTENCY_FIELD,
  contactFieldNames,
  contactValuesFrom,
  emptyContactValues,
  type ContactFieldName,
  type ContactFormValues,
} from '@/lib/contact-form-data';
import {
  MESSAGE_MAX,
  MESSAGE_MIN,
  interestOptions,
  organizationTypes,
} from '@/lib/contact-options';
import { captureAttribution, currentAttribution } from '@/lib/attribution';
import { loadRecaptcha, recaptchaEnabled, recaptchaToken } from '@/integrations/recaptcha';
import { siteConfig } from '@/config/site';
import { buttonClass } from '@/components/ui/button';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  RequiredMark,
  TextField,
  checkboxClass,
  controlClass,
  describedBy,
} from '@/components/ui/field';
import { FailureNotice, type Failure } from './failure-notice';
import { SuccessPanel } from './success-panel';
import { keepsIdempotencyKey, newIdempotencyKey, sendContact } from './submit';
import { useFormState, type FormInit } from './use-form-state';

/** The shared schema (and zod) load when the form is first used, not with every page. */
const loadSchema = () => import('@/lib/contact-schema');

async function errorsOf(values: ContactFormValues): Promise<FieldErrors> {
  const { contactSchema, fieldErrorsOf } = await loadSchema();
  const result = contactSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

let warmed = false;
/** When the form is about to be used: the schema and reCAPTCHA (if on) load now, once a page. */
function warm(): void {
  if (warmed) return;
  warmed = true;
  void loadSchema();
  loadRecaptcha()?.catch(() => {
    // Blocked or offline: the submit goes without a token and the server decides.
  });
}

/** Only the errors of fields the visitor can see and fix, in the form's order. */
function visibleErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const field of contactFieldNames) if (errors[field]?.length) out[field] = errors[field];
  return out;
}

interface ContactFormProps {
  /** What a form sent without scripts came back with (the /contact/retry page). */
  initial?: FormInit;
}

/**
 * The contact form (brief §5). In the HTML it is a plain form that posts to /api/contact and
 * lands on a thank-you page: it works before the scripts arrive and without them. Once hydrated
 * it validates with the shared schema (inline errors tied to their fields, focus on the first),
 * sends JSON with an Idempotency-Key, and thanks the visitor in place. Inputs are uncontrolled:
 * the form's DOM is the one copy of what was typed.
 */
export function ContactForm({ initial }: ContactFormProps) {
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const [state, dispatch] = useFormState(initial);
  const { phase, errors, failure, sent, messageLength, lengthNote } = state;

  const form = useRef<HTMLFormElement>(null);
  const edited = useRef(new Set<ContactFieldName>());
  const key = useRef<string | null>(null);

  useEffect(() => {
    captureAttribution();
    // Scripted from here on (inline validation, sent as JSON): `data-ready` says so, for tests.
    form.current?.setAttribute('data-ready', '');
    // The form is about to be used when its dialog opens (or, on /contact, now): the schema and
    // reCAPTCHA (if on) load then, never with every page.
    const dialog = form.current?.closest('dialog');
    if (!dialog) {
      warm();
      return;
    }
    if (dialog.open) warm();
    const observer = new MutationObserver(() => {
      if (dialog.open) warm();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);

  // Focus moves after the render that shows the error or message, so what a screen reader reads
  // on arrival (aria-describedby, the alert) is already there.
  useEffect(() => {
    if (!state.focus) return;
    const { to } = state.focus;
    const target =
      to === 'interests'
        ? document.getElementById(id(`interest-${interestOptions[0].value}`))
        : document.getElementById(id(to));
    target?.focus();
    // `id` is derived from `uid`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.focus]);

  const values = () =>
    form.current ? contactValuesFrom(new FormData(form.current)) : emptyContactValues;

  /** Re-checks one field against the shared schema and shows (or clears) its error. */
  const check = async (field: ContactFieldName) => {
    const messages = (await errorsOf(values()))[field];
    dispatch({ type: 'checked', field, messages });
  };

  /** Leaving a field the visitor changed checks it; tabbing past an empty field says nothing. */
  const blur = (field: ContactFieldName) => {
    if (edited.current.has(field) || errors[field]) void check(field);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const field = contactFieldNames.find((name) => name === target.name);
    if (!field) return;
    edited.current.add(field);
    // A changed body is a new submission: it must not reuse the last attempt's key.
    key.current = null;
    // An error goes away as soon as it is fixed; a new one appears only on blur or submit.
    if (errors[field]) void check(field);
    if (field === 'message')
      dispatch({ type: 'message-length', length: target.value.trim().length });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'sending') return;
    const current = values();
    const all = visibleErrors(await errorsOf(current));
    if (Object.keys(all).length > 0) {
      dispatch({ type: 'invalid', errors: all });
      return;
    }
    dispatch({ type: 'sending' });
    const { contactSchema } = await loadSchema();
    const lead = contactSchema.parse(current);
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
    if (outcome.kind === 'invalid') {
      const fieldErrors = visibleErrors(outcome.fieldErrors);
      if (Object.keys(fieldErrors).length > 0) {
        dispatch({ type: 'invalid', errors: fieldErrors });
        return;
      }
    }
    dispatch({ type: 'failed', failure: outcome as Failure });
  }

  const v = initial?.values ?? emptyContactValues;
  const invalid = (field: ContactFieldName) => Boolean(errors[field]?.length);

  return (
    <div>
      <div role="status" aria-live="polite">
        {phase === 'sending' ? <span className="sr-only">Sending your message…</span> : null}
        {phase === 'sent' && sent ? (
          <SuccessPanel
            name={sent.name}
            email={sent.email}
            headingId={id('success')}
            onAnother={() => dispatch({ type: 'again' })}
          />
        ) : null}
      </div>

      <form
        ref={form}
        method="post"
        action="/api/contact"
        noValidate
        hidden={phase === 'sent'}
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={warm}
        aria-label="Contact form"
        className="relative grid gap-6"
      >
        <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue="" />
        {initial && Object.keys(errors).length > 0 ? (
          <ErrorSummary
            errors={errors}
            fieldId={(f) =>
              f === 'interests' ? id(`interest-${interestOptions[0].value}`) : id(f)
            }
          />
        ) : null}
        <p className="text-sm text-muted-foreground">Fields marked (required) must be filled in.</p>

        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            id={id('name')}
            name="name"
            label="Name"
            required
            autoComplete="name"
            defaultValue={v.name}
            errors={errors.name}
            onBlur={() => blur('name')}
          />
          <TextField
            id={id('email')}
            name="email"
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            spellCheck={false}
            defaultValue={v.email}
            errors={errors.email}
            onBlur={() => blur('email')}
          />
          <TextField
            id={id('organization')}
            name="organization"
            label="Organization"
            required
            autoComplete="organization"
            defaultValue={v.organization}
            errors={errors.organization}
            onBlur={() => blur('organization')}
          />

          {/* Honeypot: off-screen (not display:none, which bots skip), out of the tab order
              and hidden from assistive technology. People never fill it; bots do. */}
          <div
            aria-hidden="true"
            className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden"
          >
            <label htmlFor={id('website')}>Website (leave this empty)</label>
            <input
              id={id('website')}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>

          <div>
            <FieldLabel htmlFor={id('organizationType')}>Organization type</FieldLabel>
            <select
              id={id('organizationType')}
              name="organizationType"
              defaultValue={v.organizationType}
              onBlur={() => blur('organizationType')}
              aria-invalid={invalid('organizationType') || undefined}
              aria-describedby={describedBy(
                invalid('organizationType') && id('organizationType-error'),
              )}
              className={`mt-1.5 ${controlClass}`}
            >
              <option value="">Choose one</option>
              {organizationTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
            <FieldError id={id('organizationType-error')} messages={errors.organizationType} />
          </div>

          <TextField
            id={id('phone')}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            defaultValue={v.phone}
            errors={errors.phone}
            onBlur={() => blur('phone')}
          />
        </div>

        <fieldset
          aria-describedby={describedBy(
            id('interests-hint'),
            invalid('interests') && id('interests-error'),
          )}
        >
          <legend className="font-semibold">What can we help with?</legend>
          <FieldHint id={id('interests-hint')}>Choose any that apply.</FieldHint>
          <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
            {interestOptions.map((option) => (
              <label
                key={option.value}
                htmlFor={id(`interest-${option.value}`)}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface"
              >
                <input
                  id={id(`interest-${option.value}`)}
                  type="checkbox"
                  name="interests"
                  value={option.value}
                  defaultChecked={v.interests.includes(option.value)}
                  aria-invalid={invalid('interests') || undefined}
                  className={checkboxClass}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
          <FieldError id={id('interests-error')} messages={errors.interests} />
        </fieldset>

        <div>
          <FieldLabel htmlFor={id('message')} required>
            Message
          </FieldLabel>
          <FieldHint id={id('message-hint')}>
            Your goals, timeline and anything we should know. {MESSAGE_MIN}–{MESSAGE_MAX}{' '}
            characters.
          </FieldHint>
          <textarea
            id={id('message')}
            name="message"
            required
            rows={6}
            defaultValue={v.message}
            onBlur={() => blur('message')}
            aria-invalid={invalid('message') || undefined}
            aria-describedby={describedBy(
              id('message-hint'),
              invalid('message') && id('message-error'),
            )}
            className={`mt-1.5 ${controlClass} resize-y`}
          />
          <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4">
            <FieldError id={id('message-error')} messages={errors.message} />
            <p
              className={`ml-auto text-sm tabular-nums ${
                messageLength > MESSAGE_MAX ? 'font-semibold text-danger' : 'text-muted-foreground'
              }`}
            >
              {messageLength} / {MESSAGE_MAX}
              <span className="sr-only"> characters</span>
            </p>
          </div>
          {/* The count is announced only when it crosses a limit, never per keystroke. */}
          <p aria-live="polite" className="sr-only">
            {lengthNote}
          </p>
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              id={id('consent')}
              name="consent"
              type="checkbox"
              value="yes"
              required
              defaultChecked={v.consent}
              aria-invalid={invalid('consent') || undefined}
              aria-describedby={describedBy(invalid('consent') && id('consent-error'))}
              className={`${checkboxClass} mt-3`}
            />
            <label htmlFor={id('consent')} className="block min-h-11 cursor-pointer py-2.5">
              I agree that {siteConfig.name} may contact me about this enquiry, as described in the{' '}
              <NewTabLink href="/privacy-policy">privacy policy</NewTabLink>.
              <RequiredMark />
            </label>
          </div>
          <FieldError id={id('consent-error')} messages={errors.consent} />
        </div>

        <div id={id('failure')} role="alert" tabIndex={-1} className="focus:outline-none">
          {failure ? <FailureNotice failure={failure} /> : null}
        </div>

        <div className="flex flex-col gap-3">
          <button
            type="submit"
            disabled={phase === 'sending'}
            className={buttonClass('primary', 'w-full text-lg sm:w-auto sm:self-start')}
          >
            {phase === 'sending' ? (
              <>
                <Spinner />
                Sending…
              </>
            ) : failure ? (
              'Try sending again'
            ) : (
              'Send message'
            )}
          </button>
          {recaptchaEnabled ? (
            <p className="text-sm text-muted-foreground">
              This form is protected by reCAPTCHA; the Google{' '}
              <NewTabLink href="https://policies.google.com/privacy">Privacy Policy</NewTabLink> and{' '}
              <NewTabLink href="https://policies.google.com/terms">Terms of Service</NewTabLink>{' '}
              apply.
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}

/** Lists what to fix, each a link to its field; focused when the page loads (`autoFocus`). */
function ErrorSummary({
  errors,
  fieldId,
}: {
  errors: FieldErrors;
  fieldId: (field: ContactFieldName) => string;
}) {
  const fields = contactFieldNames.filter((field) => errors[field]?.length);
  return (
    <div
      tabIndex={-1}
      autoFocus
      role="group"
      aria-labelledby="contact-error-summary-title"
      className="rounded-2xl border-2 border-danger bg-surface p-5 text-surface-foreground focus:outline-none focus-visible:outline-3"
    >
      <p id="contact-error-summary-title" className="font-semibold text-danger">
        Your message was not sent yet:{' '}
        {fields.length === 1 ? 'one field needs' : `${fields.length} fields need`} a change.
      </p>
      <ul className="mt-2 list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="underline underline-offset-3">
              {errors[field]?.join(' ')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Opens in a new tab, so following it never costs what was typed. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-accent underline underline-offset-3 hover:text-accent-hover"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Spinner() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-5 w-5 motion-safe:animate-spin"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <circle cx="12" cy="12" r="9" className="opacity-25" />
      <path d="M21 12a9 9 0 0 0-9-9" strokeLinecap="round" />
    </svg>
  );
}
