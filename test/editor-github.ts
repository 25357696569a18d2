/**
 * A complete configuration of the content editor's GitHub mode, as docs/production.md's GitHub-mode setup has
 * the admin set it (fake values in the right forms: GitHub cannot be reached from the tests).
 */
export const githubMode = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liAbCdEf0123',
  KEYSTATIC_GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789abcdef01234567',
  KEYSTATIC_SECRET: 'f'.repeat(64),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'cairn-content-editor',
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'cairn-digital/website',
  EDITOR_ORIGIN: 'https://edit.example.org',
};
