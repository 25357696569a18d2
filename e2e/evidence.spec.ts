import type { Locator } from '@playwright/test';
import { test, expect, DESKTOP, MOBILE } from './fixtures';
import { axeSource, axeViolations, setTheme, WCAG_TAGS } from '../tests/e2e/axe';
import { siteEvidence } from '../content/site-evidence';
import { gradeHeaders } from '../lib/security-grade';
import { AUDIT_FINDINGS } from '../content/site-audit';
import { getCollection, getEntry } from '../content';
import { snippets } from '../content/snippets';
import { EDITOR_PHONE_WIDTH } from '../content/editor-shots';
import { imageFile, shownFile } from './images';

/**
 * /why-cairn's record against the running build: the grade it states is the grade of the headers
 * the home page is sent with now, its rules are the sweep's, and each figure links to the part of
 * the audit report that shows how it was measured: a page of the site (the route sweep checks it
 * with axe in both themes), with a plain copy to download that reads without a style or a script.
 * The bytes are held on the build itself (scripts/evidence.build.test.ts).
 */
const record = siteEvidence();
const REPORT = '/why-cairn/accessibility-audit';
const FILE = '/why-cairn/accessibility-audit.html';

test('the headers grade the record states is what the home page is sent with', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const { grade, present, missing, warnings } = gradeHeaders(response.headersArray());
  const stale =
    'content/site-evidence.json is stale: npx tsx scripts/evidence.ts --headers on this build';
  expect({ grade, present, missing, warnings }, stale).toEqual({
    grade: record.headers.grade,
    present: record.headers.present,
    missing: record.headers.missing,
    warnings: record.headers.warnings,
  });
  expect(record.accessibility.tags, 'the sweep’s rule tags (tests/e2e/axe.ts)').toEqual(WCAG_TAGS);
});

test('each figure of “Check us on this site” links to its evidence in the audit report', async ({
  page,
  request,
}) => {
  await page.goto('/why-cairn');
  const section = page.locator('#site');
  const figures = section.locator('dl > div');
  expect(await figures.count()).toBeGreaterThanOrEqual(6);
  await expect(
    figures.filter({ hasText: 'errors an automated checker (axe) finds' }).locator('dd'),
  ).toHaveText(String(record.accessibility.violations));
  await expect(figures.filter({ hasText: 'security headers' }).locator('dd')).toHaveText(
    record.headers.grade,
  );
  const report = await (await request.get(REPORT)).text();
  const file = await (await request.get(FILE)).text();
  for (const link of await section.locator('dl a').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const [path, anchor] = href.split('#');
    expect(path, `${await link.textContent()}`).toBe(REPORT);
    expect(report, `the report has #${anchor}`).toContain(`id="${anchor}"`);
    expect(file, `the downloadable copy has #${anchor}`).toContain(`id="${anchor}"`);
  }
  await expect(
    section.getByRole('link', { name: 'Read the accessibility audit of this site' }),
  ).toHaveAttribute('href', REPORT);
});

test('the record offers the public tools a buyer can check the site with, outside our hands', async ({
  page,
}) => {
  await page.goto('/why-cairn');
  const section = page.locator('#site');
  const tools = {
    'PageSpeed Insights': 'pagespeed.web.dev',
    'Security Headers': 'securityheaders.com',
    WAVE: 'wave.webaim.org',
  };
  for (const [name, host] of Object.entries(tools)) {
    const href = await section.getByRole('link', { name, exact: true }).getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.protocol, name).toBe('https:');
    expect(url.hostname, name).toBe(host);
    // The test build runs at no public address: a report on localhost would show an error.
    expect(href, name).not.toContain('localhost');
  }
});

