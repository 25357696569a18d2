import { describe, expect, it } from 'vitest';
import { indexingAllowed } from './indexing';

describe('indexing', () => {
  it('is off without SITE_URL', () => expect(indexingAllowed({})).toBe(false));
  it('is on for the production site', () =>
    expect(indexingAllowed({ SITE_URL: 'https://cairn.example' })).toBe(true));
  it('is off for previews and staging', () => {
    expect(
      indexingAllowed({ SITE_URL: 'https://preview.cairn.example', DEPLOY_ENV: 'preview' }),
    ).toBe(false);
  });
});
