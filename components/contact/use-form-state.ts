import { useReducer } from 'react';
import type { ContactFieldName, ContactFormValues, FieldErrors } from '@/lib/contact-schema';
import { MESSAGE_MAX, MESSAGE_MIN } from '@/lib/contact-options';
import type { Failure } from './failure-notice';

/** What a form sent without scripts came back with: its values, errors or failure. */
export interface FormInit {
  values: ContactFormValues;
  errors: FieldErrors;
  failure?: Failure;
}

type FocusTarget = ContactFieldName | 'failure' | 'success';

export interface FormState {
  phase: 'editing' | 'sending' | 'sent';
  errors: FieldErrors;
  failure: Failure | null;
  sent: { name: string; email: string } | null;
  messageLength: number;
  /**
   * The message length to announce (its band's note), set only when the length crosses a limit,
   * never per keystroke; null before the first crossing.
   */
  announcedLength: number | null;
  /** Where focus goes after the next render; `seq` makes a repeat a new request. */
  focus: { to: FocusTarget; seq: number } | null;
}

export type FormAction =
  | { type: 'checked'; field: ContactFieldName; messages?: string[] }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'message-length'; length: number }
  | { type: 'sending' }
  | { type: 'sent'; name: string; email: string }
  | { type: 'failed'; failure: Failure }
  | { type: 'again' };

export type LengthBand = 'short' | 'ok' | 'near' | 'over';

/** Which stretch of the allowed length the message is in. */
export function lengthBand(length: number): LengthBand {
  if (length < MESSAGE_MIN) return 'short';
  if (length > MESSAGE_MAX) return 'over';
  return MESSAGE_MAX - length <= 200 ? 'near' : 'ok';
}

function focusOn(state: FormState, to: FocusTarget | undefined): FormState['focus'] {
  return to ? { to, seq: (state.focus?.seq ?? 0) + 1 } : state.focus;
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'checked': {
      const errors = { ...state.errors };
      if (action.messages?.length) errors[action.field] = action.messages;
      else delete errors[action.field];
      return { ...state, errors };
    }
    case 'invalid':
      return {
        ...state,
        phase: 'editing',
        errors: action.errors,
        failure: null,
        // The errors come in the form's order (fieldErrorsOf): focus goes to the first.
        focus: focusOn(
          state,
          (Object.keys(action.errors) as ContactFieldName[]).find(
            (field) => action.errors[field]?.length,
          ),
        ),
      };
    case 'message-length': {
      const crossed = lengthBand(action.length) !== lengthBand(state.messageLength);
      return {
        ...state,
        messageLength: action.length,
        announcedLength: crossed ? action.length : state.announcedLength,
      };
    }
    case 'sending':
      return { ...state, phase: 'sending', failure: null, errors: {} };
    case 'sent':
      return {
        ...state,
        phase: 'sent',
        sent: { name: action.name, email: action.email },
        messageLength: 0,
        announcedLength: null,
        focus: focusOn(state, 'success'),
      };
    case 'failed':
      return {
        ...state,
        phase: 'editing',
        failure: action.failure,
        focus: focusOn(state, 'failure'),
      };
    case 'again':
      return { ...state, phase: 'editing', sent: null, focus: focusOn(state, 'name') };
  }
}

export function initialFormState(init?: FormInit): FormState {
  return {
    phase: 'editing',
    errors: init?.errors ?? {},
    failure: init?.failure ?? null,
    sent: null,
    messageLength: init?.values.message.trim().length ?? 0,
    announcedLength: null,
    focus: null,
  };
}

/** The contact form's state, in one reducer (unit-tested in use-form-state.test.ts). */
export function useFormState(init?: FormInit) {
  return useReducer(formReducer, init, initialFormState);
}
