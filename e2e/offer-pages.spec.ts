import type { Locator } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { test, expect, typed } from './fixtures';
import { frontmatter } from './content-file';

/**
 * /services compares three ways to work with us instead of listing every service as a card, and
 * /why-cairn leads with evidence counted from the content: the figures are checked here against
 * the content files themselves, read independently of the site's loaders.
 */
test.describe('/services: three ways to work, compared', () => {
  test('each way says how long, how it is priced and how it starts, and links what it draws on', async ({
    page,
    request,
  }) => {
    await page.goto('/services');
    const section = page.getByRole('region', { name: 'Three ways to work with us' });
    const ways = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(ways).toHaveCount(3);
    for (const name of ['A defined project', 'A focused fix', 'An ongoing partnership']) {
      await expect(section.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    for (const term of ['How long', 'How it is priced', 'How it starts']) {
      await expect(section.getByRole('term').filter({ hasText: term })).toHaveCount(3);
    }
    const offers = await section
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(offers.length).toBeGreaterThanOrEqual(6);
    for (const href of offers) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('every service, platform and solution is one link away, and the menu reaches the platforms', async ({
    page,
  }) => {
    await page.goto('/services#platforms');
    // The ways link the services and solutions they draw on; the platforms are linked from the
    // section that says how we choose one and describes each: the section Platforms lands on.
    const index = page.locator('#ways, section:has(> * > #platforms)');
    const platforms = page.locator('section:has(> * > #platforms)');
    await expect(platforms.getByRole('heading', { level: 2, name: 'Platforms' })).toBeInViewport();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'Platforms', exact: true }),
    ).toHaveCount(1);
    await expect(platforms.getByText(/suits organizations with many editors/)).toBeVisible();
    await expect(platforms.getByRole('link', { name: 'Drupal' })).toHaveAttribute(
      'href',
      '/services/drupal-websites',
    );
    const files = ['services', 'solutions'].flatMap((dir) =>
      fs
        .readdirSync(path.join('content', dir))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `/${dir}/${f.replace(/\.md$/, '')}`),
    );
    const linked = await index
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect([...new Set(linked.filter((href) => href !== '/support'))].sort()).toEqual(files.sort());
  });

  test('a link to a page keeps one look at 375 and 1440 px: a way’s pages and the platforms’ names underlined in their words, no pills', async ({
    page,
  }) => {
    // How each link looks, read in the page: underlined, or a rounded box with a border.
    const looksOf = (links: Locator) =>
      links.evaluateAll((as) =>
        as.map((a) => {
          const style = getComputedStyle(a);
          return {
            underlined: style.textDecorationLine.includes('underline'),
            pill: style.borderTopStyle !== 'none' && parseFloat(style.borderTopLeftRadius) >= 16,
          };
        }),
      );
    await page.goto('/services');
    const platforms = page.locator('section:has(> * > #platforms)');
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      const ways = await looksOf(
        page.getByRole('region', { name: 'Three ways to work with us' }).getByRole('link'),
      );
      const named = await looksOf(platforms.getByRole('link'));
      expect(ways.length).toBeGreaterThan(0);
      // Each platform named once, its name the link to its page.
      expect(named).toHaveLength(6);
      for (const link of [...ways, ...named])
        expect(link, `${viewport.width}`).toEqual({ underlined: true, pill: false });
      await expect(platforms.getByRole('link', { name: 'Next.js' })).toBeVisible();
    }
  });
});

test('/clients leads with the five teams, each with a result from its own sector’s study', async ({
  page,
}) => {
  const studies = fs
    .readdirSync(path.join('content', 'work'))
    .map((f) => frontmatter(`work/${f}`) as Record<string, unknown>);
  await page.goto('/clients');
  const section = page.getByRole('region', { name: 'The teams we work with' });
  // Before the page's prose: the first thing under the headline.
  const first = await page
    .locator('main h2')
    .first()
    .evaluate((h) => h.textContent);
  expect(first).toBe('The teams we work with');
  const files = fs.readdirSync(path.join('content', 'clients'));
  await expect(section.getByRole('listitem')).toHaveCount(files.length);
  for (const file of files) {
    const sector = file.replace(/\.md$/, '');
    const client = frontmatter(`clients/${file}`);
    const card = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: String(client.navLabel ?? client.title) }) });
    const own = studies.filter((s) => s.sector === sector);
    expect(own.length, sector).toBeGreaterThan(0);
    const text = (await card.textContent()) ?? '';
    const shown = own.find((s) => text.includes(String(s.client)));
    expect(shown, `${sector}: ${text}`).toBeDefined();
    const [outcome] = shown!.outcomes as { label: string; before: number; after: number }[];
    expect(text).toContain(outcome!.label);
    expect(text).toContain(outcome!.before.toLocaleString('en-US'));
    expect(text).toContain(outcome!.after.toLocaleString('en-US'));
    expect(text).toContain(shown!.sample ? 'Sample study' : 'Case study');
  }
});

