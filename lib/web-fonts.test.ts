import { describe, expect, it } from 'vitest';
import { webFontsLoaded, webFontsScript } from './web-fonts';

const set = (faces: { family: string; status: string }[]) =>
  ({
    forEach: (fn: (f: (typeof faces)[number]) => void) => faces.forEach(fn),
  }) as unknown as FontFaceSet;

describe('webFontsLoaded', () => {
  it('is true once every web font has loaded; the local fallback faces do not count', () => {
    expect(
      webFontsLoaded(
        set([
          { family: 'inter', status: 'loaded' },
          { family: '"inter Fallback"', status: 'unloaded' },
          { family: 'fraunces', status: 'loaded' },
        ]),
      ),
    ).toBe(true);
  });

  it('is false while one is unloaded or loading, with no web font, or without a FontFaceSet', () => {
    expect(
      webFontsLoaded(
        set([
          { family: 'inter', status: 'loaded' },
          { family: 'fraunces', status: 'loading' },
        ]),
      ),
    ).toBe(false);
    expect(webFontsLoaded(set([{ family: 'inter Fallback', status: 'loaded' }]))).toBe(false);
    expect(webFontsLoaded(undefined)).toBe(false);
  });
});

describe('webFontsScript', () => {
  it('is valid script that guards storage access', () => {
    expect(() => new Function(webFontsScript)).not.toThrow();
    expect(webFontsScript).toMatch(/try\{if\(sessionStorage\.getItem/);
  });
});
