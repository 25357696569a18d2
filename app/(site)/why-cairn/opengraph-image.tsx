import { pageOgImage } from '@/app/_routes/og-route';
import { ogContentType, ogSize } from '@/components/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Cairn Digital';
export default pageOgImage('why-cairn');
