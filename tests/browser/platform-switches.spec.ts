// Platform switches of spec 3 App settings (issue 15): the main domain's redirect (mainDomainConfigs), the demo
// user (demoUserId), debugShowTranslationKeys and devMode, the calls' headers (system-level key, Authorization2,
// the category list's system-access-token). Every test switches the settings for its own browser context only
// (useSettings), so tests beside it see the seeded settings.
import { test, expect, type Page } from '@playwright/test';
import { CURACAO, DESKTOP, LULU, PLAYER, freshPlayer, header, logInFromHeader, open, text, useSettings } from './fixtures';

/** The country a site's sandbox places visitors in (get-location; Malta unless a test moves it). */
async function sandboxCountry(page: Page, origin = CURACAO): Promise<string> {
  const answer = await page.request.get(`${origin}/api/admin/get-location`);
  return ((await answer.json()) as { data: { location: { country: { code: string } } } }).data.location.country.code;
}

test.describe('spec 3 mainDomainConfigs', () => {
  // Headless Chromium says HeadlessChrome, which the rule treats as a crawler (crawlers stay): a player's browser.
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });

  for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
    test(`${brand}: a visitor of a listed country on the main domain is sent to defaultRedirect with tds=TDS-B (spec 9 default)`, async ({ page, context }) => {
      const country = await sandboxCountry(page, origin);
      // The TDS is another site: the test stands in for it, so the redirect's arrival is what is checked.
      await context.route('https://tds.example.test/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>TDS</title><h1>TDS</h1>' }));
      await useSettings(context, origin, { mainDomainConfigs: { isEnabled: true, countries: [country], defaultRedirect: 'https://tds.example.test/go?c=7' } });
      await page.goto(`${origin}/casino`);
      await expect(page).toHaveURL('https://tds.example.test/go?c=7&tds=TDS-B');
    });
  }

  test('a mirror domain, a country not listed, or whitelisted=1 stays on the site', async ({ page, context }) => {
    const country = await sandboxCountry(page);
    await context.route('https://tds.example.test/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>TDS</h1>' }));
    for (const patch of [
      { mainDomainConfigs: { isEnabled: true, countries: [country], defaultRedirect: 'https://tds.example.test/go' }, mirrorDomain: [{ url: CURACAO }] },
      { mainDomainConfigs: { isEnabled: true, countries: ['ZZ'], defaultRedirect: 'https://tds.example.test/go' } },
    ]) {
      await useSettings(context, CURACAO, patch);
      await open(page, `${CURACAO}/casino`);
      await expect(page.locator('html[data-main-domain="stay"]')).toHaveCount(1);
      expect(new URL(page.url()).origin, JSON.stringify(patch)).toBe(CURACAO);
    }
    await useSettings(context, CURACAO, { mainDomainConfigs: { isEnabled: true, countries: [country], defaultRedirect: 'https://tds.example.test/go' } });
    await open(page, `${CURACAO}/casino?whitelisted=1`);
    await expect(page.locator('html[data-main-domain="stay"]')).toHaveCount(1);
    expect(new URL(page.url()).origin).toBe(CURACAO);
  });
});

test.describe('spec 6 Demo user (demoUserId)', () => {
  test.use({ viewport: DESKTOP });
  const DEMO = 'demo@sandbox.test';
  for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
    test(`${brand}: the demo account carries a badge and its cashier is closed with a message; a player's is not`, async ({ page, browser }) => {
      // The sandbox's settings2 names the seeded demo account's id as demoUserId.
      await open(page, `${origin}/casino`);
      await logInFromHeader(page, DEMO);
      await expect(header(page).getByText(text('platform.demo.badge'), { exact: true })).toBeVisible();
      await open(page, `${origin}/deposit`);
      await expect(page.getByText(text('platform.demo.cashier'))).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(0);
      if (brand === 'curacao') {
        await open(page, `${origin}/withdraw`);
        await expect(page.getByText(text('platform.demo.cashier'))).toBeVisible();
        await expect(page.getByRole('radio')).toHaveCount(0);
      }

      // Another player (not demoUserId) has the cashier and no badge.
      const other = await browser.newContext({ viewport: DESKTOP });
      const playerPage = await other.newPage();
      await open(playerPage, `${origin}/casino`);
      await logInFromHeader(playerPage, PLAYER);
      await open(playerPage, `${origin}/deposit`);
      await expect(playerPage.getByRole('radio').first()).toBeAttached();
      await expect(playerPage.getByText(text('platform.demo.cashier'))).toHaveCount(0);
      await expect(header(playerPage).getByText(text('platform.demo.badge'), { exact: true })).toHaveCount(0);
      await other.close();
    });
  }
});

