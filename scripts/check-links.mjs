#!/usr/bin/env node
/**
 * Link checker (linkinator) over the running production build: every internal link, image,
 * stylesheet, script and #fragment must resolve. External links are listed, not fetched
 * (no network here). Starts `next start` on LINKS_PORT (default 3400) and stops it.
 */
import { spawn } from 'node:child_process';
import { LinkChecker } from 'linkinator';

const port = Number(process.env.LINKS_PORT ?? 3400);
const origin = `http://127.0.0.1:${port}`;
const server = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(port)], {
  env: { ...process.env, DATA_DIR: '.data/links', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function waitUp() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

let code = 1;
try {
  await waitUp();
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 20_000,
    linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`],
  });
  const broken = result.links.filter((l) => l.state === 'BROKEN');
  const internal = result.links.filter((l) => l.state !== 'SKIPPED');
  for (const l of broken) console.error(`broken: ${l.url} (${l.status}) on ${l.parent}`);
  console.log(
    `links: ${internal.length - broken.length} passed, ${broken.length} failed (${result.links.length - internal.length} external skipped)`,
  );
  code = broken.length ? 1 : 0;
} catch (error) {
  console.error(`link check failed: ${error.message}`);
} finally {
  stop();
}
process.exit(code);
