// The installable app (spec 2.5 add-to-home-screen prompt), on the real sites: each brand links its own
// manifest (name and colours from the brand), the service worker takes the page over, keeps the hashed
// assets but never an API answer, and shows the brand's offline page when the network is gone.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, LULU, PHONE, brandDoc, open, text, pageSettled } from './fixtures';

// The site's service worker is what these tests check (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const brandName = (brand: 'curacao' | 'lulu') => brandDoc<{ brandName: string }>(brand, 'settings.json').brandName;

/** Every URL kept in any cache of this origin. */
const cachedUrls = (page: Page) => page.evaluate(async () => {
  const urls: string[] = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
  }
  return urls;
});

for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: the page links a valid manifest with the brand's name, colours and an installable icon`, async ({ page }) => {
    await open(page, `${origin}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${origin}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(await response.text()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: brandName(brand), start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color as string);
    const icon = manifest.icons.find((i) => i.purpose === 'any' && i.sizes === 'any')!;
    const iconResponse = await page.request.get(`${origin}${icon.src}`);
    expect(iconResponse.status()).toBe(200);
    expect(iconResponse.headers()['content-type']).toContain('image/svg+xml');
    expect(await iconResponse.text()).toContain(`>${brandName(brand)[0].toUpperCase()}</text>`);
  });
}

test('curacao: the service worker takes the page over, keeps assets but no API answer, and shows the offline page without a network', async ({ page, context }) => {
  await open(page, `${CURACAO}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${CURACAO}/sw.js`);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);

  // An API answer asked for by the page itself, through the worker that controls it.
  const status = await page.evaluate(() => fetch('/api/core/casino/settings2').then((r) => r.status));
  expect(status).toBe(200);
  // The hashed assets of the reloaded page were kept (so the check below could see a kept answer at all).
  await expect.poll(async () => (await cachedUrls(page)).some((url) => url.startsWith('/assets/'))).toBe(true);
  const kept = await cachedUrls(page);
  expect(kept).toContain('/offline');
  expect(kept.filter((url) => url.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  await page.goto(`${CURACAO}/wallet`);
  await expect(page.getByRole('heading', { level: 1, name: text('app.offline.title') })).toBeVisible();
  await expect(page.getByText(text('app.offline.body'))).toBeVisible();
  await expect(page.getByRole('link', { name: text('app.offline.retry') })).toHaveAttribute('href', '/');
  await pageSettled(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await context.setOffline(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('lulu: when the browser offers installing, the brand\'s banner shows once; Not now is remembered', async ({ page }) => {
    await open(page, `${LULU}/casino`);
    const banner = page.getByRole('region', { name: text('app.install.label', 'lulu') });
    // Chrome offers installing only after its own engagement checks: the same event, made by the test.
    const offer = () => page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(await offer()).toBe(true);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(text('app.install.text', 'lulu'));
    await banner.getByRole('button', { name: text('app.install.notNow', 'lulu') }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('installPromptAnswered'))).toContain('notNow');

    await page.reload();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    expect(await offer()).toBe(true);
    // The banner's chunk is loaded and mounted (the page's notices render), yet it stays hidden.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/installable-')))).toBe(true);
    await expect(banner).toHaveCount(0);
  });
});
