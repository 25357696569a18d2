import 'server-only';
import { cache } from 'react';
import { cookies, draftMode } from 'next/headers';
import { setRenderContent } from '@/content/store';
import { loadBranch, type BranchPreview } from './branch-content';
import { PREVIEW_BRANCH_COOKIE } from './cookies';
import { GITHUB_TOKEN_COOKIE, editorRepo } from './github';

/** The content source of one request: the published site, or an editor's branch. */
export interface RequestContent {
  /** Set while an editor previews a branch: the branch, its commit, and what its checks refused. */
  preview?: BranchPreview;
}

/**
 * Chooses the content this request renders from, once per request (React `cache()`), and sets it
 * for the site's content accessors (content/store.ts `setRenderContent`). Every page, layout and
 * `generateMetadata` awaits it before reading content: Next.js renders them concurrently, so none
 * may count on another having chosen (a read before the choice throws).
 *
 * Off draft mode (every visitor, and every page prerendered at build) it reads nothing of the
 * request and the published content is used. In draft mode, which only an editor's preview turns
 * on and which reaches a render only on the editor's host after the proxy has checked the
 * request's GitHub token for push access (proxy.ts `previewRequest`), it reads the branch named by
 * the request's cookie with that request's own token: never a branch read for someone else.
 */
export const requestContent = cache(async (): Promise<RequestContent> => {
  const preview = (await draftMode()).isEnabled ? await branchOfRequest() : undefined;
  setRenderContent(preview?.content);
  return preview ? { preview } : {};
});

async function branchOfRequest(): Promise<BranchPreview | undefined> {
  const repo = editorRepo();
  const jar = await cookies();
  const branch = jar.get(PREVIEW_BRANCH_COOKIE)?.value;
  const token = jar.get(GITHUB_TOKEN_COOKIE)?.value;
  if (!repo || !branch || !token) return undefined;
  return loadBranch(token, repo, branch);
}
