/**
 * The public tools a buyer can run on this site without asking us: Google's PageSpeed Insights
 * (speed, as a buyer sees it scored), securityheaders.com (the grade our record claims) and
 * WebAIM's WAVE (accessibility errors). Each opens on this site's address when the site runs at a
 * public one (SITE_URL), else at the tool's own page, where any address can be typed: a link to a
 * report on localhost would show the buyer an error.
 */
export interface PublicCheck {
  tool: string;
  /** What the tool checks, in a buyer's words. */
  checks: string;
  href: string;
}

export function publicChecks(site?: string): PublicCheck[] {
  const url = site ? encodeURIComponent(site) : undefined;
  return [
    {
      tool: 'PageSpeed Insights',
      checks: 'speed',
      href: url ? `https://pagespeed.web.dev/analysis?url=${url}` : 'https://pagespeed.web.dev/',
    },
    {
      tool: 'Security Headers',
      checks: 'security headers',
      href: url
        ? `https://securityheaders.com/?q=${url}&followRedirects=on`
        : 'https://securityheaders.com/',
    },
    {
      tool: 'WAVE',
      checks: 'accessibility',
      href: url ? `https://wave.webaim.org/report#/${url}` : 'https://wave.webaim.org/',
    },
  ];
}
