import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryAtEditorPath, historyAddress } from './address';
import { blobId, changedFields, entryOf, entryTitle } from './entry';
import { graphqlUrl, localSource } from './sources';

const team = entryOf(new URLSearchParams({ collection: 'team', slug: 'grace-lindqvist' }))!;
const person = (role: string, bio = 'Grace started Cairn.') =>
  `---\nname: Grace Lindqvist\nrole: ${role}\nposition: 1\nbio: >-\n  ${bio}\n---\n`;

describe('the entry a history page names', () => {
  it('reads Keystatic’s addresses, with and without a branch, and nothing else', () => {
    expect(entryAtEditorPath('/keystatic/collection/team/item/grace-lindqvist')).toEqual({
      collection: 'team',
      slug: 'grace-lindqvist',
    });
    expect(entryAtEditorPath('/keystatic/branch/feature%2Fspring/singleton/copy')).toEqual({
      singleton: 'copy',
      branch: 'feature/spring',
    });
    for (const screen of [
      '/keystatic',
      '/keystatic/collection/news',
      '/keystatic/collection/news/create',
    ]) {
      expect(entryAtEditorPath(screen)).toBeUndefined();
    }
    expect(historyAddress({ collection: 'news', slug: 'a', branch: 'x&y' })).toBe(
      '/keystatic/history?collection=news&slug=a&branch=x%26y',
    );
  });

  it('maps an entry to its file, refusing names that are no entry', () => {
    expect(team.file).toBe('content/team/grace-lindqvist.md');
    expect(entryOf(new URLSearchParams({ singleton: 'copy' }))?.file).toBe('content/copy.yaml');
    for (const params of [
      { collection: 'team', slug: '../../etc/passwd' },
      { collection: 'toString', slug: 'a' },
      { singleton: 'constructor' },
      {},
    ] as Record<string, string>[]) {
      expect(entryOf(new URLSearchParams(params))).toBeUndefined();
    }
  });
});

describe('what a version changed', () => {
  it('names the fields by the editor’s labels, with short values before and after', () => {
    const changes = changedFields(team, person('Founder'), person('Principal', 'Grace leads.'));
    expect(changes).toEqual([
      { label: 'Role', from: 'Founder', to: 'Principal' },
      expect.objectContaining({ label: 'Biography' }),
    ]);
    expect(changedFields(team, person('Founder'), person('Founder'))).toEqual([]);
    expect(entryTitle(team, person('Founder'))).toBe('Grace Lindqvist');
  });

  it('identifies a file as git does', () => {
    expect(blobId('hello\n')).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    expect(blobId(undefined)).toBe('none');
  });

  it('finds GraphQL beside the REST API, on github.com and on GitHub Enterprise', () => {
    expect(graphqlUrl('https://api.github.com')).toBe('https://api.github.com/graphql');
    expect(graphqlUrl('https://ghe.example/api/v3')).toBe('https://ghe.example/api/graphql');
  });
});

describe('local mode: git in the working copy', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const git = (name: string, ...args: string[]) =>
    execFileSync('git', ['-c', `user.name=${name}`, '-c', 'user.email=e@example.org', ...args], {
      cwd: dir,
      stdio: 'pipe',
    });

  it('says there is no history outside a repository', async () => {
    expect(await localSource(dir).versions(team.file, 5)).toBeUndefined();
  });

  it('lists the file’s commits newest first, gives each version, and writes a restore', async () => {
    fs.mkdirSync(path.join(dir, 'content/team'), { recursive: true });
    git('Ana', 'init', '-q');
    fs.writeFileSync(path.join(dir, team.file), person('Founder'));
    git('Ana', 'add', '.');
    git('Ana', 'commit', '-q', '-m', 'first');
    fs.writeFileSync(path.join(dir, team.file), person('Principal'));
    git('Ben', 'commit', '-q', '-am', 'second');
    const source = localSource(dir);
    const versions = (await source.versions(team.file, 5))!;
    expect(versions.map((v) => [v.author, v.message])).toEqual([
      ['Ben', 'second'],
      ['Ana', 'first'],
    ]);
    expect(await source.textAt(team.file, versions[1]!.sha)).toBe(person('Founder'));
    expect(await source.textAt(team.file, 'not-a-sha')).toBeUndefined();
    await source.write(team.file, person('Founder'), '', { text: undefined });
    expect((await source.current(team.file)).text).toBe(person('Founder'));
  });
});