test('the audit report reads as a page of the site: its chrome, the summary first, each finding in words, a copy to download', async ({
  page,
}) => {
  await page.goto(REPORT);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Accessibility audit of the Cairn Digital website',
  );
  await expect(main.getByText('An audit of this website itself')).toBeVisible();
  // The summary's figures are the record's, set in the site's display face.
  const violations = main.locator('dl div').filter({ hasText: 'violations found by the sweep' });
  await expect(violations.locator('dd')).toHaveText(String(record.accessibility.violations));
  const face = await main
    .getByRole('heading', { level: 1 })
    .evaluate((h) => getComputedStyle(h).fontFamily);
  expect(face).not.toMatch(/^"?Times/);
  // Every finding says what a visitor met before the commit that fixed it.
  const findings = page
    .getByRole('region', { name: 'What we found and fixed' })
    .getByRole('listitem');
  expect(await findings.count()).toBeGreaterThanOrEqual(5);
  await expect(findings.first().getByText('Found', { exact: true })).toBeVisible();
  const download = main.getByRole('link', { name: 'Download the report' });
  await expect(download).toHaveAttribute('href', FILE);
  await expect(download).toHaveAttribute('download', /\.html$/);
});

test('the audit report to download: a file labelled as this site’s audit, axe clean, no script', async ({
  page,
}) => {
  await page.context().addInitScript({ content: axeSource });
  const response = await page.goto(FILE);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Accessibility audit of the Cairn Digital website',
  );
  await expect(page.getByText('An audit of this website itself')).toBeVisible();
  await expect(page.locator('script')).toHaveCount(0);
  // Unstyled, it has one look: the browser's own, with no theme to switch.
  expect(await axeViolations(page, FILE)).toEqual([]);
});

test('the audits page shows a buyer a real audit: the report of this site, one click away', async ({
  page,
}) => {
  await page.goto('/solutions/accessibility-audits');
  const link = page.getByRole('main').getByRole('link', { name: 'Read the audit of this site' });
  await expect(link).toHaveAttribute('href', REPORT);
  await link.click();
  await expect(page).toHaveURL(REPORT);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/audit/i);
});

