import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import type { Content } from '@/content/entry';
import { setContentOverride } from '@/content/store';
import { handedOver, type BranchPreview } from './branch-content';
import { PREVIEW_REQUEST_HEADER } from './cookies';

/**
 * The preview in effect for the request being rendered, read synchronously. The site reads its
 * content synchronously everywhere (content/store.ts `content()`, called from pages, metadata and
 * helpers alike), while Next.js's `draftMode()` and `cookies()` are promises; so this reads the
 * same request state they do, from Next.js's request storage. The branch is the one the proxy
 * read for this very request, with its editor's token, after checking the preview (proxy.ts):
 * never one read for someone else. Outside a request (a build, a prerender), without draft mode
 * or without the proxy's hand-over it is undefined, and the published content is used.
 */
export function currentPreview(): BranchPreview | undefined {
  if (!workAsyncStorage.getStore()?.isDraftMode) return undefined;
  const unit = workUnitAsyncStorage.getStore();
  if (unit?.type !== 'request') return undefined;
  const id = unit.headers.get(PREVIEW_REQUEST_HEADER);
  return id ? handedOver(id) : undefined;
}

/** The branch's content in place of the published set, while it passes every check. */
setContentOverride((): Content | undefined => currentPreview()?.content);
