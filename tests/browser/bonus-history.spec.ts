// The bonus history (issue 14; spec 3 Bonus display labels, spec 4 Bonus rules and Auth state, spec 8
// 'Withdrawal Not Allowed with Active Bonus') against the real site and sandbox: a withdrawal blocked by an
// active bonus sends the player to /bonuses, which shows the bonus activated through the API with its
// labels; the player cancels it after confirming and finds it among the past bonuses as cancelled, the
// header's balance without its bonus money; past bonuses page in the address; lulu (panel navigation)
// renders it from its profile link; axe finds nothing serious.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, LULU, PHONE, SANDBOX_PASSWORD, euros, freshPlayer, headerBalance, open, pageTitle, text, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

/** The Free Chip offer of the sandbox's seed: 5 EUR, no deposit needed, wagering x50 (a 250 EUR requirement). */
const FREE_CHIP = { id: 108, name: 'Free Chip' };

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer;
}

async function tokenOf(request: APIRequestContext, origin: string, email: string): Promise<string> {
  const answer = await ok(await request.post(`${origin}/api/user/login`, { data: { email, password: SANDBOX_PASSWORD } }));
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

const signedIn = (page: Page, token: string) => page.addInitScript((value) => localStorage.setItem('accessToken', value), token);

async function noSeriousAxeFindings(page: Page, selector: string) {
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(5);
  expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const term = (page: Page, key: string) => page.getByTestId('active-bonus-labels').locator('div').filter({ has: page.locator('dt', { hasText: text(`bonus.history.labels.${key}`) }) }).locator('dd');

test('an active bonus blocks the withdrawal, the fix link shows it in the history with its labels; cancelled after confirming, it is a past bonus', async ({ page, request }, info) => {
  const email = await freshPlayer(page, CURACAO, 'bonus-history', info.workerIndex);
  const token = await tokenOf(request, CURACAO, email);
  // A player who could withdraw but for the bonus: email verified, a deposit, its wagering done.
  const { url } = (await (await ok(await request.post('/api/sandbox/verification-link', { data: { email } }))).json()) as { url: string };
  await request.get(url, { maxRedirects: 0 });
  await ok(await request.post('/api/sandbox/deposit', { data: { email, amount: 50, paymentMethod: 'visa', result: 'success' } }));
  await ok(await request.post('/api/sandbox/deposit-wager', { data: { email, complete: true } }));
  // The activation of spec 8 through the API with the player's token.
  const activation = await ok(await request.post('/api/user/bonus/activate', {
    headers: { Authorization: `Bearer ${token}` }, data: { bonusId: FREE_CHIP.id, timeZone: 'Europe/Malta' },
  }));
  expect(((await activation.json()) as { data: { status: string } }).data.status).toBe('active');

  await signedIn(page, token);
  await open(page, '/withdraw');
  const blocked = page.getByTestId('withdraw-blocked');
  await expect(blocked).toContainText('Withdrawal Not Allowed with Active Bonus');
  await blocked.getByRole('link', { name: text('cashier.withdrawal.blocked.toBonuses') }).click();
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('bonuses'));

  const active = page.getByTestId('active-bonus');
  await expect(active.getByRole('heading', { name: FREE_CHIP.name })).toBeVisible();
  await expect(term(page, 'wagerLeft')).toHaveText('€250.00');
  await expect(term(page, 'wagered')).toHaveText('€0.00');
  await expect(term(page, 'bonusAmount')).toHaveText('€5.00');
  await expect(term(page, 'status')).toHaveText(text('bonus.history.status.active'));
  await expect(term(page, 'expiration').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(term(page, 'freeSpinsLeft')).toHaveCount(0);
  await expect(page.getByTestId('past-bonuses')).toHaveCount(0);
  await expect(page.getByText(text('bonus.history.past.empty'))).toBeVisible();
  await noSeriousAxeFindings(page, 'main');

  // 50 credited, 50 deposited and the bonus's 5.
  await expect(headerBalance(page)).toContainText(euros(105));

  // The confirmation first: Escape keeps the bonus.
  await active.getByRole('button', { name: text('bonus.history.cancel.button') }).click();
  const confirm = page.getByRole('alertdialog', { name: text('bonus.history.cancel.confirm.title') });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: text('bonus.history.cancel.confirm.keep') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(active).toBeVisible();

  await active.getByRole('button', { name: text('bonus.history.cancel.button') }).click();
  await confirm.getByRole('button', { name: text('bonus.history.cancel.confirm.accept') }).click();
  await expect(page.getByText(text('bonus.history.cancel.done'))).toBeVisible();
  await expect(page.getByText(text('bonus.history.active.none'))).toBeVisible();
  const row = page.getByTestId('past-bonus');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('past-bonus-name')).toHaveText(FREE_CHIP.name);
  await expect(row.getByTestId('past-bonus-status')).toHaveText(text('bonus.history.status.cancelled'));
  // Its bonus money is removed (spec 4 Bonus rules).
  await expect(headerBalance(page)).toContainText(euros(100));

  // The auth state follows (spec 4): the withdrawal is no longer blocked by the bonus.
  await open(page, '/withdraw');
  await expect(page.getByTestId('withdraw-blocked')).toHaveCount(0);
});

test('past bonuses page by 10 with the page in the address; Back returns; on a phone each is a card', async ({ page, request }, info) => {
  const email = await freshPlayer(page, CURACAO, 'bonus-paging', info.workerIndex);
  const token = await tokenOf(request, CURACAO, email);
  // Each grant of the control endpoint cancels the one before: 11 grants and a cancel leave 11 past bonuses.
  for (let i = 0; i < 11; i += 1) await ok(await request.post('/api/sandbox/active-bonus', { data: { email, bonusId: FREE_CHIP.id } }));
  await ok(await request.post('/api/sandbox/active-bonus', { data: { email, bonusId: null } }));

  await signedIn(page, token);
  await open(page, '/profile2/my-bonuses');
  const rows = page.getByTestId('past-bonus');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(text('bonus.history.paging.page').replace('{{page}}', '1').replace('{{pages}}', '2'))).toBeVisible();
  await page.getByRole('button', { name: text('bonus.history.paging.next') }).click();
  await expect(page).toHaveURL(/\/profile2\/my-bonuses\?page=2$/);
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/profile2\/my-bonuses$/);
  await expect(rows).toHaveCount(10);

  await page.setViewportSize(PHONE);
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await noSeriousAxeFindings(page, 'main');
});

test('lulu (panel navigation): the profile\'s bonus history link opens the page with the active bonus', async ({ page, request }, info) => {
  const email = await freshPlayer(page, LULU, 'lulu-bonus', info.workerIndex);
  const token = await tokenOf(request, LULU, email);
  await ok(await request.post(`${LULU}/api/sandbox/active-bonus`, { data: { email, bonusId: FREE_CHIP.id } }));
  await signedIn(page, token);
  await open(page, `${LULU}/profile`);
  await page.getByRole('main').getByRole('link', { name: text('profile.links.bonusHistory', 'lulu') }).click();
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('bonuses', 'lulu'));
  await expect(page.getByTestId('active-bonus').getByRole('heading', { name: FREE_CHIP.name })).toBeVisible();
  await expect(term(page, 'wagerLeft')).toHaveText('€250.00');
});
