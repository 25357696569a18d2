import { collectionRoute } from '@/app/_routes/collection-route';

const route = collectionRoute('clients');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
