import { test, expect } from './fixtures';
// @ts-expect-error -- a plain ES module shared with scripts/work-screens.mjs, without types
import { SHOTS, page as mockPage, studies, wrappedLabels } from '../scripts/work-screens/mocks.mjs';

type Mock = Parameters<typeof mockPage>[0];

/**
 * The case studies' screens (public/work/) are drawn from these mock pages: at each capture size
 * every menu item and call to action stays on one line ("Log in", not "Log / in").
 */
for (const shot of SHOTS as { suffix: string; viewport: { width: number; height: number } }[]) {
  test(`the study screens' menus stay on one line at ${shot.viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(shot.viewport);
    const wrapped: string[] = [];
    for (const [slug, study] of Object.entries(studies as Record<string, Mock>)) {
      await page.setContent(mockPage(study));
      for (const label of await wrappedLabels(page)) wrapped.push(`${slug}: ${label}`);
    }
    expect(wrapped).toEqual([]);
  });
}
