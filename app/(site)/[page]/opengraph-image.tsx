import { collectionOgImage, collectionOgParams } from '@/app/_routes/og-route';
import { ogContentType, ogSize } from '@/components/seo/og';
import { DEDICATED_PAGES } from '@/content/definitions';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Cairn Digital';
export const generateStaticParams = collectionOgParams('pages', 'page', DEDICATED_PAGES);
export default collectionOgImage('pages', 'page');
