'use client';
/**
 * The editor's own inputs where Keystatic's read badly to a marketer (content/editor.ts picks
 * them): a year without a thousands separator, tags typed in one line, a picker that names
 * people and pages rather than their file names. Client components: the editor's API route
 * imports the same config on the server, where these are only references.
 */
import { useReducer, useState, type ReactElement } from 'react';
import { Combobox, Item } from '@keystar/ui/combobox';
import { NumberField } from '@keystar/ui/number-field';
import { TextField } from '@keystar/ui/text-field';

interface InputProps<Value> {
  value: Value;
  onChange(value: Value): void;
  autoFocus: boolean;
  forceValidation: boolean;
}

interface Described {
  label: string;
  description?: string;
  isRequired?: boolean;
  /** The field's own check: an error in plain words, or undefined. */
  problem: (value: never) => string | undefined;
}

/**
 * The props every field shares: label, help, required mark, and the error, shown once the person
 * has left the field or tried to save.
 */
function useFieldProps<Value>(props: InputProps<Value> & Described) {
  const [blurred, onBlur] = useReducer(() => true, false);
  return {
    label: props.label,
    description: props.description,
    isRequired: props.isRequired,
    errorMessage:
      props.forceValidation || blurred ? props.problem(props.value as never) : undefined,
    onBlur,
    autoFocus: props.autoFocus,
  };
}

/** A whole number shown as typed: 2014, never "2,014". */
export function PlainIntegerInput(props: InputProps<number | null> & Described): ReactElement {
  const field = useFieldProps(props);
  return (
    <NumberField
      {...field}
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange(Number.isNaN(value) ? null : value)}
    />
  );
}

/** Words separated by commas or spaces, as one list: "credit-unions, design". */
export function splitWords(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

export function WordListInput(props: InputProps<string[]> & Described): ReactElement {
  const field = useFieldProps(props);
  // The text as typed (a trailing comma stays while typing); the value is its words.
  const [text, setText] = useState(props.value.join(', '));
  return (
    <TextField
      {...field}
      value={splitWords(text).join() === props.value.join() ? text : props.value.join(', ')}
      onChange={(next) => {
        setText(next);
        props.onChange(splitWords(next));
      }}
    />
  );
}

/**
 * One entry of another collection, picked by its name. An entry the list does not know (added
 * since the page loaded) is offered by its file name.
 */
export function NamedEntryInput(
  props: InputProps<string | null> & Described & { names: Record<string, string> },
): ReactElement {
  const field = useFieldProps(props);
  const items = Object.entries(props.names).map(([slug, name]) => ({ slug, name }));
  if (props.value && !(props.value in props.names)) {
    items.unshift({ slug: props.value, name: props.value });
  }
  return (
    <Combobox
      {...field}
      defaultItems={items}
      selectedKey={props.value}
      onSelectionChange={(key) => props.onChange(typeof key === 'string' ? key : null)}
      width="auto"
    >
      {(item: { slug: string; name: string }) => (
        <Item key={item.slug} textValue={item.name}>
          {item.name}
        </Item>
      )}
    </Combobox>
  );
}
