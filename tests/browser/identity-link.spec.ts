// Sign-in links (spec 2.3: an access token in the query parameter at is saved and removed from the
// address) and security review finding 8: a link never silently replaces the signed-in player's session.
// With another player signed in, the switch-account dialog names the link's account and switches only when
// the player confirms; a refused link token says so and signs nobody out. The address never keeps at.
import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  CURACAO, DESKTOP, PLAYER, SANDBOX_PASSWORD, amountOf, animationsDone, headerLogin, logInFromHeader, modalTitle, open,
  text, watchProblems, pageSettled,
} from './fixtures';

const NEW_PLAYER = 'new@sandbox.test';

/** An access token of the account, as a sign-in link would carry it. */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${CURACAO}/api/user/login`, { data: { email, password: SANDBOX_PASSWORD } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.accessToken as string;
}

/** The account's balance as the platform answers it for its token. */
async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get(`${CURACAO}/api/user/get-user-details`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.getUser.userWallet.totalAmount as number;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
/** Everything the page keeps in local and session storage, as one string. */
const allStorage = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
const switchDialog = (page: Page) => page.getByRole('dialog', { name: modalTitle('switch-account') });
/** The header balance, found by test id: an open dialog hides the header from the accessibility tree. */
const shownBalance = (page: Page) => page.getByRole('banner', { includeHidden: true }).getByTestId('balance');

/** Resolves when the header shows the balance the platform gives for this token (polled: a parallel test may move it). */
async function expectHeaderOf(page: Page, request: APIRequestContext, token: string) {
  await expect.poll(async () => {
    const shown = await shownBalance(page).textContent();
    return shown !== null && /\d/.test(shown) && amountOf(shown) === (await balanceOf(request, token));
  }).toBe(true);
}

async function openLink(page: Page, token: string) {
  await open(page, `/casino?at=${encodeURIComponent(token)}`);
  // spec 2.3: removed from the address at once (replaced, so Back does not bring it back either).
  await expect(page).not.toHaveURL(/[?&]at=/);
  expect(await page.evaluate(() => window.location.href)).not.toContain(token);
}

// @axe-core/playwright needs a page from browser.newContext() (STACK.md).
async function withPage(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: CURACAO, viewport: DESKTOP });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("review finding 8: a link for another account keeps the signed-in player until they confirm; cancel keeps them, confirm switches", async ({ browser, request }) => {
  await withPage(browser, async (page) => {
    const problems = await watchProblems(page);
    const linkToken = await tokenOf(request, NEW_PLAYER);
    await open(page, '/casino');
    await logInFromHeader(page, PLAYER);
    const playerToken = (await storedToken(page))!;
    expect(playerToken).toBeTruthy();
    expect(await balanceOf(request, linkToken)).not.toBe(await balanceOf(request, playerToken)); // the header tells them apart

    // The link while signed in: the dialog names the link's account and the signed-in one.
    await openLink(page, linkToken);
    const dialog = switchDialog(page);
    await expect(dialog.getByTestId('switch-account-link')).toHaveText(text('modal.switchAccount.link').replace('{{email}}', NEW_PLAYER));
    await expect(dialog.getByTestId('switch-account-current')).toHaveText(text('modal.switchAccount.current').replace('{{email}}', PLAYER));
    await expectHeaderOf(page, request, playerToken);
    expect(await storedToken(page)).toBe(playerToken);
    // The link's token is held in memory only.
    expect(await allStorage(page)).not.toContain(linkToken);

    await animationsDone(dialog);
    await pageSettled(page);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.passes.length, 'axe ran its rules').toBeGreaterThan(10);
    expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Cancel: the first player stays.
    await dialog.getByRole('button', { name: text('modal.switchAccount.stay') }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedToken(page)).toBe(playerToken);
    await expectHeaderOf(page, request, playerToken);
    expect(await allStorage(page)).not.toContain(linkToken);

    // The same link again, confirmed: the link's account is signed in, as after a sign-in.
    await openLink(page, linkToken);
    await expect(dialog.getByTestId('switch-account-link')).toContainText(NEW_PLAYER);
    await dialog.getByRole('button', { name: text('modal.switchAccount.confirm').replace('{{email}}', NEW_PLAYER) }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => storedToken(page)).toBe(linkToken);
    await expectHeaderOf(page, request, linkToken);
    await expect(page).not.toHaveURL(/[?&]at=/);
    expect(await problems.all()).toEqual([]);
  });
});

test('review finding 8: a refused link token says so in the dialog and signs nobody out', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const problems = await watchProblems(page);
  await open(page, '/casino');
  await logInFromHeader(page, PLAYER);
  const playerToken = (await storedToken(page))!;

  await openLink(page, 'not.a.valid-token');
  const dialog = switchDialog(page);
  await expect(dialog).toContainText(text('modal.switchAccount.invalid'));
  await expect(dialog.getByRole('button', { name: text('modal.switchAccount.stay') })).toHaveCount(0);
  await dialog.getByRole('button', { name: text('common.close') }).first().click();
  await expect(dialog).toHaveCount(0);
  // No global 403 handling: the player is still signed in, and no login dialog was opened.
  expect(await storedToken(page)).toBe(playerToken);
  await expect(page).toHaveURL(`${CURACAO}/casino`);
  await expectHeaderOf(page, request, playerToken);
  await expect(headerLogin(page)).toHaveCount(0);
  // The browser logs the refused call (403) as a failed resource; nothing else may go wrong.
  expect((await problems.all()).filter((p) => !p.includes('403'))).toEqual([]);
});

test('spec 2.3: without a session, the link signs its account in at once and leaves the address', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const linkToken = await tokenOf(request, NEW_PLAYER);
  await openLink(page, linkToken);
  await expect.poll(() => storedToken(page)).toBe(linkToken);
  await expectHeaderOf(page, request, linkToken);
  await expect(switchDialog(page)).toHaveCount(0);
});
