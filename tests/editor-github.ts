/**
 * A complete configuration of the content editor's GitHub mode, as docs/production.md's
 * GitHub-mode setup has the admin set it (fake values in the right forms: GitHub cannot be
 * reached from the tests).
 */
export const githubMode = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liAbCdEf0123',
  KEYSTATIC_GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789abcdef01234567',
  KEYSTATIC_SECRET: 'f'.repeat(64),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'cairn-content-editor',
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'cairn-digital/website',
  EDITOR_ORIGIN: 'https://edit.example.org',
};

/**
 * The same, with an editor's host the test servers answer: edit.localhost, while the public site
 * is 127.0.0.1 (docs/editor-host.md). A name under localhost, not localhost itself: Keystatic's
 * page moves a browser on `localhost` to `127.0.0.1` (the public host here) before sign-in, while
 * browsers treat `*.localhost` as this machine and as secure, as they treat localhost.
 */
export const githubModeOnLocalhost = { ...githubMode, EDITOR_ORIGIN: 'http://edit.localhost' };

/**
 * The third-party scripts, switched on in the preview's build so its test can show them on public
 * pages and absent from previews (components/preview/public-only.tsx). Port 9 (discard): nothing
 * answers, so a browser that asks loads nothing.
 */
export const thirdPartyOn = {
  NEXT_PUBLIC_GTM_ID: 'GTM-PREVIEW1',
  NEXT_PUBLIC_GTM_SCRIPT_URL: 'http://127.0.0.1:9/gtm.js',
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: 'http://127.0.0.1:9/widget.js',
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT: '',
};
