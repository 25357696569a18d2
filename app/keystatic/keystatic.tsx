'use client';
import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { useMemo } from 'react';
import type { EditorLabels } from '@/content/editor-labels';
import { editorConfigWith } from '@/keystatic.config';
import { EditorAccessibility } from './accessibility';
import { HistoryLink } from './history-link';

/** Written out so Next.js inlines it (as @keystatic/next's makePage does). */
const appSlug = {
  envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
  value: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
};

/**
 * The editor's single-page app (client side: it reads and saves through /api/keystatic), with
 * the entries' names and dates the server read (pickers by name, dated lists newest first).
 * @keystatic/next's makePage, with the config made from those labels, and a link to the open
 * entry's history (server/history).
 */
export function KeystaticApp({ labels }: { labels?: EditorLabels }) {
  // Keystatic's UI takes its base config type; the generated one's collection types are narrower
  // (their paths a template literal), which its `ui` callbacks make invariant.
  const config = useMemo(() => editorConfigWith(labels) as unknown as Config, [labels]);
  return (
    <>
      <Keystatic config={config} appSlug={appSlug} />
      <HistoryLink />
      <EditorAccessibility />
    </>
  );
}
