import { overviewRoute } from '@/app/_routes/overview-route';

const route = overviewRoute('clients');

export const metadata = route.metadata;
export default route.Page;
