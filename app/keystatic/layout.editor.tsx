import type { Metadata } from 'next';
import { KeystaticApp } from './keystatic';

/**
 * The editor's own root layout: none of the site's header, footer, fonts or scripts. Only built
 * where the editor is on (next.config.ts `pageExtensions`), never indexed.
 */
export const metadata: Metadata = {
  title: 'Content editor | Cairn Digital',
  robots: { index: false, follow: false },
};

export default function EditorLayout() {
  return (
    <html lang="en-US">
      <body>
        <KeystaticApp />
      </body>
    </html>
  );
}
