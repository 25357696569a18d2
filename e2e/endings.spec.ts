import { test, expect, MOBILE } from './fixtures';
import { siteConfig } from '../config/site';
import { getWork } from '../content/work';
import { getCollection, getEntry } from '../content';
import { pageKind, type PageKind } from '../content/page-kinds';
import { contactNextSteps, snippets } from '../content/snippets';
import { getTeam } from '../content/team';
import { articleRoutes, routes } from './routes';

/**
 * The endings a buyer meets on the pages that used to end with the same related cards and band:
 * what each holds and where its links go. That no two kinds of page end alike is proved on the
 * built HTML of every page (scripts/endings.build.test.ts). The pages of a kind are read from the
 * kinds (content/page-kinds.ts), so a new page of copy is checked as a statement with no change
 * here.
 */
/**
 * Waits until the ending's mark is drawn: it is a file a `<use>` names (cached from page to page),
 * so its shapes measure only once the file has come.
 */
async function markDrawn(page: import('@playwright/test').Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const mark = [...document.querySelectorAll('main > section')]
          .at(-1)
          ?.querySelector<SVGGraphicsElement>('[data-mark]');
        return !mark || mark.getBBox().height > 0;
      }),
    )
    .toBe(true);
}

const ofKind = (kind: PageKind) => routes.filter((route) => pageKind(route) === kind);
/** A page's ending block, by the mark its code gives it (not by its heading, which is copy). */
const ending = (page: import('@playwright/test').Page, block: string) =>
  page.locator(`main > [data-ending="${block}"]`);

test('a state ends with its own work, the people who live there, and a conversation', async ({
  page,
}) => {
  await page.goto('/locations/maryland');
  const end = ending(page, 'location-work');
  for (const study of getWork().filter((s) => s.state === 'MD')) {
    await expect(end.locator(`a[href="${study.href}"]`)).toBeVisible();
  }
  // Everyone based in Maryland, each linked to their card on /team.
  const here = getTeam().filter((person) => person.location.endsWith(', MD'));
  expect(here.length).toBeGreaterThan(0);
  for (const person of here) {
    await expect(end.locator(`a[href="/team#${person.slug}"]`)).toBeVisible();
  }
  await expect(end).toContainText('in person');
  await end.getByRole('link', { name: 'Start a conversation' }).click();
  await expect(page.getByRole('dialog', { name: /start a conversation/i })).toBeVisible();
});

test('a place without a study of its own ends with its neighbours’ work', async ({ page }) => {
  await page.goto('/locations/washington-dc');
  const end = ending(page, 'location-work');
  const near = getWork().filter((s) => s.state === 'MD' || s.state === 'VA');
  const shown = await end
    .locator('a[href^="/work/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(shown.length).toBeGreaterThan(0);
  for (const href of shown) expect(near.map((s) => s.href)).toContain(href);
});

test('/support ends by asking about a plan: the plans compared above, and the way back', async ({
  page,
}) => {
  await page.goto('/support');
  const compared = await page
    .locator('#plans li h3')
    .evaluateAll((hs) => hs.map((h) => h.textContent!.replace(/^\d+\s*/, '').trim()));
  const end = ending(page, 'plan-ask');
  const asked = await end.getByRole('list').first().getByRole('listitem').allInnerTexts();
  expect(asked.map((t) => t.trim())).toEqual(compared);
  // A plan's name is not dead text: it leads to that plan's column of the comparison.
  await end.getByRole('link', { name: compared[1]!, exact: true }).click();
  await expect(page.locator('#plans ol > li').nth(1)).toBeInViewport();
  expect(new URL(page.url()).hash).toBe(
    `#${await page.locator('#plans ol > li').nth(1).getAttribute('id')}`,
  );
  // The plans' terms stay in the comparison, not repeated in the ending.
  await expect(end.getByText(snippets.modules.plans.response)).toHaveCount(0);
  await end.getByRole('link', { name: snippets.modules.compare }).click();
  await expect(page).toHaveURL(/#plans$/);
  await expect(end.getByRole('link', { name: 'Start a conversation' })).toBeVisible();
});

test("/support's plans in its ending share one row on a phone, none alone on a line", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/support');
  const tops = await ending(page, 'plan-ask')
    .getByRole('list')
    .first()
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size, `tops ${tops}`).toBe(1);
});

