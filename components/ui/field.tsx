import type { ReactNode } from 'react';

/**
 * Form field primitives: a labelled control with its hint and error, tied together with
 * `aria-describedby`. No copy and no state: the form passes ids, labels, values and messages.
 * Every control is uncontrolled (`defaultValue`/`defaultChecked`), so what a visitor types before
 * the scripts arrive is still there after they do, and the form's DOM is the one copy of it.
 *
 * Ids: a field's hint is `${id}-hint`, its error `${id}-error`; a radio group's first radio
 * carries the group's id (where focus goes for the group, as for any field), the others
 * `${id}-${value}` (`optionId`).
 */

/**
 * Text inputs, selects and textareas. 16 px text (no zoom on iOS), 44 px tall (an input's padding
 * and line leave it at the height a select is given, so two side by side are level), a 3:1 border.
 */
export const controlClass =
  'block w-full min-h-11 rounded-xl border border-muted-foreground bg-background px-4 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-2 aria-invalid:border-danger';

export interface Option {
  value: string;
  label: string;
}

/** What every field takes. */
export interface FieldProps {
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  errors?: readonly string[];
  onBlur?: () => void;
}

interface FieldLabelProps {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * A field label; "(required)" is part of the label text, so it is seen and heard. Set close on a
 * phone (a 20 px line), where step one of the contact form fits one screen with its fields stacked.
 */
export function FieldLabel({ htmlFor, id, required = false, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} id={id} className="block leading-5 font-semibold sm:leading-6">
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** After a space, not a margin: a narrow column may break the line before the mark. */
export function RequiredMark() {
  return (
    <>
      {' '}
      <span className="font-normal text-muted-foreground">(required)</span>
    </>
  );
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

/** The ARIA attributes of a control: invalid when it has errors, described by hint and error. */
export function ariaOf({ id, hint, errors }: Pick<FieldProps, 'id' | 'hint' | 'errors'>) {
  const invalid = Boolean(errors?.length);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(hint != null && `${id}-hint`, invalid && `${id}-error`),
  };
}

/** Label, hint, the control, then its error (and `after`, e.g. a character count). */
function Field({
  id,
  label,
  required,
  hint,
  errors,
  after,
  children,
}: Omit<FieldProps, 'name' | 'onBlur'> & { after?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint != null ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {children}
      {after ? (
        <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4">
          <FieldError id={`${id}-error`} messages={errors} />
          {after}
        </div>
      ) : (
        <FieldError id={`${id}-error`} messages={errors} />
      )}
    </div>
  );
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  /** The keyboard a phone shows (a web address typed without https:// is still one). */
  inputMode?: 'url';
  autoComplete?: string;
  spellCheck?: boolean;
  defaultValue?: string;
}

/** A labelled one-line input. */
export function TextField({
  type = 'text',
  inputMode,
  autoComplete,
  spellCheck,
  defaultValue = '',
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        required={field.required}
        defaultValue={defaultValue}
        onBlur={field.onBlur}
        {...ariaOf(field)}
        className={`mt-1 sm:mt-1.5 ${controlClass}`}
      />
    </Field>
  );
}

interface TextAreaFieldProps extends FieldProps {
  rows?: number;
  defaultValue?: string;
  /** Shown beside the error, under the box (a character count). */
  after?: ReactNode;
}

/** A labelled multi-line input. */
export function TextAreaField({
  rows = 6,
  defaultValue = '',
  after,
  ...field
}: TextAreaFieldProps) {
  return (
    <Field {...field} after={after}>
      <textarea
        id={field.id}
        name={field.name}
        required={field.required}
        rows={rows}
        defaultValue={defaultValue}
        onBlur={field.onBlur}
        {...ariaOf(field)}
        className={`mt-1 sm:mt-1.5 ${controlClass} resize-y`}
      />
    </Field>
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly Option[];
  /** The first, empty choice ("Choose one"). */
  placeholder: string;
  defaultValue?: string;
}

/** A labelled native select with an empty first choice. */
export function SelectField({
  options,
  placeholder,
  defaultValue = '',
  ...field
}: SelectFieldProps) {
  return (
    <Field {...field}>
      <select
        id={field.id}
        name={field.name}
        required={field.required}
        defaultValue={defaultValue}
        onBlur={field.onBlur}
        {...ariaOf(field)}
        className={`mt-1 sm:mt-1.5 ${controlClass}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
