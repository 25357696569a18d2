/**
 * Holds the host to the deploy hook's contract: the previous release's /_next/static files stay
 * (and its drawings, /art) available after a deploy (docs/deploy.md, "The deploy hook"). Pages a CDN cached before the
 * deploy, and open tabs, still name them; without them such a page is unstyled.
 *
 *   SITE_URL=https://www.example npx tsx scripts/ci/static-kept.ts record files.txt   # before
 *   SITE_URL=https://www.example npx tsx scripts/ci/static-kept.ts verify files.txt   # after
 *
 * `record` reads the live home page and writes the /_next/static and /art paths it names (its
 * stylesheet, fonts, chunks and drawings, those of its script tags and those its inline payload names); when the site
 * does not answer yet (the first deploy) it writes none.
 * `verify` asks for each of them and fails, naming them, when one is not there any more.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A build's files named by their content: Next.js's, and the drawings (components/art). */
const STATIC = /(?:\/_next\/static|(?<![\w.-])\/art)\/[\w./~-]+\.[a-z0-9]+/g;
const TIMEOUT_MS = 30_000;

/** The /_next/static paths a page names, each once, in order. */
export function staticPaths(html: string): string[] {
  return [...new Set(html.match(STATIC) ?? [])];
}

/** The paths the live home page names; empty when the site does not answer 200. */
export async function record(site: string): Promise<{ paths: string[]; note?: string }> {
  try {
    const response = await fetch(new URL('/', site), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return { paths: [], note: `${site} answered ${response.status}` };
    return { paths: staticPaths(await response.text()) };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return {
      paths: [],
      note: `${site} did not answer: ${cause?.message ?? (error as Error).message}`,
    };
  }
}

/** The paths that no longer answer 200, each with what it answered. */
export async function missing(site: string, paths: string[]): Promise<string[]> {
  const gone: string[] = [];
  for (const p of paths) {
    try {
      const response = await fetch(new URL(p, site), { signal: AbortSignal.timeout(TIMEOUT_MS) });
      await response.body?.cancel();
      if (response.status !== 200) gone.push(`${p} (${response.status})`);
    } catch (error) {
      gone.push(`${p} (${(error as Error).message})`);
    }
  }
  return gone;
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [mode, file] = argv;
  const site = env.SITE_URL?.trim();
  if (!site || !file || (mode !== 'record' && mode !== 'verify')) {
    console.log('::error::usage: SITE_URL=… static-kept.ts record|verify <file>');
    return 2;
  }
  if (mode === 'record') {
    const { paths, note } = await record(site);
    fs.writeFileSync(file, paths.map((p) => `${p}\n`).join(''));
    console.log(
      note
        ? `static-kept: nothing to keep (${note})`
        : `static-kept: the live release names ${paths.length} static files`,
    );
    return 0;
  }
  const paths = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
    : [];
  const gone = await missing(site, paths);
  if (gone.length === 0) {
    console.log(
      `static-kept: the previous release's ${paths.length} static files are still served`,
    );
    return 0;
  }
  console.log(
    `::error title=The previous release's static files are gone::` +
      `${gone.length} of ${paths.length} files the previous release's pages need no longer answer ` +
      `200, so a page cached before this deploy is unstyled: the host must keep them for a day ` +
      `(docs/deploy.md, "The deploy hook"). ${gone.join(', ')}`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(await main(process.argv.slice(2), process.env));
}
