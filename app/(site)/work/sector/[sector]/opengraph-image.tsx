import { workFilterRoute } from '@/app/_routes/work-filter-route';
import { ogContentType, ogSize } from '@/components/seo/og';

const route = workFilterRoute('sector');

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Cairn Digital';
export const generateStaticParams = route.generateStaticParams;
export default route.Image;
