import { makeRouteHandler } from '@keystatic/next/route-handler';
import config from '@/keystatic.config';
import { runTimeEditorConfig } from '@/lib/env';

/**
 * The editor's API: under `next dev`, reads and writes this checkout's content files; in GitHub
 * mode, the GitHub sign-in and its session. Only built where the editor is on (next.config.ts
 * `pageExtensions`): a production build without GitHub mode has no such route.
 */
const editor = runTimeEditorConfig();

export const { GET, POST } = makeRouteHandler({
  config,
  ...(editor.mode === 'github'
    ? { clientId: editor.clientId, clientSecret: editor.clientSecret, secret: editor.secret }
    : {}),
});
