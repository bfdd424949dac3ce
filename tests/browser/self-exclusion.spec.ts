// Self-exclusion and account freeze against the real site and sandbox (issue 13; spec 2.5 Responsible
// gaming, spec 3 Enumerations, spec 4 Self-exclusion: 'A self-excluded user can only withdraw'). Fresh
// registered players only, so the seeded accounts other specs use are never excluded or frozen.
// - Self-exclusion from the limits page ends real play at once: a game open in another tab refuses its
//   next spin and shows that the session ended; the player is then sent to withdraw, which says why.
// - An exclusion cannot be lifted early (spec 4; security review N1): a page opened before the exclusion
//   that asks for a shorter one is refused by the platform (SELF_EXCLUSION_SHORTER) and says so.
// - An exclusion ends when the player chose, to the minute (issue 29), and the pages show that time in the
//   player's time zone (the browser's, here not the server's UTC).
// - A freeze from /profile2/freeze-account signs the player out, and a login during the freeze shows the
//   platform's message naming its end.
import { expect, test, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  CURACAO, freshPlayer, DESKTOP, LULU, PHONE, SANDBOX_PASSWORD, appReady, headerBalance, headerLogin, logInFromHeader, loginDialog, modalTitle, open, text, pageSettled,
} from './fixtures';

interface Game { slug: string; hasDemo: boolean; restrictedCountries: string[]; minBet: number }

async function seriousViolations(browser: Browser, setUp: (page: Page) => Promise<void>): Promise<string[]> {
  // @axe-core/playwright needs a page from browser.newContext() (STACK.md).
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await setUp(page);
    await pageSettled(page);
    return (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    await context.close();
  }
}

const durationSelect = (page: Page) => page.getByLabel(text('responsibleGaming.selfExclusion.duration'));
const freezeSelect = (page: Page) => page.getByLabel(text('responsibleGaming.freeze.days'));

/** The player's exclusion as the platform has it now (userLimit; selfExclusionEndsAt: the instant it ends, ours). */
async function userLimitOf(page: Page): Promise<{ selfExclusion: string | null; selfExclusionEndsAt: string | null; isSelfExclusionPermanent: boolean }> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const answer = await page.request.get(`${CURACAO}/api/user/get-user-details`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.getUser.userLimit;
}

// The player's time zone is not the server's (UTC): the end is shown in the player's (issue 29).
const PLAYER_ZONE = 'Asia/Kolkata';
/** An instant as the site shows a date (src/renderer/valueFormats.ts formatDate), in the player's zone. */
const inPlayerZone = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: PLAYER_ZONE }).format(new Date(iso));

test.use({ viewport: DESKTOP, timezoneId: PLAYER_ZONE });

test('self-exclusion from the limits page ends real play at once: the open game refuses the next spin; the player can only withdraw; it ends an hour later, shown in the player\'s zone', async ({ page, context }, info) => {
  const email = await freshPlayer(page, CURACAO, 'exclude', info.workerIndex);
  const games = ((await (await page.request.get(`${CURACAO}/api/core/casino/games?limit=100`)).json()) as { data: { games: { rows: Game[] } } }).data.games.rows;
  const game = games.find((g) => g.hasDemo && !g.restrictedCountries.includes('MT') && g.minBet <= 1)!;

  // A real game open in one tab.
  await open(page, `${CURACAO}/casino`);
  await logInFromHeader(page, email);
  await open(page, `${CURACAO}/play/${game.slug}?mode=real`);
  const consent = page.getByRole('dialog', { name: text('game.cookieConsent.title') });
  await consent.getByRole('button', { name: text('game.cookieConsent.accept') }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();

  // The player excludes themselves in another tab (same browser: same session).
  const limits = await context.newPage();
  await open(limits, `${CURACAO}/profile2/limits`);
  await durationSelect(limits).selectOption({ label: text('responsibleGaming.selfExclusion.durations.1h') });
  await limits.getByRole('button', { name: text('responsibleGaming.selfExclusion.submit') }).click();
  const confirm = limits.getByRole('alertdialog', { name: text('responsibleGaming.selfExclusion.confirm.title') });
  await expect(confirm).toBeVisible();
  // Keyboard: Cancel has the focus; Tab reaches the confirmation, Enter presses it.
  await expect(confirm.getByRole('button', { name: text('responsibleGaming.cancel') })).toBeFocused();
  await limits.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: text('responsibleGaming.selfExclusion.confirm.accept') })).toBeFocused();
  await limits.keyboard.press('Enter');
  // It ends an hour from now, to the minute (issue 29), and the page says when in the player's zone.
  const excludedAt = Date.now();
  await expect(limits.getByRole('status').filter({ hasText: /^You have excluded yourself until / })).toBeVisible();
  const { selfExclusionEndsAt } = await userLimitOf(limits);
  const endsAt = Date.parse(selfExclusionEndsAt!);
  expect(endsAt - excludedAt).toBeGreaterThan(55 * 60_000);
  expect(endsAt - excludedAt).toBeLessThanOrEqual(61 * 60_000);
  const shown = inPlayerZone(selfExclusionEndsAt!);
  await expect(limits.getByRole('status').filter({ hasText: text('responsibleGaming.selfExclusion.done').replace('{{until}}', shown) })).toBeVisible();

  // The open game: its next spin is refused and the page shows that the session ended.
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('game.sessionEnded') })).toBeVisible();

  // Continue: the auth state is self-excluded (spec 4), so the site sends the player to withdraw and says why.
  await limits.getByRole('button', { name: text('responsibleGaming.selfExclusion.continue') }).click();
  await expect(limits).toHaveURL(/\/withdraw$/);
  await expect(limits.getByRole('status').filter({ hasText: text('responsibleGaming.selfExcluded.untilTime').replace('{{until}}', shown) })).toBeVisible();
  // Real play is refused from now on, whatever the address.
  await open(limits, `${CURACAO}/deposit`);
  await expect(limits).toHaveURL(/\/withdraw$/);
});

