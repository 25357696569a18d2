import { afterEach, describe, expect, it } from 'vitest';
import { startHttpStub, type StubHandler } from '../../tests/http-stub';
import { freePort } from '../../tests/server/servers';
import { deploy, optionsFromEnv, requestFromEnv, type DeployRequest } from './deploy-hook';
import { runScript } from './run-script';

const digest = `sha256:${'ab12'.repeat(16)}`;
const image = 'ghcr.io/cairn-digital/site';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

async function host(handler: StubHandler) {
  const server = await startHttpStub(handler);
  closers.push(server.close);
  return server;
}

const request = (url: string): DeployRequest => ({ url, image, digest, idempotencyKey: 'run-7-1' });
const quick = (log: string[] = []) => ({
  timeoutMs: 2_000,
  retryDelaysMs: [10, 10],
  log: (line: string) => void log.push(line),
});

/** The CLI as the workflow runs it, with no hook configured but what `env` says. */
const cli = (env: Record<string, string>) =>
  runScript('deploy-hook.ts', [], {
    env: {
      DEPLOY_HOOK_URL: '',
      DEPLOY_HOOK_TOKEN: '',
      DEPLOY_HOOK_RETRY_DELAYS_MS: '10,10',
      ...env,
    },
  }).then(({ code, out }) => ({ code, stdout: out }));

describe('scripts/ci/deploy-hook.ts', () => {
  it('posts the image digest once, with the token and the run, and succeeds on 2xx', async () => {
    const server = await host(() => ({ status: 202, json: { release: 42 } }));
    const result = await cli({
      DEPLOY_HOOK_URL: `${server.origin}/hooks/s3cr3t-path`,
      DEPLOY_HOOK_TOKEN: 'tok-123',
      IMAGE: 'GHCR.io/Cairn-Digital/Site',
      DIGEST: digest,
      GITHUB_SHA: 'c0ffee',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'cairn-digital/site',
      GITHUB_RUN_ID: '7',
      GITHUB_RUN_ATTEMPT: '2',
    });
    expect(result.code).toBe(0);
    expect(server.requests).toHaveLength(1);
    const [received] = server.requests;
    expect(received!.method).toBe('POST');
    expect(received!.path).toBe('/hooks/s3cr3t-path');
    expect(received!.headers.authorization).toBe('Bearer tok-123');
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.headers['idempotency-key']).toBe('7-2');
    expect(JSON.parse(received!.body)).toEqual({
      image,
      digest,
      ref: `${image}@${digest}`,
      commit: 'c0ffee',
      run: 'https://github.com/cairn-digital/site/actions/runs/7',
    });
    expect(result.stdout).toContain('answered 202');
    expect(result.stdout).not.toContain('s3cr3t');
  });

  it('fails loudly, without the URL, when the host refuses', async () => {
    const server = await host(() => ({ status: 403, json: 'bad token' }));
    const result = await cli({
      DEPLOY_HOOK_URL: `${server.origin}/hooks/s3cr3t-path`,
      IMAGE: image,
      DIGEST: digest,
    });
    expect(result.code).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(result.stdout).toMatch(/^::error title=Deploy failed::.*answered 403: "bad token"/m);
    expect(result.stdout).not.toContain('s3cr3t');
  });

  it('names the secret when it is not set, and sends nothing', async () => {
    const result = await cli({ IMAGE: image, DIGEST: digest });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error title=Deploy failed::DEPLOY_HOOK_URL is not set\. DEPLOY_HOOK_URL is a secret of the production environment/,
    );
  });

  it('tries again after a 5xx and succeeds when the host recovers, with the same key', async () => {
    let calls = 0;
    const server = await host(() => ({ status: (calls += 1) === 1 ? 503 : 200 }));
    const log: string[] = [];
    await deploy(request(server.origin), quick(log));
    expect(server.requests).toHaveLength(2);
    expect(new Set(server.requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set(['run-7-1']),
    );
    expect(log[0]).toBe('deploy hook: attempt 1 of 3: the host answered 503');
  });

  it('gives up after three 5xx answers, with the last status', async () => {
    const server = await host(() => ({ status: 500, json: 'pull failed' }));
    await expect(deploy(request(server.origin), quick())).rejects.toThrow(
      /failed: the host answered 500: "pull failed"$/,
    );
    expect(server.requests).toHaveLength(3);
  });

  it('does not repeat a request the host rejects (4xx)', async () => {
    const server = await host(() => ({ status: 400, json: 'unknown image' }));
    await expect(deploy(request(server.origin), quick())).rejects.toThrow(/answered 400/);
    expect(server.requests).toHaveLength(1);
  });

  it('abandons an attempt the host does not answer in time, and says so', async () => {
    const server = await host(
      () => new Promise((resolve) => setTimeout(() => resolve({ status: 200 }), 3_000)),
    );
    const started = Date.now();
    await expect(
      deploy(request(server.origin), { ...quick(), timeoutMs: 300, retryDelaysMs: [10] }),
    ).rejects.toThrow(/failed: no answer within 0.3 s$/);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(server.requests).toHaveLength(2);
  });

  it('fails when nothing listens at the URL', async () => {
    const port = await freePort();
    await expect(deploy(request(`http://127.0.0.1:${port}/`), quick())).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });

  it('refuses a plain-HTTP remote URL, a digest that is not one, an image with a tag', () => {
    const env = { DEPLOY_HOOK_URL: 'https://deploy.example/x', IMAGE: image, DIGEST: digest };
    expect(requestFromEnv(env).url).toBe('https://deploy.example/x');
    expect(() => requestFromEnv({ ...env, DEPLOY_HOOK_URL: 'http://deploy.example/x' })).toThrow(
      /must be https/,
    );
    expect(() => requestFromEnv({ ...env, DIGEST: 'latest' })).toThrow(/not a sha256: digest/);
    expect(() => requestFromEnv({ ...env, IMAGE: `${image}@${digest}` })).toThrow(
      /not an image name/,
    );
  });

  it('waits 300 s for an answer and tries 3 times, 10 s and 30 s apart, unless told otherwise', () => {
    expect(optionsFromEnv({})).toEqual({ timeoutMs: 300_000, retryDelaysMs: [10_000, 30_000] });
    expect(
      optionsFromEnv({ DEPLOY_HOOK_TIMEOUT_SECONDS: '60', DEPLOY_HOOK_RETRY_DELAYS_MS: '5' }),
    ).toEqual({ timeoutMs: 60_000, retryDelaysMs: [5] });
    expect(() => optionsFromEnv({ DEPLOY_HOOK_TIMEOUT_SECONDS: 'soon' })).toThrow(/seconds/);
    expect(() => optionsFromEnv({ DEPLOY_HOOK_RETRY_DELAYS_MS: '10,x' })).toThrow(/milliseconds/);
  });
});
