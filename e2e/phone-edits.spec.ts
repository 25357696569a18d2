import { test, expect, MOBILE } from './fixtures';
import type { Locator } from '@playwright/test';

/**
 * Phone pages edited by hand: what a phone visitor taps to read on is written for its section
 * (e2e/polish.spec.ts checks every fold's words), and home's trail shows its steps whole.
 */
test('at 375 px /why-cairn shows its three reasons of experience, each named over its words, and folds only behind a label written for its section', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/why-cairn');
  const main = page.getByRole('main');
  const experience = main.getByRole('region', { name: 'Experience you can lean on' });
  for (const [name, words] of [
    ['Long enough to know the cycle', /We have rebuilt sites other agencies launched and left/],
    ['We focus on mission-driven sectors', /We work with non-profits, membership organizations/],
    ['Senior people do the work', /never handed from a pitch team to a crew of juniors/],
  ] as const) {
    await expect(experience.getByText(name, { exact: true }).locator('visible=true')).toHaveCount(
      1,
    );
    await expect(experience.getByText(words).locator('visible=true')).toHaveCount(1);
  }
  await expect(main.locator('summary', { hasText: /^Support after launch$/ })).toBeVisible();
});

test("at 375 px home's four steps are on the trail whole, each name over its sentences, nothing to open", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const trail = page.getByRole('region', { name: 'How we work' });
  const steps = trail.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [i, [name, text]] of [
    ['Survey the ground', /We interview your team/],
    ['Mark the route', /We agree on a sitemap/],
    ['Build in the open', /You see working pages/],
    ['Launch and stay', /We handle redirects/],
  ].entries()) {
    const step = steps.nth(i);
    await expect(step.getByText(name as string, { exact: true })).toBeVisible();
    await expect(step.getByText(text as RegExp)).toBeVisible();
  }
  await expect(trail.locator('summary')).toHaveCount(0);
});

test("at 375 px every trail of steps is whole, as on home: each step's words in sight, nothing to open", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  for (const path of [
    '/clients/credit-unions',
    '/services/drupal-websites',
    '/locations/maryland',
    '/support',
  ]) {
    await page.goto(path);
    const trail = page.locator('main ol.shape-trail');
    await expect(trail, path).toHaveCount(1);
    await expect(trail.locator('summary'), path).toHaveCount(0);
    for (const step of await trail.getByRole('listitem').all()) {
      await expect(step.locator('.prose-copy').first(), path).toBeVisible();
    }
  }
});

test("at 375 px a column's points read alike: beside a point of one sentence, none folds", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/why-cairn');
  const standards = page.getByRole('region', { name: 'Standards built in, not bolted on' });
  // "You own everything" is one sentence, with nothing to fold: the others show whole beside it.
  const owned = standards.getByRole('listitem').filter({ hasText: 'You own everything' });
  await expect(owned.getByText(/^Code in your repository/)).toBeVisible();
  const point = standards.getByRole('listitem').filter({ hasText: 'Accessibility is standard' });
  await expect(point.getByRole('heading', { name: 'Accessibility is standard' })).toBeVisible();
  await expect(point.getByText(/part of the price, not an upgrade/)).toBeVisible();
  await expect(standards.locator('summary')).toHaveCount(0);
  // Each point's text in one size.
  const size = (text: Locator) => text.evaluate((el) => getComputedStyle(el).fontSize);
  expect(await size(owned.getByText(/^Code in your repository/))).toBe(
    await size(point.getByText(/^Every site is designed and tested/)),
  );
});

test('at 375 px /team names the crew its "usually includes:" leads to, each with its line, and folds what follows', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/team');
  const section = page.getByRole('region', { name: 'How the team is organized' });
  await expect(section.getByText(/usually includes:$/)).toBeVisible();
  // Four roles of a line or two each: whole, nothing to open for a sentence.
  for (const [name, words] of [
    ['A project lead', /who owns the plan, the budget and the relationship/],
    ['A quality and accessibility specialist', /who tests with automated tools/],
  ] as const) {
    await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByText(words)).toBeVisible();
  }
  await expect(section.locator('summary', { hasText: 'A project lead' })).toHaveCount(0);
  // The fold after the crew holds what follows it, under a label that says so.
  await expect(section.locator('summary', { hasText: /^After launch$/ })).toBeVisible();
  await expect(section.getByText(/^Crews stay together through launch/)).toBeHidden();
});

test('at 375 px /support shows the six parts of a plan, each by name with its sentence: no bare name to open', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/support');
  const section = page.getByRole('region', { name: 'What a support plan covers' });
  for (const [name, words] of [
    ['Security updates', /apply core, module, plugin/],
    ['Monitoring', /SSL certificate and domain expiry/],
    ['Backups you can trust', /periodic test restores/],
    ['Content help', /tricky pages/],
    ['Small enhancements', /monthly allowance of hours/],
    ['Accessibility and performance checks', /quietly erode the standards/],
  ] as const) {
    await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByText(words)).toBeVisible();
  }
  // Each one sentence: nothing folded under a name.
  await expect(section.locator('summary')).toHaveCount(0);
});

