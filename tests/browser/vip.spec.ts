// The VIP club and refer-a-friend (issue 14; spec 3 User userLoyaltyLevel and referralData, App settings
// loyaltyLevelGroupSteps, referAFriendPercent, referAFriendLanding, affiliateKeyQueryParameter; spec 4
// Affiliate) against the real site and sandbox: a guest sees the levels and the call to action (both
// brands); a player sees their level (set with POST /api/sandbox/loyalty), what the next level gives and
// their referral link; Copy puts the link on the clipboard; a visitor arriving by that link who registers
// sends the token, and the referrer counts a friend. axe on the new pages.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  CURACAO, DESKTOP, LULU, SANDBOX_PASSWORD, brandDoc, freshPlayer, headerRegister, logInFromHeader, open, pageTitle,
  registerDialog, text, uniqueEmail, watchProblems, pageSettled, fillRegistration,
} from './fixtures';

test.use({ viewport: DESKTOP });

const say = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text(key));
const LEVELS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'];

async function noSeriousAxeFindings(page: Page) {
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The player's details through the platform (a token from the platform's login). */
async function detailsOf(request: APIRequestContext, origin: string, email: string) {
  const login = await request.post(`${origin}/api/user/login`, { data: { email, password: SANDBOX_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).data.accessToken as string;
  const details = await request.get(`${origin}/api/user/get-user-details`, { headers: { Authorization: `Bearer ${token}` } });
  return (await details.json()).data.getUser as { userId: number; referralData: { referralCode: string; referredCount: number } };
}

for (const [brand, origin, path] of [['curacao', CURACAO, '/vip-club'], ['lulu', LULU, '/vip']] as const) {
  test(`${brand}: a guest at ${path} sees every level with its benefits and the sign-up / log-in call to action`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: origin, viewport: DESKTOP });
    const page = await context.newPage();
    const problems = await watchProblems(page);
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('vip', brand));
    await expect(page.getByTestId('vip-level')).toHaveCount(LEVELS.length);
    for (const level of LEVELS) {
      await expect(page.getByRole('heading', { name: text(`vip.levels.${level}.name`, brand) })).toBeVisible();
      await expect(page.getByText(text(`vip.levels.${level}.benefits`, brand))).toBeVisible();
    }
    const guest = page.getByTestId('vip-guest');
    await expect(guest.getByRole('button', { name: text('vip.guest.login', brand) })).toBeVisible();
    await guest.getByRole('button', { name: text('vip.guest.register', brand) }).click();
    await expect(registerDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(registerDialog(page)).toHaveCount(0);
    await expect(page.getByTestId('vip-referral')).toHaveCount(0);
    await noSeriousAxeFindings(page);
    expect(await problems.all()).toEqual([]);
    await context.close();
  });
}

