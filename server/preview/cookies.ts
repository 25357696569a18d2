/** The cookie naming the branch a preview shows (set with draft mode by /api/preview). */
export const PREVIEW_BRANCH_COOKIE = 'cairn-preview-branch';

/** Next.js's draft-mode cookie: its value is the build's preview id when draft mode is on. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
