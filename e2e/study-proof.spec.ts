import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { test, expect, DESKTOP, MOBILE, typed } from './fixtures';

/**
 * What a buyer can check on a case study, against the study's own file (content/work/<slug>.md,
 * read here as YAML, not through the site's loader): the client's old page beside the new one,
 * the dated timeline, the people who did the work (each one link away on /team) and, under each
 * figure, how it was measured.
 */
interface StudyFile {
  outcomes: { label: string; measured: string }[];
  people: string[];
  timeline: { date: string; event: string }[];
  images: { src: string; alt: string }[];
  beforeAfter: { before: { src: string; alt: string }; after: number; caption: string };
}

const frontmatter = <T>(file: string): T =>
  parseYaml(fs.readFileSync(file, 'utf8').split(/^---$/m)[1]!) as T;
const slugs = fs
  .readdirSync('content/work')
  .filter((f) => f.endsWith('.md'))
  .map((f) => path.basename(f, '.md'));
const studyFile = (slug: string) => frontmatter<StudyFile>(`content/work/${slug}.md`);
const person = (slug: string) =>
  frontmatter<{ name: string; role: string }>(`content/team/${slug}.md`);

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
/** "2025-09" as a reader sees it: "September 2025". */
const monthName = (ym: string) => `${MONTHS[Number(ym.slice(5)) - 1]} ${ym.slice(0, 4)}`;

test('every study shows its before/after pair, timeline, people and how each figure was measured', async ({
  page,
}) => {
  expect(slugs.length).toBeGreaterThanOrEqual(6);
  for (const slug of slugs) {
    const study = studyFile(slug);
    await page.goto(`/work/${slug}`);

    // The old page and the new one, each labelled and described.
    const before = page.getByRole('figure', { name: 'Before', exact: true });
    const after = page.getByRole('figure', { name: 'After', exact: true });
    await expect(before.getByRole('img')).toHaveAccessibleName(typed(study.beforeAfter.before.alt));
    await expect(after.getByRole('img')).toHaveAccessibleName(
      typed(study.images[study.beforeAfter.after - 1]!.alt),
    );
    await expect(page.getByText(typed(study.beforeAfter.caption))).toBeVisible();

    // The timeline: an ordered list, each step with its month as a machine-readable date.
    const timeline = page.getByRole('region', { name: 'How the project ran' }).getByRole('list');
    expect(await timeline.evaluate((list) => list.tagName)).toBe('OL');
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveCount(study.timeline.length);
    for (const [i, step] of study.timeline.entries()) {
      const time = steps.nth(i).locator('time');
      await expect(time).toHaveAttribute('datetime', step.date);
      await expect(time).toHaveText(monthName(step.date));
      await expect(steps.nth(i)).toContainText(typed(step.event, { part: true }));
    }

    // The people: name and role, each linked to their place on /team.
    const people = page.getByRole('list', { name: 'Who did the work' });
    await expect(people.getByRole('link')).toHaveCount(study.people.length);
    for (const slug of study.people) {
      const { name, role } = person(slug);
      const link = people.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/team#${slug}`);
      await expect(
        people.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) }),
      ).toContainText(role);
    }

    // Under each figure, one line on how it was measured.
    const results = page
      .getByRole('region', { name: /Results/ })
      .locator('dl')
      .last()
      .locator(':scope > div');
    await expect(results).toHaveCount(study.outcomes.length);
    for (const [i, outcome] of study.outcomes.entries()) {
      const result = results.nth(i);
      await expect(result.locator('dt')).toHaveText(typed(outcome.label));
      const line = result.getByText(typed(`How we measured it: ${outcome.measured}`));
      await expect(line).toBeVisible();
      const figure = (await result.locator('dd').first().boundingBox())!;
      expect((await line.boundingBox())!.y).toBeGreaterThan(figure.y + figure.height - 1);
    }
  }
});

