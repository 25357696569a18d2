'use client';
/**
 * The editor's own inputs where Keystatic's read badly to a marketer (content/editor.ts picks
 * them): a year without a thousands separator, tags typed in one line, pickers that name
 * people and pages rather than their file names, and rules Keystatic has no option for. Client components: the editor's API route
 * imports the same config on the server, where these are only references.
 */
import { useReducer, useState, type ComponentType, type ReactElement } from 'react';
import { ActionButton } from '@keystar/ui/button';
import { Combobox, Item } from '@keystar/ui/combobox';
import { FieldMessage } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';
import { NumberField } from '@keystar/ui/number-field';
import { TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';

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

/** An entry offered in a picker: by its name, keyed by its file name. */
const entryOption = (item: { slug: string; name: string }) => (
  <Item key={item.slug} textValue={item.name}>
    {item.name}
  </Item>
);

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
      {entryOption}
    </Combobox>
  );
}

/**
 * Keystatic's own input for a field, with a rule of ours shown under it as soon as it is broken
 * (an image too narrow once chosen, a fixed web address once regenerated): the field's check
 * refuses the save with the same words. `problem` also gets the value the entry opened with.
 */
export function CheckedInput<Value>(
  props: InputProps<Value> & {
    Inner: ComponentType<InputProps<Value>>;
    check: (value: Value, opened: Value) => string | undefined;
  },
): ReactElement {
  const { Inner, check, ...input } = props;
  const [opened] = useState(input.value);
  const message = check(input.value, opened);
  return (
    <Flex direction="column" gap="regular">
      <Inner {...input} />
      {message ? (
        <div role="alert">
          <FieldMessage>{message}</FieldMessage>
        </div>
      ) : null}
    </Flex>
  );
}

/**
 * Entries of another collection, picked one at a time by name and listed by name, each with its
 * own Remove button. An entry the list does not know (added since the page loaded) shows its file
 * name.
 */
export function NamedEntriesInput(
  props: InputProps<string[]> & Described & { names: Record<string, string> },
): ReactElement {
  const field = useFieldProps(props);
  const nameOf = (slug: string) => props.names[slug] ?? slug;
  const left = Object.entries(props.names)
    .filter(([slug]) => !props.value.includes(slug))
    .map(([slug, name]) => ({ slug, name }));
  return (
    <Flex direction="column" gap="medium">
      {/* Remounted after each change, so its suggestions leave out what is already picked. */}
      <Combobox
        key={props.value.join()}
        {...field}
        defaultItems={left}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (typeof key === 'string') props.onChange([...props.value, key]);
        }}
        width="auto"
      >
        {entryOption}
      </Combobox>
      {props.value.length ? (
        <Flex elementType="ul" aria-label={props.label} direction="column" gap="small">
          {props.value.map((slug) => (
            <Flex elementType="li" key={slug} alignItems="center" gap="regular">
              <Text>{nameOf(slug)}</Text>
              <ActionButton
                aria-label={`Remove ${nameOf(slug)}`}
                onPress={() => props.onChange(props.value.filter((s) => s !== slug))}
              >
                Remove
              </ActionButton>
            </Flex>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The entry open in the editor, from its address (/keystatic/collection/team/item/rosa-delgado). */
function openEntry(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const match = /\/item\/([^/]+)$/.exec(window.location.pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * Which entries name this one (by a picker or a link), above its fields: Keystatic's Delete asks
 * only “are you sure?”, and deleting a named entry breaks every one of them (the build then
 * refuses them, named). `slug` is the entry open; the editor's address gives it otherwise.
 */
export function NamedByNote(props: {
  namedBy: Record<string, string[]>;
  slug?: string;
}): ReactElement | null {
  const slug = props.slug ?? openEntry();
  if (!slug) return null;
  const names = props.namedBy[slug] ?? [];
  return (
    <Flex direction="column" gap="regular" elementType="section" aria-label="Named by">
      <Text weight="semibold">Named by</Text>
      {names.length ? (
        <>
          <Text>
            {names.length === 1 ? 'One entry names' : `${names.length} entries name`} this one.
            Before you delete it or change its web address, change{' '}
            {names.length === 1 ? 'it' : 'them'} to name another entry: the site’s check refuses
            them otherwise.
          </Text>
          <Flex elementType="ul" direction="column" gap="small">
            {names.map((name) => (
              <Text elementType="li" key={name}>
                {name}
              </Text>
            ))}
          </Flex>
        </>
      ) : (
        <Text>No other entry names this one.</Text>
      )}
    </Flex>
  );
}
