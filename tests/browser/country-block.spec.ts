// The blocked-country screen (spec 2.5 Blocked-country notice, 4 Country block, 9) on a site whose settings
// block the US and Germany except from one IP. Its own sandbox, whose location the tests move (one per
// sandbox: these tests run one after another). A browser's user agent: headless Chrome counts as a bot.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { appReady, text, watchProblems } from './fixtures';
import { PORTS } from '../../playwright.config';

const SITE = `http://127.0.0.1:${PORTS.countryBlock}`;
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });

const blockScreen = (page: Page) => page.getByRole('dialog', { name: text('countryBlock.title') });
async function locate(request: APIRequestContext, location: { country: string; ip?: string; subdivision?: string }) {
  const res = await request.post(`${SITE}/api/sandbox/location`, { data: location });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test.afterEach(async ({ request }) => { await locate(request, { country: 'MT' }); });

test('a guest in the US: the full screen with country, IP and date, reported once; re-verify from Malta lifts it', async ({ page, request }) => {
  const problems = await watchProblems(page);
  await locate(request, { country: 'US', ip: '198.51.100.4' });
  const report = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/user/country-blocked'));
  await page.goto(`${SITE}/casino`);
  await appReady(page);
  await expect(blockScreen(page)).toBeVisible();
  await expect(blockScreen(page)).toContainText('198.51.100.4');
  await expect(blockScreen(page)).toContainText(new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date()).split(',')[0]);
  await expect(blockScreen(page)).toBeFocused();
  expect((await report).postDataJSON()).toMatchObject({ ip: '198.51.100.4', country: 'US', firstUrl: `${SITE}/casino` });
  expect(await page.evaluate(() => localStorage.getItem('restrictedCountry'))).toBe('US');

  await locate(request, { country: 'MT' });
  await blockScreen(page).getByRole('button', { name: text('countryBlock.reverify') }).click();
  await expect(blockScreen(page)).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('restrictedCountry'), localStorage.getItem('isVerified')])).toEqual([null, 'true']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await problems.all()).toEqual([]);
});

test('Saxony-Anhalt (ST) counts when Germany is listed; whitelisted=1 bypasses, then from storage; the whitelisted IP bypasses', async ({ page, request }) => {
  await locate(request, { country: 'DE', subdivision: 'ST', ip: '198.51.100.5' });
  await page.goto(`${SITE}/casino`);
  await expect(blockScreen(page)).toBeVisible();

  await page.goto(`${SITE}/casino?whitelisted=1`);
  await appReady(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('whitelisted'))).toBe('1');
  await expect(blockScreen(page)).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());

  await locate(request, { country: 'US', ip: '203.0.113.7' });
  const located = page.waitForResponse((r) => r.url().endsWith('/api/admin/get-location'));
  await page.goto(`${SITE}/casino`);
  await located;
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(blockScreen(page)).toHaveCount(0);
});
