import { test, expect } from './fixtures';
import { getCollection, getEntry } from '../content';
import { snippets } from '../content/snippets';
import { getWork } from '../content/work';

/**
 * Pages shaped by what they are: each kind of page leads with modules of its own,
 * read here as a buyer meets them, by role and text, with the copy taken from content/.
 */
const m = snippets.modules;
const studies = getWork();

/** The text of the page's h2 headings, in order. */
const h2s = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

test.describe('a client type page', () => {
  for (const client of getCollection('clients')) {
    test(`${client.href} leads with problems, rules and studies`, async ({ page }) => {
      await page.goto(client.href);
      const problems = page.getByRole('region', { name: m.problems(client.title.toLowerCase()) });
      await expect(problems.getByRole('listitem')).toHaveCount(client.problems.length);
      await expect(problems.getByRole('heading', { level: 3 })).toHaveText(
        client.problems.map((p) => p.title),
      );
      await expect(problems.getByText(client.problems[0]!.text)).toBeVisible();

      const rules = page.getByRole('region', { name: m.rules });
      await expect(rules.getByRole('heading', { level: 3 })).toHaveText(
        client.rules.map((r) => r.title),
      );

      const own = studies.filter((s) => s.sector === client.slug);
      const work = `${snippets.work.sectorHeading} ${client.title.toLowerCase()}`;
      if (own.length > 0) {
        await expect(
          page.getByRole('region', { name: work }).getByRole('heading', { level: 3 }),
        ).toHaveText(own.map((s) => s.title));
      }
      // Problems, then rules, then the long-form sections and the questions; the studies last,
      // the proof before the page's ending.
      const headings = await h2s(page);
      const at = (h: string) => headings.indexOf(h);
      expect(at(m.problems(client.title.toLowerCase()))).toBe(0);
      expect(at(m.rules)).toBe(1);
      if (own.length > 0)
        expect(at(work)).toBeGreaterThan(Math.max(at(m.rules), at(snippets.faqHeading)));
    });
  }
});

test('every client type shows each rule’s one-line meaning on a phone, its detail a tap away; from 640 px the meaning over the detail', async ({
  page,
}) => {
  for (const client of getCollection('clients')) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(client.href);
    const rules = page.getByRole('region', { name: m.rules });
    for (const rule of client.rules) {
      await expect(
        rules.getByText(rule.meaning).filter({ visible: true }),
        client.href,
      ).toHaveCount(1);
      await expect(rules.getByText(rule.text), client.href).toBeHidden();
    }
    // The meaning is the words that open the detail: no label such as "What it means".
    const first = client.rules[0]!;
    await rules.getByText(first.meaning).filter({ visible: true }).click();
    await expect(rules.getByText(first.text), client.href).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const rule of client.rules) {
      await expect(
        rules.getByText(rule.meaning).filter({ visible: true }),
        client.href,
      ).toHaveCount(1);
      await expect(rules.getByText(rule.text), client.href).toBeVisible();
    }
  }
});

test.describe('a platform page', () => {
  for (const platform of getCollection('services').filter((s) => s.category === 'platform')) {
    test(`${platform.href} says when to choose it and when not to`, async ({ page }) => {
      await page.goto(platform.href);
      const when = page.getByRole('region', { name: m.when(platform.label) });
      await expect(when).toBeVisible();
      for (const [heading, items] of [
        [m.whenYes(platform.label), platform.whenToChoose ?? []],
        [m.whenNo, platform.whenNot ?? []],
      ] as const) {
        await expect(when.getByRole('heading', { level: 3, name: heading })).toBeVisible();
        const list = when.getByRole('list').filter({ hasText: items[0] });
        await expect(list.getByRole('listitem')).toHaveText(items.map((i) => i));
      }
      expect((await h2s(page))[0]).toBe(m.when(platform.label));
    });
  }
});

