import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, MOBILE, linesOf, typed } from './fixtures';
import { setTheme } from '../tests/e2e/axe';
import { articleRoutes } from './routes';
import { frontmatter } from './content-file';
import { getWork } from '../content/work';

/**
 * Details a jury and a buyer noticed, each held where a visitor sees it: spacing, alignment,
 * words and the one look of a disclosure, at the widths where they went wrong.
 */

const WIDE = { width: 1440, height: 900 };

/** The rounded top edges of some boxes. */
test.describe('journal', () => {
  test('tags read as words, "Older →" keeps its space, and bylines line up at 1440 px', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/news');
    const tags = await page
      .getByRole('main')
      .getByRole('list', { name: 'Tags' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(tags.length).toBeGreaterThan(0);
    // A tag is a word a reader knows, never its slug.
    expect(tags).toContain('Next.js');
    // (A count of the tags a card leaves out, "+1", is not a tag.)
    for (const tag of tags.filter((t) => !t.startsWith('+')))
      expect(tag, `tag "${tag}"`).toMatch(/^[A-Z]/);

    // The arrow stands a space apart from "Older".
    const older = page.getByRole('link', { name: 'Older articles →' });
    const gap = await older.evaluate((link) => {
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const box = (node: Text, char: string) => {
        const i = node.data.indexOf(char);
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + char.length);
        return range.getBoundingClientRect();
      };
      let word: DOMRect | undefined;
      let arrow: DOMRect | undefined;
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n as Text;
        if (text.data.includes('Older')) word = box(text, 'Older');
        if (text.data.includes('→')) arrow = box(text, '→');
      }
      return word && arrow ? arrow.left - word.right : -1;
    });
    expect(gap, 'space between "Older" and the arrow').toBeGreaterThan(2);

    // Cards in one row end with their bylines on one line, at the cards' feet.
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('list', { name: 'Tags' }) });
    const rows = await cards.evaluateAll((els) =>
      els.map((card) => {
        const byline = [...card.querySelectorAll('p')].find((p) =>
          p.textContent?.startsWith('By '),
        )!;
        const c = card.getBoundingClientRect();
        const b = byline.getBoundingClientRect();
        return { top: Math.round(c.top), bottom: c.bottom, byline: b.bottom };
      }),
    );
    const firstRow = rows.filter((r) => r.top === rows[0]!.top);
    expect(firstRow.length).toBeGreaterThan(1);
    for (const card of firstRow) {
      expect(Math.abs(card.byline - firstRow[0]!.byline)).toBeLessThan(2);
      expect(card.bottom - card.byline).toBeLessThan(40);
    }
  });

  test('article titles are in sentence case like every other heading', async ({ page }) => {
    await page.goto('/news');
    const titles = await page.getByRole('main').locator('h3 a').allInnerTexts();
    expect(titles.length).toBeGreaterThan(2);
    for (const title of titles) {
      // Words of four letters or more, not opening the title or a clause after a colon or a
      // question mark: in Title Case nearly all are capitalised, in sentence case only names.
      const words = title
        .split(/(?<=[:?])\s+/)
        .flatMap((clause) => clause.split(/\s+/).slice(1))
        .filter((w) => /^[\p{L}-]{4,}/u.test(w));
      const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
      expect(capitalised / Math.max(1, words.length), title).toBeLessThan(0.7);
    }
  });
});

