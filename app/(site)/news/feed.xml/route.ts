import { getEntry } from '@/content';
import { getNews } from '@/content/news';
import { siteConfig } from '@/config/site';
import { absoluteUrl } from '@/components/seo/structured-data';

export const dynamic = 'force-static';

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The journal as an Atom feed, linked from every page's <head>. */
export function GET() {
  const news = getEntry('pages', 'news');
  const articles = getNews();
  const updated = articles[0]
    ? `${articles[0].updated ?? articles[0].date}T00:00:00Z`
    : `${news.updated}T00:00:00Z`;
  const entries = articles
    .map(
      (a) => `  <entry>
    <title>${escapeXml(a.title)}</title>
    <link href="${absoluteUrl(a.href)}"/>
    <id>${absoluteUrl(a.href)}</id>
    <published>${a.date}T00:00:00Z</published>
    <updated>${a.updated ?? a.date}T00:00:00Z</updated>
    <author><name>${escapeXml(a.authorPerson.name)}</name></author>
    <summary>${escapeXml(a.summary)}</summary>
    <content type="html">${escapeXml(a.html)}</content>
${a.tags.map((t) => `    <category term="${escapeXml(t)}"/>`).join('\n')}
  </entry>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(`${news.title} | ${siteConfig.name}`)}</title>
  <subtitle>${escapeXml(news.description)}</subtitle>
  <link href="${absoluteUrl('/news/feed.xml')}" rel="self"/>
  <link href="${absoluteUrl('/news')}"/>
  <id>${absoluteUrl('/news')}</id>
  <updated>${updated}</updated>
${entries}
</feed>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
