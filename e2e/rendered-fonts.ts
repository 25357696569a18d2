import type { Page } from '@playwright/test';

/**
 * What Chromium actually drew an element's text with (DevTools' "Rendered Fonts"): a fallback or
 * a system face shows up here, where document.fonts.check() would still say yes.
 */
export async function renderedFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return async (selector: string) => {
    // The document as it is now: a node found in an earlier snapshot may since have been replaced.
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
  };
}