test.describe('spec 6 Calls, spec 7 General client rules', () => {
  test('calls carry the system-level key (X-System-Key) and Authorization2; the category list sends the configured system-access-token', async ({ page, context }) => {
    // The sandbox refuses get-full-category-list without the token once the settings configure one (for this context).
    await useSettings(context, CURACAO, { systemAccessToken: 'e2e-category-key', systemKey: 'e2e-system-key' });
    const keyed = page.waitForRequest((r) => r.url().includes('/api/') && r.headers()['x-system-key'] === 'e2e-system-key');
    await open(page, `${CURACAO}/casino/slots`);
    await keyed;
    const nav = page.getByRole('navigation', { name: text('lobby.categories.label') });
    await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute('aria-current', 'page');

    // A signed-in player's calls carry the token twice (Authorization and Authorization2).
    const details = page.waitForRequest((r) => r.url().includes('/api/user/get-user-details'));
    await logInFromHeader(page, PLAYER);
    const headers = (await details).headers();
    expect(headers.authorization).toMatch(/^Bearer .+/);
    expect(headers.authorization2).toBe(headers.authorization);
    expect(headers['x-system-key']).toBe('e2e-system-key');
  });
});

test.describe('spec 3 debugShowTranslationKeys and devMode', () => {
  test.use({ viewport: DESKTOP });

  test('debugShowTranslationKeys: the server-rendered page and the page after a language change show text keys', async ({ page, context }) => {
    await useSettings(context, CURACAO, { debugShowTranslationKeys: true });
    const html = await (await context.request.get(`${CURACAO}/casino`, { headers: { accept: 'text/html' } })).text();
    // In the server's markup (not only in the page's JSON data, where keys are quoted).
    expect(html).toMatch(/>text\.page\.casino\.title</);
    await open(page, `${CURACAO}/casino`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('text.page.casino.title');
    await page.getByRole('combobox', { name: 'text.language.label' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    await expect(heading).toHaveText('text.page.casino.title');
  });

  test('devMode: a developer panel says the brand version and the settings source, and turns off', async ({ page }) => {
    await open(page, `${CURACAO}/casino`);
    const panel = page.getByRole('complementary', { name: text('platform.dev.label') });
    await page.evaluate(() => localStorage.setItem('devMode', '1'));
    await open(page, `${CURACAO}/casino`);
    await expect(panel).toBeVisible();
    const bundleUrl = await page.evaluate(() => (JSON.parse(document.getElementById('boot-config')!.textContent!) as { bundleUrl: string }).bundleUrl);
    const hash = /\.([0-9a-f]+)\.json$/.exec(bundleUrl)?.[1];
    expect(hash).toBeTruthy();
    await expect(panel).toContainText(hash!);
    await expect(panel).toContainText(/Settings from: (env|settings2|brand)/);
    await panel.getByRole('button', { name: text('platform.dev.off') }).click();
    await expect(panel).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('devMode'))).toBeNull();
    await open(page, `${CURACAO}/casino`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('[data-testid="dev-panel"]').count()).toBe(0);
  });
});

test.describe('spec 7 Maps service: Use my location on the edit-profile form', () => {
  test.use({ viewport: DESKTOP, permissions: ['geolocation'], geolocation: { latitude: 35.9122, longitude: 14.5042 } });

  test('fills the address from the position (the sandbox knows Sliema); a failing maps service says so and the form keeps working', async ({ page, context }, testInfo) => {
    const email = await freshPlayer(page, CURACAO, 'maps', testInfo.workerIndex);
    // The failure control applies to this context only (its settings scope).
    const scope = await useSettings(context, CURACAO, {});
    await open(page, `${CURACAO}/casino`);
    await logInFromHeader(page, email);
    await open(page, `${CURACAO}/profile/edit-profile`);
    const form = page.locator('[data-form="edit-profile"]');
    const address = form.getByLabel(text('form.field.address'));
    await expect(address).toHaveValue('');
    await form.getByRole('button', { name: text('platform.location.use') }).click();
    await expect(address).toHaveValue('Triq it-Torri 5');
    await expect(form.getByLabel(text('form.field.city'))).toHaveValue('Sliema');
    await expect(form.getByLabel(text('form.field.zipCode'))).toHaveValue('SLM 1605');
    await expect(form.getByRole('status').filter({ hasText: text('platform.location.filled') })).toBeVisible();

    expect((await page.request.post(`${CURACAO}/api/sandbox/maps?scope=${scope}`, { data: { mode: 'fail' } })).ok()).toBe(true);
    await context.setGeolocation({ latitude: 52.5163, longitude: 13.3777 });
    await form.getByRole('button', { name: text('platform.location.use') }).click();
    await expect(form.getByRole('alert').filter({ hasText: text('platform.location.failed') })).toBeVisible();
    await expect(form.getByLabel(text('form.field.city'))).toHaveValue('Sliema');
    await form.getByLabel(text('form.field.city')).fill('Mdina');
    await expect(form.getByLabel(text('form.field.city'))).toHaveValue('Mdina');
  });
});