test.describe('/support: three example plans, compared', () => {
  test('each plan says what it suits, its care, hours, urgent response and coverage', async ({
    page,
  }) => {
    const plans = frontmatter('pages/support.md').plans as Record<string, string>[];
    expect(plans).toHaveLength(3);
    await page.goto('/support');
    const section = page.getByRole('region', { name: 'Three example plans, compared' });
    await expect(section).toContainText('written for the site it covers');
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const [i, plan] of plans.entries()) {
      const item = items.nth(i);
      await expect(
        item.getByRole('heading', { level: 3, name: plan.title, exact: true }),
      ).toBeVisible();
      await expect(item).toContainText(typed(plan.fit!, { part: true }));
      // Each value is the definition of its term, so a screen reader reads the pair.
      for (const [term, key] of [
        ['Care', 'care'],
        ['Enhancement hours', 'hours'],
        ['Urgent response', 'response'],
        ['Coverage', 'coverage'],
      ] as const) {
        const pair = item
          .locator('dl > div')
          .filter({ has: page.getByRole('term').getByText(term) });
        await expect(pair.getByRole('definition'), `${plan.title}: ${term}`).toHaveText(
          typed(plan[key]!),
        );
      }
    }
    // The plans are no longer repeated as a list in the page's prose.
    await expect(page.getByRole('heading', { name: 'Example plan tiers' })).toHaveCount(0);
  });
});

for (const { path: route, region, terms } of [
  {
    path: '/services',
    region: 'Three ways to work with us',
    terms: ['How long', 'How it is priced', 'How it starts', 'Draws on'],
  },
  {
    path: '/support',
    region: 'Three example plans, compared',
    terms: ['Care', 'Enhancement hours', 'Urgent response', 'Coverage'],
  },
]) {
  test(`${route} at 1440 px: the compared rows line up across the three columns, and stack on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(route);
    const section = page.getByRole('region', { name: region });
    const topsOf = (term: string) =>
      section
        .getByText(term, { exact: true })
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    for (const term of terms) {
      const tops = await topsOf(term);
      expect(tops, term).toHaveLength(3);
      expect(new Set(tops).size, `${term} at ${tops.join(', ')}`).toBe(1);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    const tops = await topsOf(terms[0]!);
    expect(tops[0]! < tops[1]! && tops[1]! < tops[2]!, `${terms[0]} at ${tops.join(', ')}`).toBe(
      true,
    );
  });
}

test.describe('/why-cairn: the record before the claims', () => {
  test('its figures match the team and the case studies as the content files give them', async ({
    page,
  }) => {
    await page.goto('/why-cairn');
    const record = page.getByRole('region', { name: 'The record behind the claims' });
    await expect(record.getByRole('definition').first()).toHaveText('1999');

    const since = fs
      .readdirSync(path.join('content', 'team'))
      .map((f) =>
        Number(
          /^since: (\d{4})$/m.exec(fs.readFileSync(path.join('content', 'team', f), 'utf8'))![1],
        ),
      )
      .sort((a, b) => a - b);
    const years = since.map((s) => new Date().getFullYear() - s).sort((a, b) => a - b);
    const mid = Math.floor(years.length / 2);
    const median = Math.floor(years.length % 2 ? years[mid]! : (years[mid - 1]! + years[mid]!) / 2);
    await expect(record.getByRole('definition').nth(1)).toHaveText(`${median} years`);
    await expect(record.getByRole('term').nth(1)).toContainText(
      `our ${since.length} people; the newest joined in ${since.at(-1)}`,
    );

    // A sample study's result is not the agency's record: only permissioned studies count.
    const studies = fs
      .readdirSync(path.join('content', 'work'))
      .filter((f) => f.endsWith('.md') && frontmatter(`work/${f}`).sample !== true);
    const results = record.getByRole('heading', {
      name: 'The headline result of every case study',
    });
    await expect(results).toHaveCount(studies.length > 0 ? 1 : 0);
    await expect(record.getByText('Sample project')).toHaveCount(0);
    // Every figure's evidence is the team or a permissioned study, never a sample.
    const allowed = ['/team', ...studies.map((f) => `/work/${f.replace(/\.md$/, '')}`)];
    for (const href of await record
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))) {
      if (href.startsWith('/work/') || href === '/team') expect(allowed).toContain(href);
    }
    if (studies.length === 0) return;
    const hrefs = await record
      .getByRole('list')
      .last()
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname).sort());
    expect(hrefs).toEqual(studies.map((f) => `/work/${f.replace(/\.md$/, '')}`).sort());
  });

  test('a sample is never set under a heading that claims a client: no sample mark or quote shows', async ({
    page,
  }) => {
    const copy = parse(fs.readFileSync(path.join('content', 'copy.yaml'), 'utf8')) as {
      work: { marksHeading: string };
    };
    const proof = parse(fs.readFileSync(path.join('content', 'proof.yaml'), 'utf8')) as {
      marks: { name: string; sample?: boolean }[];
      testimonials: { name: string; sample?: boolean }[];
    };
    for (const route of ['/', '/work', '/why-cairn']) {
      await page.goto(route);
      const main = page.getByRole('main');
      // The strip of marks stands only over permissioned marks (a sample study's card may still
      // name its client, labelled as a sample project).
      const strip = main.getByRole('heading', { name: copy.work.marksHeading });
      await expect(strip, route).toHaveCount(
        route !== '/why-cairn' && proof.marks.some((mark) => !mark.sample) ? 1 : 0,
      );
      for (const quote of proof.testimonials) {
        await expect(main.getByText(quote.name), `${route}: ${quote.name}`).toHaveCount(
          quote.sample || route === '/' ? 0 : 1,
        );
      }
      await expect(main.getByText('Sample clients')).toHaveCount(0);
      await expect(main.getByText('Sample quote')).toHaveCount(0);
    }
  });
});

test('on a phone the ways and the plans set each term above its value, the value at full width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [route, id] of [
    ['/services', 'ways'],
    ['/support', 'plans'],
  ] as const) {
    await page.goto(route);
    const facts = await page.locator(`#${id} dl > div`).evaluateAll((rows) =>
      rows.map((row) => {
        const term = row.querySelector('dt')!.getBoundingClientRect();
        const value = row.querySelector('dd')!.getBoundingClientRect();
        const card = row.closest('li')!.getBoundingClientRect();
        return { below: value.top >= term.bottom - 1, share: value.width / card.width };
      }),
    );
    expect(facts.length, route).toBeGreaterThan(3);
    for (const fact of facts) {
      expect(fact.below, route).toBe(true);
      expect(fact.share, route).toBeGreaterThan(0.8);
    }
  }
});

