import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface ManifestModule {
  writePageHeaders(
    files: Record<string, string>,
    headersFor: (route: string) => Record<string, string>,
  ): number;
}

const specifier = './csp-manifest.mjs';
const { writePageHeaders } = (await import(/* @vite-ignore */ specifier)) as ManifestModule;

describe('scripts/csp-manifest.mjs writePageHeaders', () => {
  it("writes each page's policy into its prerender metadata, keeping Next.js's headers", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-meta-'));
    const html = path.join(dir, 'services.html');
    const meta = path.join(dir, 'services.meta');
    fs.writeFileSync(html, '<html></html>');
    fs.writeFileSync(
      meta,
      JSON.stringify({
        status: 200,
        headers: { 'x-nextjs-prerender': '1', 'Content-Security-Policy-Report-Only': 'old' },
        segmentPaths: ['/_tree'],
      }),
    );
    const files = { '/services': html, '/_pages/404': path.join(dir, '404.html') };
    const policy = (route: string) => ({ 'Content-Security-Policy': `script-src 'self' ${route}` });

    expect(writePageHeaders(files, policy)).toBe(1); // the Pages Router fallback has no metadata
    const once = fs.readFileSync(meta, 'utf8');
    expect(JSON.parse(once)).toEqual({
      status: 200,
      headers: {
        'x-nextjs-prerender': '1',
        'content-security-policy': "script-src 'self' /services",
      },
      segmentPaths: ['/_tree'],
    });
    // Idempotent.
    writePageHeaders(files, policy);
    expect(fs.readFileSync(meta, 'utf8')).toBe(once);
  });
});
