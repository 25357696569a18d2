import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpStub, type HttpStub } from './http-stub';
import { freePort } from './server-process';

const stubs: HttpStub[] = [];
afterEach(async () => {
  while (stubs.length) await stubs.pop()?.close();
});
const start = async (...args: Parameters<typeof startHttpStub>) => {
  const stub = await startHttpStub(...args);
  stubs.push(stub);
  return stub;
};

describe('tests/http-stub.ts', () => {
  it('records the method, target, headers, body as bytes and text, and arrival, then answers JSON', async () => {
    const stub = await start(({ body }) => ({ status: 201, json: { echoed: body } }));
    const before = Date.now();
    const response = await fetch(`${stub.origin}/hook?run=7`, {
      method: 'POST',
      headers: { 'idempotency-key': 'k-1' },
      body: 'héllo',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ echoed: 'héllo' });
    const [recorded] = stub.requests;
    expect(recorded).toMatchObject({ method: 'POST', path: '/hook?run=7', body: 'héllo' });
    expect(recorded!.url.searchParams.get('run')).toBe('7');
    expect(recorded!.headers['idempotency-key']).toBe('k-1');
    expect(recorded!.bytes.equals(Buffer.from('héllo'))).toBe(true);
    expect(recorded!.at).toBeGreaterThanOrEqual(before);
  });

  it('gunzips a gzip-encoded body', async () => {
    const stub = await start(() => ({ status: 200 }));
    await fetch(stub.origin, {
      method: 'POST',
      headers: { 'content-encoding': 'gzip' },
      body: await promisify(zlib.gzip)('{"a":1}'),
    });
    expect(stub.requests[0]?.body).toBe('{"a":1}');
  });

  it('listens on a fixed port when given one, and refuses one that is taken', async () => {
    const port = await freePort();
    const stub = await start(() => ({ status: 204 }), { port });
    expect(stub.origin).toBe(`http://127.0.0.1:${port}`);
    await expect(startHttpStub(() => ({ status: 204 }), { port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });

  it('with cors, answers a preflight without recording it, and allows any origin', async () => {
    const stub = await start(() => ({ status: 200, type: 'text/javascript', body: 'x=1' }), {
      cors: true,
    });
    const preflight = await fetch(stub.origin, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    const script = await fetch(`${stub.origin}/gtm.js`);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(script.headers.get('content-type')).toBe('text/javascript');
    expect(await script.text()).toBe('x=1');
    expect(stub.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('streams a fetch Response, and answers 500 with the message when the handler throws', async () => {
    const stub = await start(({ path }) => {
      if (path === '/boom') throw new Error('no such verdict');
      return new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv' } });
    });
    const csv = await fetch(`${stub.origin}/export`);
    expect(csv.headers.get('content-type')).toBe('text/csv');
    expect(await csv.text()).toBe('a,b\n1,2\n');
    const failed = await fetch(`${stub.origin}/boom`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('no such verdict');
  });
});
