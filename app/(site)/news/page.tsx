import { NewsIndex } from '@/components/news/news-index';
import { pageEntryMetadata } from '@/components/seo/page-entry';

export const metadata = pageEntryMetadata('news');

export default function NewsPage() {
  return <NewsIndex page={1} />;
}