test('at 1440 px what a solution delivers fills its section in two columns', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/solutions/accessibility-audits');
  const items = page.locator('#deliverables li');
  const lefts = await items.evaluateAll((lis) =>
    lis.map((li) => Math.round(li.getBoundingClientRect().left)),
  );
  expect(lefts.length).toBeGreaterThanOrEqual(4);
  expect(new Set(lefts).size).toBe(2);
  const section = (await page.locator('#deliverables').boundingBox())!;
  const right = await items.evaluateAll((lis) =>
    Math.max(...lis.map((li) => li.getBoundingClientRect().right)),
  );
  // The second column reaches past the middle of the page.
  expect(right).toBeGreaterThan(section.x + section.width * 0.6);
});

test('/clients draws each kind of client at its place, from the one cached drawing home uses', async ({
  page,
}) => {
  await page.goto('/clients');
  const cards = page.locator('#client-types li');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(5);
  const files = new Set<string>();
  for (let i = 0; i < count; i++) {
    const drawing = cards.nth(i).locator('svg[data-art="places"]');
    await expect(drawing).toBeVisible();
    await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    files.add(((await drawing.locator('use').getAttribute('href')) ?? '').split('#')[0]!);
  }
  // One file for the five places, the same home's ending refers to.
  expect(files.size).toBe(1);
  await page.goto('/');
  const home = await page
    .locator('[data-ending="sector-leads"] svg[data-art="places"] use')
    .first()
    .getAttribute('href');
  expect(home!.split('#')[0]).toBe([...files][0]);
});

test('a platform’s breadcrumb names Platforms, as the top bar and menu do, and a service’s the services overview', async ({
  page,
}) => {
  const crumbs = () => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await page.goto('/services/drupal-websites');
  // Each crumb after the first opens with its separator.
  await expect(crumbs()).toHaveText([/^Home$/, /^\W*Platforms$/, /^\W*Drupal$/]);
  await expect(crumbs().nth(1).getByRole('link')).toHaveAttribute('href', '/services#platforms');
  await page.goto('/services/custom-web-design');
  await expect(crumbs().nth(1)).toHaveText(/^\W*Services & Solutions$/);
});
