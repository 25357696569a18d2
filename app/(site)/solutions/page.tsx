import { overviewRoute } from '@/components/sections/overview-page';

const route = overviewRoute('solutions');

export const metadata = route.metadata;
export default route.Page;
