import 'server-only';
/**
 * Reads a request body as UTF-8 text, never holding more than `limit` bytes: a Content-Length
 * over the limit is refused before reading, and a streamed body is cut off (and cancelled) the
 * moment it passes the limit, whatever Content-Length claimed.
 */
export type BodyResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'too-large' | 'invalid-encoding' | 'unreadable' };

export async function readBodyLimited(
  request: Request,
  limit: number,
  /** Decode bytes that are not UTF-8 as U+FFFD instead of refusing the body. */
  options: { replaceInvalid?: boolean } = {},
): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    reader.releaseLock();
  }

  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return {
      ok: true,
      text: new TextDecoder('utf-8', { fatal: !options.replaceInvalid }).decode(bytes),
    };
  } catch {
    return { ok: false, reason: 'invalid-encoding' };
  }
}
