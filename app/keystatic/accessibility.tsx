'use client';
import { useEffect } from 'react';

/**
 * What the project mends of Keystatic's own screens (@keystatic/core 0.6.9, @keystar/ui) for
 * WCAG 2.2 AA, until upstream does (docs/editor-accessibility.md lists each with its report):
 *
 * - **Contrast**: Keystatic's tertiary text (section headings of the side bar, the body's
 *   placeholder) is its slate 8, 3.1:1 on its background; its own secondary colour (slate 9,
 *   about 4.8:1 in the light scheme and 5.6:1 in the dark) is used instead, a theme token.
 * - **The required mark of a group** (a list's label) is a `span` with `aria-label`, which ARIA
 *   prohibits on a span without a role: it gets `role="img"`, so "(required)" is its name.
 * - **A list item's remove button** is a trash icon with no name: it gets "Remove <the item>",
 *   from its row's name.
 *
 * Each element mended carries `data-editor-mended`; the editor's axe sweep
 * (e2e/editor/accessibility.spec.ts) fails when none is found, which means upstream changed its
 * markup (or fixed it) and this file needs another look.
 */

const THEME = `
.kui-theme.kui-theme { --kui-color-foreground-neutral-tertiary: var(--kui-color-scale-slate9); }
`;

const REQUIRED_MARK = 'span[aria-label="(required)"]:not([role])';
const REMOVE_BUTTON = 'button.kui\\:ListViewItem-actions:not([aria-label]):not([aria-labelledby])';

/** Mends what is in the document now; returns nothing, marks what it changed. */
export function mendEditor(root: ParentNode) {
  for (const mark of root.querySelectorAll(REQUIRED_MARK)) {
    mark.setAttribute('role', 'img');
    mark.setAttribute('data-editor-mended', 'required-mark');
  }
  for (const button of root.querySelectorAll(REMOVE_BUTTON)) {
    if (button.textContent?.trim()) continue;
    const row = button.closest('[role="row"]')?.getAttribute('aria-label');
    button.setAttribute('aria-label', row ? `Remove ${row}` : 'Remove');
    button.setAttribute('data-editor-mended', 'remove-button');
  }
}

export function EditorAccessibility() {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        mendEditor(document);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return <style>{THEME}</style>;
}
