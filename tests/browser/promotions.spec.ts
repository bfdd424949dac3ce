// Promotions, activation, free money and coupons (issue 14; spec 3 Bonus, spec 7 get-all-bonus, spec 8 Bonus
// activation error codes and the coupon texts) against the real site and sandbox: a guest sees the offers (the
// public promotions) and gets the login prompt on Activate; the type filter lives in the address; a verified
// player activates the free chip and sees the success, and a second activation is refused with RETRY_PERIOD's
// text; an unverified player is sent to verify the email; a coupon is applied, an unknown one and a redeemed one
// refused with their texts; /freemoney lists the no-deposit and free-spin offers; both brands render the pages.
// The guessing limit (10 wrong codes lock the player and the IP for 15 minutes) is the sandbox's, checked by
// tests/contract/sandbox-bonus.test.ts: here it would lock every test's coupons on this machine's one IP.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, LULU, PHONE, inHeaderMenu, loginDialog, open, pageTitle, text, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const PASSWORD = 'Sandbox123!';
const say = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(key));

/** The seeded offers' banner titles (server/sandbox/seed/bonuses.ts). */
const FREE_CHIP = '5 EUR free chip, no deposit needed';
const WELCOME = '100% up to 1000 EUR + 100 Free Spins';
const MONDAY_SPINS = '50 Free Spins every Monday';
const SIGN_UP_SPINS = '20 Free Spins on sign-up';

