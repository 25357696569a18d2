import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import type { Content } from '@/content/entry';
import { setContentOverride } from '@/content/store';
import { loadedBranch, type BranchPreview } from './branch-content';
import { PREVIEW_BRANCH_COOKIE } from './cookies';

/**
 * The preview in effect for the request being rendered, read synchronously. The site reads its
 * content synchronously everywhere (content/store.ts `content()`, called from pages, metadata and
 * helpers alike), while Next.js's `draftMode()` and `cookies()` are promises; so this reads the
 * same request state they do, from Next.js's request storage. Outside a request (a build, a
 * prerender) and without draft mode it is undefined, and the published content is used.
 */
export function currentPreview(): BranchPreview | undefined {
  if (!workAsyncStorage.getStore()?.isDraftMode) return undefined;
  const unit = workUnitAsyncStorage.getStore();
  if (unit?.type !== 'request') return undefined;
  const branch = unit.cookies.get(PREVIEW_BRANCH_COOKIE)?.value;
  return branch ? loadedBranch(branch) : undefined;
}

/** The branch's content in place of the published set, while it passes every check. */
setContentOverride((): Content | undefined => currentPreview()?.content);