test.describe('work', () => {
  test('/work at 375 px: each filter is one row that scrolls, no chip alone on a line', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/work');
    const filters = page.getByRole('navigation', { name: 'Filter case studies' });
    for (const group of await filters.getByRole('list').all()) {
      const tops = await group
        .getByRole('listitem')
        .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size, `tops ${tops}`).toBe(1);
    }
    // The row scrolls inside itself; the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await filters.getByRole('link', { name: 'WordPress' }).click();
    await expect(page).toHaveURL(/wordpress/);
  });

  test('/work ends on its offer as a headline, its two actions in one row at 1440 px', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/work');
    const end = page.locator('[data-ending="reference-call"]');
    const heading = end.getByRole('heading', { level: 2 });
    // A headline in the display face, not the small label of a section.
    expect(
      await heading.evaluate((h) => parseFloat(getComputedStyle(h).fontSize)),
    ).toBeGreaterThanOrEqual(28);
    const actions = await end
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(actions.length).toBe(2);
    expect(Math.abs(actions[0]! - actions[1]!)).toBeLessThanOrEqual(4);
  });

  test('study cards keep the client right under the title, whatever its length', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    for (const path of ['/', '/work']) {
      await page.goto(path);
      const cards = page.getByRole('main').locator('li', { has: page.locator('[data-figure]') });
      const gaps = await cards.evaluateAll((els) =>
        els.map((card) => {
          // The title's text, not its box (a grid item stretches to its row).
          const range = document.createRange();
          range.selectNodeContents(card.querySelector('h2, h3')!);
          const title = range.getBoundingClientRect();
          const client = [...card.querySelectorAll('p')].find(
            (p) => !p.hasAttribute('data-figure') && p.getBoundingClientRect().top > title.bottom,
          )!;
          return Math.round(client.getBoundingClientRect().top - title.bottom);
        }),
      );
      expect(gaps.length).toBeGreaterThan(2);
      for (const gap of gaps) expect(gap, path).toBeLessThanOrEqual(12);
    }
  });

  test("/work's hero shows study screens beside its headline at 1440 px", async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/work');
    const hero = page.locator('main section').first();
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const screens = hero.locator('img');
    expect(await screens.count()).toBeGreaterThan(1);
    const first = (await screens.first().boundingBox())!;
    expect(first.x).toBeGreaterThan(title.x + title.width - 1);
    expect(first.x + first.width).toBeGreaterThan(WIDE.width / 2 + 300);
  });

  test('a study names its services as the menu and the service pages do', async ({ page }) => {
    for (const slug of ['larkspur-valley-credit-union', 'cedar-hollow-water-notices']) {
      await page.goto(`/work/${slug}`);
      const services = page.locator('dt', { hasText: 'Services' }).locator('+ dd a');
      const links = await services.evaluateAll((els) =>
        els.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent!.trim() })),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const { href, text } of links) {
        // The menu is in every page's HTML: its name for the page is the site's name for it.
        const named = page.locator(`#site-menu a[href="${href}"]`).first();
        expect(text, href).toBe((await named.textContent())!.trim());
      }
    }
  });

  test('at 375 px a study shows its phone screen whole beside its caption under the intro, then its old and new pages, before first', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/work/larkspur-valley-credit-union');
    const hero = page.locator('main section').first();
    const screen = hero.locator('img').first();
    const box = (await screen.boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width);
    expect(box.x).toBeGreaterThanOrEqual(0);
    // Its caption beside it, in the room a phone leaves, level with its foot.
    const caption = (await hero.locator('figcaption').boundingBox())!;
    expect(caption.x).toBeGreaterThan(box.x + box.width);
    expect(caption.x + caption.width).toBeLessThanOrEqual(MOBILE.width);
    expect(caption.y + caption.height).toBeLessThanOrEqual(box.y + box.height + 16);
    // The screens in the order a reader meets them, top to bottom, whatever the source order:
    // the old page, then the new one.
    const shots = await page.locator('#screens-heading + div figure').evaluateAll((figures) =>
      figures
        .map((figure) => ({
          top: figure.getBoundingClientRect().top,
          text: figure.textContent ?? '',
        }))
        .sort((a, b) => a.top - b.top),
    );
    const order = shots.map((shot) => (/before/i.test(shot.text) ? 'before' : 'after'));
    expect(order.indexOf('before')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('before')).toBeLessThan(order.indexOf('after'));
  });

  test('a sector with one study shows it as a card of the column, not a carousel', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/clients/credit-unions');
    const card = page.getByRole('main').locator('li', { has: page.locator('[data-figure]') });
    await expect(card).toHaveCount(1);
    const list = (await card.locator('xpath=..').boundingBox())!;
    const box = (await card.boundingBox())!;
    expect(Math.abs(box.width - list.width)).toBeLessThan(2);
  });
});

test('the sample-study footnotes on /clients line up across a row at 1440 px', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/clients');
  const cards = page
    .getByRole('main')
    .locator('li')
    .filter({ has: page.locator('p.border-t') });
  const rows = await cards.evaluateAll((els) =>
    els.map((card) => ({
      top: Math.round(card.getBoundingClientRect().top),
      rule: Math.round(card.querySelector('p.border-t')!.getBoundingClientRect().top),
    })),
  );
  expect(rows.length).toBeGreaterThan(2);
  for (const row of new Set(rows.map((r) => r.top))) {
    const rules = new Set(rows.filter((r) => r.top === row).map((r) => r.rule));
    expect(rules.size, `rules in the row at ${row}`).toBe(1);
  }
});

test('/why-cairn: every sub-heading stands clear of its paragraph', async ({ page }) => {
  for (const viewport of [MOBILE, WIDE]) {
    await page.setViewportSize(viewport);
    await page.goto('/why-cairn');
    const gaps = await page
      .getByRole('main')
      .locator('.prose-copy h3')
      .evaluateAll((hs) =>
        hs
          .filter((h) => h.checkVisibility())
          .map((h) => {
            const next = h.nextElementSibling!;
            return next.getBoundingClientRect().top - h.getBoundingClientRect().bottom;
          }),
      );
    // One section keeps its sub-headings in the prose; one names its points, one sets them on cards.
    expect(gaps.length).toBeGreaterThanOrEqual(1);
    for (const gap of gaps) expect(gap).toBeGreaterThan(5);
  }
});

test('/team at 1440 px: bio paragraphs are spaced and names in a row line up', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/team');
  const cards = page.locator('#people-heading + ul > li');
  const found = await cards.evaluateAll((els) =>
    els.map((card) => {
      const paragraphs = [...card.querySelectorAll('p')].filter((p) => p.checkVisibility());
      const gaps = paragraphs
        .slice(1)
        .map(
          (p, i) => p.getBoundingClientRect().top - paragraphs[i]!.getBoundingClientRect().bottom,
        );
      return {
        top: Math.round(card.getBoundingClientRect().top),
        name: Math.round(card.querySelector('h3')!.getBoundingClientRect().top),
        gaps,
      };
    }),
  );
  for (const card of found) for (const gap of card.gaps) expect(gap).toBeGreaterThan(5);
  for (const row of new Set(found.map((c) => c.top))) {
    const names = new Set(found.filter((c) => c.top === row).map((c) => c.name));
    expect(names.size, `names in the row at ${row}`).toBe(1);
  }
});

