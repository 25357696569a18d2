import { collectionOgImage, collectionOgParams } from '@/components/seo/og-route';
import { ogContentType, ogSize } from '@/lib/og';
import { DEDICATED_PAGES } from '@/lib/page-entry';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Cairn Digital';
export const generateStaticParams = collectionOgParams('pages', 'page', DEDICATED_PAGES);
export default collectionOgImage('pages', 'page');