test('the audits page leads its case studies with the audit of this site, before the samples, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/solutions/accessibility-audits');
  const main = page.getByRole('main');
  const work = main.getByRole('region', {
    name: getEntry('solutions', 'accessibility-audits').workHeading!,
  });
  const proof = work.getByRole('complementary', { name: 'The audit of this site' });
  await expect(proof).toBeVisible();
  await expect(main.getByRole('complementary', { name: 'The audit of this site' })).toHaveCount(1);
  const violations = proof
    .locator('dl > div')
    .filter({ hasText: 'errors an automated checker (axe) finds' });
  await expect(violations.locator('dd')).toHaveText(String(record.accessibility.violations));
  const quoted = proof.getByText(/^From the report: /);
  await expect(quoted).toBeVisible();
  await expect(proof.getByRole('link', { name: /findings and their fixes$/ })).toHaveAttribute(
    'href',
    `${REPORT}#findings`,
  );
  // Real before sample: the audit stands above the first sample card, the section's width.
  const sample = (await work.getByText('Sample project', { exact: true }).first().boundingBox())!;
  const box = (await proof.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(sample.y);
  const [figures, finding] = [
    (await proof.locator('dl').boundingBox())!,
    (await quoted.boundingBox())!,
  ];
  expect(finding.x).toBeGreaterThan(figures.x + figures.width);
  // A page that links the audit with no studies of its own gains no case studies section for
  // it: /why-cairn shows its whole record instead.
  const why = await page.context().newPage();
  await why.goto('/why-cairn');
  await expect(
    why.getByRole('main').getByRole('complementary', { name: 'The audit of this site' }),
  ).toHaveCount(0);
  await expect(why.getByRole('heading', { name: /^Case studies/ })).toHaveCount(0);
  await why.close();

  // A phone shows the figures, the finding in plain words and the way to every finding; the
  // report's own words stay in the report.
  await page.setViewportSize(MOBILE);
  await expect(violations).toBeVisible();
  await expect(quoted).toBeVisible();
  await expect(proof.getByText(AUDIT_FINDINGS[0]!.plain!)).toBeVisible();
  await expect(proof.getByText(AUDIT_FINDINGS[0]!.found)).toBeHidden();
  await expect(proof.getByRole('link', { name: /findings and their fixes$/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Read the audit of this site' })).toBeVisible();
});

test('/why-cairn leads with its two records, the agency’s then this site’s, before the claims they back', async ({
  page,
}) => {
  await page.goto('/why-cairn');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  const record = headings.indexOf('The record behind the claims');
  expect(record).toBeGreaterThanOrEqual(0);
  expect(headings[record + 1]).toBe('Check us on this site');
  expect(headings.indexOf('Experience you can lean on')).toBeGreaterThan(record + 1);
});

test('this site’s whole record shows once, on /why-cairn; the pages that sell show a line of it or one part, never the record again', async ({
  page,
}) => {
  await page.goto('/why-cairn');
  const whole = page.getByRole('region', { name: 'Check us on this site' });
  await expect(whole.getByRole('link', { name: /^Measured / })).toHaveCount(6);
  await expect(whole.getByText('Not a sample')).toBeVisible();
  for (const route of ['/', '/work', '/solutions/accessibility-audits']) {
    await page.goto(route);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Check us on this site' }), route).toHaveCount(0);
    expect(
      await main.getByRole('link', { name: /^Measured / }).count(),
      `${route}: dated figures`,
    ).toBeLessThanOrEqual(2);
  }
});

test('the finding /why-cairn quotes leads with plain words; the report’s technical words open on request', async ({
  page,
}) => {
  await page.goto('/why-cairn');
  const finding = page
    .getByRole('main')
    .getByRole('figure')
    .filter({ hasText: 'From the report:' })
    .first();
  const first = AUDIT_FINDINGS[0]!;
  await expect(finding.getByText(first.plain!)).toBeVisible();
  await expect(finding.getByText(first.found)).toBeHidden();
  const toggle = finding.getByText('Technical detail', { exact: true });
  // The two words sit together: the summary's gap once opened 16 px between them.
  const gap = await toggle.evaluate((el) => {
    const text = el.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 'Technical'.length);
    const first = range.getBoundingClientRect();
    const second = el.querySelector('span')!.getBoundingClientRect();
    return second.left - first.right;
  });
  expect(gap).toBeLessThan(8);
  await toggle.click();
  await expect(finding.getByText(first.found)).toBeVisible();
  await expect(finding.getByText(first.fixed)).toBeVisible();
});

test('at 1440 px /why-cairn’s column beside the record runs to the record’s foot, not 240 px short of it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/why-cairn');
  const main = page.getByRole('main');
  const record = (await main.getByRole('region', { name: 'Check us on this site' }).boundingBox())!;
  const findings = main.getByRole('figure').filter({ hasText: 'From the report:' });
  await expect(findings).toHaveCount(2);
  // Both in one style: what a visitor met in plain words, the report's own words folded.
  for (const [i, finding] of AUDIT_FINDINGS.slice(0, 2).entries()) {
    await expect(findings.nth(i).getByText(finding.plain!)).toBeVisible();
    await expect(findings.nth(i).getByText(finding.found)).toBeHidden();
  }
  const last = (await findings.last().boundingBox())!;
  const empty = record.y + record.height - (last.y + last.height);
  expect(empty, 'empty column under the findings').toBeLessThan(120);
});

/** The editor's phone screenshot drawn at its own width, and not cut by the frame that holds it. */
async function expectWholeAtOwnSize(image: Locator) {
  const { drawn, cut } = await image.evaluate((img) => {
    const box = img.getBoundingClientRect();
    const frame = (img.closest('picture') ?? img).parentElement!.getBoundingClientRect();
    return {
      drawn: box.width,
      cut:
        box.bottom > frame.bottom + 1 || box.right > frame.right + 1 || box.left < frame.left - 1,
    };
  });
  expect(cut, 'the screenshot is cut by its frame').toBe(false);
  expect(Math.abs(drawn - EDITOR_PHONE_WIDTH), 'drawn at its own width').toBeLessThanOrEqual(2);
}