test('/team at 1440 px: each person reads as a first sentence and what to ask them; the rest of the bio opens on request', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto('/team');
  for (const file of fs.readdirSync(path.join('content', 'team'))) {
    const person = frontmatter<{ name: string; bio: string; focus: string[] }>(`team/${file}`);
    const card = page.locator('#people-heading + ul > li').filter({
      has: page.getByRole('heading', { level: 3, name: person.name, exact: true }),
    });
    await expect(card.getByRole('list', { name: `${person.name}'s focus areas` })).toBeVisible();
    const last = person.bio
      .trim()
      .split(/\n\s*\n/)
      .at(-1)!
      .trim();
    const rest = card.getByText(typed(last.slice(-40), { part: true }));
    await expect(rest).toBeHidden();
    await card.getByText(`More about ${person.name.split(' ')[0]}`).click();
    await expect(rest).toBeVisible();
  }
});

test('/team at 375 px: nine people at a glance, each a portrait, name, role and where they work; their words open on request', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/team');
  const files = fs.readdirSync(path.join('content', 'team'));
  const cards = page.locator('#people-heading + ul > li');
  await expect(cards).toHaveCount(files.length);
  for (const file of files) {
    const person = frontmatter<{ name: string; role: string; bio: string; focus: string[] }>(
      `team/${file}`,
    );
    const card = cards.filter({
      has: page.getByRole('heading', { level: 3, name: person.name, exact: true }),
    });
    await expect(card.getByText(person.role, { exact: true })).toBeVisible();
    // A short row: the portrait beside name, role and place, and the disclosure under it.
    expect((await card.boundingBox())!.height, person.name).toBeLessThanOrEqual(220);
    const [first, second] = person.bio.trim().split(/(?<=[.!?])\s/);
    const lead = card
      .getByText(typed(first!.slice(0, 40), { part: true }))
      .filter({ visible: true });
    await expect(lead).toHaveCount(0);
    await expect(card.getByRole('list', { name: `${person.name}'s focus areas` })).toBeHidden();
    await card.getByText(`More about ${person.name.split(' ')[0]}`).click();
    // Opened: the first sentence once, then the rest and the focus areas.
    await expect(lead).toHaveCount(1);
    await expect(card.getByRole('list', { name: `${person.name}'s focus areas` })).toBeVisible();
    if (second)
      await expect(card.getByText(typed(second.slice(0, 30), { part: true }))).toBeVisible();
  }
});

test('/support at 375 px: each plan fact’s term stays clear of its value', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/support');
  const overlaps = await page
    .getByRole('main')
    .locator('li dl > div')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector('dt') && row.querySelector('dd'))
        // A term wider than its column runs into the value beside it.
        .filter((row) => {
          const dt = row.querySelector('dt')!;
          return dt.scrollWidth > dt.clientWidth;
        })
        .map((row) => row.textContent),
    );
  expect(overlaps).toEqual([]);
});

test('the menu at 375 px draws one rule between the groups and the other links', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Site menu' });
  await expect(dialog).toBeVisible();
  const rules = await dialog.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((el) => el.checkVisibility())
      .flatMap((el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return [
          ...(parseFloat(s.borderTopWidth) > 0 ? [r.top] : []),
          ...(parseFloat(s.borderBottomWidth) > 0 ? [r.bottom] : []),
        ].filter(() => r.width > 200);
      })
      .sort((a, b) => a - b),
  );
  for (let i = 1; i < rules.length; i++) {
    expect(rules[i]! - rules[i - 1]!, `rules at ${rules[i - 1]} and ${rules[i]}`).toBeGreaterThan(
      40,
    );
  }
});

test.describe('contact', () => {
  test('at 375 px the e-mail address is never broken at the @', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/contact');
    const address = page
      .getByRole('main')
      .getByRole('link', { name: /^hello@/ })
      .first();
    expect(await linesOf(address, (await address.textContent())!)).toBe(1);
  });

  test('at 1440 px the organization and its kind share a row', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/contact');
    const form = page.getByRole('main').getByRole('form', { name: /contact/i });
    const organization = (await form
      .getByRole('textbox', { name: /^Organization/ })
      .boundingBox())!;
    const kind = (await form.getByRole('combobox', { name: 'Organization type' }).boundingBox())!;
    // Level within a pixel or two (a select and an input draw their borders differently).
    expect(Math.abs(kind.y + kind.height - (organization.y + organization.height))).toBeLessThan(4);
  });

  test('radios draw as rings, not dark discs, in the dark theme', async ({ page }) => {
    await page.goto('/contact');
    await setTheme(page, 'dark');
    const radio = page.getByRole('main').getByRole('radio').first();
    await expect(radio).not.toBeChecked();
    const look = await radio.evaluate((el) => {
      const s = getComputedStyle(el);
      return { appearance: s.appearance, background: s.backgroundColor };
    });
    expect(look).toEqual({ appearance: 'none', background: 'rgba(0, 0, 0, 0)' });
  });
});

