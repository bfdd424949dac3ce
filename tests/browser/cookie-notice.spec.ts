// The cookie notice (spec 2.5; spec 9 Cookies and retention), on the real sites: the sandbox's settings2
// turns cookiesPopup on (lulu, with its side panel; curacao), the 1-click site's settings turn it off.
// These tests start as a new visitor, with nothing stored.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, LULU, PHONE, freshPlayer, logInFromHeader, open, text, useSettings, watchProblems, pageSettled } from './fixtures';
import { PORTS } from '../../playwright.config';

test.use({ storageState: { cookies: [], origins: [] } });

const notice = (page: Page) => page.getByRole('region', { name: text('cookies.label', 'lulu') });
const GAME = 'golden-fortune';

test('lulu: a new visitor sees the notice with the policy link; it hides on a game page and returns off it; accepting stores the consent for a year', async ({ page }) => {
  const problems = await watchProblems(page);
  await open(page, `${LULU}/casino`);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(text('cookies.text', 'lulu'));
  await expect(notice(page).getByRole('link', { name: text('cookies.policy', 'lulu') })).toHaveAttribute('href', '/privacy-policy');

  // spec 2.5: never on a game page, and hidden on navigating to one (in the app, without a reload).
  await page.evaluate((path) => { window.history.pushState({}, '', path); window.dispatchEvent(new PopStateEvent('popstate')); }, `/casino/games/${GAME}`);
  await expect(page).toHaveURL(new RegExp(`/casino/games/${GAME}$`));
  await expect(notice(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/casino$/);
  await expect(notice(page)).toBeVisible();

  await notice(page).getByRole('button', { name: text('cookies.accept', 'lulu') }).click();
  await expect(notice(page)).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { acceptedAt: string } | null);
  expect(Math.abs(Date.parse(stored!.acceptedAt) - Date.now())).toBeLessThan(120_000);
  await open(page, `${LULU}/promotions`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(await problems.all()).toEqual([]);
});

test('lulu: a consent older than a year no longer counts (spec 9); a game page opened directly never shows the notice', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cookieConsent', JSON.stringify({ acceptedAt: new Date(Date.now() - 366 * 86_400_000).toISOString() }));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open(page, `${LULU}/casino/games/${GAME}`);
  await expect(page.getByTestId('game-details')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await open(page, `${LULU}/casino`);
  await expect(notice(page)).toBeVisible();
});

test('curacao on a phone: the notice sits at the foot of the screen, within it, and has no serious accessibility violation', async ({ browser }) => {
  // @axe-core/playwright needs a page from browser.newContext() (STACK.md).
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await open(page, `${CURACAO}/casino`);
    await expect(notice(page)).toBeVisible();
    const box = (await notice(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 1);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    await pageSettled(page);
    const results = await new AxeBuilder({ page }).include('[data-testid="cookie-notice"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a site with cookiesPopup off: no notice', async ({ page }) => {
  await open(page, `http://127.0.0.1:${PORTS.oneClick}/casino`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});

test('switched at run time (POST /api/sandbox/settings, scoped to this context): off, then on again on the next load', async ({ page, context }) => {
  const scope = await useSettings(context, CURACAO, { cookiesPopup: false });
  await open(page, `${CURACAO}/casino`);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  await context.request.delete(`${CURACAO}/api/sandbox/settings?scope=${scope}`);
  await open(page, `${CURACAO}/casino`);
  await expect(notice(page)).toBeVisible();
});

for (const [brand, base] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: floating controls stay reachable while the notice shows: the live chat's launcher sits above it`, async ({ page, context }, info) => {
    const email = await freshPlayer(page, base, `notice-chat-${brand}`, info.workerIndex);
    await useSettings(context, base, { showLiveChat: true });
    await open(page, `${base}/casino`);
    await logInFromHeader(page, email);
    const shown = notice(page);
    await expect(shown).toBeVisible();
    const launcher = page.getByRole('button', { name: text('chat.launcher', brand), exact: true });
    await expect(launcher).toBeVisible();
    // Above the notice (its top), not under it; and a click reaches it (no notice in the way).
    await expect.poll(async () => {
      const [chat, bar] = [await launcher.boundingBox(), await shown.boundingBox()];
      return chat && bar ? chat.y + chat.height <= bar.y : false;
    }).toBe(true);
    await launcher.click();
    await expect(page.getByRole('dialog', { name: text('chat.title', brand) })).toBeVisible();
  });
}
