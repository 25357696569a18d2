import { workFilterRoute } from '@/app/_routes/work-filter-route';

const route = workFilterRoute('platform');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
