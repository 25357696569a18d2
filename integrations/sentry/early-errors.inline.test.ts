import { afterEach, describe, expect, it } from 'vitest';
import { createPage, FORMS, type Page } from '@/tests/inline-page';
import { EARLY_ERRORS_GLOBAL, earlyErrorsScript, takeEarlyErrors } from './early-errors';
import { earlyErrors } from './early-errors.inline';

describe.each(FORMS)('Sentry early errors script (%s)', (form) => {
  let page: Page;
  afterEach(() => page.close());

  it('queues uncaught errors and unhandled rejections until the loader takes them', async () => {
    page = createPage();
    page.run(form, earlyErrors, { globalName: EARLY_ERRORS_GLOBAL }, earlyErrorsScript);
    const { window } = page;
    const boom = new window.Error('boom');
    // An error thrown by a page script and not caught.
    window.setTimeout(() => {
      throw boom;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    window.dispatchEvent(new window.ErrorEvent('error', { error: null, message: 'Script error.' }));
    window.dispatchEvent(Object.assign(new window.Event('unhandledrejection'), { reason: 'nope' }));
    expect(takeEarlyErrors(window)).toEqual([boom, 'Script error.', 'nope']);

    // Taken: the SDK's own handlers report from here on.
    window.dispatchEvent(new window.ErrorEvent('error', { error: new Error('later') }));
    expect(takeEarlyErrors(window)).toEqual([]);
  });
});