test('at 375 px /clients shows what the audiences share, each name over its first sentence, the rest one tap away', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/clients');
  const section = page.getByRole('region', { name: 'What these five audiences share' });
  const row = section.locator('details').filter({ hasText: 'Earn trust quickly' });
  await expect(row.locator('summary')).toContainText('Earn trust quickly');
  await expect(row.locator('summary [data-gist]')).toHaveText(
    'Visitors arrive worried about a bill, a diagnosis, a deadline or a donation.',
  );
  // The point's text is in the page twice, one copy shown per width: none shows yet.
  const rest = row.getByText(/calm, consistent design/).filter({ visible: true });
  await expect(rest).toHaveCount(0);
  await row.locator('summary').click();
  await expect(rest).toHaveCount(1);
  // The five points read alike: each its name over its first sentence, none left open beside
  // folded ones.
  await expect(section.locator('summary')).toHaveCount(5);
  await expect(
    section.locator('summary', { hasText: 'Answer to someone' }).locator('[data-gist]'),
  ).toHaveText(
    'Boards, regulators, members and funders read your site, some of them the fine print.',
  );
  // At 1280 px each point reads whole after its name, one paragraph, no summary in sight.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(rest).toHaveCount(1);
  await expect(row.locator('summary')).toBeHidden();
  // Its two sentences run on in one block, not split into a gist and a paragraph after it.
  await expect(row.getByText(/a donation\. Clear language/).filter({ visible: true })).toHaveCount(
    1,
  );
});

test("at 375 px an audit's kinds of testing each show a one-line gist, the detail folded", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/solutions/accessibility-audits');
  const section = page.getByRole('region', { name: 'Testing the way people actually browse' });
  for (const [name, gist] of [
    ['Automated scanning', 'Finds common issues fast.'],
    ['Manual expert review', 'Checks pages against WCAG 2.2 AA.'],
    ['Screen reader testing', 'Runs key tasks with screen readers.'],
  ] as const) {
    const row = section.locator('details').filter({ hasText: name });
    await expect(row.locator('summary')).toContainText(name);
    await expect(row.locator('summary [data-gist]')).toHaveText(gist);
    await expect(row.locator('summary [data-gist]')).toBeVisible();
    // One line: the gist's box is no taller than one line of its text.
    const box = await row.locator('summary [data-gist]').evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(box.height).toBeLessThanOrEqual(box.line * 1.5);
  }
  const scanning = section.locator('details').filter({ hasText: 'Automated scanning' });
  const detail = scanning.getByText(/missing labels, low color contrast/).filter({ visible: true });
  await expect(detail).toHaveCount(0);
  await scanning.locator('summary').click();
  await expect(detail).toHaveCount(1);
});

test("at 375 px Maryland's weather statement keeps its answer in sight, folding only what follows", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/locations/maryland');
  const section = page.getByRole('region', { name: 'Regional realities we design for' });
  await expect(section.getByText(/^When the weather turns/)).toBeVisible();
  const answer = section.getByText(/^Nor.easters, summer derechos/);
  await expect(answer).toBeVisible();
  const fold = section.locator('summary', { hasText: /^Language and local rules$/ });
  await expect(fold).toBeVisible();
  // The answer stands above the fold, and what the label names is inside it.
  expect((await answer.boundingBox())!.y).toBeLessThan((await fold.boundingBox())!.y);
  await expect(section.getByText(/^Language matters too/)).toBeHidden();
});

test("at 375 px healthcare's four-stage statement names its stages, each with its line", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/clients/healthcare-organizations');
  const section = page.getByRole('region', { name: 'A four-stage engagement' });
  await expect(section.getByText(/^Four stages, each ending in something/)).toBeVisible();
  for (const name of ['Discovery', 'Architecture', 'Design and development', 'Launch and care'])
    await expect(section.getByText(name, { exact: true })).toBeVisible();
  await expect(section.getByText(/Stakeholder interviews across marketing/)).toBeVisible();
  await expect(section.locator('summary')).toHaveCount(0);
});

test('at 375 px a sector’s problems and /team’s people are rows between rules, not framed cards; cards from 640 px', async ({
  page,
}) => {
  const framed = (items: Locator) =>
    items.evaluateAll((lis) =>
      lis.map((li) => {
        const style = getComputedStyle(li);
        return parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderTopLeftRadius) > 0;
      }),
    );
  const lists = [
    ['/clients/credit-unions', 'Problems we solve for credit unions'],
    ['/team', 'The people you will work with'],
  ] as const;
  for (const [width, cards] of [
    [MOBILE.width, false],
    [1280, true],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of lists) {
      await page.goto(path);
      const items = page
        .getByRole('region', { name: heading })
        .getByRole('list')
        .first()
        .locator(':scope > li');
      expect(await items.count(), path).toBeGreaterThanOrEqual(4);
      expect(new Set(await framed(items)), `${path} at ${width} px`).toEqual(new Set([cards]));
    }
  }
});

test('at 375 px a group’s sub-heading is set a step below its section’s heading', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/services/drupal-websites');
  const size = (name: string) =>
    page
      .getByRole('heading', { name, exact: true })
      .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  const section = await size('Is Drupal the right choice?');
  const group = await size('Choose Drupal when');
  expect(group).toBeLessThan(section - 2);
});