test('every sector page shows this site’s record and itself in the editor, its own rules listed, under the rules, open from 640 px; on a phone the record open and the editor a row', async ({
  page,
}) => {
  // The screenshot's description names the page and its rules, first to last.
  const shotOf = (client: { title: string; rules: { title: string }[] }) =>
    `The editor open on the ${client.title} page: its ${client.rules.length} rules listed by name (${client.rules[0]!.title}`;
  for (const client of getCollection('clients')) {
    const shot = shotOf(client);
    await page.setViewportSize(DESKTOP);
    await page.goto(client.href);
    const rules = page.getByRole('region', { name: snippets.modules.rules });
    // Two papers tagged real: four dated figures, and the editor, side by side under the rules.
    await expect(
      rules.getByText('Not a sample', { exact: true }).filter({ visible: true }),
    ).toHaveCount(2);
    await expect(rules.getByText(/^Measured \w{3} \d{1,2}, \d{4}$/)).toHaveCount(4);
    const editor = rules.getByRole('figure');
    await expect(editor.getByRole('img', { name: shot })).toBeVisible();
    await expect(editor).toContainText('This page, in the editor');
    const lastRule = (await rules.getByRole('heading', { level: 3 }).last().boundingBox())!;
    const figure = (await editor.boundingBox())!;
    expect(figure.y).toBeGreaterThan(lastRule.y + lastRule.height);
    // Shown once: the questions no longer carry it.
    const questions = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(questions.getByText('Not a sample', { exact: true })).toHaveCount(0);
  }
  await page.setViewportSize(MOBILE);
  await page.goto('/clients/healthcare-organizations');
  const shot = shotOf(getEntry('clients', 'healthcare-organizations')!);
  const rules = page.getByRole('region', { name: snippets.modules.rules });
  await expect(rules.getByRole('img', { name: shot })).toBeHidden();
  // The record is read open, without a tap: tagged real, its four figures over their labels.
  const record = rules.getByText('Not a sample', { exact: true }).filter({ visible: true });
  await expect(record).toHaveCount(1);
  for (const figure of ['0', 'A+', '1.9 s', '2,184'])
    await expect(
      rules.getByRole('definition').filter({ hasText: figure, visible: true }).first(),
    ).toBeVisible();
  await expect(rules.getByRole('link', { name: /each figure.s date and method/ })).toBeVisible();
  // The row opens the editor, as its label says, and nothing else.
  const fold = rules.locator('details').filter({ hasText: snippets.sectorProof.fold });
  await fold.locator('summary').first().click();
  await expect(fold.getByRole('img', { name: shot })).toBeVisible();
  await expect(record).toHaveCount(2);
  await expect(fold.getByText('Measured on our build').filter({ visible: true })).toHaveCount(0);
  // On a phone the editor is shown as it looks on a phone, at its own size and whole: no word
  // shrunk, nothing cut off by a window.
  await expectWholeAtOwnSize(fold.getByRole('img', { name: shot }));
});

test('on a phone /why-cairn reads this site’s record before the audit finding that backs it; /work folds its editor under the caption', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/why-cairn');
  const main = page.getByRole('main');
  const record = (await main.getByRole('region', { name: 'Check us on this site' }).boundingBox())!;
  const findings = main.getByRole('figure').filter({ hasText: 'From the report:' });
  const finding = (await findings.first().boundingBox())!;
  expect(record.y).toBeLessThan(finding.y);
  // One finding on a phone: the second is for the column beside the record on a wide screen.
  await expect(findings.filter({ visible: true })).toHaveCount(1);
  // /work's samples are not pushed down by a screenshot: it opens on request, at its own size.
  await page.goto('/work');
  const shot = page.getByRole('img', { name: /^The editor open on the credit unions page/i });
  await expect(shot).toBeHidden();
  await page.getByRole('main').locator('summary', { hasText: 'See the editor' }).click();
  await expect(shot).toBeVisible();
  await expectWholeAtOwnSize(shot);
});