for (const route of ofKind('statement')) {
  test(`${route} ends with a line to write to, and nothing that sells`, async ({ page }) => {
    await page.goto(route);
    const last = page.locator('main > section').last();
    await expect(last.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(page.locator('#faq-heading, #related')).toHaveCount(0);
  });
}

test('/team ends with who a buyer meets first, their portrait beside their name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/team');
  const end = ending(page, 'first-meeting');
  // The person "What happens next" names as the one who reads every message, drawn beside the
  // name (not a lone link in an empty column).
  const name = end.locator(`a[href="/team#${contactNextSteps().replier}"]`);
  await expect(name).toBeVisible();
  const portrait = end.locator('svg').first();
  await expect(portrait).toBeVisible();
  const [p, n] = [(await portrait.boundingBox())!, (await name.boundingBox())!];
  expect(n.x - (p.x + p.width), 'the name beside the portrait').toBeLessThan(32);
  expect(Math.abs(p.y + p.height / 2 - (n.y + n.height / 2))).toBeLessThan(40);
  await expect(end.getByRole('link', { name: 'Start a conversation' })).toBeVisible();
});

test('an overview ends with a guide to choosing, each choice leading to its page', async ({
  page,
}) => {
  const overviews = ofKind('overview');
  expect(overviews.length).toBeGreaterThan(0);
  for (const route of overviews) {
    await page.goto(route);
    const choices = page.locator('[data-ending="guide"] li a');
    expect(await choices.count(), route).toBeGreaterThanOrEqual(3);
    const href = await choices.first().getAttribute('href');
    await choices.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1')).toHaveCount(1);
  }
});

test('home ends with the person each sector talks to first', async ({ page }) => {
  await page.goto('/');
  const end = ending(page, 'sector-leads');
  for (const client of getCollection('clients')) {
    await expect(end.getByRole('link', { name: client.label, exact: true })).toBeVisible();
    await expect(end.locator(`a[href="/team#${client.lead.person}"]`).first()).toBeVisible();
  }
  await expect(end.getByRole('link', { name: 'Start a conversation' })).toBeVisible();
});

for (const viewport of [MOBILE, { width: 1440, height: 900 }]) {
  test(`at ${viewport.width} px home names each person once, under every sector they lead`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const people = ending(page, 'sector-leads').getByRole('listitem');
    const byPerson = new Map<string, string[]>();
    for (const client of getCollection('clients'))
      byPerson.set(client.lead.person, [...(byPerson.get(client.lead.person) ?? []), client.label]);
    // Someone leads more than one kind of client, or the check means nothing.
    expect(Math.max(...[...byPerson.values()].map((s) => s.length))).toBeGreaterThan(1);
    await expect(people).toHaveCount(byPerson.size);
    for (const [slug, sectors] of byPerson) {
      const person = people.filter({ has: page.locator(`a[href="/team#${slug}"]`) });
      await expect(person, slug).toHaveCount(1);
      for (const sector of sectors)
        await expect(person.getByRole('link', { name: sector, exact: true })).toBeVisible();
    }
  });
}

