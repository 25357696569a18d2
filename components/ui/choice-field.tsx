import type { ComponentProps } from 'react';
import { FieldError, FieldHint, RequiredMark, ariaOf, type FieldProps, type Option } from './field';

/**
 * The choice controls: radio groups and checkboxes, drawn by the site (the native controls turn
 * into dark filled shapes in the dark theme), real inputs underneath. Ids and descriptions as in
 * ./field.tsx.
 */

/**
 * Checkboxes drawn by the site like its radios (an outline box, and a tick in the accent colour
 * when checked, ./field.tsx `Box`): the native control turns into a grey filled square in the
 * dark theme. Forced colours keep the system's own.
 */
export const checkboxClass =
  'peer h-5 w-5 shrink-0 appearance-none rounded-md border-2 border-muted-foreground bg-transparent checked:border-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-danger forced-colors:appearance-auto';

/** A checkbox with its tick: the tick shows when the box is checked (`peer-checked`). */
export function Box({ className = '', ...input }: ComponentProps<'input'>) {
  return (
    <span className={`relative inline-flex shrink-0 ${className}`}>
      <input {...input} type="checkbox" className={checkboxClass} />
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 hidden h-5 w-5 text-accent peer-checked:block forced-colors:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 10.5l3.2 3.2L15 6.8" />
      </svg>
    </span>
  );
}

/** The id of one radio of a radio group: the first carries the group's. */
export const optionId = (groupId: string, options: readonly Option[], value: string) =>
  options[0]?.value === value ? groupId : `${groupId}-${value}`;

interface RadioGroupProps extends Omit<FieldProps, 'required'> {
  options: readonly Option[];
  /** The value chosen to begin with ('' for none). */
  defaultValue?: string;
  /**
   * `wrap`: pills that wrap. `row`: two columns on a phone (an odd last choice the whole row,
   * so no row is ragged), then one row from 640 px, each as wide as its label (a segmented
   * control). `list`: one choice a line at every width, each label on one line in a box of one
   * width (long labels, which in columns wrapped to two lines in some boxes and not others).
   */
  layout?: 'wrap' | 'row' | 'list';
}

const layouts = {
  wrap: 'flex flex-wrap',
  row: 'grid grid-cols-2 sm:flex sm:flex-nowrap',
  list: 'grid max-sm:gap-1 sm:gap-1.5 lg:gap-1',
} as const;

/**
 * On a phone, a row's choices pair up two to a line while each label fits half the width on one
 * line; longer ones ("In 6 months or more") stack one to a line, as a list's do.
 */
const PAIRED_LABEL = 12;
const stackedRow = 'grid max-sm:gap-1 sm:flex sm:flex-nowrap';

/** An odd last choice of a two-column layout takes the whole row, so none is left alone. */
const lastAlone = { wrap: '', row: 'max-sm:col-span-2', list: '' } as const;

/**
 * A choice's shape, the same rounded box in every layout and at every width (the form's two steps
 * look like one form): in one row, boxes that share it by their lengths; in a list, rows of 40 px,
 * so the first step of the contact form fits a phone's screen and, in the dialog, a laptop's.
 */
const pillShape = {
  wrap: 'min-h-11 rounded-xl py-2',
  row: 'min-h-11 rounded-xl py-2 sm:min-w-0 sm:flex-auto',
  list: 'min-h-10 rounded-xl py-1.5',
} as const;
const stackedShape = 'min-h-11 rounded-xl py-2 sm:min-w-0 sm:flex-auto';

/**
 * One choice from a short list: native radios sharing a name, in a fieldset named by its legend,
 * drawn as pills that wrap (short on a phone). The radio stays a real, focusable input; the pill
 * shows its focus ring and its checked state (a ring, not a bolder label or a thicker border,
 * so choosing never reflows the row).
 */
export function RadioGroup({
  options,
  defaultValue = '',
  onBlur,
  layout = 'wrap',
  ...field
}: RadioGroupProps) {
  const { id, name, label, hint, errors } = field;
  // The error is tied to the group (a radio cannot be aria-invalid): the legend, then the error.
  const { 'aria-describedby': description } = ariaOf(field);
  const stacked =
    layout === 'row' && Math.max(...options.map((o) => o.label.length)) > PAIRED_LABEL;
  const shape = stacked ? stackedShape : pillShape[layout];
  return (
    <fieldset aria-describedby={description} onBlur={onBlur}>
      <legend className="leading-5 font-semibold sm:leading-6">{label}</legend>
      {hint != null ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <div className={`mt-1.5 gap-2 sm:mt-2 ${stacked ? stackedRow : layouts[layout]}`}>
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={optionId(id, options, option.value)}
            className={`flex cursor-pointer items-center gap-2 border border-muted-foreground px-3 hover:bg-surface ${shape} ${!stacked && index === options.length - 1 && options.length % 2 === 1 ? lastAlone[layout] : ''} has-checked:border-accent has-checked:bg-surface has-checked:ring-1 has-checked:ring-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring`}
          >
            <input
              id={optionId(id, options, option.value)}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              // Drawn by the site, not the browser: the native radio turns into a dark filled
              // disc in the dark theme. A ring, and a dot inside it when chosen.
              className="h-4 w-4 shrink-0 appearance-none rounded-full border-2 border-muted-foreground bg-transparent checked:border-accent checked:bg-accent checked:shadow-[inset_0_0_0_2px_var(--color-surface)] focus-visible:outline-none forced-colors:appearance-auto"
            />
            <span className="text-balance">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} messages={errors} />
    </fieldset>
  );
}

interface CheckboxFieldProps extends FieldProps {
  value?: string;
  defaultChecked?: boolean;
}

/** One checkbox with its label beside it (an agreement, an ask), and a line of help under it. */
export function CheckboxField({
  value = 'yes',
  defaultChecked = false,
  ...field
}: CheckboxFieldProps) {
  const { id, name, label, hint, required, errors } = field;
  return (
    <div>
      <div className="flex items-start gap-3">
        <Box
          id={id}
          name={name}
          value={value}
          required={required}
          defaultChecked={defaultChecked}
          onBlur={field.onBlur}
          {...ariaOf(field)}
          className="mt-3"
        />
        <div>
          <label htmlFor={id} className="block min-h-11 cursor-pointer py-2.5">
            {label}
            {required ? <RequiredMark /> : null}
          </label>
          {/* Pulled up into the label's padding: it reads as the label's second line. */}
          {hint != null ? (
            <p id={`${id}-hint`} className="-mt-2.5 text-sm text-muted-foreground">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