test('the article on how this site was built shows its record where it cites it: four dated figures after that paragraph, before the next section', async ({
  page,
}) => {
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await page.goto('/news/how-we-built-the-cairn-digital-website');
    const main = page.getByRole('main');
    const cite = main.getByRole('link', { name: /^this site.s record$/ });
    const figures = main.getByText(/^Measured \w{3} \d{1,2}, \d{4}$/);
    await expect(figures).toHaveCount(4);
    await expect(main.getByText('Not a sample', { exact: true })).toBeVisible();
    const next = main.getByRole('heading', { name: 'What we would tell a client doing the same' });
    const citeY = (await cite.boundingBox())!.y;
    const firstY = (await figures.first().boundingBox())!.y;
    const lastY = (await figures.last().boundingBox())!.y;
    expect(firstY, `${size.width}: figures after the citing paragraph`).toBeGreaterThan(citeY);
    expect(lastY, `${size.width}: figures before the next section`).toBeLessThan(
      (await next.boundingBox())!.y,
    );
  }
});

test.describe('on a screen of two device pixels to a CSS pixel', () => {
  test.use({ deviceScaleFactor: 2 });

  test('the editor’s screenshots are sharp: as many pixels as the screen draws, on a phone and a laptop', async ({
    page,
  }) => {
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/clients/membership-organizations');
      const rules = page.getByRole('region', { name: snippets.modules.rules });
      const fold = rules.locator('details').filter({ hasText: snippets.sectorProof.fold });
      if (size === MOBILE) await fold.locator('summary').first().click();
      const shot = rules.getByRole('img', { name: /^The editor open on the/ });
      await expect(shot).toBeVisible();
      const { pixels, drawn } = await shownFile(shot);
      expect(pixels, `${size.width}: image pixels for ${drawn} CSS px`).toBeGreaterThanOrEqual(
        Math.floor(drawn * 2) - 2,
      );
    }
  });
});

test('in the dark theme the editor is shown as it looks dark, not a light screen dimmed; in the light theme light', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/clients/utility-companies');
  const rules = page.getByRole('region', { name: snippets.modules.rules });
  const shot = rules.getByRole('img', { name: /^The editor open on the/ });
  const lightness = async () => {
    await expect(shot).toBeVisible();
    return (await shownFile(shot)).lightness;
  };
  await setTheme(page, 'light');
  expect(await lightness()).toBeGreaterThan(0.7);
  await setTheme(page, 'dark');
  expect(await lightness()).toBeLessThan(0.3);
  // Not dimmed by a filter: its colours are its own.
  expect(await shot.evaluate((img) => getComputedStyle(img).filter)).toBe('none');
});

test('the editor’s screen opens at full size, in the scheme of the theme it is shown in', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/clients/utility-companies');
  const rules = page.getByRole('region', { name: snippets.modules.rules });
  const full = rules.getByRole('link', { name: 'See the screen at full size' });
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await expect(full).toHaveCount(1);
    const href = (await full.getAttribute('href'))!;
    const file = await page.request.get(href);
    expect(file.status(), href).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    // The file read as an image: twice the 640 px column the editor was drawn at, and dark or
    // light as the theme is.
    const seen = await imageFile(page, href);
    expect(seen.pixels, href).toBe(1280);
    if (theme === 'light') expect(seen.lightness).toBeGreaterThan(0.7);
    else expect(seen.lightness).toBeLessThan(0.3);
  }
});