/** A new player signed up through the platform (an email nobody else uses); verified unless asked otherwise. */
async function newPlayer(request: APIRequestContext, tag: string, { verified = true } = {}) {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@promotions.test`;
  const answer = await request.post('/api/user/sign-up', {
    data: { email, password: PASSWORD, firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  if (verified) {
    const link = await request.post('/api/sandbox/verification-link', { data: { email } });
    expect(link.status(), await link.text()).toBe(200);
    await request.get(((await link.json()) as { url: string }).url, { maxRedirects: 0 });
  }
  return { email, token: (await answer.json()).data.accessToken as string };
}

const signedIn = (page: Page, token: string) => page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
const main = (page: Page) => page.getByRole('main');
/** An offer's card, by its banner title. */
const card = (page: Page, title: string) =>
  main(page).locator('.chakra-card__root').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const activate = (page: Page, title: string) => card(page, title).getByRole('button', { name: text('bonus.promotions.activate') });
/** The shell's notices (one live region). */
const notices = (page: Page) => page.locator('[data-notice]');
/** The problems left once the browser's own line for an answer the test causes (a refusal: 409, 422) is set aside. */
const unexpected = (problems: string[], ...statuses: number[]) =>
  problems.filter((p) => !statuses.some((status) => new RegExp(`Failed to load resource: .*status of ${status}`).test(p)));

async function noSeriousAxeFindings(page: Page) {
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('a guest sees the promotions with their labels and terms, filters them by type in the address, and gets the login prompt on Activate', async ({ page }) => {
  const problems = await watchProblems(page);
  await open(page, '/promotions');
  const chip = card(page, FREE_CHIP);
  await expect(chip).toBeVisible();
  await expect(chip).toContainText(text('bonus.promotions.types.no_deposit'));
  await expect(chip).toContainText(say('bonus.promotions.labels.wageringMultiplier', { times: '50' }));
  await expect(chip.getByRole('link', { name: text('bonus.promotions.terms') })).toHaveAttribute('href', '/bonus-terms');
  await expect(chip.getByRole('img')).toHaveCount(0); // the banner is decorative: the heading names the offer
  await expect(chip.locator('img')).toHaveAttribute('src', /\/api\/core\/casino\/assets\/banners\/bonus-108\.svg$/);
  await expect(card(page, WELCOME)).toContainText(say('bonus.promotions.labels.depositBonusPercent', { percent: '100' }));
  // An offer that has ended is not offered.
  await expect(main(page).getByRole('heading', { name: 'Summer Splash: 60% up to 600 EUR' })).toHaveCount(0);
  await noSeriousAxeFindings(page);

  await main(page).getByLabel(text('bonus.promotions.filter')).selectOption({ label: text('bonus.promotions.types.freespins') });
  await expect(page).toHaveURL(/[?&]type=freespins/);
  await expect(card(page, MONDAY_SPINS)).toBeVisible();
  await expect(card(page, FREE_CHIP)).toHaveCount(0);
  // Back returns to the whole list (the filter was pushed to the history).
  await page.goBack();
  await expect(card(page, FREE_CHIP)).toBeVisible();

  await activate(page, FREE_CHIP).click();
  await expect(loginDialog(page)).toBeVisible();
  expect(await problems.all()).toEqual([]);
});

test('a link with ?type= opens the filtered list; on a phone the cards fit the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/promotions?type=no_deposit');
  await expect(card(page, SIGN_UP_SPINS)).toBeVisible();
  await expect(card(page, WELCOME)).toHaveCount(0);
  await expect(main(page).getByLabel(text('bonus.promotions.filter'))).toHaveValue('no_deposit');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Keyboard: the card's Activate is reached with Tab and pressed with Enter (a guest: the login prompt).
  await activate(page, SIGN_UP_SPINS).focus();
  await page.keyboard.press('Enter');
  await expect(loginDialog(page)).toBeVisible();
});

test('a player activates the free chip and sees the success; a second activation is refused with its message; the history shows it active', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { token } = await newPlayer(request, 'activate');
  await signedIn(page, token);
  await open(page, '/promotions');
  await activate(page, FREE_CHIP).click();
  await expect(notices(page).filter({ hasText: text('bonus.promotions.activated') })).toBeVisible();
  // The platform holds it as the active bonus (spec 4 Auth state follows it).
  const history = await request.get('/api/user/bonus-history', { headers: { Authorization: `Bearer ${token}` } });
  expect((await history.json()).data.activeBonus).toMatchObject({ id: 108, status: 'active' });

  await activate(page, FREE_CHIP).click();
  await expect(notices(page).filter({ hasText: text('bonus.activation.retryPeriod') })).toBeVisible();

  // The bonus history shows it as the active bonus (the seed's name of the offer: Free Chip).
  await open(page, '/bonuses');
  await expect(page.getByTestId('active-bonus').getByRole('heading', { name: 'Free Chip' })).toBeVisible();
  expect(unexpected(await problems.all(), 422)).toEqual([]);
});

test('an unverified player is told to verify the email (REQUIRED_EMAIL_VERIFICATION), with a link to the profile on the refused offer', async ({ page, request }) => {
  const { token } = await newPlayer(request, 'unverified', { verified: false });
  await signedIn(page, token);
  await open(page, '/promotions');
  const verifyLink = (title: string) => card(page, title).getByRole('link', { name: text('bonus.promotions.verifyEmailLink') });
  await expect(activate(page, WELCOME)).toBeVisible();
  await expect(activate(page, FREE_CHIP)).toBeVisible();
  await expect(verifyLink(FREE_CHIP)).toHaveCount(0);
  await activate(page, FREE_CHIP).click();
  await expect(notices(page).filter({ hasText: text('bonus.activation.requiredEmailVerification') })).toBeVisible();
  // The refused card links to the profile, as the deposit page does for its REQUIRED_EMAIL_VERIFICATION; the
  // other cards do not; the page's own banner (settings verifyEmailOnBonusActivation) keeps its link.
  await expect(verifyLink(FREE_CHIP)).toHaveAttribute('href', '/profile/edit-profile');
  await expect(verifyLink(WELCOME)).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: text('bonus.promotions.verifyEmailLink') })).toHaveCount(2);
});

test('coupons: an unknown code is not applied, FREECHIP5 is applied, and applying it again says it is redeemed', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { token } = await newPlayer(request, 'coupon');
  await signedIn(page, token);
  await open(page, '/promotions');
  const form = main(page).locator('[data-form="coupon"]');
  const code = form.getByLabel(text('bonus.coupon.field'));
  const apply = form.getByRole('button', { name: text('bonus.coupon.submit') });

  await code.fill('NOSUCHCODE');
  await apply.click();
  await expect(form.getByRole('alert').filter({ hasText: text('bonus.coupon.notApplied') })).toBeVisible();

  await code.fill('FREECHIP5');
  await apply.click();
  await expect(notices(page).filter({ hasText: text('bonus.coupon.applied') })).toBeVisible();
  await expect(code).toHaveValue('');

  await code.fill('FREECHIP5');
  await apply.click();
  await expect(form.getByRole('alert').filter({ hasText: text('bonus.coupon.alreadyRedeemed') })).toBeVisible();
  expect(unexpected(await problems.all(), 409, 422)).toEqual([]);
});

test('/freemoney lists the no-deposit and the free-spin offers, each under its heading', async ({ page }) => {
  await open(page, '/freemoney');
  await expect(main(page).getByRole('heading', { level: 2, name: text('page.freemoney.no_deposit') })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: text('page.freemoney.freespins') })).toBeVisible();
  await expect(card(page, FREE_CHIP)).toBeVisible();
  await expect(card(page, MONDAY_SPINS)).toBeVisible();
  await expect(card(page, WELCOME)).toHaveCount(0);
  await noSeriousAxeFindings(page);
});

test('lulu renders the promotions and free money pages (it extends curacao)', async ({ page }) => {
  await open(page, `${LULU}/promotions`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('promotions', 'lulu'));
  await expect(card(page, FREE_CHIP)).toBeVisible();
  await open(page, `${LULU}/freemoney`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('freemoney', 'lulu'));
  await expect(card(page, MONDAY_SPINS)).toBeVisible();
});

for (const [brand, base] of [['curacao', ''], ['lulu', LULU]] as const) {
  test(`${brand}: an offer names its game with a link to it, and an offer without an end shows no end date`, async ({ page, request }) => {
    const game = ((await (await request.get(`${base}/api/core/casino/games/book-of-the-nile`)).json()) as { data: { game: { name: string } } }).data.game;
    await open(page, `${base}/promotions`);
    const welcome = card(page, WELCOME);
    const link = welcome.getByRole('link', { name: text('bonus.promotions.labels.game', brand).replace('{{game}}', game.name) });
    await expect(link).toHaveAttribute('href', '/casino/games/book-of-the-nile');
    await expect(welcome).not.toContainText('book-of-the-nile');
    await expect(main(page).getByText(text('bonus.promotions.labels.validTo', brand).split('{{')[0].trim())).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/\/casino\/games\/book-of-the-nile$/);
  });
}

for (const [brand, base] of [['curacao', ''], ['lulu', LULU]] as const) {
  test(`${brand}: the bonus calendar opens from the promotions page and from the menu`, async ({ page }) => {
    const calendar = page.getByRole('dialog', { name: text('modal.calendar.title', brand) });
    await open(page, `${base}/promotions`);
    await main(page).getByRole('link', { name: text('bonus.promotions.calendar', brand) }).click();
    await expect(calendar).toBeVisible();
    await expect(calendar.getByTestId('calendar-day')).toHaveCount(28);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    // The main menu: in the header (curacao's basic navigation), in the side panel (lulu's panel navigation).
    const entry = page.locator('header, aside').getByRole('link', { name: text('menu.bonusCalendar', brand), exact: true }).first();
    await (await inHeaderMenu(page, entry)).click();
    await expect(calendar).toBeVisible();
  });
}
