import { describe, expect, it } from 'vitest';
import { publicChecks } from './public-checks';

describe('publicChecks', () => {
  it('opens each tool on the public address, encoded as the tool expects', () => {
    const hrefs = publicChecks('https://www.example.org/').map((c) => c.href);
    expect(hrefs).toEqual([
      'https://pagespeed.web.dev/analysis?url=https%3A%2F%2Fwww.example.org%2F',
      'https://securityheaders.com/?q=https%3A%2F%2Fwww.example.org%2F&followRedirects=on',
      'https://wave.webaim.org/report#/https%3A%2F%2Fwww.example.org%2F',
    ]);
  });

  it('without a public address, opens each tool at its own page rather than on localhost', () => {
    const hrefs = publicChecks(undefined).map((c) => c.href);
    expect(hrefs).toEqual([
      'https://pagespeed.web.dev/',
      'https://securityheaders.com/',
      'https://wave.webaim.org/',
    ]);
    for (const href of hrefs) expect(href).not.toContain('localhost');
  });
});
