import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/config/site';

/**
 * Open Graph images, generated at build time with next/og. Fonts are the self-hosted Fraunces
 * and Inter (WOFF, which the renderer reads; no font CDN). The files are read by path, so no
 * import names @fontsource/fraunces or @fontsource/inter: both stay in package.json for this.
 */
export const ogSize = { width: 1200, height: 630 };
export const ogContentType = 'image/png';

const fontFile = (pkg: string, file: string) =>
  path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', file);

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 600; style: 'normal' }[]> | null =
  null;
function loadFonts() {
  fonts ??= Promise.all([
    fs.readFile(fontFile('fraunces', 'fraunces-latin-600-normal.woff')),
    fs.readFile(fontFile('inter', 'inter-latin-400-normal.woff')),
  ]).then(([display, text]) => [
    { name: 'Fraunces', data: display, weight: 600, style: 'normal' },
    { name: 'Inter', data: text, weight: 400, style: 'normal' },
  ]);
  return fonts;
}

export async function renderOgImage({ title, eyebrow }: { title: string; eyebrow: string }) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#111513',
        color: '#ecebe5',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <ellipse cx="16" cy="26" rx="12" ry="4.5" fill="#ecebe5" />
          <ellipse cx="15" cy="17.5" rx="8.5" ry="3.8" fill="#aab3ac" />
          <ellipse cx="16.5" cy="10" rx="5.5" ry="3" fill="#8fd1ad" />
        </svg>
        <span style={{ fontFamily: 'Fraunces', fontSize: 40 }}>{siteConfig.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <span
          style={{ fontSize: 28, letterSpacing: 4, textTransform: 'uppercase', color: '#8fd1ad' }}
        >
          {eyebrow}
        </span>
        <span
          style={{
            fontFamily: 'Fraunces',
            fontSize: title.length > 48 ? 64 : 80,
            lineHeight: 1.1,
            marginTop: 16,
          }}
        >
          {title}
        </span>
      </div>
      <span style={{ fontSize: 28, color: '#aab3ac' }}>{siteConfig.tagline}</span>
    </div>,
    { ...ogSize, fonts: await loadFonts() },
  );
}