test('at 1440 px a person who leads two sectors stands under both, centred across their columns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const people = ending(page, 'sector-leads').getByRole('listitem');
  const byPerson = new Map<string, number>();
  for (const client of getCollection('clients'))
    byPerson.set(client.lead.person, (byPerson.get(client.lead.person) ?? 0) + 1);
  const shared = [...byPerson].filter(([, count]) => count > 1).map(([slug]) => slug);
  expect(shared.length, 'someone leads more than one kind of client').toBeGreaterThan(0);
  for (const slug of shared) {
    const person = people.filter({ has: page.locator(`a[href="/team#${slug}"]`) });
    const drawings = await person
      .locator('svg[data-art="places"]')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().toJSON() as DOMRect));
    // What the line shows, portrait, name and role, not the box it stands in.
    const line = await person.locator(`a[href="/team#${slug}"]`).evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a.parentElement!.parentElement!);
      return range.getBoundingClientRect().toJSON() as DOMRect;
    });
    const across = (drawings[0]!.left + drawings.at(-1)!.right) / 2;
    expect(Math.abs(line.left + line.width / 2 - across), slug).toBeLessThanOrEqual(4);
    // Beyond the first column: it reads as the second sector's person too.
    expect(line.right, slug).toBeGreaterThan(drawings[0]!.right);
  }
});

test('/news ends with its feed and a topic to start from; its latest study is full width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/news');
  const end = ending(page, 'subscribe');
  await expect(end.getByRole('link', { name: 'Subscribe to the feed' })).toHaveAttribute(
    'href',
    '/news/feed.xml',
  );
  const topics = end.locator('a[href^="/news/topic/"]');
  expect(await topics.count()).toBeGreaterThanOrEqual(3);
  await expect(topics.first()).toContainText(/\d+ articles/);
  // The latest study's card spans the page's width, its title on a line or two, not six.
  const study = page.locator('section', {
    has: page.getByRole('heading', { name: /^Our latest (sample )?case study$/ }),
  });
  const card = study.getByRole('listitem').first();
  expect((await card.boundingBox())!.width).toBeGreaterThan(1000);
  const title = card.getByRole('heading').first();
  const lines = await title.evaluate(
    (h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight),
  );
  expect(lines).toBeLessThanOrEqual(3);
});

test("an article ends with its author's next step", async ({ page }) => {
  await page.goto(articleRoutes[0]!);
  const end = ending(page, 'author-next');
  await expect(end.locator('a[href^="/team#"]')).toBeVisible();
  await expect(end.getByRole('link', { name: 'Start a conversation' })).toBeVisible();
  await expect(end.getByRole('link', { name: 'More from the journal' })).toHaveAttribute(
    'href',
    '/news',
  );
});

/**
 * The ground each ending stands on, against the footer's: its own colour, not the footer's grey
 * behind a hairline, with the page's background between it and the footer. One page of each
 * kind, but a
 * statement (its line sits on the page: it stays a document) and /contact (the form is the page).
 */
const firstOfKind = new Map<PageKind, string>();
for (const route of routes) {
  const kind = pageKind(route);
  if (!kind || ['statement', 'contact'].includes(kind)) continue;
  if (!firstOfKind.has(kind)) firstOfKind.set(kind, route);
}
const panelled = [...firstOfKind.values()];
for (const theme of ['light', 'dark'] as const) {
  test(`every ending stands on a ground of its own, clear of the footer (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    expect(panelled.length).toBeGreaterThanOrEqual(8);
    for (const route of panelled) {
      await page.goto(route);
      const found = await page.evaluate(() => {
        const section = [...document.querySelectorAll('main > section')].at(-1)!;
        // The ending's panel: the first box inside it with a background of its own.
        const panel = [...section.querySelectorAll('*')].find(
          (el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)',
        )!;
        const footer = document.querySelector('footer')!;
        return {
          panel: getComputedStyle(panel).backgroundColor,
          footer: getComputedStyle(footer).backgroundColor,
          page: getComputedStyle(document.body).backgroundColor,
          gap: footer.getBoundingClientRect().top - panel.getBoundingClientRect().bottom,
          bleed: panel.getBoundingClientRect().width >= document.documentElement.clientWidth,
        };
      });
      expect(found.panel, `${route}: the ending's ground`).not.toBe(found.footer);
      expect(found.panel, `${route}: the ending's ground`).not.toBe(found.page);
      // A panel has the page's ground between it and the footer; a band from edge to edge runs
      // into the footer, with no strip of the page's ground left over between the two.
      if (found.bleed) {
        expect(found.gap, `${route}: the band meets the footer`).toBe(0);
      } else {
        expect(
          found.gap,
          `${route}: space between the panel and the footer`,
        ).toBeGreaterThanOrEqual(32);
      }
    }
  });
}

