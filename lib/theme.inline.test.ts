import { afterEach, describe, expect, it } from 'vitest';
import { createPage, FORMS, type Page, type PageOptions } from '@/tests/inline-page';
import { THEME_STORAGE_KEY, themeInitScript } from './theme';
import { themeInit } from './theme.inline';

describe.each(FORMS)('theme init script (%s)', (form) => {
  let page: Page;
  afterEach(() => page.close());

  /** The theme <html> has after the script, and its color-scheme. */
  function themeAfterInit(options: PageOptions, blockStorage = false) {
    page = createPage(options);
    if (blockStorage) {
      Object.defineProperty(page.window, 'localStorage', {
        get() {
          throw new page.window.DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
    page.run(form, themeInit, { storageKey: THEME_STORAGE_KEY }, themeInitScript);
    const html = page.document.documentElement;
    return { classes: [...html.classList], colorScheme: html.style.colorScheme };
  }

  it('applies the stored choice over the system scheme', () => {
    expect(themeAfterInit({ colorScheme: 'light', storage: { theme: 'dark' } })).toEqual({
      classes: ['dark'],
      colorScheme: 'dark',
    });
    page.close();
    expect(themeAfterInit({ colorScheme: 'dark', storage: { theme: 'light' } })).toEqual({
      classes: ['light'],
      colorScheme: 'light',
    });
  });

  it('follows the system scheme without a valid stored choice', () => {
    expect(themeAfterInit({ colorScheme: 'dark' }).classes).toEqual(['dark']);
    page.close();
    expect(themeAfterInit({ colorScheme: 'dark', storage: { theme: 'purple' } }).classes).toEqual([
      'dark',
    ]);
    page.close();
    expect(themeAfterInit({ colorScheme: 'light' }).classes).toEqual(['light']);
  });

  it('with storage blocked, the system scheme applies and nothing throws', () => {
    expect(themeAfterInit({ colorScheme: 'dark' }, true).classes).toEqual(['dark']);
  });
});
