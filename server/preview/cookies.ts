/** The cookie naming the branch a preview shows (set with draft mode by /api/preview). */
export const PREVIEW_BRANCH_COOKIE = 'cairn-preview-branch';

/** Next.js's draft-mode cookie: its value is the build's preview id when draft mode is on. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The request header by which the proxy hands a preview's branch to that request's render
 * (server/preview/branch-content.ts `handOver`). The proxy removes it from every request it sees,
 * and sees every request that carries the draft-mode cookie.
 */
export const PREVIEW_REQUEST_HEADER = 'x-cairn-preview';