/**
 * Each kind of ending signed with a drawing of its own, chosen by what it says
 * (components/art/ending-marks.tsx): the trail to the cairn only where a study goes on to the
 * next, none on home (its ending draws each sector's place). One page of each kind at 1280 px.
 */
/**
 * A kind of client closes where the trail arrives at that client's own building, by the landmark
 * its page draws (its motif): the buildings of /clients' row. Another motif ends at the bench.
 */
const BUILDING: Record<string, string> = {
  heart: 'house',
  members: 'hall',
  power: 'water-tower',
  bank: 'bank',
  care: 'clinic',
};
const buildingOf = (route: string) =>
  BUILDING[getEntry('clients', route.split('/').at(-1)!).motif ?? ''] ?? 'bench';
const MARKS: Partial<Record<PageKind, string | null>> = {
  home: null,
  study: 'trail',
  article: 'register',
  'news-index': 'notice-board',
  support: 'hut',
  why: 'summit',
  team: 'campfire',
  'work-index': 'signpost',
  // The first overview, /clients, ends under its five kinds of client; /services at the fork
  // (the test after this one).
  overview: 'hamlet',
  offer: 'stones',
  location: 'map-pin',
  sector: buildingOf(ofKind('sector')[0]!),
  'audit-report': 'register',
};
/** The pages a reviewer read one after another: no two of them close on the same drawing. */
const APART: PageKind[] = ['team', 'why', 'support', 'news-index', 'article', 'work-index'];

test('each kind of ending has its own mark, in its corner, clear of its words and buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(Object.keys(MARKS).sort()).toEqual([...firstOfKind.keys()].sort());
  const drawn = new Map<PageKind, string | null>();
  for (const [kind, expected] of Object.entries(MARKS) as [PageKind, string | null][]) {
    const route = firstOfKind.get(kind)!;
    await page.goto(route);
    await markDrawn(page);
    const found = await page.evaluate(() => {
      const section = [...document.querySelectorAll('main > section')].at(-1)!;
      const marks = section.querySelectorAll('[data-mark]');
      const mark = marks[0];
      if (!mark) return { count: 0, mark: null, problems: [] as string[] };
      const box = mark.getBoundingClientRect();
      const panel = mark.parentElement!.getBoundingClientRect();
      const within = (outer: DOMRect) =>
        box.left >= outer.left - 0.5 &&
        box.right <= outer.right + 0.5 &&
        box.top >= outer.top - 0.5 &&
        box.bottom <= outer.bottom + 0.5;
      const overlaps = (r: DOMRect) =>
        r.width > 0 &&
        r.height > 0 &&
        r.left < box.right &&
        r.right > box.left &&
        r.top < box.bottom &&
        r.bottom > box.top;
      const problems: string[] = [];
      // Drawn at a size that reads as a drawing, not an icon: its landmark some 150 px across (the
      // frame's 320 units over 500 px or more; its box is as tall as its drawing).
      if (box.width < 500) problems.push(`drawn ${box.width}×${box.height}`);
      if (!within(panel)) problems.push('outside its panel');
      // Its drawing inside its frame (320 × 96): a stone past the edge is cut flat.
      const drawing = (mark as SVGGraphicsElement).getBBox();
      if (
        drawing.x < 0 ||
        drawing.y < 0 ||
        drawing.x + drawing.width > 320 ||
        drawing.y + drawing.height > 96
      ) {
        problems.push(`drawn past its frame: ${JSON.stringify(drawing)}`);
      }
      // Its box cut to the drawing's height, never through it: the box starts above its top.
      const cut = (mark as SVGSVGElement).viewBox.baseVal.y;
      if (drawing.y < cut) problems.push(`cut at ${cut}, drawn from ${drawing.y}`);
      if (!within(section.getBoundingClientRect())) problems.push('outside its ending');
      // Its words' boxes, not the blocks that hold them: a heading, a link, a button.
      for (const el of section.querySelectorAll('h2, h3, a, button')) {
        if (overlaps(el.getBoundingClientRect())) {
          problems.push(`covers ${el.tagName}: ${el.textContent?.trim().slice(0, 40)}`);
        }
      }
      return {
        count: marks.length,
        mark: mark.getAttribute('data-mark'),
        hidden: mark.getAttribute('aria-hidden'),
        file: mark.querySelector('use')?.getAttribute('href') ?? null,
        problems,
      };
    });
    expect(found.mark, `${route} (${kind})`).toBe(expected);
    if (expected === null) continue;
    expect(found.count, `${route}: one mark`).toBe(1);
    expect(found.hidden, `${route}: decoration`).toBe('true');
    // Drawn from a file the next page takes from the cache, not carried in every document.
    expect(found.file, `${route}: the mark's file`).toMatch(
      new RegExp(`^/art/mark-${expected}\\.[0-9a-f]{12}\\.svg#art$`),
    );
    expect(found.problems, `${route} (${kind})`).toEqual([]);
    drawn.set(kind, found.mark);
  }
  const apart = APART.map((kind) => drawn.get(kind));
  expect(new Set(apart).size, apart.join(', ')).toBe(APART.length);
  expect(new Set(drawn.values()).size).toBeGreaterThanOrEqual(5);
  // Under 1024 px the ending's words take the panel: the mark stays out.
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/team');
  await expect(page.locator('main [data-mark]')).toBeHidden();
});

