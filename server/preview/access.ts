import { createHash } from 'node:crypto';
import { repoAccess, type Access } from './github';

/**
 * Whether a GitHub token may preview (push access to the repository), asked of GitHub once per
 * token every few minutes rather than on every request of a preview: a token that loses its
 * access, or is revoked, stops previewing within that time. Kept by a hash of the token, never
 * the token itself, and on `globalThis` so the proxy and the preview's route (bundles of their
 * own) share one record.
 */

export const ACCESS_CHECK_SECONDS = 300;
const KEEP_TOKENS = 200;
const KEY = Symbol.for('cairn.preview.access');

interface Checked {
  access: Access;
  at: number;
}

function checks(): Map<string, Checked> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, Checked> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/**
 * The token's access to the repository, from a check made in the last ACCESS_CHECK_SECONDS or a
 * new one. Throws when GitHub cannot be asked (nothing is kept then).
 */
export async function checkedAccess(
  token: string,
  repo: string,
  now = Date.now(),
): Promise<Access> {
  const key = createHash('sha256').update(`${repo}\n${token}`).digest('base64url');
  const known = checks();
  const held = known.get(key);
  if (held && now - held.at < ACCESS_CHECK_SECONDS * 1000) return held.access;
  const access = await repoAccess(token, repo);
  known.delete(key);
  known.set(key, { access, at: now });
  for (const old of known.keys()) {
    if (known.size <= KEEP_TOKENS) break;
    known.delete(old);
  }
  return access;
}
