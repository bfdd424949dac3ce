// Issue 12 point 1: pages come from the server rendered, readable with JavaScript off, and the browser
// hydrates that HTML (same markup, no mismatch, no inline script) for a guest and for a signed-in player.
import { test, expect } from '@playwright/test';
import { appReady, header, headerBalance, headerLogin, loginDialog, logInFromHeader, open, pageTitle, PLAYER, PHONE, watchProblems } from './fixtures';

const gameTiles = (page: import('@playwright/test').Page) => page.locator('main a[href^="/casino/games/"]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lobby, promotions, tournaments and a legal page are readable: header, menu, heading, game tiles', async ({ page }) => {
    await page.goto('/casino');
    await expect(header(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: pageTitle('casino') })).toBeVisible();
    expect(await gameTiles(page).count()).toBeGreaterThanOrEqual(8);
    await expect(gameTiles(page).first().locator('img')).toHaveAttribute('src', /.+/);
    for (const [path, name] of [['/promotions', 'promotions'], ['/tournaments', 'tournaments'], ['/terms-and-conditions', 'terms-and-conditions']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: pageTitle(name) })).toBeVisible();
      await expect(header(page).getByRole('navigation').first()).toBeAttached();
    }
  });

  test('a game tile is a link that leads to its game page', async ({ page }) => {
    await page.goto('/casino');
    const href = await gameTiles(page).first().getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('hydration', () => {
  test('a guest: the server HTML is hydrated without a mismatch or a CSP violation, and answers clicks', async ({ page }) => {
    const problems = await watchProblems(page);
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning' && /hydrat/i.test(m.text())) warnings.push(m.text()); });
    await open(page, '/casino');
    const served = await gameTiles(page).count();
    expect(served).toBeGreaterThanOrEqual(8);
    await headerLogin(page).click();
    await expect(loginDialog(page)).toBeVisible();
    // The tiles the server sent are the ones hydrated: not fetched and rendered again into a new list.
    expect(await gameTiles(page).count()).toBe(served);
    expect(warnings).toEqual([]);
    expect(await problems.all()).toEqual([]);
  });

  test("a guest: the calls the server answered are shown from its answers (SWR's fallback), not asked for again", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => { const { pathname } = new URL(r.url()); if (pathname.startsWith('/api/')) asked.push(pathname); });
    const response = await open(page, '/tournaments');
    const ssr = /<script id="ssr-data" type="application\/json">([\s\S]*?)<\/script>/.exec(await response!.text())!;
    const preloaded = Object.keys((JSON.parse(ssr[1]) as { preloaded: Record<string, unknown> }).preloaded);
    expect(preloaded.filter((key) => key.startsWith('getTournaments '))).toHaveLength(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Every request the hydrated page starts on its own has been made once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/api/core/casino/tournaments');
  });

  test('a signed-in player: the guest HTML is hydrated, then the header shows the balance', async ({ page }) => {
    const problems = await watchProblems(page);
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning' && /hydrat/i.test(m.text())) warnings.push(m.text()); });
    await open(page, '/casino');
    await logInFromHeader(page, PLAYER);
    await page.reload();
    await appReady(page);
    await expect(headerBalance(page)).toBeVisible();
    await expect(headerLogin(page)).toHaveCount(0);
    expect(warnings).toEqual([]);
    expect(await problems.all()).toEqual([]);
  });

  test('on a phone the server renders for the phone (user agent), and hydration keeps it', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: PHONE, isMobile: true, hasTouch: true,
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning' && /hydrat/i.test(m.text())) warnings.push(m.text()); });
    await open(page, '/casino');
    expect(await gameTiles(page).count()).toBeGreaterThanOrEqual(4);
    expect(warnings).toEqual([]);
    await context.close();
  });
});

test.describe('transport (npm start)', () => {
  test('the first paint is at most 10 scripts; hashed scripts are pre-compressed and immutable; HEAD answers like GET', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    await open(page, '/casino');
    // Those the HTML names (entry, preloads, colour mode), before any lazy widget chunk.
    const html = await (await request.get('/casino', { headers: { accept: 'text/html' } })).text();
    const named = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(10);
    const entry = named.find((src) => src.startsWith('/assets/'))!;
    const asset = await request.get(entry, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['vary']).toMatch(/accept-encoding/i);
    const head = await request.head('/casino', { headers: { accept: 'text/html' } });
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toMatch(/text\/html/);
    expect(scripts.length).toBeGreaterThan(0);
  });
});
