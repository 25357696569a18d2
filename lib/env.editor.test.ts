import { describe, expect, it } from 'vitest';
import { pageExtensions } from '@/next.config';
import { editorConfig } from './env';
import { githubMode as github } from '@/tests/editor-github';

describe('the content editor’s GitHub mode', () => {
  it('is off with none of its variables (blank counts as unset)', () => {
    expect(editorConfig({})).toEqual({ mode: 'off' });
    expect(editorConfig({ KEYSTATIC_SECRET: '  ', NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: '' })).toEqual(
      { mode: 'off' },
    );
  });

  it('is on with all of them', () => {
    expect(editorConfig(github)).toEqual({
      mode: 'github',
      clientId: 'Iv23liAbCdEf0123',
      clientSecret: '0123456789abcdef0123456789abcdef01234567',
      secret: 'f'.repeat(64),
      appSlug: 'cairn-content-editor',
      repo: 'cairn-digital/website',
      origin: 'https://edit.example.org',
    });
  });

  it('needs the editor’s own host, an origin only', () => {
    const noHost: Record<string, string> = { ...github };
    delete noHost.EDITOR_ORIGIN;
    expect(() => editorConfig(noHost)).toThrow(/missing EDITOR_ORIGIN/);
    expect(() =>
      editorConfig({ ...github, EDITOR_ORIGIN: 'https://edit.example.org/keystatic' }),
    ).toThrow(/EDITOR_ORIGIN: must be an origin only/);
    expect(() => editorConfig({ ...github, EDITOR_ORIGIN: 'http://edit.example.org' })).toThrow(
      /EDITOR_ORIGIN: must be an https:\/\/ URL/,
    );
    // On one machine, a name under localhost (docs/editor-host.md: not localhost itself).
    expect(editorConfig({ ...github, EDITOR_ORIGIN: 'http://edit.localhost:3000' })).toMatchObject({
      origin: 'http://edit.localhost:3000',
    });
    expect(() =>
      editorConfig({ ...github, EDITOR_ORIGIN: 'http://edit.localhost.example.org' }),
    ).toThrow(/EDITOR_ORIGIN: must be an https:\/\/ URL/);
  });

  it('refuses half a configuration, naming each missing variable', () => {
    const half: Record<string, string> = { ...github };
    delete half.KEYSTATIC_SECRET;
    delete half.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;
    expect(() => editorConfig(half)).toThrow(
      /missing KEYSTATIC_SECRET, NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO/,
    );
    expect(() =>
      editorConfig({ KEYSTATIC_GITHUB_CLIENT_ID: github.KEYSTATIC_GITHUB_CLIENT_ID }),
    ).toThrow(
      /missing KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET, NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG, NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO, EDITOR_ORIGIN/,
    );
  });

  it('refuses a malformed value with the variable named, never its value', () => {
    const short = { ...github, KEYSTATIC_SECRET: 'too-short-a-secret' };
    expect(() => editorConfig(short)).toThrow(/KEYSTATIC_SECRET: must be at least 32 characters/);
    expect(() => editorConfig(short)).not.toThrow(/too-short-a-secret/);
    expect(() => editorConfig({ ...github, NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'website' })).toThrow(
      /NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: must be owner\/name/,
    );
  });
});

describe('where the editor’s routes exist (next.config.ts pageExtensions)', () => {
  const editorFiles = (extensions: string[]) => extensions.filter((e) => e.startsWith('editor.'));

  it('under next dev, in local mode', () => {
    expect(editorFiles(pageExtensions('phase-development-server', {}))).toEqual([
      'editor.tsx',
      'editor.ts',
    ]);
  });

  it('not in a production build without GitHub mode: the build has no editor at all', () => {
    expect(pageExtensions('phase-production-build', {})).toEqual(['tsx', 'ts']);
  });

  it('in a production build with GitHub mode', () => {
    expect(editorFiles(pageExtensions('phase-production-build', github))).toHaveLength(2);
  });

  it('a production build with half a configuration stops', () => {
    expect(() =>
      pageExtensions('phase-production-build', { KEYSTATIC_SECRET: github.KEYSTATIC_SECRET }),
    ).toThrow(/half configured/);
  });
});
