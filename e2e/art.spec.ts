import fs from 'node:fs';
import path from 'node:path';
import { test, expect, DESKTOP, MOBILE } from './fixtures';
import { articleRoutes, routes } from './routes';
import { allEntries } from '../content';
import { exhibitOf } from '../content/page-kinds';

/**
 * The drawings that are not the hero landscapes (e2e/scenes.spec.ts): an article's cover (also
 * e2e/covers.spec.ts), the maps of the places we work, and the team's portraits.
 */
test.describe('illustrations', () => {
  test.use({ viewport: DESKTOP });

  test("a news article's hero shows its cover beside the headline", async ({ page }) => {
    await page.goto(articleRoutes[0]!);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const drawing = page.locator('article header svg[data-cover]');
    await expect(drawing).toBeVisible();
    await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    const box = (await drawing.boundingBox())!;
    expect(box.x).toBeGreaterThan(title.x + title.width - 1);
    expect(box.y).toBeLessThan(900);
  });

  test('a location page draws its state as a labelled map with the office', async ({ page }) => {
    await page.goto('/locations/maryland');
    const map = page.getByRole('img', { name: /Map of Maryland, with our Baltimore office/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('data-art', 'map');
  });

  test('/locations maps every place we work, with the office, beside its headline and on a phone', async ({
    page,
  }) => {
    // The places as their content files name them, not as the site's loader reads them.
    const places = fs
      .readdirSync(path.join('content', 'locations'))
      .map(
        (f) =>
          /^state: (.+)$/m.exec(fs.readFileSync(path.join('content', 'locations', f), 'utf8'))![1]!,
      );
    expect(places.length).toBeGreaterThanOrEqual(8);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto('/locations');
      const map = page
        .locator('section[aria-labelledby="page-title"]')
        .getByRole('img', { name: /^Map of the United States marking / });
      await expect(map).toBeVisible();
      const name = (await map.getAttribute('aria-label'))!;
      for (const place of places) expect(name, place).toContain(place);
      expect(name).toMatch(/with our Baltimore office$/);
      await expect(map.getByText('Baltimore', { exact: true })).toBeVisible();
      // Inside the page's column, not wider than the screen.
      const box = (await map.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.width).toBeGreaterThan(viewport.width < 500 ? 300 : 400);
    }
  });

  test('team portraits are illustrated avatars beside each visible name', async ({ page }) => {
    await page.goto('/team');
    const avatars = page.getByRole('main').locator('svg[data-art="avatar"]');
    expect(await avatars.count()).toBeGreaterThanOrEqual(6);
    const drawn = new Set<string>();
    for (const avatar of await avatars.all()) {
      await expect(avatar).toHaveAttribute('aria-hidden', 'true');
      // A portrait, not a monogram: no letters drawn in it.
      await expect(avatar.locator('text')).toHaveCount(0);
      drawn.add(await avatar.innerHTML());
    }
    // Everyone on the team has their own; a person the page names twice (a card, then its ending
    // as the first contact) is drawn the same both times.
    const team = fs
      .readdirSync('content/team')
      .filter((f) => f.endsWith('.md'))
      .filter((f) => !/^draft: true$/m.test(fs.readFileSync(path.join('content/team', f), 'utf8')));
    expect(drawn.size).toBe(team.length);
  });

  test("an article's author has the same portrait as on /team", async ({ page }) => {
    await page.goto(articleRoutes[0]!);
    const author = page.locator('article header svg[data-art="avatar"]');
    const name = (await author.locator('xpath=following-sibling::div/p[1]').textContent())!;
    const portrait = await author.innerHTML();
    await page.goto('/team');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name, exact: true }),
    });
    expect(await card.locator('svg[data-art="avatar"]').innerHTML()).toEqual(portrait);
  });
});

