import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dedicatedPages, GENERATED, generatedModule } from '../scripts/dedicated-pages';
import { DEDICATED_PAGES } from './definitions';

/**
 * DEDICATED_PAGES names the pages entries that a route of their own serves, so that
 * `app/(site)/[page]` leaves them alone and the editor keeps their addresses. It is generated from
 * the route folders (scripts/dedicated-pages.ts); this fails while the generated file is stale.
 */
describe('DEDICATED_PAGES', () => {
  it('is the list the route folders give, as generated (`npm run pages:generate` after a change)', () => {
    expect(fs.readFileSync(GENERATED, 'utf8')).toBe(generatedModule(dedicatedPages()));
    expect([...DEDICATED_PAGES]).toEqual(dedicatedPages());
  });

  it('names the home page and the pages with folders of their own, not the catch-all pages', () => {
    expect(DEDICATED_PAGES).toContain('home');
    expect(DEDICATED_PAGES).toContain('why-cairn');
    // Served by app/(site)/[page]: no folder of its own.
    expect(DEDICATED_PAGES).not.toContain('support');
  });
});
