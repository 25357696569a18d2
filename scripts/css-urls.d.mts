/** See scripts/css-urls.mjs. */
export function absoluteUrls(css: string, href: string): string;
