/**
 * What the checks on a finished build read, through the one adapter that knows Next.js's output
 * (scripts/next-output.ts): the build in POST_BUILD_DIST (`npm run test:built` sets it to
 * `.next`, which npm test runs right after its build), the pages the site wrote, and the files a browser can download.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBuild, type NextBuild, type PrerenderedPage } from './next-output';

/** The folder of the build the `*.build.test.ts` suites check, from POST_BUILD_DIST. */
export const builtDist = process.env.POST_BUILD_DIST
  ? path.resolve(process.env.POST_BUILD_DIST)
  : undefined;

/** Why the build suites cannot run (for describeRequiring), or undefined when they can. */
export const noBuild = builtDist
  ? undefined
  : 'POST_BUILD_DIST is not set to a finished build (e.g. .next)';

/** The build in POST_BUILD_DIST (openBuild throws, naming the file, when it is not one). */
export function openBuiltSite(): NextBuild {
  if (!builtDist) throw new Error(noBuild);
  return openBuild(builtDist);
}

/**
 * The pages whose markup is the site's: every prerendered App Router page, the 404 included.
 * Next.js's own global error page and its Pages Router fallbacks are its markup, not ours.
 */
export function sitePages(build: NextBuild): PrerenderedPage[] {
  return build.pages().filter((page) => page.app && page.route !== '/_global-error');
}

/** `(404)` for the not-found page, the route otherwise: how the checks name a page. */
export const pageLabel = (page: PrerenderedPage) =>
  page.route === '/_not-found' ? '(404)' : page.route;

/**
 * Every file a browser can download from the build: `/_next/static/**`, and the prerendered
 * pages with their RSC payloads and metadata in `server/app`.
 */
export function clientFiles(build: NextBuild): string[] {
  const under = (dir: string, keep: (file: string) => boolean) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .filter(keep)
      : [];
  return [
    ...under(path.join(build.dist, 'static'), () => true),
    ...under(path.join(build.dist, 'server', 'app'), (file) =>
      /\.(?:html|rsc|body|meta)$/.test(file),
    ),
  ].sort();
}
