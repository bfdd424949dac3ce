// Platform switches of spec 3 App settings (issue 15): the main domain's redirect (mainDomainConfigs), the demo
// user (demoUserId), debugShowTranslationKeys and devMode, the calls' headers (system-level key, Authorization2,
// the category list's system-access-token). Every test switches the settings for its own browser context only
// (useSettings), so tests beside it see the seeded settings.
import { test, expect, type Page } from '@playwright/test';
import { CURACAO, LULU, open, useSettings } from './fixtures';

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
