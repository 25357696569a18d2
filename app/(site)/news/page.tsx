import { NewsIndex } from '@/components/news/news-index';
import { pageEntryMetadata } from '@/components/seo/page-entry';
import { requestContent } from '@/server/preview/render';

export const metadata = pageEntryMetadata('news');

export default async function NewsPage() {
  await requestContent();
  return <NewsIndex page={1} />;
}