/** Each visible section heading of main whose first visible words are a disclosure's label. */
function headingThenDisclosure(page: Page) {
  return page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('h2')]
      .filter((h) => h.checkVisibility())
      .filter((h) => {
        const after = [...(h.parentElement?.querySelectorAll('*') ?? [])].filter(
          (el) =>
            h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
            el.checkVisibility() &&
            [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== ''),
        );
        // A list of disclosures (the FAQ's questions, the named steps or points of a shaped
        // section, the rows of its table) is the section's content, not a fold.
        const details = after[0]?.closest('details');
        const item = details?.closest('li, tr');
        const alone =
          details &&
          !details.parentElement?.querySelector(':scope > details + details') &&
          !item?.parentElement?.querySelector(':scope > li + li, :scope > tr + tr');
        return after[0]?.closest('summary') != null && alone;
      })
      .map((h) => h.textContent),
  );
}

const phonePages = [
  '/',
  '/clients',
  '/clients/credit-unions',
  '/services',
  '/services/drupal-websites',
  '/team',
  '/work',
  '/work/larkspur-valley-credit-union',
  '/news',
  '/why-cairn',
  '/support',
];

test('at 375 px no section is a heading with only a disclosure under it', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const found: string[] = [];
  for (const path of phonePages) {
    await page.goto(path);
    for (const heading of await headingThenDisclosure(page)) found.push(`${path}: ${heading}`);
    const generated = await page
      .locator('summary')
      .filter({ hasText: /^More on / })
      .count();
    if (generated > 0) found.push(`${path}: ${generated} "More on …" labels`);
  }
  expect(found).toEqual([]);
});

// What a phone visitor taps to read on is written for its section, never the sub-headings
// joined by machine ("Drupal, WordPress, React and Next.js and 2 more").
test('at 375 px every fold of a page reads as written, in sentence case', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const found: string[] = [];
  for (const path of phonePages) {
    await page.goto(path);
    const labels = await page
      .getByRole('main')
      // The folds (a question of the FAQ is a summary too, in its own words; so is a column's
      // meaning, the point's own first sentence).
      .locator('details.fold-on-phones > summary:not([data-meaning])')
      .evaluateAll((all) => all.filter((s) => s.checkVisibility()).map((s) => s.textContent!));
    for (const label of labels) {
      const words = label.trim().split(/\s+/);
      const capitals = words.slice(1).filter((w) => /^\p{Lu}(?=.*\p{Ll})/u.test(w));
      if (/and \d+ more$|^\d+ more (points|paragraphs)$|^One more paragraph$/.test(label))
        found.push(`${path}: generated "${label}"`);
      else if (label.split(' and ').length > 2) found.push(`${path}: a list "${label}"`);
      else if (capitals.length > 1) found.push(`${path}: Title Case "${label}"`);
    }
  }
  expect(found).toEqual([]);
});

test('every disclosure wears the same open/close sign, a plus that turns to a minus when it opens', async ({
  page,
}) => {
  // Every summary of four pages is opened and closed: the steps, columns and tables of the
  // pages' shaped sections each fold under their names, so there are some thirty of them.
  test.setTimeout(120_000);
  await page.setViewportSize(MOBILE);
  const signs = new Set<string>();
  for (const path of ['/', '/services', '/team', '/why-cairn']) {
    await page.goto(path);
    const summaries = page.locator('main summary, footer summary');
    for (const summary of await summaries.all()) {
      if (!(await summary.isVisible())) continue;
      const sign = summary.locator('.open-sign');
      await expect(sign, `${path}: ${await summary.textContent()}`).toHaveCount(1);
      await expect(sign).toHaveAttribute('aria-hidden', 'true');
      signs.add((await sign.evaluate((el) => el.outerHTML)).replace(/ class="[^"]*"/, ''));
      const before = await sign.evaluate((el) => getComputedStyle(el).rotate);
      await summary.click();
      await expect.poll(() => sign.evaluate((el) => getComputedStyle(el).rotate)).not.toBe(before);
      // Open, it is a minus: its upright stroke folds away, so it reads as "fold", not "close";
      // closed (home's first sector starts open), a plus again. Each stroke is drawn.
      const open = await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
      const upright = () => sign.evaluate((el) => getComputedStyle(el, '::after').scale);
      const strokes = await sign.evaluate((el) =>
        ['::before', '::after'].map((part) => getComputedStyle(el, part).borderTopWidth),
      );
      expect(strokes).toEqual(['2px', '2px']);
      if (open) await expect.poll(upright).toBe('0 1');
      else await expect.poll(upright).not.toBe('0 1');
      await summary.click();
    }
  }
  expect(signs.size).toBe(1);
});

test('/work at 375 px keeps "About the sample projects" open', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/work');
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'About the sample projects' }),
  });
  await expect(section.locator('details')).toHaveCount(0);
  await expect(section.getByText(/We replace each sample/)).toBeVisible();
});

test('/news ends with its feed, linked, and its topics, after the latest case study', async ({
  page,
  request,
}) => {
  await page.goto('/news');
  const block = page.locator('section', {
    has: page.getByRole('heading', { name: 'Follow the journal' }),
  });
  const feed = block.getByRole('link', { name: 'Subscribe to the feed' });
  const href = (await feed.getAttribute('href'))!;
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<feed');
  expect(await block.locator('a[href^="/news/topic/"]').count()).toBeGreaterThanOrEqual(3);
  const latest = page.locator('section', {
    has: page.getByRole('heading', { name: /^Our latest (sample )?case study$/ }),
  });
  await expect(latest.locator('a[href^="/work/"]').first()).toBeVisible();
});

