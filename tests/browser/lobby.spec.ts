// The lobby (spec 2.1 /casino, /casino/slots, /providers): category pages with paging, search and
// provider filters through the address, the banner carousel's pause control (spec 9: auto-scroll 2 s),
// and failures of one list that leave the rest of the lobby working (spec 7/8). Real site server and
// sandbox; failures come from the sandbox's POST /api/sandbox/fail.
import { test, expect, type Page } from '@playwright/test';
import { CURACAO, DESKTOP, PHONE, open, pageTitle, text } from './fixtures';

test.use({ viewport: DESKTOP });

const cards = (page: Page) => page.getByTestId('game-card');
const grid = (page: Page) => page.getByTestId('game-grid').last();
const shown = (page: Page) => page.getByTestId('game-grid-shown');

/**
 * The cards' names (aria-labelledby) or providers (aria-describedby), read in one step in the page: a
 * locator's evaluateAll finds the cards first and reads them in a second round trip, by which time a
 * re-sorted grid may have replaced them (detached cards whose labels the document no longer has).
 */
const cardTexts = (page: Page, relation: 'aria-labelledby' | 'aria-describedby') => page.evaluate((attr) =>
  [...document.querySelectorAll('[data-testid="game-card"]')].map((card) => document.getElementById(card.getAttribute(attr) ?? '')?.textContent ?? ''), relation);

/** The "Showing N of M games" line as numbers. */
async function shownCounts(page: Page): Promise<{ shown: number; count: number }> {
  const [n, m] = ((await shown(page).textContent()) ?? '').match(/\d+/g)!.map(Number);
  return { shown: n, count: m };
}

/**
 * The next `times` requests of this page's browser context to `path` fail with `status`. The fault is
 * scoped to the context by a cookie, so a test running beside this one on the same sandbox is spared.
 */
const scopes: string[] = [];
async function fail(page: Page, path: string, status: number, times = 1) {
  const scope = `lobby-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  scopes.push(scope);
  await page.context().addCookies([{ name: 'sandbox-fault-scope', value: scope, url: CURACAO }]);
  const res = await fetch(`${CURACAO}/api/sandbox/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, status, times, scope }) });
  expect(res.status).toBe(200);
}
/** Forgets this test's faults that were not used up; a test running beside it keeps its own. */
const clearFaults = async () => {
  for (const scope of scopes.splice(0)) await fetch(`${CURACAO}/api/sandbox/fail?scope=${scope}`, { method: 'DELETE' });
};