test('/clients, /services and /solutions, overviews a buyer reads in turn, close on drawings of their own, each inside its frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const marks: Record<string, string | null> = {};
  for (const route of ['/clients', '/services', '/solutions']) {
    await page.goto(route);
    await markDrawn(page);
    const found = await page.evaluate(() => {
      const mark = [...document.querySelectorAll('main > section')]
        .at(-1)!
        .querySelector('[data-mark]') as SVGGraphicsElement | null;
      const box = mark?.getBBox();
      return {
        mark: mark?.getAttribute('data-mark') ?? null,
        inside:
          !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 320 && box.y + box.height <= 96,
      };
    });
    marks[route] = found.mark;
    expect(found.inside, route).toBe(true);
  }
  // The five kinds of client it introduces, along the trail; the fork for the choice of services;
  // the crew's tools by the steps they set for solutions, each of which mends a stretch of the way.
  expect(marks).toEqual({ '/clients': 'hamlet', '/services': 'fork', '/solutions': 'tools' });
});

test('each kind of client closes at its own building, inside its frame, clear of the words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const sectors = ofKind('sector');
  expect(sectors.length).toBeGreaterThanOrEqual(5);
  const marks: string[] = [];
  for (const route of sectors) {
    await page.goto(route);
    await markDrawn(page);
    const found = await ending(page, 'sector-lead').evaluate((section) => {
      const mark = section.querySelector<SVGGraphicsElement>('[data-mark]')!;
      const box = mark.getBBox();
      const drawn = mark.getBoundingClientRect();
      // Its words' boxes, not the blocks that hold them: a heading, a link, a button.
      const covered = [...section.querySelectorAll('h2, h3, a, button')].filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.left < drawn.right &&
          r.right > drawn.left &&
          r.top < drawn.bottom &&
          r.bottom > drawn.top
        );
      });
      return {
        mark: mark.getAttribute('data-mark'),
        inside: box.x >= 0 && box.y >= 0 && box.x + box.width <= 320 && box.y + box.height <= 96,
        covered: covered.map((el) => el.textContent?.trim().slice(0, 30)),
      };
    });
    expect(found.mark, route).toBe(buildingOf(route));
    expect(found.inside, route).toBe(true);
    expect(found.covered, route).toEqual([]);
    marks.push(found.mark!);
  }
  // The five kinds of client: five buildings, none the lookout's bench.
  const buildings = marks.filter((mark) => mark !== 'bench');
  expect(new Set(buildings).size, marks.join(', ')).toBe(5);
});

