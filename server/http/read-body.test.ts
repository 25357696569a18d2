import { describe, expect, it } from 'vitest';
import { readBodyLimited } from './read-body';

const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  new Request('http://localhost/', { method: 'POST', body, headers });

describe('readBodyLimited', () => {
  it('reads up to the limit, in UTF-8', async () => {
    expect(await readBodyLimited(post('héllo'), 6)).toEqual({ ok: true, text: 'héllo' });
    expect(await readBodyLimited(post('héllo!'), 6)).toEqual({ ok: false, reason: 'too-large' });
    expect(await readBodyLimited(new Request('http://localhost/'), 6)).toEqual({
      ok: true,
      text: '',
    });
  });

  it('trusts a Content-Length over the limit without reading', async () => {
    expect(await readBodyLimited(post('tiny', { 'content-length': '999999' }), 100)).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('refuses bytes that are not UTF-8', async () => {
    expect(await readBodyLimited(post(new Uint8Array([0xc3, 0x28])), 100)).toEqual({
      ok: false,
      reason: 'invalid-encoding',
    });
  });
});
