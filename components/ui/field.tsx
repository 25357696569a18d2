import type { ReactNode } from 'react';

/**
 * Form field primitives: label, hint and error text, and the control styles. No copy, no state:
 * the form owns ids, values and messages, and ties them together with `aria-describedby`.
 */

/** Text inputs, selects and textareas. 16 px text (no zoom on iOS), 44 px tall, a 3:1 border. */
export const controlClass =
  'block w-full min-h-11 rounded-xl border border-muted-foreground bg-background px-4 py-2.5 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-2 aria-invalid:border-danger';

/** Checkboxes (the `accent-*` utility colours the native control). */
export const checkboxClass = 'mt-0.5 h-5 w-5 shrink-0 accent-accent';

interface FieldLabelProps {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}

/** A field label; "(required)" is part of the label text, so it is seen and heard. */
export function FieldLabel({ htmlFor, id, required = false, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} id={id} className="block font-semibold">
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

export function RequiredMark() {
  return <span className="ml-1 font-normal text-muted-foreground">(required)</span>;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** The field's error, or nothing. The id stays stable so `aria-describedby` can always name it. */
export function FieldError({ id, messages }: { id: string; messages?: readonly string[] }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-danger">
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="mt-0.5 h-4 w-4 shrink-0"
        fill="currentColor"
      >
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.3h1.8v5.6H9.1V5.8Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      <span>{messages.join(' ')}</span>
    </p>
  );
}

/** ids in order for `aria-describedby`, skipping the absent ones; undefined when none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length ? list.join(' ') : undefined;
}

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  spellCheck?: boolean;
  defaultValue?: string;
  errors?: readonly string[];
  onBlur?: () => void;
}

/**
 * A labelled one-line input with its error. Uncontrolled (`defaultValue`): what a visitor types
 * before the scripts arrive is still there after they do.
 */
export function TextField({
  id,
  name,
  label,
  required = false,
  type = 'text',
  autoComplete,
  spellCheck,
  defaultValue = '',
  errors,
  onBlur,
}: TextFieldProps) {
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        required={required}
        defaultValue={defaultValue}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && `${id}-error`)}
        className={`mt-1.5 ${controlClass}`}
      />
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
