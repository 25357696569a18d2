import type { Metadata } from 'next';
import { editorLabels, type EditorLabels } from '@/content/editor-labels';
import { setRenderContent } from '@/content/store';
import { log } from '@/server/log';
import { KeystaticApp } from './keystatic';

/**
 * The editor's own root layout: none of the site's header, footer, fonts or scripts. Only built
 * where the editor is on (next.config.ts `pageExtensions`), never indexed.
 */
export const metadata: Metadata = {
  title: 'Content editor | Cairn Digital',
  robots: { index: false, follow: false },
};

/** The entries' names and dates; without them (content that does not load) the pickers show file names. */
function labels(): EditorLabels | undefined {
  // The files on disk, as deployed: never a preview's branch, whatever cookies the editor has.
  setRenderContent(undefined);
  try {
    return editorLabels();
  } catch (error) {
    log('warn', 'editor: entry names unavailable; pickers show file names', { error });
    return undefined;
  }
}

export default function EditorLayout() {
  return (
    <html lang="en-US">
      <body>
        <KeystaticApp labels={labels()} />
      </body>
    </html>
  );
}
