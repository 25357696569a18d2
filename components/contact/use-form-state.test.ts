import { describe, expect, it } from 'vitest';
import { emptyContactValues, visibleFieldErrors } from '@/lib/contact-schema';
import { formReducer, initialFormState, lengthBand } from './use-form-state';

describe('the contact form state', () => {
  it('focuses the first invalid field in the form order, whatever order the errors come in', () => {
    const state = formReducer(initialFormState(), {
      type: 'invalid',
      // As the form has them: put in the form's order by the schema (the server's 422 too).
      errors: visibleFieldErrors({ consent: ['Agree'], email: ['Bad'], message: ['Short'] }),
    });
    expect(state.focus?.to).toBe('email');
    const again = formReducer(state, { type: 'invalid', errors: { message: ['Short'] } });
    expect(again.focus).toEqual({ to: 'message', seq: (state.focus?.seq ?? 0) + 1 });
  });

  it('clears a field error once it is fixed, keeping the others', () => {
    let state = formReducer(initialFormState(), {
      type: 'invalid',
      errors: { name: ['Enter your name.'], email: ['Bad'] },
    });
    state = formReducer(state, { type: 'checked', field: 'name' });
    expect(state.errors).toEqual({ email: ['Bad'] });
  });

  it('announces the message length only when it crosses a limit', () => {
    let state = formReducer(initialFormState(), { type: 'message-length', length: 5 });
    expect(state.announcedLength).toBeNull();
    state = formReducer(state, { type: 'message-length', length: 25 });
    expect(state.announcedLength).toBe(25);
    state = formReducer(state, { type: 'message-length', length: 26 });
    expect(state.announcedLength).toBe(25);
    expect([19, 20, 4799, 4800, 5000, 5001].map(lengthBand)).toEqual([
      'short',
      'ok',
      'ok',
      'near',
      'near',
      'over',
    ]);
  });

  it('starts from what a form sent without scripts came back with', () => {
    const state = initialFormState({
      values: { ...emptyContactValues, message: '  twelve chars  ' },
      errors: { message: ['Too short'] },
      failure: { kind: 'unavailable' },
    });
    expect(state).toMatchObject({
      errors: { message: ['Too short'] },
      failure: { kind: 'unavailable' },
      messageLength: 12,
    });
  });

  it('a failure keeps the form, moves focus to the message; success thanks by name', () => {
    let state = formReducer(initialFormState(), { type: 'sending' });
    state = formReducer(state, { type: 'failed', failure: { kind: 'network' } });
    expect(state).toMatchObject({ phase: 'editing', failure: { kind: 'network' } });
    expect(state.focus?.to).toBe('failure');
    state = formReducer(state, { type: 'sent', name: 'Ada', email: 'ada@example.org' });
    expect(state).toMatchObject({ phase: 'sent', sent: { name: 'Ada' } });
    expect(state.focus?.to).toBe('success');
  });
});