test('at 1440 px a client type’s building stands under the person’s words, and the panel ends with the conversation or the building', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const route of ofKind('sector')) {
    await page.goto(route);
    await markDrawn(page);
    const found = await ending(page, 'sector-lead').evaluate((section) => {
      const bottom = (el: Element) => el.getBoundingClientRect().bottom;
      const panel = section.querySelector('[data-mark]')!.parentElement!;
      const mark = section.querySelector('[data-mark]')!.getBoundingClientRect();
      const person = section.querySelector('h2')!.closest('div.flex')!.parentElement!;
      const line = person.querySelector('p.text-lg')!;
      const related = section.querySelector('nav')!;
      return {
        // The building's drawing begins under the person's words, not under the conversation.
        markLeft: mark.left,
        markMiddle: mark.left + mark.width / 2,
        lineLeft: line.getBoundingClientRect().left,
        lineRight: line.getBoundingClientRect().right,
        // What the panel keeps under the lower of its two columns' last words.
        under: bottom(panel) - Math.max(bottom(line) + mark.height, bottom(related)),
      };
    });
    expect(found.markMiddle, route).toBeLessThan(found.lineRight);
    expect(found.markLeft, route).toBeGreaterThanOrEqual(found.lineLeft - 48);
    // Its room (the drawing's height, 16 px of air) and the panel's own padding, no strip more.
    expect(found.under, route).toBeLessThanOrEqual(16 + 48 + 2);
  }
});

test('a page of each way of working closes on that way’s own drawing, inside its frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A service or solution each way offers (on /services; /support ends on its plans), and a
  // platform, which no way lists.
  const ways = getEntry('pages', 'services').ways ?? [];
  expect(ways.length).toBeGreaterThan(1);
  const offered = (offers: string[]) =>
    offers.find((href) => /^\/(services|solutions)\//.test(href))!;
  const routes = [...ways.map((way) => offered(way.offers)), '/services/drupal-websites'];
  const marks: (string | null)[] = [];
  for (const route of routes) {
    await page.goto(route);
    await markDrawn(page);
    const found = await page.evaluate(() => {
      const mark = document.querySelector<SVGGraphicsElement>('[data-ending="way"] [data-mark]');
      const box = mark?.getBBox();
      return {
        mark: mark?.getAttribute('data-mark') ?? null,
        inside:
          !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 320 && box.y + box.height <= 96,
      };
    });
    expect(found.inside, route).toBe(true);
    marks.push(found.mark);
  }
  // No two ways share a drawing; a platform is built as a defined project, the first way.
  expect(new Set(marks.slice(0, ways.length)).size, marks.join(', ')).toBe(ways.length);
  expect(marks.at(-1)).toBe(marks[0]);
});

test('one eyebrow style: the small headings of an ending wear the hero eyebrow’s', async ({
  page,
}) => {
  await page.goto('/services/drupal-websites');
  const looks = await page.getByRole('main').evaluate((main) => {
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      const blaze = getComputedStyle(el, '::before');
      return [s.fontFamily, s.fontSize, s.textTransform, blaze.width].join(' | ');
    };
    const hero = main.querySelector('#page-title .blazed')!;
    // The ending's small headings: its label and "Related pages".
    const small = [...main.querySelectorAll(':scope > section:last-of-type :is(h2, h3)')].filter(
      (h) => parseFloat(getComputedStyle(h).fontSize) < 16,
    );
    return { hero: look(hero), ending: small.map(look) };
  });
  expect(looks.ending.length).toBeGreaterThanOrEqual(2);
  for (const look of looks.ending) expect(look).toBe(looks.hero);
});

/**
 * A client type, a service or solution answers its questions after what it explains and before
 * its studies, so the case comes before the answers and the proof before the ending, never
 * from its questions straight to its ending. A state, without studies, asks them after all it
 * explains (its questions build on its sections), just before its ending: not between its
 * sectors and its first section.
 */