test('an exclusion cannot be lifted early: a page opened before it asks for a shorter one, and says it cannot', async ({ page, context }, info) => {
  const email = await freshPlayer(page, CURACAO, 'exclude-shorter', info.workerIndex);
  await open(page, `${CURACAO}/profile2/limits`);
  await logInFromHeader(page, email);
  await expect(durationSelect(page)).toBeVisible();
  // A second tab, opened now: its user details say the player is not excluded.
  const stale = await context.newPage();
  await open(stale, `${CURACAO}/profile2/limits`);
  await expect(durationSelect(stale)).toBeVisible();

  // The first tab excludes the player for a week.
  await durationSelect(page).selectOption({ label: text('responsibleGaming.selfExclusion.durations.1w') });
  await page.getByRole('button', { name: text('responsibleGaming.selfExclusion.submit') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: text('responsibleGaming.selfExclusion.confirm.accept') }).click();
  await expect(page.getByRole('status').filter({ hasText: /^You have excluded yourself until / })).toBeVisible();
  const aWeek = await userLimitOf(page);
  expect(aWeek.selfExclusionEndsAt).not.toBeNull();

  // The second tab asks for 1 hour: the platform refuses, the page says why, the exclusion stays a week.
  await durationSelect(stale).selectOption({ label: text('responsibleGaming.selfExclusion.durations.1h') });
  await stale.getByRole('button', { name: text('responsibleGaming.selfExclusion.submit') }).click();
  await stale.getByRole('alertdialog').getByRole('button', { name: text('responsibleGaming.selfExclusion.confirm.accept') }).click();
  await expect(stale.getByRole('alert').filter({ hasText: text('responsibleGaming.selfExclusion.shorter') })).toBeVisible();
  await expect(durationSelect(stale)).toBeVisible();
  expect(await userLimitOf(stale)).toEqual(aWeek);
});

