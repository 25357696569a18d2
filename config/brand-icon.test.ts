import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandIconDataUrl, brandIconSvg } from './brand-icon';

describe('brand icon', () => {
  it('is the same mark as public/icon.svg (the logo URL of the structured data)', () => {
    const file = fs.readFileSync(path.join(process.cwd(), 'public', 'icon.svg'), 'utf8');
    expect(file.trim()).toBe(brandIconSvg);
  });

  it('decodes back to the SVG from its data: URL', () => {
    expect(brandIconDataUrl.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(brandIconDataUrl.slice('data:image/svg+xml,'.length))).toBe(
      brandIconSvg,
    );
  });
});