test('a case study ends with the next study in its sector, quoting its result', async ({
  page,
}) => {
  // The two utility studies: each leads to the other.
  for (const [from, to] of <[string, string][]>[
    ['/work/cedar-hollow-water-notices', '/work/northfork-power-outage-center'],
    ['/work/northfork-power-outage-center', '/work/cedar-hollow-water-notices'],
  ]) {
    await page.goto(from);
    const ending = page.locator('section', {
      has: page.getByRole('heading', { name: /^Next case study: Utilit/ }),
    });
    await expect(ending.locator(`a[href="${to}"]`)).toHaveCount(1);
    const quoted = (await ending.locator('figure p').first().innerText()).trim();
    await expect(ending.getByRole('link', { name: 'Start a conversation' })).toBeVisible();
    // The figure is the next study's own first result.
    await page.goto(to);
    const results = page.locator('section', {
      has: page.getByRole('heading', { name: 'Results' }),
    });
    await expect(results.locator('dl').last().locator('dd').first()).toHaveText(quoted);
    // Nothing after it but the footer: no grid of cards, no second call to action.
    await page.goto(from);
    expect(
      await page
        .locator('main > *')
        .last()
        .evaluate((el) => el.querySelector('#next-study-heading') !== null),
    ).toBe(true);
  }
});

test('a client type ends with its lead person and a conversation with their sector chosen', async ({
  page,
}) => {
  await page.goto('/clients/credit-unions');
  const ending = page.locator('section', {
    has: page.getByRole('heading', { name: 'Who you will talk to' }),
  });
  await expect(ending.getByRole('link', { name: 'Rosa Delgado' })).toHaveAttribute(
    'href',
    '/team#rosa-delgado',
  );
  await expect(ending).toContainText('Client Partner, Credit Unions & Utilities');
  // The conversation starts with the organization type chosen.
  await ending.getByRole('link', { name: 'Start a conversation' }).click();
  const dialog = page.getByRole('dialog', { name: /start a conversation/i });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Organization type/)).toHaveValue('credit-union');
  await page.keyboard.press('Escape');
  await page.goto('/team#rosa-delgado');
  await expect(page.locator('#rosa-delgado')).toContainText('Rosa Delgado');
});

test('a service or solution ends with the way to work it is done in', async ({ page }) => {
  // The ways to work as /services compares them: the one that offers the page.
  await page.goto('/services');
  const ways = page.locator('#ways');
  // Each way is a column (a list item) headed by its title, its offers linked inside it.
  const column = ways.locator('li').filter({
    has: page.locator('a[href="/solutions/accessibility-audits"]'),
  });
  // (after its number in the comparison)
  const wayTitle = (await column.first().getByRole('heading', { level: 3 }).first().innerText())
    .replace(/^\d+\s*/, '')
    .trim();
  await page.goto('/solutions/accessibility-audits');
  const ending = page.locator('section', {
    has: page.getByRole('heading', { name: 'The way to work that fits' }),
  });
  await expect(ending).toContainText(wayTitle);
  await expect(ending.getByRole('link', { name: 'Start a conversation' })).toBeVisible();
  await expect(ending.locator('a[href="/services#ways"]')).toHaveCount(1);
  await expect(page.locator('#related')).toHaveCount(0);
});

test('/why-cairn states facts a buyer can check on this site, and results rather than counts', async ({
  page,
}) => {
  await page.goto('/why-cairn');
  const site = page.locator('section', {
    has: page.getByRole('heading', { name: 'Check us on this site' }),
  });
  // Six figures, each dated and linked to how it was measured (e2e/evidence.spec.ts follows the links).
  await expect(site.locator('dt')).toHaveCount(6);
  await expect(
    site.getByRole('link', {
      name: /WCAG 2\.2 AA errors an automated checker \(axe\) finds on our \d+ pages, light and dark/,
    }),
  ).toHaveAttribute('href', '/why-cairn/accessibility-audit#sweep');
  // A count of results is not a result.
  await expect(page.getByText(/results in our \d+ case studies/)).toHaveCount(0);
});

