// The blocked-country screen (spec 2.5 Blocked-country notice, 4 Country block, 9) on a site whose settings
// block the US and Germany except from one IP: the settings and the visitor's location are this test's browser
// context's own (useSettings, useLocation), on the shared site, so tests beside these see neither. A browser's user
// agent: headless Chrome counts as a bot. Also spec 8 Game access (a game closed to the player's country).
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { CURACAO, DESKTOP, PLAYER, appReady, logInFromHeader, open, text, useLocation, useSettings, watchProblems } from './fixtures';

const SITE = CURACAO;
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });

const blockScreen = (page: Page) => page.getByRole('dialog', { name: text('countryBlock.title') });
const locate = (context: BrowserContext, location: { country: string; ip?: string; subdivision?: string }) => useLocation(context, SITE, location);

// Visitors from the US and Germany are blocked, except from one IP (spec 2.5, 4 Country block).
test.beforeEach(async ({ context }) => {
  await useSettings(context, SITE, { excludedCountryCodeList: ['US', 'DE'], whitelistedIPs: ['203.0.113.7'] });
});

test('a guest in the US: the full screen with country, IP and date, reported once; re-verify from Malta lifts it', async ({ page, context }) => {
  const problems = await watchProblems(page);
  await locate(context, { country: 'US', ip: '198.51.100.4' });
  const report = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/user/country-blocked'));
  await page.goto(`${SITE}/casino`);
  await appReady(page);
  await expect(blockScreen(page)).toBeVisible();
  await expect(blockScreen(page)).toContainText('198.51.100.4');
  await expect(blockScreen(page)).toContainText(new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date()).split(',')[0]);
  await expect(blockScreen(page)).toBeFocused();
  expect((await report).postDataJSON()).toMatchObject({ ip: '198.51.100.4', country: 'US', firstUrl: `${SITE}/casino` });
  expect(await page.evaluate(() => localStorage.getItem('restrictedCountry'))).toBe('US');

  await locate(context, { country: 'MT' });
  await blockScreen(page).getByRole('button', { name: text('countryBlock.reverify') }).click();
  await expect(blockScreen(page)).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('restrictedCountry'), localStorage.getItem('isVerified')])).toEqual([null, 'true']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await problems.all()).toEqual([]);
});

test('Saxony-Anhalt (ST) counts when Germany is listed; whitelisted=1 bypasses, then from storage; the whitelisted IP bypasses', async ({ page, context }) => {
  await locate(context, { country: 'DE', subdivision: 'ST', ip: '198.51.100.5' });
  await page.goto(`${SITE}/casino`);
  await expect(blockScreen(page)).toBeVisible();

  await page.goto(`${SITE}/casino?whitelisted=1`);
  await appReady(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('whitelisted'))).toBe('1');
  await expect(blockScreen(page)).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());

  await locate(context, { country: 'US', ip: '203.0.113.7' });
  const located = page.waitForResponse((r) => r.url().endsWith('/api/admin/get-location'));
  await page.goto(`${SITE}/casino`);
  await located;
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(blockScreen(page)).toHaveCount(0);
});

// spec 8 Game access. The player signs in first (from Malta): a signed-in player is never shown the blocked screen.
test.describe('spec 8 Game access', () => {
  test.use({ viewport: DESKTOP });

  test("spec 8 Game access: in a restricted country the exact text shows; re-verifying from an allowed country starts the game", async ({ page, context }) => {
    const answer = await context.request.get(`${SITE}/api/core/casino/games?limit=100`);
    expect(answer.ok()).toBe(true);
    const games = ((await answer.json()) as { data: { games: { rows: Array<{ slug: string; restrictedCountries: string[] }> } } }).data.games.rows;
    const restricted = games.find((g) => g.restrictedCountries.length > 0 && !g.restrictedCountries.includes('MT'))!;
    expect(restricted, 'a game with restricted countries').toBeTruthy();
    const consent = page.getByRole('dialog', { name: text('game.cookieConsent.title') });
    const frame = page.locator('iframe[title^="Game"]');
    await open(page, `${SITE}/casino`);
    await logInFromHeader(page, PLAYER);
    await locate(context, { country: restricted.restrictedCountries[0] });
    await open(page, `${SITE}/play/${restricted.slug}?mode=real`);
    // The cookie-consent modal for games on the first game visit, accepted.
    await expect(consent).toBeVisible();
    await consent.getByRole('button', { name: text('game.cookieConsent.accept') }).click();
    await expect(consent).toHaveCount(0);
    await expect(page.getByText("You cannot play this game because it's not allowed in your country.", { exact: true })).toBeVisible();
    await expect(frame).toHaveCount(0);
    await locate(context, { country: 'MT' });
    await page.getByRole('button', { name: text('game.reverifyLocation') }).click();
    await expect(frame).toBeVisible();
  });
});