test('following a person from a study lands on that person on /team', async ({ page }) => {
  const [slug] = slugs;
  const [first] = studyFile(slug!).people;
  const { name } = person(first!);
  await page.goto(`/work/${slug}`);
  await page
    .getByRole('list', { name: 'Who did the work' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/team#${first}$`));
  const card = page.locator(`[id="${first}"]`);
  await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(card).toBeInViewport();
});

for (const viewport of [MOBILE, { width: 768, height: 1024 }, DESKTOP]) {
  test(`the pair is ${viewport.width < 768 ? 'stacked' : 'side by side'} at ${viewport.width} px, its space kept before the files load`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/work/${slugs[0]}`);
    const before = page.getByRole('figure', { name: 'Before', exact: true }).getByRole('img');
    const after = page.getByRole('figure', { name: 'After', exact: true }).getByRole('img');
    // Below the story: loaded as they come into view, their boxes sized by width and height.
    for (const img of [before, after]) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
    }
    const a = (await before.boundingBox())!;
    const b = (await after.boundingBox())!;
    if (viewport.width < 768) {
      expect(b.y).toBeGreaterThan(a.y + a.height);
    } else {
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      expect(b.x).toBeGreaterThan(a.x + a.width);
    }
    expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
  });
}

/** A study card's figure as a reader sees it: the figure and its label. */
const figureOf = (card: import('@playwright/test').Locator) =>
  card.locator('[data-figure]').innerText();

test("the audits page's studies, under a heading of its own, each state a figure of their own, the audit result first", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/solutions/accessibility-audits');
  const work = page.getByRole('region', { name: 'Audits in practice' });
  await expect(work.getByRole('heading', { level: 2 })).toHaveText('Audits in practice');
  await expect(page.getByRole('heading', { name: /^Case studies:/ })).toHaveCount(0);
  const cards = work.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  // The study with an audit result leads, with that result.
  await expect(cards.first().locator('[data-figure]')).toContainText(
    'WCAG 2.2 AA failures on the rates and loan pages (before: 57)',
  );
  // Every card states a figure and its note, in one place across the row: one of its own
  // study's results (the file's first where none is about audits), never one the file lacks.
  const tops: number[] = [];
  for (const card of await cards.all()) {
    const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
    const outcomes = studyFile(href.split('/').pop()!).outcomes;
    const figure = card.locator('[data-figure]');
    await expect(figure, href).toBeVisible();
    const text = await figure.innerText();
    expect(
      outcomes.some((o) => text.includes(`${o.label} (before:`)),
      `${href}: ${text}`,
    ).toBe(true);
    tops.push(Math.round((await figure.boundingBox())!.y));
  }
  expect(new Set(tops).size, `figures level: ${tops}`).toBe(1);
});

test('a study figure is stated once on a page: the card leads with one, the places beside it another', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const larkspur = studyFile('larkspur-valley-credit-union').outcomes.map((o) => o.label);
  // A client type: its study card above with its figure, its ending the person, no figure again.
  await page.goto('/clients/credit-unions');
  const card = page
    .getByRole('region', { name: /^Our work for credit unions/ })
    .getByRole('listitem');
  const ending = page.locator('[data-ending="sector-lead"]');
  await expect(card.locator('[data-figure]')).toContainText(larkspur[0]!);
  for (const label of larkspur) await expect(ending).not.toContainText(label);
  // Home: the recent work's card, and the credit unions' sector opened.
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Sample projects' }).getByRole('listitem');
  const cardText = await figureOf(recent.filter({ hasText: 'Larkspur Valley Credit Union' }));
  expect(cardText).toContain(larkspur[0]!);
  const sector = page.locator('details', {
    has: page.locator('summary', { hasText: 'Credit Unions' }),
  });
  await sector.locator('summary').click();
  await expect(sector).toContainText(larkspur[1]!);
  await expect(sector).not.toContainText(larkspur[0]!);
});
