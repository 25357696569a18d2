'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  contactSchema,
  fieldErrorsOf,
  interestOptions,
  organizationTypes,
  type FieldErrors,
} from '@/lib/contact-schema';
import { DirectContact } from './direct-contact';
import { captureAttribution, currentAttribution } from '@/lib/attribution';
import { loadRecaptcha, recaptchaEnabled, recaptchaToken } from '@/integrations/recaptcha';
import { siteConfig } from '@/config/site';
import { buttonClass } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  RequiredMark,
  checkboxClass,
  controlClass,
  describedBy,
} from '@/components/ui/field';
import {
  describeWait,
  keepsIdempotencyKey,
  newIdempotencyKey,
  sendContact,
  type SubmitOutcome,
} from './submit';

/** What the visitor has typed. The honeypot is not here: it is read from the DOM at submit. */
interface Values {
  name: string;
  email: string;
  organization: string;
  organizationType: string;
  phone: string;
  interests: string[];
  message: string;
  consent: boolean;
}

type FieldName = keyof Values;

/** Visual (and tab) order: the first invalid one in this list gets focus. */
const fieldOrder: readonly FieldName[] = [
  'name',
  'email',
  'organization',
  'organizationType',
  'phone',
  'interests',
  'message',
  'consent',
];

const MESSAGE_MIN = 20;
const MESSAGE_MAX = 5000;

const emptyValues: Values = {
  name: '',
  email: '',
  organization: '',
  organizationType: '',
  phone: '',
  interests: [],
  message: '',
  consent: false,
};

interface Sent {
  name: string;
  email: string;
}

/**
 * Kept for this page load while the dialog is closed and reopened (an Escape by mistake must not
 * cost a long message), with the Idempotency-Key of an attempt that may be retried. Cleared on
 * success. `sentWhileClosed`: a send that succeeded after the dialog was closed is thanked for
 * when it opens again.
 */
const draft: { values: Values; key: string | null; sentWhileClosed: Sent | null } = {
  values: emptyValues,
  key: null,
  sentWhileClosed: null,
};

type Failure = Exclude<SubmitOutcome, { kind: 'success' }>;

type Phase = 'editing' | 'sending' | 'sent';

type FocusTarget = { to: FieldName | 'failure' | 'success'; seq: number };

function errorsFor(values: Values): FieldErrors {
  const result = contactSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** The errors that belong to fields the visitor can see and fix. */
function visibleErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const field of fieldOrder) {
    const messages = errors[field];
    if (messages?.length) out[field] = messages;
  }
  return out;
}

function firstInvalid(errors: FieldErrors): FieldName | undefined {
  return fieldOrder.find((field) => errors[field]?.length);
}

/** Which stretch of the allowed length the message is in; the count is announced on changes. */
function lengthBand(length: number): 'short' | 'ok' | 'near' | 'over' {
  if (length < MESSAGE_MIN) return 'short';
  if (length > MESSAGE_MAX) return 'over';
  return MESSAGE_MAX - length <= 200 ? 'near' : 'ok';
}

function countNote(length: number): string {
  switch (lengthBand(length)) {
    case 'short':
      return `${length} characters: at least ${MESSAGE_MIN} needed.`;
    case 'ok':
      return `${length} characters: long enough to send.`;
    case 'near':
      return `${MESSAGE_MAX - length} characters left.`;
    case 'over':
      return `${length - MESSAGE_MAX} characters over the ${MESSAGE_MAX} limit.`;
  }
}

interface ContactFormProps {
  /** Closes the surrounding dialog (offered after a successful send). */
  onClose?: () => void;
}

