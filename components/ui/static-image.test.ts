import { describe, expect, it } from 'vitest';
import { phoneSrcSet } from './static-image';

const entry = (w: number) => `/_next/image?url=%2Feditor%2Fa.png&w=${w}&q=75 ${w}w`;
const srcSet = (widths: number[]) => widths.map(entry).join(', ');
const ALL = [32, 48, 64, 96, 128, 256, 384, 640, 768, 1024, 1280];

describe('a phone crop’s srcset', () => {
  it('keeps the widths a phone uses: from 320 px to the first that covers the file', () => {
    // A 720 px crop: 768 serves the whole file, 1024 and 1280 would repeat it.
    expect(phoneSrcSet(srcSet(ALL), 720)).toBe(srcSet([384, 640, 768]));
  });

  it('keeps every width up to a file as wide as the largest', () => {
    expect(phoneSrcSet(srcSet(ALL), 1280)).toBe(srcSet([384, 640, 768, 1024, 1280]));
    expect(phoneSrcSet(srcSet(ALL), 2000)).toBe(srcSet([384, 640, 768, 1024, 1280]));
  });

  it('leaves a srcset with nothing a phone uses as it was, rather than empty', () => {
    expect(phoneSrcSet(srcSet([32, 48]), 40)).toBe(srcSet([32, 48]));
  });
});