test.describe('a location page', () => {
  for (const location of getCollection('locations')) {
    test(`${location.href} lists the sectors served there, with links`, async ({ page }) => {
      await page.goto(location.href);
      const sectors = page.getByRole('region', { name: m.sectors(location.state) });
      // Who the page serves, in a full sentence; the office's address stays where the page
      // ends, not in the opening of what it offers.
      const intro = sectors.getByText(m.office(location.state), { exact: true });
      await expect(intro).toBeVisible();
      await expect(intro).toHaveText(/^[A-Z].* we work with .+\.$/);
      await expect(sectors).not.toContainText('100 Summit Avenue');
      await expect(page.getByText(/100 Summit Avenue/).first()).toBeAttached();
      const items = sectors.getByRole('listitem');
      await expect(items).toHaveCount(location.sectors.length);
      // In the order the site lists its sectors everywhere (e2e/sector-order.spec.ts).
      for (const [i, served] of location.sectors.entries()) {
        const client = getEntry('clients', served.client);
        const item = items.nth(i);
        await expect(item.getByRole('link', { name: client.label, exact: true })).toHaveAttribute(
          'href',
          client.href,
        );
        await expect(item).toContainText(served.angle);
        // Every card alike: its sector's name and angle, the state's studies in its ending.
        await expect(item.getByRole('link')).toHaveCount(1);
      }
    });
  }

  test('a study in the state is in its ending, labelled, and followed there', async ({ page }) => {
    const study = studies.find((s) => s.state === 'MD')!;
    await page.goto('/locations/maryland');
    const ending = page.locator('[data-ending="location-work"]');
    const item = ending.getByRole('listitem').filter({ hasText: study.title });
    if (study.sample) await expect(item.getByText('Sample project', { exact: true })).toBeVisible();
    await item.getByRole('link', { name: study.title }).click();
    await expect(page).toHaveURL(new RegExp(`${study.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
  });
});

test.describe('a solution page', () => {
  for (const solution of getCollection('solutions')) {
    test(`${solution.href} shows ordered steps and deliverables`, async ({ page }) => {
      await page.goto(solution.href);
      const steps = page.getByRole('region', { name: m.steps });
      const ol = steps.locator('ol');
      await expect(ol).toHaveCount(1);
      await expect(ol.getByRole('listitem')).toHaveCount(solution.steps.length);
      await expect(ol.getByRole('heading', { level: 3 })).toHaveText(
        solution.steps.map((s) => s.title),
      );
      const deliverables = page.getByRole('region', { name: m.deliverables });
      await expect(deliverables.getByRole('listitem')).toHaveText(solution.deliverables);
      expect((await h2s(page)).slice(0, 2)).toEqual([m.steps, m.deliverables]);
    });
  }
});

test('/solutions names every solution once in its body, each name the link to its page, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/solutions');
  const main = page.getByRole('main');
  for (const solution of getCollection('solutions')) {
    const named = main.locator(`.prose-copy a[href="${solution.href}"]`).locator('visible=true');
    await expect(named, solution.href).toHaveCount(1);
  }
});

test('the overview pages take their list headings from content', async ({ page }) => {
  for (const [slug, id] of [
    ['clients', 'client-types'],
    ['locations', 'states'],
  ] as const) {
    const entry = getEntry('pages', slug);
    const heading = entry.grids.find((g) => g.id === id)!.heading;
    await page.goto(entry.href);
    const list = page.getByRole('region', { name: heading, exact: true });
    await expect(list.getByRole('listitem')).toHaveCount(getCollection(slug).length);
  }
});

test('a sector page with studies links from its top to them, beside its button on one line at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const client of getCollection('clients')) {
    if (!getWork().some((study) => study.sector === client.slug)) continue;
    await page.goto(client.href);
    const main = page.getByRole('main');
    const link = main.getByRole('link', { name: snippets.work.sectorLink });
    await expect(link, client.href).toBeInViewport();
    const button = (await main
      .getByRole('link', { name: snippets.heroButton })
      .first()
      .boundingBox())!;
    const box = (await link.boundingBox())!;
    expect(
      Math.abs(box.y + box.height / 2 - (button.y + button.height / 2)),
      client.href,
    ).toBeLessThan(4);
    await link.click();
    await expect(
      main.getByRole('heading', {
        name: `${snippets.work.sectorHeading} ${client.title.toLowerCase()}`,
      }),
    ).toBeInViewport();
  }
});
