import { describe, expect, it } from 'vitest';
import keystaticConfig from '@/keystatic.config';
import { definitions } from '@/content/definitions';
import { previewUrl, withPreviewUrls } from '@/content/preview-urls';
import { previewTarget } from './routes';

describe('where a preview opens', () => {
  it('an entry’s own page', () => {
    const at = (query: string) => previewTarget(new URLSearchParams(query));
    expect(at('collection=news&slug=my-article')).toBe('/news/my-article');
    expect(at('collection=pages&slug=home')).toBe('/');
    expect(at('collection=team&slug=rosa-delgado')).toBe('/team');
    expect(at('to=/work')).toBe('/work');
  });

  it('as a Location header can carry it: encoded, whatever the address', () => {
    // (Unencoded, `€` and a zero-width space made the answer a 500.)
    expect(previewTarget(new URLSearchParams({ to: '/€' }))).toBe('/%E2%82%AC');
    expect(previewTarget(new URLSearchParams('collection=news&slug=%E2%80%8B'))).toBe(
      '/news/%E2%80%8B',
    );
    expect(previewTarget(new URLSearchParams({ to: '/work?a=b c#top' }))).toBe('/work?a=b%20c#top');
    for (const to of ['/€', '/\u200b', '/a\u0000b']) {
      expect(
        () => new Headers({ location: previewTarget(new URLSearchParams({ to })) }),
      ).not.toThrow();
    }
  });

  it('never another site', () => {
    for (const to of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'evil',
      // A browser drops tabs and line breaks from an address: this is //evil.example.
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(previewTarget(new URLSearchParams({ to }))).toBe('/');
    }
    expect(previewTarget(new URLSearchParams('collection=nope&slug=x'))).toBe('/');
  });
});

describe('the editor’s Preview button', () => {
  it('is on every collection and singleton in GitHub mode, with the entry and the branch', () => {
    const editor = withPreviewUrls({
      collections: keystaticConfig.collections ?? {},
      singletons: keystaticConfig.singletons ?? {},
    });
    for (const name of Object.keys(definitions)) {
      expect(editor.collections[name]).toMatchObject({
        previewUrl: `/api/preview?collection=${name}&slug={slug}&branch={branch}`,
      });
    }
    for (const single of Object.values(editor.singletons)) {
      expect(single).toMatchObject({ previewUrl: previewUrl() });
    }
    expect(previewUrl()).toContain('branch={branch}');
  });
});