test('questions come after what a page explains and before its proof', async ({ page }) => {
  const order = async () =>
    page
      .getByRole('main')
      .evaluate((main) =>
        [...main.children]
          .filter((el) => el.tagName === 'SECTION' || el.tagName === 'DIV')
          .map((el) => el.querySelector('h2')?.id ?? ''),
      );
  for (const [route, explained] of [
    ['/clients/credit-unions', 'how-cairn-helps'],
    ['/services/drupal-websites', 'how-we-build-drupal-sites'],
    ['/solutions/accessibility-audits', 'barriers-you-cannot-see-from-your-own-screen'],
  ] as const) {
    await page.goto(route);
    const shown = await order();
    const questions = shown.indexOf('faq-heading');
    expect(shown.indexOf(explained), `${route}: ${shown.join(', ')}`).toBeGreaterThan(-1);
    expect(shown.indexOf(explained), `${route}: ${shown.join(', ')}`).toBeLessThan(questions);
    expect(shown[questions + 1], `${route}: ${shown.join(', ')}`).toBe('work-heading');
  }
  await page.goto('/locations/maryland');
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .evaluateAll((hs) => hs.map((h) => h.textContent?.trim() ?? ''));
  const questions = headings.indexOf(snippets.faqHeading);
  const lastSection = headings.indexOf('Why a nearby partner helps');
  expect(lastSection, headings.join(' | ')).toBeGreaterThan(
    headings.indexOf('Who we serve in Maryland'),
  );
  expect(questions, headings.join(' | ')).toBe(lastSection + 1);
});

test('on a phone a service ends with its way’s facts before the button that starts it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/services/drupal-websites');
  const way = ending(page, 'way');
  const facts = way.locator('dl');
  const button = way
    .getByRole('button', { name: snippets.contactAction })
    .or(way.getByRole('link', { name: snippets.contactAction }));
  await expect(facts).toBeVisible();
  const factsBox = (await facts.boundingBox())!;
  const buttonBox = (await button.first().boundingBox())!;
  expect(factsBox.y + factsBox.height).toBeLessThanOrEqual(buttonBox.y);
});

test('endings are not all one card: home and a case study close on a band from edge to edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const groundWidth = async (route: string) => {
    await page.goto(route);
    // The ending's ground: the widest box under its heading with a background of its own.
    return page
      .locator('main > section')
      .last()
      .evaluate((section) =>
        Math.max(
          ...[section, ...section.querySelectorAll('div')]
            .filter((el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)')
            .map((el) => Math.round(el.getBoundingClientRect().width)),
        ),
      );
  };
  const viewport = await page.evaluate(() => document.documentElement.clientWidth);
  expect(await groundWidth('/')).toBe(viewport);
  expect(await groundWidth(getWork()[0]!.href)).toBe(viewport);
  expect(await groundWidth('/services')).toBeLessThan(viewport - 100);
});

for (const viewport of [MOBILE, { width: 1440, height: 900 }]) {
  test(`at ${viewport.width} px a client type's ending is its person, then the conversation (${viewport.width < 1024 ? 'under' : 'beside'} the person), its related pages last, and no study figure the card above already shows`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/clients/credit-unions');
    const end = ending(page, 'sector-lead');
    const client = getCollection('clients').find((c) => c.slug === 'credit-unions')!;
    const box = async (l: import('@playwright/test').Locator) => (await l.boundingBox())!;
    const line = await box(end.getByText(client.lead.line));
    const button = await box(end.getByRole('link', { name: 'Start a conversation' }));
    const related = await box(end.getByRole('navigation', { name: 'Related pages' }));
    if (viewport.width < 1024) {
      expect(button.y).toBeGreaterThan(line.y + line.height);
    } else {
      // Beside the person's words, so the panel's right half holds the conversation.
      expect(button.x).toBeGreaterThanOrEqual(line.x + line.width);
    }
    expect(related.y).toBeGreaterThan(button.y + button.height);
    // The sector's study stands just above with its results: none repeated here.
    await expect(end.locator('figure, [data-figure]')).toHaveCount(0);
  });
}

