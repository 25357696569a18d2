import { allRoutes } from '../lib/routes';

/** The route list comes from the content collections, like the sitemap and the navigation. */
export const routes = allRoutes();
