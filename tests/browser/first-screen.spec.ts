// Issue 12 point 4: the first screen of the default brands, declared in their documents (layout.json,
// menus.json, pages/casino.json). On a 390x844 phone: the header is one row (logo, log in and register,
// a menu button that holds the language choice), and at least four game tiles show without scrolling.
// On a desktop: category rows (popular, new, live) each with a "see all" link, above the banner.
import { test, expect, type Page } from '@playwright/test';
import { CURACAO, LULU, PHONE, PLAYER, brandDoc, header, headerBalance, logInFromHeader, open, text } from './fixtures';

const fullyVisibleTiles = (page: Page) => page.locator('main a[href^="/casino/games/"]').evaluateAll((links) => links.filter((link) => {
  const r = link.getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
}).length);

for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test.describe(`${brand} on a phone`, () => {
    test.use({ viewport: PHONE, baseURL: origin });

    test('the header is one row, and at least four game tiles are on the first screen of /casino', async ({ page }) => {
      await open(page, '/casino');
      const rows = await header(page).evaluate((el) => {
        const row = el.firstElementChild!;
        return [...row.children].filter((c) => c.getBoundingClientRect().width > 0).map((c) => Math.round(c.getBoundingClientRect().top));
      });
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(8);
      expect((await header(page).boundingBox())!.height).toBeLessThan(72);
      await expect.poll(() => fullyVisibleTiles(page)).toBeGreaterThanOrEqual(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });

    test("a signed-in player's balance takes the log-in buttons' place after hydration without moving the page", async ({ page }) => {
      await open(page, '/casino');
      await logInFromHeader(page, PLAYER);
      // Every layout shift of the next load (PerformanceObserver, buffered), as Lighthouse sums them (CLS).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await open(page, '/casino');
      await expect(headerBalance(page)).toBeVisible();
      await expect.poll(() => page.locator('main img[fetchpriority="high"]').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
      const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
      expect(total).toBeLessThan(0.1);
    });

    test('the menu button opens the menu, which holds the lobby sections and the language choice', async ({ page }) => {
      await open(page, '/casino');
      await expect(page.getByRole('combobox', { name: text('language.label') })).toBeHidden();
      await page.getByRole('button', { name: text('nav.openMenu') }).click();
      await expect(page.getByRole('combobox', { name: text('language.label') })).toBeVisible();
      for (const label of ['menu.casino', 'menu.liveCasino', 'menu.slots', 'menu.promotions', 'menu.tournaments']) {
        await expect(page.getByRole('link', { name: text(label), exact: true }).first()).toBeVisible();
      }
    });
  });
}

test.describe('curacao on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the lobby shows category rows with a "see all" link each, and games above the fold', async ({ page }) => {
    await open(page, '/casino');
    const rails = brandDoc<{ body: { type: string; props?: { variant?: string; title?: string } }[] }>('curacao', 'pages/casino.json').body
      .filter((n) => n.type === 'GameGrid' && n.props?.variant === 'rail');
    expect(rails.length).toBeGreaterThanOrEqual(3);
    for (const rail of rails) {
      const title = text(rail.props!.title!);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: `${text('lobby.seeAll')}: ${title}` })).toBeVisible();
    }
    await expect.poll(() => fullyVisibleTiles(page)).toBeGreaterThanOrEqual(4);
    const live = page.getByRole('link', { name: `${text('lobby.seeAll')}: ${text('lobby.rails.liveCasino')}` });
    await live.click();
    await expect(page).toHaveURL(/\/casino\/live-casino$/);
  });
});
