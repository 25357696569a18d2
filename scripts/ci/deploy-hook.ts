/**
 * The deploy step of the workflow on the default branch: tells the host which image to run.
 * The contract, for whoever writes the host's side, is in docs/deploy.md ("The deploy hook").
 *
 *   DEPLOY_HOOK_URL=https://host.example/hooks/cairn IMAGE=ghcr.io/owner/site \
 *   DIGEST=sha256:… npx tsx scripts/ci/deploy-hook.ts
 *
 * One POST of JSON `{ image, digest, ref, commit, run }` (`ref` is `image@digest`, the one thing
 * the host needs), with `Authorization: Bearer $DEPLOY_HOOK_TOKEN` when that is set and an
 * `Idempotency-Key` that is the same for every attempt of one run. A 2xx answer means the new
 * release serves. A timeout, a network error, 408, 429 or a 5xx is tried again (3 attempts in
 * all, 10 s and 30 s apart); any other answer fails at once. Every failure exits 1 with the status
 * and the start of the host's answer. The URL is never printed: it is a secret.
 */
import { pathToFileURL } from 'node:url';

export interface DeployRequest {
  url: string;
  token?: string;
  image: string;
  digest: string;
  commit?: string;
  run?: string;
  idempotencyKey: string;
}

export interface DeployOptions {
  /** How long one attempt may take before it is abandoned. */
  timeoutMs: number;
  /** Waits before the second, third… attempt; its length + 1 is the number of attempts. */
  retryDelaysMs: number[];
  log: (line: string) => void;
}

export class DeployError extends Error {}

const DIGEST = /^sha256:[0-9a-f]{64}$/;
const IMAGE = /^[a-z0-9][a-z0-9._/:-]*$/;
/** Answers after which the same request may succeed. */
const RETRIABLE = (status: number) => status === 408 || status === 429 || status >= 500;

/** Checks the request's parts, naming the variable that is wrong. */
export function requestFromEnv(env: Readonly<Record<string, string | undefined>>): DeployRequest {
  const missing = ['DEPLOY_HOOK_URL', 'IMAGE', 'DIGEST'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new DeployError(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. DEPLOY_HOOK_URL is a ` +
        'secret of the production environment (docs/deploy.md, "One-time setup"); IMAGE and ' +
        'DIGEST come from the image step.',
    );
  }
  const url = env.DEPLOY_HOOK_URL!.trim();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DeployError('DEPLOY_HOOK_URL is not a URL');
  }
  const local = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost';
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) {
    throw new DeployError('DEPLOY_HOOK_URL must be https: (the request carries the deploy token)');
  }
  const image = env.IMAGE!.trim().toLowerCase();
  if (!IMAGE.test(image) || image.includes('@')) {
    throw new DeployError(`IMAGE "${image}" is not an image name (registry/owner/name)`);
  }
  const digest = env.DIGEST!.trim();
  if (!DIGEST.test(digest)) throw new DeployError(`DIGEST "${digest}" is not a sha256: digest`);
  const run =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  return {
    url,
    token: env.DEPLOY_HOOK_TOKEN?.trim() || undefined,
    image,
    digest,
    commit: env.GITHUB_SHA,
    run,
    idempotencyKey: env.GITHUB_RUN_ID
      ? `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`
      : digest,
  };
}

/** What the host receives. */
export function body(request: DeployRequest): string {
  return JSON.stringify({
    image: request.image,
    digest: request.digest,
    ref: `${request.image}@${request.digest}`,
    commit: request.commit ?? null,
    run: request.run ?? null,
  });
}

/** Posts the hook until the host answers 2xx or the attempts run out. */
export async function deploy(request: DeployRequest, options: DeployOptions): Promise<void> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'cairn-deploy-hook',
    'idempotency-key': request.idempotencyKey,
  };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const attempts = options.retryDelaysMs.length + 1;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await new Promise((r) => setTimeout(r, options.retryDelaysMs[attempt - 2]));
    const started = Date.now();
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: 'POST',
        headers,
        body: body(request),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const cause = error as Error & { cause?: Error };
      last =
        cause.name === 'TimeoutError'
          ? `no answer within ${options.timeoutMs / 1000} s`
          : `${cause.cause?.message ?? cause.message}`;
      options.log(`deploy hook: attempt ${attempt} of ${attempts}: ${last}`);
      continue;
    }
    const text = (await response.text().catch(() => '')).slice(0, 500);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (response.ok) {
      options.log(
        `deploy hook: the host answered ${response.status} in ${seconds} s${text ? `: ${text}` : ''}`,
      );
      return;
    }
    last = `the host answered ${response.status}${text ? `: ${text}` : ''}`;
    options.log(`deploy hook: attempt ${attempt} of ${attempts}: ${last}`);
    if (!RETRIABLE(response.status)) break;
  }
  throw new DeployError(`deploy of ${request.image}@${request.digest} failed: ${last}`);
}

/** The timeout and the waits between attempts: 300 s, then 10 s and 30 s, unless set. */
export function optionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): Omit<DeployOptions, 'log'> {
  const seconds = Number(env.DEPLOY_HOOK_TIMEOUT_SECONDS || 300);
  if (!(seconds > 0))
    throw new DeployError('DEPLOY_HOOK_TIMEOUT_SECONDS must be a number of seconds');
  const delays = (env.DEPLOY_HOOK_RETRY_DELAYS_MS || '10000,30000').split(',').map(Number);
  if (delays.some((d) => !(d >= 0))) {
    throw new DeployError('DEPLOY_HOOK_RETRY_DELAYS_MS must be milliseconds, separated by commas');
  }
  return { timeoutMs: seconds * 1000, retryDelaysMs: delays };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const request = requestFromEnv(process.env);
    await deploy(request, { ...optionsFromEnv(process.env), log: console.log });
  } catch (error) {
    const message = (error as Error).message;
    // A workflow command, so the failure shows on the run's summary, not only in its log.
    console.log(
      `::error title=Deploy failed::${message.replace(/%/g, '%25').replace(/\n/g, '%0A')}`,
    );
    process.exit(1);
  }
}