test.describe('home', () => {
  test('one sector selector: a sector opens to its problem, rule and study figure, one at a time', async ({
    page,
  }) => {
    await page.goto('/');
    const selector = page.locator('#who-we-help');
    const sectors = selector.locator('details');
    await expect(sectors).toHaveCount(5);
    await expect(sectors.first()).toHaveAttribute('open', '');
    const second = sectors.nth(1);
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(sectors.first()).not.toHaveAttribute('open', '');
    await expect(second.getByText(/^Problems we solve for /)).toBeVisible();
    await expect(second.getByText('Rules your website must meet')).toBeVisible();
    await expect(second.locator('a[href^="/work/"]')).toHaveCount(1);
    await expect(second.locator('a[href^="/clients/"]')).toHaveCount(1);
  });

  test('home calls each sector by one name: the selector and who you would talk to agree', async ({
    page,
  }) => {
    await page.goto('/');
    const selected = (
      await page.locator('#who-we-help summary > span > span:first-child').allInnerTexts()
    ).map((t) => t.trim());
    const led = (
      await page.locator('[data-ending="sector-leads"] a[href^="/clients/"]').allInnerTexts()
    ).map((t) => t.trim());
    expect(selected).toHaveLength(5);
    expect([...selected].sort()).toEqual([...led].sort());
  });

  test('at 1440 px a closed sector says its first problem beside its name; open, the problem reads below', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/');
    const sectors = page.locator('#who-we-help details');
    for (const i of [0, 1, 2, 3, 4]) {
      const file = await sectors.nth(i).locator('a[href^="/clients/"]').getAttribute('href');
      const data = frontmatter<{ problems: { title: string }[] }>(`${file!.slice(1)}.md`);
      const hint = sectors.nth(i).locator('summary').getByText(typed(data.problems[0]!.title));
      // The first is open: its problem reads once, under its name.
      if (i === 0) await expect(hint).toBeHidden();
      else await expect(hint).toBeVisible();
    }
  });

  test('at 375 px an open sector says what its problem and its rule are, not only their names', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    const open = page.locator('#who-we-help details[open]');
    for (const label of [/^Problems we solve for /, /^Rules your website must meet$/]) {
      const column = open.locator('div', { has: page.getByText(label) }).last();
      // The eyebrow, the name, and at least a line under the name.
      const lines = await column
        .locator('p')
        .evaluateAll((ps) => ps.filter((p) => p.checkVisibility()).map((p) => p.textContent!));
      expect(lines.length, `${label}: ${lines.join(' | ')}`).toBeGreaterThanOrEqual(3);
    }
  });

  for (const viewport of [MOBILE, WIDE]) {
    test(`at ${viewport.width} px no section of home is only a row of names`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      // A section of several links and not one sentence of its own says nothing a buyer can
      // weigh: between hairlines it reads as a second footer.
      const mute = await page.locator('main > section').evaluateAll((sections) =>
        sections
          .filter((s) => {
            const sentences = [...s.querySelectorAll('p, dd, li')].filter(
              (e) =>
                e.checkVisibility() &&
                !e.closest('a') &&
                !e.querySelector('a') &&
                e.textContent!.trim().split(/\s+/).length >= 8,
            );
            return s.querySelectorAll('a').length >= 4 && sentences.length === 0;
          })
          .map((s) => s.querySelector('h2')?.textContent ?? s.id),
      );
      expect(mute).toEqual([]);
    });
  }

  test('at 1440 px: no two grids of cards in a row', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    // Each section of <main>, marked by whether it is a grid of cards (a list of 3+ links
    // each in a card of its own).
    const kinds = await page.locator('main > section').evaluateAll((sections) =>
      sections.map((s) => {
        const items = s.querySelectorAll('ul > li, ol > li');
        const cards = [...items].filter((li) => li.querySelector('a') && li.querySelector('h3'));
        return cards.length >= 3 ? 'cards' : 'other';
      }),
    );
    for (let i = 1; i < kinds.length; i++) {
      expect(`${kinds[i - 1]} then ${kinds[i]} (sections ${i - 1}, ${i})`).not.toBe(
        `cards then cards (sections ${i - 1}, ${i})`,
      );
    }
  });
});

test("a sample study's quote carries the sample label", async ({ page }) => {
  await page.goto('/work/larkspur-valley-credit-union');
  const quote = page.locator('section', { has: page.locator('#quote-heading') }).locator('figure');
  await expect(quote.getByText('Sample quote', { exact: true })).toBeVisible();
});

test('at 1440 px an article card keeps its tags on one line, spelled as on the rest of the site', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/news', articleRoutes[0]!]) {
    await page.goto(path);
    const tops = await page
      .getByRole('list', { name: 'Tags' })
      .evaluateAll((lists) =>
        lists.map(
          (ul) => new Set([...ul.children].map((li) => li.getBoundingClientRect().top)).size,
        ),
      );
    expect(tops.length, path).toBeGreaterThan(0);
    expect(
      tops.filter((rows) => rows > 1),
      `${path}: cards whose tags wrap`,
    ).toEqual([]);
  }
  await page.goto('/news');
  await expect(page.getByRole('main').getByText('Nonprofits', { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByText('Non-profits', { exact: true }).first(),
  ).toBeVisible();
});

test('at 1440 px the study cards of a row start their kickers level, and figures fill their row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/work', '/solutions/accessibility-audits']) {
    await page.goto(path);
    const tops = await page
      .locator('li:has(> * a[href^="/work/"]) p')
      .filter({ hasText: /·/ })
      .evaluateAll((ps) =>
        ps.map((p) => ({
          row: Math.round(p.closest('li')!.getBoundingClientRect().top),
          top: Math.round(p.getBoundingClientRect().top),
        })),
      );
    expect(tops.length, path).toBeGreaterThan(1);
    for (const { row } of tops) {
      const level = tops.filter((t) => t.row === row).map((t) => t.top);
      expect(Math.max(...level) - Math.min(...level), `${path}: kickers of a row`).toBe(0);
    }
  }
  // /why-cairn's figures: as many columns as figures, none left empty.
  await page.goto('/why-cairn');
  const figures = page
    .getByRole('region', { name: 'The record behind the claims' })
    .locator('dl')
    .filter({ has: page.locator('dd') })
    .first();
  const { columns, items } = await figures.evaluate((dl) => ({
    columns: getComputedStyle(dl).gridTemplateColumns.split(' ').length,
    items: dl.children.length,
  }));
  expect(items % columns, `${items} figures in ${columns} columns`).toBe(0);
});

