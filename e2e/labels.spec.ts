import { test, expect, DESKTOP } from './fixtures';
import { navigation } from '../config/navigation';
import { snippets } from '../content/snippets';
import { frontmatter } from './content-file';
import { typed } from './quotes';

/** Words from a content file as a pattern inside a larger one, either form of quote matching. */
const escaped = (text: string) => typed(text, { part: true }).source;

/** An h1 names its page: the page's name alone, or at its head before the page's claim. */
const named = (label: string) => new RegExp(`^${escaped(label)}( ?: .+)?$`);

/** Pages with the most calls to action: home, an overview, a client type, a study, a location. */
const sampled = ['/', '/services', '/clients/credit-unions', '/locations/maryland', '/team'];

test.describe('one name per action', () => {
  for (const route of sampled) {
    test(`${route}: every call to action in the page says "${snippets.contactAction}"`, async ({
      page,
    }) => {
      await page.goto(route);
      const main = page.getByRole('main');
      await expect(main).not.toContainText(/talk to a strategist/i);
      // The conversation has one name; the reference call and the one page to look at,
      // different requests that open the same form set for them, have their own.
      const actions = main.locator(
        'a[data-contact]:not([data-contact="reference"]):not([data-contact="page-check"])',
      );
      expect(await actions.count()).toBeGreaterThan(0);
      for (const name of await actions.allInnerTexts()) {
        expect(name.trim()).toBe(snippets.contactAction);
      }
      for (const name of await main.locator('a[data-contact="reference"]').allInnerTexts()) {
        expect(name.trim()).toBe(snippets.referenceOffer.link);
      }
      for (const name of await main.locator('a[data-contact="page-check"]').allInnerTexts()) {
        expect(name.trim()).toBe(snippets.contact.pageCheck.link);
      }
    });
  }

  test('the form is named by the label that leads to it, on its page and in its dialog', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start a conversation');
    await expect(page).toHaveTitle(/^Start a conversation/);
    // Clicked as soon as the page shows: before the scripts run the link leads to /contact,
    // after they run it opens the dialog; either way the visitor meets the same name.
    await page.goto('/services');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Start a conversation' })
      .first()
      .click();
    await expect(
      page
        .getByRole('dialog', { name: 'Start a conversation' })
        .or(page.getByRole('heading', { level: 1, name: 'Start a conversation' }))
        .first(),
    ).toBeVisible();
  });

  test('the seed keeps its three trigger names', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu.getByRole('link', { name: 'Contact Us', exact: true })).toBeVisible();
    await expect(
      menu.getByRole('link', { name: 'Begin Your Digital Expedition', exact: true }),
    ).toBeVisible();
  });
});

test.describe('nav labels name the page they open', () => {
  test.use({ viewport: DESKTOP });

  for (const link of navigation().topBarLinks) {
    test(`top bar "${link.label}" opens a page or section headed "${link.label}"`, async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Primary' })
        .getByRole('link', { name: link.label, exact: true })
        .click();
      const [path, fragment] = link.href.split('#');
      await expect(page).toHaveURL(new RegExp(`${path}(#${fragment ?? ''})?$`));
      // A fragment names a heading, or a section that opens with one.
      const heading = fragment
        ? page.locator(`:is(h1, h2, h3)#${fragment}, #${fragment} :is(h1, h2, h3)`).first()
        : page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(fragment ? link.label : named(link.label));
    });
  }

  test('menu extras carry the h1 of their page', async ({ page }) => {
    for (const link of navigation().menuExtras) {
      await page.goto(link.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(named(link.label));
    }
  });
});

test.describe('a page with a claim keeps its name', () => {
  for (const [file, route] of [
    ['clients/credit-unions.md', '/clients/credit-unions'],
    ['pages/team.md', '/team'],
  ] as const) {
    for (const viewport of [DESKTOP, { width: 375, height: 812 }]) {
      test(`${route} at ${viewport.width}: its name is the label over its headline, both in the h1`, async ({
        page,
      }) => {
        const { title, headline } = frontmatter<{ title: string; headline: string }>(file);
        await page.setViewportSize(viewport);
        await page.goto(route);
        const h1 = page.getByRole('heading', { level: 1 });
        // A browser may hear the label's block edge as a space before the colon.
        await expect(h1).toHaveAccessibleName(
          new RegExp(`^${escaped(title)} ?: ${escaped(headline)}$`),
        );
        const label = h1.getByText(new RegExp(`^${escaped(title)}:?$`));
        const claim = h1.getByText(headline, { exact: true });
        await expect(label).toBeVisible();
        await expect(claim).toBeVisible();
        const size = (l: typeof label) =>
          l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        // The claim is what the eye reads: at least twice the label's size, set under it.
        expect(await size(claim)).toBeGreaterThanOrEqual(2 * (await size(label)));
        expect((await claim.boundingBox())!.y).toBeGreaterThan((await label.boundingBox())!.y);
        await expect(page).toHaveTitle(new RegExp(`^${title}`));
      });
    }
  }
});
