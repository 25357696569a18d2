import { describe, expect, it } from 'vitest';
import { earlyErrorsScript, takeEarlyErrors } from './early-errors';

/** A window with just enough of EventTarget for the inline script. */
function fakeWindow() {
  const w = new EventTarget();
  new Function('window', earlyErrorsScript)(w);
  const fire = (type: string, init: Record<string, unknown>) =>
    w.dispatchEvent(Object.assign(new Event(type), init));
  return { w: w as unknown as Window, fire };
}

describe('Sentry early error queue', () => {
  it('queues uncaught errors and unhandled rejections until the loader takes them', () => {
    const { w, fire } = fakeWindow();
    const boom = new Error('boom');
    fire('error', { error: boom, message: 'Uncaught Error: boom' });
    fire('error', { error: null, message: 'Script error.' });
    fire('unhandledrejection', { reason: 'nope' });
    expect(takeEarlyErrors(w)).toEqual([boom, 'Script error.', 'nope']);
  });

  it('stops listening once taken: later errors are the SDK’s', () => {
    const { w, fire } = fakeWindow();
    fire('error', { error: new Error('first') });
    expect(takeEarlyErrors(w)).toHaveLength(1);
    fire('error', { error: new Error('second') });
    expect(takeEarlyErrors(w)).toEqual([]);
  });

  it('is empty without the inline script (Sentry off)', () => {
    expect(takeEarlyErrors(new EventTarget() as unknown as Window)).toEqual([]);
  });
});