test.describe('prose', () => {
  // The pages whose sections fold their later paragraphs on phones, open from 640 px.
  const pages = [
    '/solutions/accessibility-audits',
    '/work/larkspur-valley-credit-union',
    '/clients/credit-unions',
    '/services/drupal-websites',
    '/services',
  ];
  for (const path of pages) {
    test(`${path} at 1440 px: no paragraph or list sits on the one before it`, async ({ page }) => {
      await page.setViewportSize(WIDE);
      await page.goto(path);
      const glued = await page.locator('main .prose-copy').evaluateAll((columns) => {
        const blocks = columns.flatMap((c) =>
          [...c.querySelectorAll(':scope p, :scope ul, :scope ol')].filter(
            (b) => b.checkVisibility() && !b.closest('li'),
          ),
        );
        const found: string[] = [];
        const unique = [...new Set(blocks)];
        for (let i = 1; i < unique.length; i++) {
          const above = unique[i - 1]!.getBoundingClientRect();
          const below = unique[i]!.getBoundingClientRect();
          // Consecutive blocks of one column: the lower one starts under the upper's last line.
          const sameColumn = Math.abs(above.left - below.left) < 2;
          const gap = below.top - above.bottom;
          if (sameColumn && gap >= 0 && gap < 8)
            found.push(`${gap.toFixed(0)} px above "${unique[i]!.textContent!.slice(0, 40)}"`);
        }
        return found;
      });
      expect(glued).toEqual([]);
    });
  }
});

test('/clients at 375 px: each client type’s drawing stands beside its name, not on a row of its own', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/clients');
  const cards = page.getByRole('region', { name: 'The teams we work with' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) {
    const name = (await card.getByRole('heading', { level: 3 }).boundingBox())!;
    const art = (await card.locator('svg').first().boundingBox())!;
    expect(art.x).toBeGreaterThan(name.x + 10);
    expect(art.y).toBeLessThan(name.y + name.height);
    expect(art.y + art.height).toBeGreaterThan(name.y);
  }
});

test('/clients at 1440 px: the five client types are cards of one shape, the last row centred', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto('/clients');
  const list = page.getByRole('region', { name: 'The teams we work with' }).getByRole('list');
  const cards = await list.getByRole('listitem').evaluateAll((items) =>
    items.map((li) => {
      const box = li.getBoundingClientRect();
      const art = li.querySelector('svg')!.getBoundingClientRect();
      const title = li.querySelector('h3')!.getBoundingClientRect();
      return { top: box.top, left: box.left, right: box.right, width: box.width, art, title };
    }),
  );
  expect(cards).toHaveLength(5);
  for (const card of cards) {
    // One width, and each drawing over its title, never beside it.
    expect(Math.abs(card.width - cards[0]!.width)).toBeLessThanOrEqual(1);
    expect(card.art.bottom).toBeLessThanOrEqual(card.title.top);
  }
  const rows = [...new Set(cards.map((c) => Math.round(c.top)))];
  expect(rows).toHaveLength(2);
  const row = (top: number) => cards.filter((c) => Math.round(c.top) === top);
  const middle = (cs: typeof cards) =>
    (Math.min(...cs.map((c) => c.left)) + Math.max(...cs.map((c) => c.right))) / 2;
  expect(Math.abs(middle(row(rows[0]!)) - middle(row(rows[1]!)))).toBeLessThanOrEqual(2);
});

test('/services at 1440 px: a section opens beside its named points, each name in its sentence', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto('/services');
  const section = page.getByRole('region', { name: 'Platforms', exact: true });
  const heading = (await section.getByRole('heading', { level: 2 }).boundingBox())!;
  const opening = (await section.getByText(/^The right platform depends/).boundingBox())!;
  const first = section.getByRole('listitem').first();
  const point = (await first.boundingBox())!;
  // The opening under the heading, the points in the wide column from the top.
  expect(opening.x).toBe(heading.x);
  expect(point.x).toBeGreaterThan(opening.x + opening.width);
  expect(Math.abs(point.y - heading.y)).toBeLessThanOrEqual(24);
  // "Drupal suits organizations…" reads as one sentence, its name on the same line.
  const [name, sentence] = await first.evaluate((li) => {
    const strong = [...li.querySelectorAll('strong')].find((s) => s.checkVisibility())!;
    const range = document.createRange();
    range.selectNodeContents(strong.parentElement!);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return [strong.getBoundingClientRect().top, Math.min(...lines)];
  });
  expect(Math.abs(name! - sentence!)).toBeLessThanOrEqual(4);
  expect(await first.innerText()).toMatch(/^Drupal suits organizations/);
});

test("/news's latest study says what it is about beside its screens, not on a phone", async ({
  page,
}) => {
  const latest = getWork()[0]!;
  const section = page.getByRole('region', { name: /^Our latest (sample )?case study$/ });
  await page.setViewportSize(WIDE);
  await page.goto('/news');
  await expect(section.getByText(latest.summary)).toBeVisible();
  // Under its client, above its figure: no hole between the two.
  const client = (await section.getByText(latest.client, { exact: true }).boundingBox())!;
  const summary = (await section.getByText(latest.summary).boundingBox())!;
  expect(summary.y).toBeGreaterThan(client.y);
  await page.setViewportSize(MOBILE);
  await expect(section.getByText(latest.summary)).toBeHidden();
});

/**
 * The line breaks of each visible paragraph of a card that come early: where the next line's
 * first word would have fitted at the end of the line before. Text that wraps normally breaks
 * only where the next word does not fit.
 */
