import { overviewRoute } from '@/app/_routes/overview-route';

const route = overviewRoute('solutions');

export const metadata = route.metadata;
export default route.Page;