export function ContactForm({ onClose }: ContactFormProps) {
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;

  const [values, setValues] = useState<Values>(() => draft.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [edited, setEdited] = useState<Partial<Record<FieldName, true>>>({});
  const [sent, setSent] = useState<Sent | null>(() => draft.sentWhileClosed);
  const [phase, setPhase] = useState<Phase>(() => (draft.sentWhileClosed ? 'sent' : 'editing'));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [lengthNote, setLengthNote] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  const sending = useRef(false);
  const mounted = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  // The visit's attribution is recorded now if no page did it earlier; reCAPTCHA (when
  // configured) loads now, while the visitor types, and never before the form is opened.
  useEffect(() => {
    mounted.current = true;
    draft.sentWhileClosed = null;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    captureAttribution();
    loadRecaptcha()?.catch(() => {
      // Blocked or offline: the submit goes without a token and the server decides.
    });
  }, []);

  // Focus moves after the render that shows the error or message, so what a screen reader reads
  // on arrival (aria-describedby, the alert) is already there.
  useEffect(() => {
    if (!focusTarget) return;
    const { to } = focusTarget;
    if (to === 'success') successRef.current?.focus();
    else if (to === 'failure') failureRef.current?.focus();
    else {
      const target = document.getElementById(
        to === 'interests' ? id(`interest-${interestOptions[0].value}`) : id(to),
      );
      target?.focus();
    }
    // `id` is derived from `uid`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTarget]);

  const focus = (to: FocusTarget['to']) =>
    setFocusTarget((prev) => ({ to, seq: (prev?.seq ?? 0) + 1 }));

  /** Re-checks one field against the shared schema and shows (or clears) its error. */
  const revalidate = (field: FieldName, next: Values) => {
    const messages = errorsFor(next)[field];
    setErrors((prev) => {
      const out = { ...prev };
      if (messages?.length) out[field] = messages;
      else delete out[field];
      return out;
    });
  };

  const update = <K extends FieldName>(field: K, value: Values[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    draft.values = next;
    setEdited((prev) => (prev[field] ? prev : { ...prev, [field]: true }));
    // Once a field shows an error, it is re-checked as it changes, so the error goes away as
    // soon as it is fixed. A new error appears only on blur or submit, never mid-word.
    if (errors[field]) revalidate(field, next);
    if (field === 'message') {
      const before = lengthBand(values.message.trim().length);
      const length = (value as string).trim().length;
      if (lengthBand(length) !== before) setLengthNote(countNote(length));
    }
  };

  /** On leaving a field the visitor changed: check it. Tabbing past an empty field says nothing. */
  const blur = (field: FieldName) => {
    if (edited[field] || errors[field]) revalidate(field, values);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;

    const parsed = contactSchema.safeParse({
      ...values,
      website: honeypot.current?.value ?? '',
    });
    if (!parsed.success) {
      const all = visibleErrors(fieldErrorsOf(parsed.error));
      setErrors(all);
      setFailure(null);
      const first = firstInvalid(all);
      if (first) focus(first);
      return;
    }

    sending.current = true;
    setPhase('sending');
    setFailure(null);
    setErrors({});

    const key = (draft.key ??= newIdempotencyKey());
    const token = recaptchaEnabled ? await recaptchaToken('contact') : undefined;
    const outcome = await sendContact(
      {
        ...parsed.data,
        attribution: currentAttribution(),
        ...(token ? { recaptchaToken: token } : {}),
      },
      key,
    );
    sending.current = false;

    if (outcome.kind === 'success') {
      draft.values = emptyValues;
      draft.key = null;
      const thanks = { name: parsed.data.name, email: parsed.data.email };
      if (!mounted.current) draft.sentWhileClosed = thanks;
      setSent(thanks);
      setPhase('sent');
      focus('success');
      return;
    }

    if (!keepsIdempotencyKey(outcome)) draft.key = null;
    setPhase('editing');
    if (outcome.kind === 'invalid') {
      const fieldErrors = visibleErrors(outcome.fieldErrors);
      const first = firstInvalid(fieldErrors);
      if (first) {
        setErrors(fieldErrors);
        focus(first);
        return;
      }
    }
    setFailure(outcome);
    // The disabled button may have dropped focus; the message comes next in reading order.
    const active = document.activeElement;
    if (
      !active ||
      active === document.body ||
      active.tagName === 'DIALOG' ||
      active.tagName === 'BUTTON'
    ) {
      focus('failure');
    }
  }

  const errorProps = (field: FieldName, hintId?: string) => {
    const invalid = Boolean(errors[field]?.length);
    return {
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy(hintId, invalid && id(`${field}-error`)),
    };
  };

  const messageLength = values.message.trim().length;
  const messageBand = lengthBand(messageLength);

  return (
    <div>
      <div role="status" aria-live="polite">
        {phase === 'sending' ? <span className="sr-only">Sending your message…</span> : null}
        {phase === 'sent' && sent ? (
          <SuccessPanel
            name={sent.name}
            email={sent.email}
            headingRef={successRef}
            onClose={onClose}
          />
        ) : null}
      </div>

      {phase === 'sent' ? null : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={id('form-title')}
          className="relative grid gap-6"
        >
          <h3 id={id('form-title')} className="sr-only">
            Contact form
          </h3>
          <p className="text-sm text-muted-foreground">
            Fields marked (required) must be filled in.
          </p>

          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={id('name')} required>
                Name
              </FieldLabel>
              <input
                id={id('name')}
                name="name"
                type="text"
                autoComplete="name"
                required
                value={values.name}
                onChange={(e) => update('name', e.target.value)}
                onBlur={() => blur('name')}
                className={`mt-1.5 ${controlClass}`}
                {...errorProps('name')}
              />
              <FieldError id={id('name-error')} messages={errors.name} />
            </div>

            <div>
              <FieldLabel htmlFor={id('email')} required>
                E-mail
              </FieldLabel>
              <input
                id={id('email')}
                name="email"
                type="email"
                autoComplete="email"
                spellCheck={false}
                required
                value={values.email}
                onChange={(e) => update('email', e.target.value)}
                onBlur={() => blur('email')}
                className={`mt-1.5 ${controlClass}`}
                {...errorProps('email')}
              />
              <FieldError id={id('email-error')} messages={errors.email} />
            </div>

            <div>
              <FieldLabel htmlFor={id('organization')} required>
                Organization
              </FieldLabel>
              <input
                id={id('organization')}
                name="organization"
                type="text"
                autoComplete="organization"
                required
                value={values.organization}
                onChange={(e) => update('organization', e.target.value)}
                onBlur={() => blur('organization')}
                className={`mt-1.5 ${controlClass}`}
                {...errorProps('organization')}
              />
              <FieldError id={id('organization-error')} messages={errors.organization} />
            </div>

            {/* Honeypot: off-screen (not display:none, which bots skip), out of the tab order
                and hidden from assistive technology. People never fill it; bots do. */}
            <div
              aria-hidden="true"
              className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden"
            >
              <label htmlFor={id('website')}>Website (leave this empty)</label>
              <input
                ref={honeypot}
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
                value={values.organizationType}
                onChange={(e) => update('organizationType', e.target.value)}
                onBlur={() => blur('organizationType')}
                className={`mt-1.5 ${controlClass}`}
                {...errorProps('organizationType')}
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

            <div>
              <FieldLabel htmlFor={id('phone')}>Phone</FieldLabel>
              <input
                id={id('phone')}
                name="phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(e) => update('phone', e.target.value)}
                onBlur={() => blur('phone')}
                className={`mt-1.5 ${controlClass}`}
                {...errorProps('phone')}
              />
              <FieldError id={id('phone-error')} messages={errors.phone} />
            </div>
          </div>

          <fieldset
            aria-describedby={describedBy(
              id('interests-hint'),
              Boolean(errors.interests?.length) && id('interests-error'),
            )}
          >
            <legend className="font-semibold">What can we help with?</legend>
            <FieldHint id={id('interests-hint')}>Choose any that apply.</FieldHint>
            <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
              {interestOptions.map((option) => {
                const checked = values.interests.includes(option.value);
                return (
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
                      checked={checked}
                      onChange={() =>
                        update(
                          'interests',
                          checked
                            ? values.interests.filter((v) => v !== option.value)
                            : [...values.interests, option.value],
                        )
                      }
                      aria-invalid={Boolean(errors.interests?.length) || undefined}
                      className={checkboxClass}
                    />
                    <span>{option.label}</span>
                  </label>
                );
              })}
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
              value={values.message}
              onChange={(e) => update('message', e.target.value)}
              onBlur={() => blur('message')}
              className={`mt-1.5 ${controlClass} resize-y`}
              {...errorProps('message', id('message-hint'))}
            />
            <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4">
              <FieldError id={id('message-error')} messages={errors.message} />
              <p
                className={`ml-auto text-sm tabular-nums ${
                  messageBand === 'over' ? 'font-semibold text-danger' : 'text-muted-foreground'
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
                required
                checked={values.consent}
                onChange={(e) => update('consent', e.target.checked)}
                className={`${checkboxClass} mt-3`}
                {...errorProps('consent')}
              />
              <label htmlFor={id('consent')} className="block min-h-11 cursor-pointer py-2.5">
                I agree that {siteConfig.name} may contact me about this enquiry, as described in
                the <NewTabLink href="/privacy-policy">privacy policy</NewTabLink>
                .
                <RequiredMark />
              </label>
            </div>
            <FieldError id={id('consent-error')} messages={errors.consent} />
          </div>

          <div ref={failureRef} role="alert" tabIndex={-1} className="focus:outline-none">
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
                <NewTabLink href="https://policies.google.com/privacy">Privacy Policy</NewTabLink>{' '}
                and{' '}
                <NewTabLink href="https://policies.google.com/terms">Terms of Service</NewTabLink>{' '}
                apply.
              </p>
            ) : null}
          </div>
        </form>
      )}
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

function failureText(failure: Failure): { title: string; detail: string } {
  switch (failure.kind) {
    case 'network':
      return {
        title: 'Your message was not sent: we could not reach our server.',
        detail: 'Check your connection and try again.',
      };
    case 'rate-limited':
      return {
        title: 'You have sent several messages in a short time.',
        detail: `Please try again ${describeWait(failure.retryAfterSeconds)}.`,
      };
    case 'forbidden':
      return {
        title: 'Your message was not sent: our spam check could not confirm it came from a person.',
        detail: 'Please try again, or reach us directly.',
      };
    case 'unavailable':
      return {
        title: 'Your message was not sent: our system is briefly unavailable.',
        detail: 'Please try again in a few minutes.',
      };
    case 'invalid':
      return {
        title: 'Your message was not sent: part of it could not be accepted.',
        detail: 'Please try again, or reach us directly.',
      };
    case 'rejected':
      return {
        title: 'Your message was not sent: something went wrong on our side.',
        detail: 'Please try again, or reach us directly.',
      };
  }
}

function FailureNotice({ failure }: { failure: Failure }) {
  const { title, detail } = failureText(failure);
  return (
    <div className="rounded-2xl border-2 border-danger bg-surface p-5 text-surface-foreground">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1">{detail} Everything you typed is still here.</p>
      <div className="mt-2">
        <DirectContact>Rather talk to a person now?</DirectContact>
      </div>
    </div>
  );
}

interface SuccessPanelProps {
  name: string;
  email: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose?: () => void;
}

function SuccessPanel({ name, email, headingRef, onClose }: SuccessPanelProps) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 text-surface-foreground sm:p-8">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-3xl font-semibold focus:outline-none"
      >
        <span aria-hidden="true" className="mr-2 text-success">
          ✓
        </span>
        Thank you, {name}.
      </h3>
      <p className="mt-4 text-lg">
        Your message is with us. A senior strategist will read it and reply to{' '}
        <strong>
          <EmailAddress address={email} />
        </strong>{' '}
        within one business day.
      </p>
      <div className="mt-3 text-muted-foreground">
        <DirectContact>Anything urgent?</DirectContact>
      </div>
      {onClose ? (
        <button type="button" onClick={onClose} className={buttonClass('secondary', 'mt-6')}>
          Close
        </button>
      ) : null}
    </div>
  );
}
