import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';

/**
 * Third-party scripts (the tag manager, the accessibility widget) only off a preview. A preview
 * renders on the editor's host, whose cookies hold the editor's GitHub token where scripts can
 * read it (Keystatic's own code reads it from document.cookie): no tag may run there. Off draft
 * mode, and in every prerendered page, the children render as they are.
 */
export async function PublicOnly({ children }: { children: ReactNode }) {
  if ((await draftMode()).isEnabled) return null;
  return children;
}
