import { allRoutes } from '../content/routes';

/** The route list comes from the content collections, like the sitemap and the navigation. */
export const routes = allRoutes();

/** The news articles among them (not the index or its pages). */
export const articleRoutes = routes.filter((r) => /^\/news\/(?!page\/)[^/]+$/.test(r));