test.describe('category pages', () => {
  test('spec 2.1 /casino/slots: a page of 24 game cards, each linking to its game page; Load more adds the next page', async ({ browser }) => {
    // A phone: two cards a row, so page 1 is several screens tall and infinite scroll (which fetches a
    // screen ahead) stays out of the way until the test scrolls.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await open(page, '/casino/slots');
    await expect(cards(page)).toHaveCount(24);
    const first = cards(page).first();
    await expect(first).toHaveAttribute('href', /^\/casino\/games\/[a-z0-9-]+$/);
    const name = await first.evaluate((a) => document.getElementById(a.getAttribute('aria-labelledby')!)!.textContent!);
    expect(name).not.toBe('');
    await expect(first).toHaveAccessibleName(name);
    await expect(first.getByRole('img')).toHaveAttribute('alt', name);
    const before = await shownCounts(page);
    expect(before.shown).toBe(24);
    expect(before.count).toBeGreaterThan(48);
    await page.getByRole('button', { name: text('lobby.loadMore') }).click();
    // Page 2 arrives and the grid says so. The click brings the grid's end near the screen, so infinite
    // scroll may fetch page 3 at once on a slow machine: whole pages either way.
    await expect.poll(async () => {
      const { shown: n, count } = await shownCounts(page);
      const says = await shown(page).textContent();
      return n >= 48 && n % 24 === 0 && count === before.count && says === text('lobby.shown_other').replace('{{shown, number}}', String(n)).replace('{{count, number}}', String(count));
    }).toBe(true);
    const loaded = (await shownCounts(page)).shown;
    await expect.poll(() => cards(page).count()).toBeGreaterThan(24);
    // Infinite scroll: reaching the end of the grid fetches the next page without a click.
    expect(loaded).toBeLessThan(before.count);
    await shown(page).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(async () => (await shownCounts(page)).shown).toBeGreaterThan(loaded);
    await context.close();
  });

  test('the category navigation marks the current category and leads to the others', async ({ page }) => {
    await open(page, '/casino/slots');
    const nav = page.getByRole('navigation', { name: text('lobby.categories.label') });
    await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Table Games', exact: true }).click();
    await expect(page).toHaveURL(`${CURACAO}/casino?category=table-games`);
    await expect(nav.getByRole('link', { name: 'Table Games', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(grid(page).getByTestId('game-card').first()).toBeVisible();
  });

  test('an unknown category or provider shows the empty state, not a crash', async ({ page }) => {
    await open(page, '/casino?category=no-such-category');
    await expect(grid(page).getByText(text('lobby.noGames'), { exact: true })).toBeVisible();
    await open(page, '/providers?provider=no-such-provider');
    await expect(page.getByText(text('lobby.noGames'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('provider-card').first()).toBeVisible();
  });
});

test.describe('filters through the address', () => {
  test('search finds games by a word, a nonsense word shows "No games found" (spec 8), and Back restores the search', async ({ page }) => {
    await open(page, '/casino/slots');
    const search = page.getByRole('searchbox', { name: text('lobby.filters.search') });
    await search.fill('Dragon');
    await expect(page).toHaveURL(/[?&]search=Dragon\b/);
    await expect(cards(page).first()).toBeVisible();
    // The grid swaps its list when the search applies: read it once it shows the search's games.
    await expect.poll(async () => {
      const names = await cardTexts(page, 'aria-labelledby');
      return names.length > 0 && names.every((name) => name.toLowerCase().includes('dragon'));
    }).toBe(true);

    await search.fill('qwxzzy');
    await expect(page).toHaveURL(/[?&]search=qwxzzy\b/);
    await expect(page.getByText('No games found', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.goBack();
    await expect(search).toHaveValue('Dragon');
    await expect(cards(page).first()).toBeVisible();
  });

  test('the provider filter narrows the grid to that provider\'s games', async ({ page }) => {
    await open(page, '/casino/slots');
    // The first page is in (a wide screen may load the second at once: the grid's end is on screen).
    await expect(cards(page).nth(23)).toBeAttached();
    const all = await shownCounts(page);
    await page.getByRole('combobox', { name: text('lobby.filters.provider') }).selectOption({ label: 'Golden Reel' });
    await expect(page).toHaveURL(/[?&]provider=golden-reel\b/);
    await expect.poll(async () => (await shownCounts(page)).count).toBeLessThan(all.count);
    await expect.poll(async () => [...new Set(await cardTexts(page, 'aria-describedby'))]).toEqual(['Golden Reel']);
  });

  test('sorting by name writes ?sort=name&order=asc and lists the games A to Z', async ({ page }) => {
    await open(page, '/casino/slots');
    await page.getByRole('combobox', { name: text('lobby.filters.sort') }).selectOption('name');
    await expect(page).toHaveURL(/sort=name&order=asc/);
    await expect.poll(async () => {
      const names = (await cardTexts(page, 'aria-labelledby')).map((name) => name.toLowerCase());
      return names.length >= 24 && names.every((n, i) => i === 0 || names[i - 1].localeCompare(n, 'en') <= 0); // a wide screen may load page 2 at once
    }).toBe(true);
  });

  test('the providers page lists providers; choosing one shows its games', async ({ page }) => {
    await open(page, '/providers');
    const card = page.getByTestId('provider-card').filter({ hasText: 'Velvet Live' });
    await card.click();
    await expect(page).toHaveURL(`${CURACAO}/providers?provider=velvet-live`);
    await expect(card).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(async () => [...new Set(await cardTexts(page, 'aria-describedby'))]).toEqual(['Velvet Live']);
  });

  test('on a phone the filters stack and stay usable', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await open(page, '/casino/slots');
    const search = page.getByRole('searchbox', { name: text('lobby.filters.search') });
    const provider = page.getByRole('combobox', { name: text('lobby.filters.provider') });
    const [a, b] = [await search.boundingBox(), await provider.boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(a!.x + a!.width).toBeLessThanOrEqual(PHONE.width);
    // Two cards per row at least, none wider than the screen.
    const boxes = await Promise.all([0, 1].map((i) => cards(page).nth(i).boundingBox()));
    expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
    await context.close();
  });
});

/** spec 9: the banner carousel moves every 2 s. */
const CAROUSEL_INTERVAL_MS = 2000;

/** Stops the page's clock, then runs its timers through `ms` (fired in order, at once). */
async function pauseAndRun(page: Page, ms: number) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.clock.runFor(ms);
}

test.describe('banner carousel', () => {
  test('spec 9: it moves by itself every 2 s; the pause button stops it (pointer and focus elsewhere)', async ({ page }) => {
    // The page's clock is the test's (time flows until paused): "does not move" is checked by running the
    // timers through five intervals, not by waiting.
    await page.clock.install();
    await open(page, '/casino');
    const carousel = page.getByRole('region', { name: text('lobby.carousel.label') });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await page.mouse.move(0, 0);
    const start = Number(await carousel.getAttribute('data-index'));
    await expect.poll(async () => Number(await carousel.getAttribute('data-index')), { timeout: 5000 }).not.toBe(start);

    await carousel.getByRole('button', { name: text('lobby.carousel.pause') }).click();
    await expect(carousel.getByRole('button', { name: text('lobby.carousel.play') })).toBeVisible();
    // Hover and focus stop it too; move both away so only the pause button can be holding it.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await carousel.getAttribute('data-index');
    await pauseAndRun(page, CAROUSEL_INTERVAL_MS * 5);
    await expect(carousel).toHaveAttribute('data-index', paused!);
    await page.clock.resume();

    // Next still works by hand, and play starts it again.
    await carousel.getByRole('button', { name: text('lobby.carousel.next') }).click();
    await expect(carousel).not.toHaveAttribute('data-index', paused!);
    await carousel.getByRole('button', { name: text('lobby.carousel.play') }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const resumed = await carousel.getAttribute('data-index');
    await expect.poll(async () => carousel.getAttribute('data-index'), { timeout: 5000 }).not.toBe(resumed);
  });

  test('under prefers-reduced-motion it does not move by itself', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await open(page, '/casino');
    const carousel = page.getByRole('region', { name: text('lobby.carousel.label') });
    await expect(carousel.getByRole('button', { name: text('lobby.carousel.play') })).toBeVisible();
    await pauseAndRun(page, CAROUSEL_INTERVAL_MS * 5);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await context.close();
  });
});

test.describe('failures stay local', () => {
  test.afterEach(clearFaults);

  test('spec 7: the category list failing still renders the rest of the lobby, with a clear message', async ({ page }) => {
    // Several tries, in case a page of another test asks for the list first.
    await fail(page, '/api/admin/get-full-category-list', 503, 20);
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await open(page, '/casino');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('casino'));
    const nav = page.getByRole('navigation', { name: text('lobby.categories.label') });
    await expect(nav.getByRole('alert')).toHaveText(text('lobby.categories.failed'));
    await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toHaveCount(0);
    await expect(grid(page).getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: text('lobby.carousel.label') })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: text('lobby.filters.search') })).toBeVisible();
    // spec 8 Category prefetch failure: the error names the endpoint, status and status text.
    expect(warnings.some((w) => /get-full-category-list.*503 Service Unavailable/.test(w))).toBe(true);
  });

  test('the game list failing shows a message with a retry button; retrying loads the games', async ({ page }) => {
    // Twice: the server's render of the page meets the failure too (it asks with this browser's cookies)
    // and leaves the list to the browser, which meets it once more; the retry then succeeds.
    await fail(page, '/api/core/casino/games', 500, 2);
    await open(page, '/casino/slots');
    const alert = grid(page).getByRole('alert');
    await expect(alert).toContainText(text('lobby.gamesFailed'));
    await expect(page.getByRole('navigation', { name: text('lobby.categories.label') }).getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
    await alert.getByRole('button', { name: text('common.retry') }).click();
    await expect(cards(page).nth(23)).toBeAttached();
  });
});
