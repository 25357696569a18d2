import 'server-only';
/**
 * reCAPTCHA v3, verified on the server: the verify endpoint must say success, for action
 * `contact`, on one of our hostnames, with a score of at least the configured minimum.
 */
import { z } from 'zod';

const verifyResponse = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export type RecaptchaResult =
  | { ok: true; score: number }
  | {
      ok: false;
      reason:
        | 'missing-token'
        | 'unavailable'
        | 'rejected'
        | 'wrong-action'
        | 'wrong-hostname'
        | 'low-score';
      detail?: string;
    };

export interface RecaptchaCheck {
  token: string | undefined;
  secretKey: string;
  verifyUrl: string;
  minScore: number;
  /** Hostnames the token may have been issued on (lower case). */
  hostnames: string[];
  fetch: typeof fetch;
  timeoutMs?: number;
}

export async function verifyRecaptcha(check: RecaptchaCheck): Promise<RecaptchaResult> {
  if (!check.token) return { ok: false, reason: 'missing-token' };
  let body: unknown;
  try {
    const response = await check.fetch(check.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: check.secretKey, response: check.token }).toString(),
      signal: AbortSignal.timeout(check.timeoutMs ?? 5_000),
    });
    if (!response.ok)
      return { ok: false, reason: 'unavailable', detail: `HTTP ${response.status}` };
    body = await response.json();
  } catch (error) {
    return {
      ok: false,
      reason: 'unavailable',
      detail: error instanceof Error ? error.name : 'error',
    };
  }
  const parsed = verifyResponse.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'unavailable', detail: 'unexpected response' };
  const result = parsed.data;
  if (!result.success)
    return { ok: false, reason: 'rejected', detail: result['error-codes']?.join(',') };
  if (result.action !== 'contact') return { ok: false, reason: 'wrong-action' };
  if (!result.hostname || !check.hostnames.includes(result.hostname.toLowerCase())) {
    return { ok: false, reason: 'wrong-hostname' };
  }
  const score = result.score ?? 0;
  if (score < check.minScore) return { ok: false, reason: 'low-score' };
  return { ok: true, score };
}

/** Hostnames a token may come from: the site's own and the one this request was sent to. */
export function expectedHostnames(
  request: Request,
  siteOrigin: string | undefined,
  trustProxyHops: number,
): string[] {
  const names = new Set<string>();
  const add = (host: string | null | undefined) => {
    if (!host) return;
    try {
      names.add(new URL(`http://${host}`).hostname.toLowerCase());
    } catch {
      // Not a host: ignored.
    }
  };
  if (siteOrigin) names.add(new URL(siteOrigin).hostname.toLowerCase());
  add(request.headers.get('host') ?? new URL(request.url).host);
  if (trustProxyHops > 0) add(request.headers.get('x-forwarded-host')?.split(',')[0]?.trim());
  return [...names];
}
