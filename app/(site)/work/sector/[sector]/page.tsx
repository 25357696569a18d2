import { workFilterRoute } from '@/app/_routes/work-filter-route';

const route = workFilterRoute('sector');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