test('the cairn mark stands beside the wordmark on phones', async ({ page }) => {
  for (const width of [320, MOBILE.width]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const home = page.getByRole('banner').getByRole('link', { name: 'Cairn Digital, home' });
    const mark = await home.locator('svg').boundingBox();
    expect(mark?.width ?? 0, `the mark at ${width} px`).toBeGreaterThanOrEqual(20);
  }
});

test("each client type's place is drawn whole inside its frame, its clouds too", async ({
  page,
}) => {
  await page.goto('/clients');
  const views = page.locator('svg[data-art="places"]');
  await expect(views.first()).toBeAttached();
  const frames = await views.evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = (svg as SVGSVGElement).viewBox.baseVal;
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
  const file = (await views.first().locator('use').getAttribute('href'))!.split('#')[0]!;
  // The file on its own, where its shapes can be measured (a <use> hides them from the page).
  await page.goto(file);
  const places = await page.evaluate(() =>
    // Each place: a group moved along the row, holding its strip of ground, its landmark and
    // the trail (the strip and the trail run to the frame's edges by design).
    [...document.querySelectorAll<SVGGElement>('svg > g > g > g')].map((place) => {
      const shift = place.transform.baseVal.consolidate()?.matrix.e ?? 0;
      const landmark = [...place.children].find((child) => child.tagName === 'g') as SVGGElement;
      const box = landmark.getBBox();
      const at = landmark.transform.baseVal.consolidate()?.matrix;
      return {
        left: shift + (at?.e ?? 0) + box.x,
        top: (at?.f ?? 0) + box.y,
        right: shift + (at?.e ?? 0) + box.x + box.width,
      };
    }),
  );
  expect(places.length).toBeGreaterThanOrEqual(frames.length);
  for (const [i, frame] of frames.entries()) {
    const place = places.find(
      (p) => p.left >= frame.x - 60 && p.right <= frame.x + frame.width + 60,
    )!;
    expect(place, `place ${i}`).toBeDefined();
    expect(place.left, `place ${i}: its left edge`).toBeGreaterThanOrEqual(frame.x + 2);
    expect(place.right, `place ${i}: its right edge`).toBeLessThanOrEqual(
      frame.x + frame.width - 2,
    );
    expect(place.top, `place ${i}: its top`).toBeGreaterThanOrEqual(frame.y + 2);
  }
});

test('/team’s hero shows its people, one portrait per person, beside the headline from 1024 px and under it on a phone', async ({
  page,
}) => {
  const people = fs.readdirSync(path.join('content', 'team')).length;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/team');
  const hero = page.locator('section[aria-labelledby="page-title"]');
  const crew = hero.locator('[data-art="crew"]');
  await expect(crew).toBeVisible();
  await expect(crew.locator('[data-art="avatar"], [data-art="photo"]')).toHaveCount(people);
  // Beside the headline, not under it.
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const box = (await crew.boundingBox())!;
  expect(box.x).toBeGreaterThan(title.x + title.width - 1);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/team');
  // On a phone the people stand under the text in the landscape's place, whole on the screen.
  await expect(crew).toBeVisible();
  await expect(hero.locator('.hero-scene-crop')).toHaveCount(0);
  const phone = (await crew.boundingBox())!;
  const intro = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(phone.y).toBeGreaterThan(intro.y + intro.height);
  expect(phone.x).toBeGreaterThanOrEqual(0);
  expect(phone.x + phone.width).toBeLessThanOrEqual(375);
});

/** Pages whose annotated example is their hero (content/page-kinds.ts). */
const exhibited = allEntries()
  .filter((entry) => routes.includes(entry.href))
  .flatMap((entry) => {
    const section = exhibitOf(entry);
    return section?.figure ? [{ route: entry.href, section, figure: section.figure }] : [];
  });

test('at least the credit unions, Drupal and /support pages show an example as their hero', () => {
  const shown = exhibited.map((e) => e.route);
  for (const route of ['/clients/credit-unions', '/services/drupal-websites', '/support']) {
    expect(shown).toContain(route);
  }
});