test('freeze from the page signs the player out; a login during the freeze shows the end (phone)', async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  const email = await freshPlayer(page, CURACAO, 'freeze', info.workerIndex);
  await open(page, `${CURACAO}/profile2/freeze-account`);
  await expect(page.getByText(text('auth.loginRequired'))).toBeVisible();
  await logInFromHeader(page, email);

  await expect(freezeSelect(page)).toBeVisible();
  await freezeSelect(page).selectOption({ label: '3 Days' });
  await page.getByRole('button', { name: text('responsibleGaming.freeze.submit') }).click();
  const confirm = page.getByRole('alertdialog', { name: text('responsibleGaming.freeze.confirm.title') });
  await confirm.getByRole('button', { name: text('responsibleGaming.freeze.confirm.accept') }).click();

  // Signed out, with the platform's message naming the end.
  const done = page.getByRole('status').filter({ hasText: /Your account is frozen until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/ });
  await expect(done).toBeVisible();
  await expect(page.getByRole('heading', { name: text('responsibleGaming.freeze.doneTitle') })).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await expect(page).toHaveURL(`${CURACAO}/profile2/freeze-account`); // the sign-out stays on the page
  // spec 4 Session termination: the logout notice on the next key press.
  await page.keyboard.press('Shift');
  const notice = page.getByRole('dialog', { name: modalTitle('logged-out') });
  await expect(notice).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);

  // A login during the freeze: the form shows the platform's message with the end date and time.
  const refused = await page.request.post(`${CURACAO}/api/user/login`, { data: { email, password: SANDBOX_PASSWORD } });
  expect(refused.status()).toBe(423);
  const message = (await refused.json()).message as string;
  expect(message).toMatch(/^Your account is frozen until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel(text('form.field.email')).fill(email);
  await dialog.getByLabel(text('form.field.password')).fill(SANDBOX_PASSWORD);
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test("lulu: a 12-hour self-exclusion ends 12 hours later to the minute, and both pages show that time in the player's zone", async ({ page }, info) => {
  const email = await freshPlayer(page, LULU, 'lulu-12h', info.workerIndex);
  await open(page, `${LULU}/profile2/limits`);
  await logInFromHeader(page, email);
  await durationSelect(page).selectOption({ label: text('responsibleGaming.selfExclusion.durations.12h', 'lulu') });
  await page.getByRole('button', { name: text('responsibleGaming.selfExclusion.submit', 'lulu') }).click();
  const confirm = page.getByRole('alertdialog', { name: text('responsibleGaming.selfExclusion.confirm.title', 'lulu') });
  const excludedAt = Date.now();
  await confirm.getByRole('button', { name: text('responsibleGaming.selfExclusion.confirm.accept', 'lulu') }).click();
  await expect(page.getByRole('status').filter({ hasText: /^You have excluded yourself until / })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const answer = await page.request.get(`${LULU}/api/user/get-user-details`, { headers: { authorization: `Bearer ${token}` } });
  const { selfExclusionEndsAt } = (await answer.json()).data.getUser.userLimit as { selfExclusionEndsAt: string };
  const endsAt = Date.parse(selfExclusionEndsAt);
  expect(endsAt % 60_000).toBe(0);
  expect(endsAt - excludedAt).toBeGreaterThan(12 * 3_600_000 - 5 * 60_000);
  expect(endsAt - excludedAt).toBeLessThanOrEqual(12 * 3_600_000 + 60_000);
  const shown = inPlayerZone(selfExclusionEndsAt);
  await expect(page.getByRole('status').filter({ hasText: text('responsibleGaming.selfExclusion.done', 'lulu').replace('{{until}}', shown) })).toBeVisible();
  await page.getByRole('button', { name: text('responsibleGaming.selfExclusion.continue', 'lulu') }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByRole('status').filter({ hasText: text('responsibleGaming.selfExcluded.untilTime', 'lulu').replace('{{until}}', shown) })).toBeVisible();
});

test('lulu offers permanent self-exclusion (its settings allow it); curacao does not', async ({ page }, info) => {
  const email = await freshPlayer(page, LULU, 'lulu-exclude', info.workerIndex);
  await open(page, `${LULU}/profile2/limits`);
  await logInFromHeader(page, email);
  await expect(durationSelect(page).locator('option', { hasText: text('responsibleGaming.selfExclusion.durations.permanent') })).toHaveCount(1);
  const other = await freshPlayer(page, CURACAO, 'curacao-exclude', info.workerIndex);
  await open(page, `${CURACAO}/profile2/limits`);
  await logInFromHeader(page, other);
  await expect(durationSelect(page).locator('option', { hasText: text('responsibleGaming.selfExclusion.durations.1m') })).toHaveCount(1);
  await expect(durationSelect(page).locator('option', { hasText: text('responsibleGaming.selfExclusion.durations.permanent') })).toHaveCount(0);
});

// Three tests, not one: each builds a fresh player and page, and together they outlast one test's time on a busy machine.
test('a11y: the limits page with the self-exclusion form has no serious axe violations', async ({ browser }, info) => {
  const onLimits = await seriousViolations(browser, async (page) => {
    const email = await freshPlayer(page, CURACAO, 'axe-limits', info.workerIndex);
    await open(page, `${CURACAO}/profile2/limits`);
    await logInFromHeader(page, email);
    await expect(durationSelect(page)).toBeVisible();
  });
  expect(onLimits).toEqual([]);
});

test('a11y: the self-exclusion confirmation has no serious axe violations', async ({ browser }, info) => {
  const onConfirm = await seriousViolations(browser, async (page) => {
    const email = await freshPlayer(page, CURACAO, 'axe-confirm', info.workerIndex);
    await open(page, `${CURACAO}/profile2/limits`);
    await logInFromHeader(page, email);
    await durationSelect(page).selectOption({ label: text('responsibleGaming.selfExclusion.durations.1d') });
    await page.getByRole('button', { name: text('responsibleGaming.selfExclusion.submit') }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });
  expect(onConfirm).toEqual([]);
});

test('a11y: the freeze page has no serious axe violations', async ({ browser }, info) => {
  const onFreeze = await seriousViolations(browser, async (page) => {
    const email = await freshPlayer(page, LULU, 'axe-freeze', info.workerIndex);
    await page.goto(`${LULU}/profile2/freeze-account`);
    await appReady(page);
    await logInFromHeader(page, email);
    await expect(freezeSelect(page)).toBeVisible();
  });
  expect(onFreeze).toEqual([]);
});