test('a player sees their level, what the next gives and their referral link; Copy puts it on the clipboard', async ({ browser }, info) => {
  const context = await browser.newContext({ baseURL: CURACAO, viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CURACAO });
  const page = await context.newPage();
  const problems = await watchProblems(page);
  const email = await freshPlayer(page, CURACAO, 'vip', info.workerIndex);
  expect((await page.request.post('/api/sandbox/loyalty', { data: { email, level: 2 } })).status()).toBe(200);
  const { referralData } = await detailsOf(page.request, CURACAO, email);
  await page.context().clearCookies();

  await open(page, '/vip-club');
  await logInFromHeader(page, email);
  const status = page.getByTestId('vip-status');
  await expect(status).toContainText(say('vip.status.level', { level: 2 }));
  await expect(status).toContainText(text('vip.levels.silver.name'));
  await expect(status.getByTestId('vip-next-level')).toContainText(text('vip.levels.gold.benefits'));
  // freshPlayer has not played: nothing wagered yet, so 0% of the way from Silver (100) to Gold (1,000).
  await expect(status).toContainText(say('vip.status.progress', { percent: 0 }));
  await expect(page.getByTestId('vip-level').nth(1)).toContainText(text('vip.levels.current'));
  await expect(page.getByTestId('vip-guest')).toHaveCount(0);

  const link = `${CURACAO}/?nxafk=${referralData.referralCode}&nxaft=${referralData.referralCode}`;
  const referral = page.getByTestId('vip-referral');
  await expect(referral.getByTestId('referral-link')).toHaveText(link);
  await expect(referral).toContainText(say('vip.referral.intro', { percent: brandDoc<{ referAFriendPercent: number }>('curacao', 'settings.json').referAFriendPercent }));
  await referral.getByRole('button', { name: text('vip.referral.copy') }).click();
  await expect(page.getByText(text('vip.referral.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await noSeriousAxeFindings(page);

  // The profile's page: the same level, and the referral link.
  await open(page, '/profile2/vip-club');
  await expect(page.getByTestId('vip-status')).toContainText(text('vip.levels.silver.name'));
  await expect(page.getByTestId('vip-referral').getByTestId('referral-link')).toHaveText(link);
  await noSeriousAxeFindings(page);
  // On a small phone (320 px) the long link wraps: the page does not scroll sideways.
  const SMALL = { width: 320, height: 640 };
  await page.setViewportSize(SMALL);
  await open(page, '/vip-club');
  const shown = page.getByTestId('referral-link');
  await expect(shown).toHaveText(link);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // All of it on the screen, not cut off by its card.
  const words = (await shown.locator('p').boundingBox())!;
  expect(await shown.locator('p').evaluate((p) => p.scrollWidth - p.clientWidth)).toBeLessThanOrEqual(0);
  expect(words.x + words.width).toBeLessThanOrEqual(SMALL.width);
  expect(await problems.all()).toEqual([]);
  await context.close();
});

const field = (dialog: Locator, key: string) => dialog.getByRole('textbox', { name: text(key), exact: true });

test('spec 4 Affiliate: a visitor arriving by a referral link who registers sends the token; the referrer counts a friend', async ({ browser }, info) => {
  const referrer = await browser.newContext({ baseURL: CURACAO });
  const referrerEmail = await freshPlayer(await referrer.newPage(), CURACAO, 'referrer', info.workerIndex);
  const { referralData } = await detailsOf(referrer.request, CURACAO, referrerEmail);
  const code = referralData.referralCode;

  const context = await browser.newContext({ baseURL: CURACAO, viewport: DESKTOP });
  const page = await context.newPage();
  await open(page, `/?nxafk=${code}&nxaft=${code}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('nxaft'))).toBe(code);

  await headerRegister(page).click();
  const dialog = registerDialog(page);
  await expect(field(dialog, 'form.field.email')).toBeVisible();
  const email = uniqueEmail('referred', info.workerIndex);
  await fillRegistration(dialog, { email });
  const signUp = page.waitForRequest((r) => r.url().endsWith('/api/user/sign-up') && r.method() === 'POST');
  await dialog.getByRole('button', { name: text('auth.register'), exact: true }).click();
  expect((await signUp).postDataJSON()).toMatchObject({ email, token: code });
  await expect(dialog).toHaveCount(0);

  await expect.poll(async () => (await detailsOf(referrer.request, CURACAO, referrerEmail)).referralData.referredCount).toBe(1);
  await context.close();
  await referrer.close();
});

for (const [brand, origin, path] of [['curacao', CURACAO, '/vip-club'], ['lulu', LULU, '/vip']] as const) {
  test(`${brand}: spec 3 referAFriendPercent: a friend's deposit pays the referrer, and the VIP page shows what they earned`, async ({ page, request }, info) => {
    const referrer = await freshPlayer(page, origin, `referrer-${brand}`, info.workerIndex);
    const { referralData } = await detailsOf(request, origin, referrer);
    const friend = uniqueEmail(`friend-${brand}`, info.workerIndex);
    const signUp = await request.post(`${origin}/api/user/sign-up`, {
      data: { email: friend, password: SANDBOX_PASSWORD, firstName: 'Ann', lastName: 'Lee', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR', token: referralData.referralCode },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    expect((await request.post(`${origin}/api/sandbox/payments/next`, { data: { result: 'success', email: friend } })).ok()).toBe(true);
    const deposit = await request.post(`${origin}/api/user/deposit`, {
      data: { paymentMethod: 'skrill', amount: 50, requestId: `referral-${Date.now()}`, accountEmail: 'wallet@skrill.test' },
      headers: { Authorization: `Bearer ${(await signUp.json()).data.accessToken}` },
    });
    expect(deposit.status(), await deposit.text()).toBe(200);
    await open(page, `${origin}${path}`);
    await logInFromHeader(page, referrer);
    await expect(page.getByTestId('vip-referral')).toContainText(say('vip.referral.earned', { amount: '€5.00' }));
  });
}