for (const { route, figure } of exhibited) {
  test(`${route}: its example stands beside the headline from 1024 px and under it on a phone, shown once, its notes within a glance of its numbers`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(route);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    const exhibit = hero.locator('[data-art="exhibit"]');
    await expect(exhibit).toBeVisible();
    await expect(exhibit).toContainText(figure.title);
    for (const row of figure.rows) await expect(exhibit).toContainText(row.value);
    // Shown once: its fields here and nowhere else on the page.
    await expect(exhibit.getByRole('term')).toHaveCount(figure.rows.length);
    // A record card in the hero's narrow column: its first two fields side by side on one line.
    const [a, b] = await exhibit
      .getByRole('term')
      .evaluateAll((terms) => terms.slice(0, 2).map((t) => t.getBoundingClientRect()));
    expect(
      Math.abs(a!.top - b!.top),
      "level, as far as the paper's tilt allows",
    ).toBeLessThanOrEqual(8);
    expect(b!.left).toBeGreaterThan(a!.right);
    const terms = page
      .getByRole('main')
      .getByRole('term')
      .filter({ hasText: figure.rows[0]!.label });
    await expect(terms).toHaveCount(1);
    await expect(hero.locator('.hero-scene-crop')).toHaveCount(0);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const paper = (await exhibit.boundingBox())!;
    expect(paper.x).toBeGreaterThan(title.x + title.width - 1);
    // Its notes under the headline, beside the paper: every one on the first screen, where the
    // numbers are, each heard with its field.
    const notes = hero.getByRole('figure', { name: figure.caption }).getByRole('listitem');
    const noted = figure.rows.filter((row) => row.note);
    await expect(notes).toHaveCount(noted.length);
    for (const [i, row] of noted.entries()) {
      await expect(notes.nth(i)).toContainText(`${row.label}: ${row.note}`);
      const note = (await notes.nth(i).boundingBox())!;
      expect(note.x + note.width, 'left of the paper').toBeLessThanOrEqual(paper.x);
      expect(note.y + note.height, 'on the first screen').toBeLessThanOrEqual(900);
    }
    // The caption is heard with the notes (it names their figure) but not shown beside the
    // paper, whose Example tag says it: the hero ends near where the paper does.
    const caption = hero.locator('figcaption').filter({ hasText: figure.caption });
    expect((await caption.boundingBox())!.height).toBeLessThanOrEqual(1);
    // Read across, as the paper's fields are: note 2 beside note 1, note 3 under them.
    if (noted.length >= 3) {
      const [one, two, three] = await notes.evaluateAll((items) =>
        items.slice(0, 3).map((item) => item.getBoundingClientRect()),
      );
      expect(Math.abs(two!.top - one!.top), 'note 2 level with note 1').toBeLessThanOrEqual(1);
      expect(two!.left).toBeGreaterThan(one!.right);
      expect(three!.top).toBeGreaterThanOrEqual(Math.max(one!.bottom, two!.bottom));
    }
    // On a phone the example is under the headline, in the landscape's place: its fields in
    // sight on the screen a visitor lands on or the next, and still the page's only copy; its
    // notes folded right under it, one tap away.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(route);
    await expect(exhibit).toBeVisible();
    const phone = (await exhibit.boundingBox())!;
    expect(phone.x + phone.width).toBeLessThanOrEqual(375);
    expect(phone.y, 'the example starts on the first two screens').toBeLessThan(812 * 2);
    expect(phone.y).toBeGreaterThan(
      (await page.getByRole('heading', { level: 1 }).boundingBox())!.y,
    );
    await expect(terms).toHaveCount(1);
    await expect(notes.first()).toBeHidden();
    const label = hero.locator('summary', { hasText: figure.label });
    const under = (await label.boundingBox())!;
    expect(under.y).toBeGreaterThan(phone.y + phone.height - 1);
    expect(under.y, 'right under the paper').toBeLessThan(phone.y + phone.height + 48);
    await label.click();
    await expect(notes.first()).toBeInViewport();
    await expect(caption).toBeVisible();
  });
}
