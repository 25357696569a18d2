/**
 * The content editor (Keystatic, `/keystatic`). Under `next dev` it reads and writes this
 * checkout's files (local mode); with the GitHub App's variables set (lib/env.ts `editorConfig`,
 * docs/content.md) every save is a commit to the repository, and the site is rebuilt
 * from it. Without them a production build has no editor at all (next.config.ts `pageExtensions`).
 *
 * Its collections and every field of them are generated from content/definitions.ts and the zod
 * schemas the build validates each file with (content/editor.ts): a field added to a schema
 * appears in the editor with the label its metadata gives.
 */
import { config } from '@keystatic/core';
import { editorCollections } from './content/editor';
import type { EditorLabels } from './content/editor-labels';
import { withPreviewUrls } from './content/preview-urls';

const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;

/** The config, with the entries' names and dates where the editor's page has read them. */
export function editorConfigWith(labels?: EditorLabels) {
  const collections = editorCollections(labels);
  return config({
    storage: repo ? { kind: 'github', repo: repo as `${string}/${string}` } : { kind: 'local' },
    ui: { brand: { name: 'Cairn Digital' } },
    // In GitHub mode each entry has a Preview button: its page with the editor's branch
    // (docs/preview.md). Local mode has no branches: a save shows on the next reload.
    ...(repo ? withPreviewUrls(collections) : collections),
  });
}

export default editorConfigWith();
