import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * A draft saved in the editor is not on the site: not its page, not a list, not the sitemap or
 * the feed. The drafts are found in the files themselves (`draft: true` in the frontmatter), not
 * through the loader under test.
 */
const drafts = ['news', 'work'].flatMap((folder) =>
  fs
    .readdirSync(path.join('content', folder))
    .filter((f) =>
      /^draft: true$/m.test(
        /^---\n([\s\S]*?)\n---/.exec(
          fs.readFileSync(path.join('content', folder, f), 'utf8'),
        )?.[1] ?? '',
      ),
    )
    .map((f) => {
      const source = fs.readFileSync(path.join('content', folder, f), 'utf8');
      const title = /^(?:title|client): '?(.*?)'?$/m.exec(source)?.[1] ?? '';
      return { href: `/${folder}/${f.replace(/\.md$/, '')}`, title };
    }),
);

test('a draft has no page and appears in no list, sitemap or feed', async ({ page, request }) => {
  expect(drafts.length, 'the content has a draft to check').toBeGreaterThan(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const feed = await (await request.get('/news/feed.xml')).text();
  for (const { href, title } of drafts) {
    expect((await request.get(href)).status(), href).toBe(404);
    expect(sitemap).not.toContain(href);
    expect(feed).not.toContain(href);
    for (const list of ['/', '/news', '/work']) {
      await page.goto(list);
      await expect(page.locator(`a[href="${href}"]`), `${list} links ${href}`).toHaveCount(0);
      await expect(page.getByText(title, { exact: false })).toHaveCount(0);
    }
  }
});
