import type { ReactNode } from 'react';
import type { ContactFormCopy } from '@/content/snippets';
import type { ContactFieldName, FieldErrors } from '@/lib/contact-schema';
import { fill } from '@/lib/template';

/**
 * The contact form's smaller pieces: the error summary, a new-tab link, the sending spinner, a
 * step's heading.
 */

/**
 * Lists what to fix, each a link to its field, in the order the errors come (the form's: the
 * retry page orders a draft's); focused when the page loads (`autoFocus`).
 */
export function ErrorSummary({
  errors,
  copy,
  fieldId,
}: {
  errors: FieldErrors;
  copy: ContactFormCopy['summary'];
  fieldId: (field: ContactFieldName) => string;
}) {
  const fields = (Object.keys(errors) as ContactFieldName[]).filter(
    (field) => errors[field]?.length,
  );
  return (
    <div
      tabIndex={-1}
      autoFocus
      role="group"
      aria-labelledby="contact-error-summary-title"
      className="rounded-2xl border-2 border-danger bg-surface p-5 text-surface-foreground focus:outline-none focus-visible:outline-3"
    >
      <p id="contact-error-summary-title" className="font-semibold text-danger">
        {fields.length === 1 ? copy.one : fill(copy.many, { count: fields.length })}
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
export function NewTabLink({
  href,
  note,
  children,
}: {
  href: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-accent underline underline-offset-3 hover:text-accent-hover"
    >
      {children}
      <span className="sr-only">{note}</span>
    </a>
  );
}

export function Spinner() {
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

/**
 * A step's heading: where the form is in two steps, "Step n of 2" above it (hidden without
 * scripts, where the two are parts of one page). Focus moves here when the step changes.
 */
export function StepHeading({
  as: Heading,
  id,
  n,
  copy,
  children,
}: {
  as: 'h2' | 'h3';
  id: string;
  n: number;
  copy: ContactFormCopy;
  children: ReactNode;
}) {
  return (
    <Heading
      id={id}
      tabIndex={-1}
      className="scroll-mt-6 font-display text-lg font-semibold focus:outline-none sm:text-xl"
    >
      <span
        data-step-of
        className="mr-2 font-sans text-sm font-semibold text-muted-foreground max-sm:inline sm:block"
      >
        {fill(copy.steps.of, { n })}
        <span className="sr-only">: </span>
      </span>
      {children}
    </Heading>
  );
}

/**
 * A note in a step that says what the form was opened to ask (a reference call, one page to look
 * at) or what comes back from it; app/contact-steps.css shows each only while it applies, by its
 * `data-` mark.
 */
export function FormNote({
  children,
  id,
  className = '',
  ...mark
}: {
  children: ReactNode;
  /** Where a link lands on /contact without scripts (`:target` shows the note). */
  id?: string;
  className?: string;
} & Record<`data-${string}`, boolean>) {
  return (
    <p
      id={id}
      {...mark}
      className={`scroll-mt-6 rounded-lg border border-accent bg-surface px-3 py-1.5 text-sm max-sm:py-1 ${className}`}
    >
      {children}
    </p>
  );
}