test('at 1440 px an overview’s guide stands beside its words and takes the panel’s width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const route of ['/services', '/clients']) {
    await page.goto(route);
    const ending = page.locator('[data-ending="guide"]');
    const panel = (await ending.locator('div.rounded-3xl').first().boundingBox())!;
    const words = (await ending.locator('p').first().boundingBox())!;
    const guide = (await ending.getByRole('list').first().boundingBox())!;
    const action = (await ending
      .getByRole('link', { name: snippets.contactAction })
      .boundingBox())!;
    // The guide to the right of the words, level with them, reaching the panel's far side.
    expect(guide.x, route).toBeGreaterThanOrEqual(words.x + words.width);
    expect(Math.abs(guide.y - words.y), route).toBeLessThanOrEqual(24);
    expect(panel.x + panel.width - (guide.x + guide.width), route).toBeLessThanOrEqual(64);
    // The conversation under the words, not under the guide.
    expect(action.x + action.width, route).toBeLessThanOrEqual(guide.x);
  }
});

test('a buyer who would rather hear a client is offered the call under each set of sample studies and at the end of home', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const route of ['/', '/clients/credit-unions', '/services/drupal-websites']) {
    await page.goto(route);
    const studies = page.locator('main section[data-grid="study-cards"]');
    await expect(
      studies.getByRole('link', { name: snippets.referenceOffer.link }),
      route,
    ).toHaveAttribute('href', /^\/contact#/);
  }
  // Wherever a sample is named as proof, and where /why-cairn says what happens next.
  const study = getWork()[0]!;
  for (const [route, where] of [
    ['/clients', 'main section[data-grid="card-grid"]'],
    ['/news', 'main section[aria-labelledby="latest-study-heading"]'],
    [study.href, 'main section[aria-labelledby="next-study-heading"]'],
    ['/locations/maryland', 'main [data-ending="location-work"]'],
    ['/why-cairn', 'main [data-ending="next-steps"]'],
  ] as const) {
    await page.goto(route);
    const call = page.locator(where).getByRole('link', { name: snippets.referenceOffer.link });
    await expect(call, route).toBeVisible();
    await expect(call, route).toHaveAttribute('href', /^\/contact#/);
  }
  await page.goto('/');
  const end = ending(page, 'sector-leads');
  await expect(end.getByRole('link', { name: snippets.referenceOffer.link })).toBeVisible();
  // Home's ending has no drawing: no empty strip of its colour kept under its actions for one.
  const room = await end.evaluate((section) => {
    const action = section.querySelector('a[data-contact]')!.getBoundingClientRect();
    return section.getBoundingClientRect().bottom - action.bottom;
  });
  expect(room).toBeLessThanOrEqual(80);
});

test('where the words run longer than the column over the drawing, the panel ends with the words, and the drawing stays clear of them at 1024 px', async ({
  page,
}) => {
  for (const route of ['/why-cairn', '/services/drupal-websites']) {
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const found = await page.evaluate(() => {
        const section = [...document.querySelectorAll('main > section')].at(-1)!;
        const mark = section.querySelector('[data-mark]')!.getBoundingClientRect();
        const panel = section.querySelector('[data-mark]')!.parentElement!.getBoundingClientRect();
        const words = [...section.querySelectorAll('h2, h3, p, a, button, dd, li')].map((el) =>
          el.getBoundingClientRect(),
        );
        const covered = words.filter(
          (r) =>
            r.width > 0 &&
            r.left < mark.right &&
            r.right > mark.left &&
            r.top < mark.bottom &&
            r.bottom > mark.top,
        ).length;
        return { strip: panel.bottom - Math.max(...words.map((r) => r.bottom)), covered };
      });
      expect(found.covered, `${route} at ${width}: words over the drawing's box`).toBe(0);
      // From 1280 px the panel's own 48 px of padding under the longer column and its last line's
      // spacing, not the 100–170 px a drawing's room added under it.
      if (width >= 1280) expect(found.strip, `${route} at ${width}`).toBeLessThanOrEqual(72);
    }
  }
});