function earlyBreaks(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('li p')
    .evaluateAll((paragraphs) =>
      paragraphs
        .filter((p) => p.checkVisibility())
        .flatMap((p) => {
          const text = p.firstChild;
          if (!(text instanceof Text) || p.childNodes.length !== 1) return [];
          const box = p.getBoundingClientRect();
          const words = [...text.data.matchAll(/\S+/g)].map((m) => {
            const range = document.createRange();
            range.setStart(text, m.index);
            range.setEnd(text, m.index + m[0].length);
            return { word: m[0], rect: range.getBoundingClientRect() };
          });
          const space = (() => {
            const range = document.createRange();
            const i = text.data.indexOf(' ');
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            return range.getBoundingClientRect().width;
          })();
          const early: string[] = [];
          for (let i = 1; i < words.length; i++) {
            const [before, next] = [words[i - 1]!, words[i]!];
            if (next.rect.top - before.rect.top < 2) continue;
            if (before.rect.right + space + next.rect.width < box.right - 1)
              early.push(`"…${before.word} / ${next.word}…" in "${text.data.slice(0, 30)}…"`);
          }
          return early;
        }),
    );
}

for (const viewport of [MOBILE, WIDE]) {
  test(`/clients/credit-unions at ${viewport.width} px: a card's sentences wrap where the line is full`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/clients/credit-unions');
    expect(await earlyBreaks(page)).toEqual([]);
  });
}

for (const viewport of [MOBILE, WIDE]) {
  test(`at ${viewport.width} px a numbered trail's path runs from one step's stone into the next, nothing peeking above them`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const route of ['/', '/services/drupal-websites', '/clients/credit-unions']) {
      await page.goto(route);
      const problems = await page
        .locator('main')
        .locator('.page-prose ol, .shape-trail')
        .evaluateAll((lists) =>
          lists.flatMap((ol) => {
            const box = (li: Element, pseudo: '::before' | '::after') => {
              const s = getComputedStyle(li, pseudo);
              const r = li.getBoundingClientRect();
              const left = r.left + parseFloat(s.left);
              const top = r.top + parseFloat(s.top);
              return {
                left,
                top,
                right: left + parseFloat(s.width),
                bottom: top + parseFloat(s.height),
                shadow: s.boxShadow,
              };
            };
            const items = [...ol.children].filter((li) => li.checkVisibility());
            const found: string[] = [];
            items.forEach((li, i) => {
              const stone = box(li, '::before');
              if (stone.shadow !== 'none')
                found.push(`step ${i + 1}: a second stone drawn by a shadow`);
              const next = items[i + 1];
              if (!next) return;
              const path = box(li, '::after');
              const following = box(next, '::before');
              // The path overlaps both stones (it may run under them, never stop short).
              const meets = (a: typeof path, b: typeof path) =>
                a.left <= b.right && a.right >= b.left && a.top <= b.bottom && a.bottom >= b.top;
              if (!meets(path, stone)) found.push(`step ${i + 1}: path starts short of its stone`);
              if (!meets(path, following))
                found.push(`step ${i + 1}: path stops short of the next stone`);
            });
            return found;
          }),
        );
      expect(problems, route).toEqual([]);
    }
  });
}

test('at 375 px a fold’s label carries its sign after its last word, however it wraps; a named point’s row ends in it, as a question’s does', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  // Both kinds of fold are checked somewhere: labels that fold a section's rest, and rows.
  const labelled: string[] = [];
  const rows: string[] = [];
  for (const route of ['/support', '/clients/credit-unions', '/clients']) {
    await page.goto(route);
    const places = await page
      .getByRole('main')
      .locator('details.fold-on-phones > summary')
      .evaluateAll((summaries) =>
        summaries
          .filter((s) => s.checkVisibility())
          .map((s) => {
            const svg = s.querySelector('.open-sign')!;
            const sign = svg.getBoundingClientRect();
            // The words' last letter: the last text before the sign.
            const walker = document.createTreeWalker(s, NodeFilter.SHOW_TEXT);
            let name = walker.nextNode() as Text;
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const before = n.compareDocumentPosition(svg) & Node.DOCUMENT_POSITION_FOLLOWING;
              if (before && n.textContent!.trim()) name = n as Text;
            }
            const range = document.createRange();
            range.setStart(name, name.data.trimEnd().length - 1);
            range.setEnd(name, name.data.trimEnd().length);
            const last = range.getBoundingClientRect();
            const row = s.getBoundingClientRect();
            return {
              name: name.data,
              // A label sits as wide as its words, set as a link is; a point's row runs across.
              label: s.classList.contains('w-fit'),
              gap: Math.round(sign.left - last.right),
              end: Math.round(row.right - sign.right),
              level:
                Math.abs(sign.top + sign.height / 2 - (last.top + last.height / 2)) < last.height,
            };
          }),
      );
    if (places.some((p) => p.label)) labelled.push(route);
    if (places.some((p) => !p.label)) rows.push(route);
    for (const p of places) {
      if (p.label) {
        expect(p.gap, `${route}: ${p.name}`).toBeGreaterThanOrEqual(4);
        expect(p.gap, `${route}: ${p.name}`).toBeLessThanOrEqual(24);
        expect(p.level, `${route}: ${p.name} on its last line`).toBe(true);
      } else {
        expect(p.end, `${route}: ${p.name} at its row's end`).toBeLessThanOrEqual(2);
      }
    }
  }
  expect(labelled).not.toEqual([]);
  expect(rows).not.toEqual([]);
});
