import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The content store as `next dev` runs it (NODE_ENV=development): a file saved in content/ is
 * read again by the next request, through every view (the team, the news list, the Shared words),
 * not only by callers of `content()`. The store runs on a copy of content/ (public/ is linked for
 * the images' sizes), in this process's working folder.
 */
const root = process.cwd();
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-store-dev-'));
const file = (rel: string) => path.join(copy, rel);
/** The store's check runs at most every half second. */
const nextRequest = () => new Promise((resolve) => setTimeout(resolve, 600));

type Store = {
  team: typeof import('./team');
  news: typeof import('./news');
  snippets: typeof import('./snippets');
  publication: typeof import('./publication');
};
let store: Store;

beforeAll(async () => {
  fs.cpSync(path.join(root, 'content'), file('content'), {
    recursive: true,
    filter: (src) => !/\.test\.tsx?$/.test(src),
  });
  fs.symlinkSync(path.join(root, 'public'), file('public'));
  process.chdir(copy);
  vi.stubEnv('NODE_ENV', 'development');
  vi.resetModules();
  store = {
    team: await import('./team'),
    news: await import('./news'),
    snippets: await import('./snippets'),
    publication: await import('./publication'),
  };
}, 60_000);

afterAll(() => {
  process.chdir(root);
  vi.unstubAllEnvs();
  fs.rmSync(copy, { recursive: true, force: true });
});

describe('under next dev, a saved edit is read by the next request', () => {
  it("a team member's new role", async () => {
    const person = store.team.getTeam()[0]!;
    expect(person.role).not.toBe('Head of Publishing');
    const source = fs.readFileSync(file(person.file), 'utf8');
    fs.writeFileSync(file(person.file), source.replace(/^role: .*$/m, 'role: Head of Publishing'));
    await nextRequest();
    expect(store.team.getPerson(person.slug).role).toBe('Head of Publishing');
  });

  it('a new article', async () => {
    const before = store.news.getNews().length;
    const author = store.team.getTeam()[0]!.slug;
    fs.writeFileSync(
      file('content/news/what-changed-when-we-saved.md'),
      [
        '---',
        'title: What changed when we saved',
        'description: A new article written while the development server runs, to see it appear on the next reload of the news page.',
        'summary: A new article written while the development server runs, seen on the next reload.',
        `date: ${store.publication.publicationDay()}`,
        `author: ${author}`,
        'tags:',
        '  - publishing',
        '---',
        'The lead paragraph of the new article.',
        '',
        '## What we saw',
        '',
        'It was on the news page at once.',
        '',
      ].join('\n'),
    );
    await nextRequest();
    const news = store.news.getNews();
    expect(news).toHaveLength(before + 1);
    expect(news.map((a) => a.title)).toContain('What changed when we saved');
  });

  it('Shared words', async () => {
    expect(store.snippets.snippets.faqHeading).toBe('Frequently asked questions');
    const source = fs.readFileSync(file('content/copy.yaml'), 'utf8');
    fs.writeFileSync(
      file('content/copy.yaml'),
      source.replace(/^faqHeading: .*$/m, 'faqHeading: Questions buyers ask us'),
    );
    await nextRequest();
    expect(store.snippets.snippets.faqHeading).toBe('Questions buyers ask us');
  });
});
