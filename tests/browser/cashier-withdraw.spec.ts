// The cashier's withdrawal against the real site and sandbox (never mocked): the blocked reasons of spec 5
// and spec 4 in their order, each with its message; a crypto withdrawal's calculate step then its confirm
// step (spec 2.5) with the spec 5 messages and spec 8 'Error calculating withdrawal'; a bank withdrawal with
// the spec 5 field rules, the spec 8 success dialog and the header balance falling over the socket; the
// failure dialog with the balance untouched; a self-excluded player who can still withdraw (spec 4); the
// page on a phone, with axe.
// Each test withdraws as a player of its own (signed up through the API, made a verified depositor through
// the control endpoints), so no other spec's balance moves; only this file sets withdrawals/next.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, EXCLUDED, PHONE, euros, headerBalance, logInFromHeader, open, text, useCryptoRate, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const PASSWORD = 'Sandbox123!';
const TRON_ADDRESS = 'TQ9x7sandboxWalletAddress1234567';

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer;
}

/** A new player, signed up through the API; its email and token. */
async function newPlayer(request: APIRequestContext, tag: string, countryCode = 'MT', currencyCode = 'EUR') {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@withdraw.test`;
  const answer = await request.post('/api/user/sign-up', {
    data: { email, password: PASSWORD, firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', countryCode, currencyCode },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, token: (await answer.json()).data.accessToken as string };
}

async function verifyEmail(request: APIRequestContext, email: string) {
  const { url } = (await (await ok(await request.post('/api/sandbox/verification-link', { data: { email } }))).json()) as { url: string };
  await request.get(url, { maxRedirects: 0 });
}

/** A successful deposit (its own outcome, so no outcome stored by another spec is taken). */
async function deposit(request: APIRequestContext, email: string, amount: number) {
  await ok(await request.post('/api/sandbox/deposit', { data: { email, amount, paymentMethod: 'visa', result: 'success' } }));
}

/** A player who may withdraw: verified, one deposit of the amount. */
async function depositor(request: APIRequestContext, tag: string, amount: number, countryCode = 'MT', currencyCode = 'EUR') {
  const player = await newPlayer(request, tag, countryCode, currencyCode);
  await verifyEmail(request, player.email);
  await deposit(request, player.email, amount);
  return player;
}

async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
}

async function nextWithdrawal(request: APIRequestContext, step: 'calculate' | 'withdraw', result: 'success' | 'failed') {
  await ok(await request.post('/api/sandbox/withdrawals/next', { data: { step, result } }));
}

async function withdrawals(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/user/transactions?type=withdrawal&limit=50', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.transactions.rows as Array<{ type: string; status: string; amount: number }>;
}

/** The problems of a page, less the one the test asked for: the browser logs the provider failure's 502 it answered. */
const unexpected = (problems: string[]) => problems.filter((p) => !/Failed to load resource: .*status of 502/.test(p));

const form = (page: Page) => page.getByTestId('withdraw-form');
const field = (page: Page, key: string) => form(page).getByLabel(text(key), { exact: false });
const blocked = (page: Page) => page.getByTestId('withdraw-blocked');

test('a blocked withdrawal shows the right reason, in the order of spec 5 and spec 4, until the player may withdraw', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newPlayer(request, 'blocked');
  await signedIn(page, token);

  // spec 5: 'Withdrawal requires at least one successful deposit' (first), with the way to fix it.
  await open(page, '/withdraw');
  await expect(blocked(page)).toContainText(text('cashier.withdrawal.blocked.noDeposit'));
  await expect(blocked(page).getByRole('link', { name: text('cashier.withdrawal.blocked.toDeposit') })).toHaveAttribute('href', '/deposit');
  await expect(form(page)).toHaveCount(0);

  // ... 'a verified email' ...
  await deposit(request, email, 100);
  await page.reload();
  await expect(blocked(page)).toContainText(text('cashier.withdrawal.blocked.emailNotVerified'));

  // ... 'and the deposit wagering requirement completed'.
  await verifyEmail(request, email);
  await ok(await request.post('/api/sandbox/deposit-wager', { data: { email, complete: false } }));
  await page.reload();
  await expect(blocked(page)).toContainText(text('cashier.withdrawal.blocked.depositWagerIncomplete'));

  // spec 4 Bonus rules: 'An active bonus blocks withdrawal.' spec 8: 'Withdrawal Not Allowed with Active Bonus'.
  await ok(await request.post('/api/sandbox/deposit-wager', { data: { email, complete: true } }));
  await ok(await request.post('/api/sandbox/active-bonus', { data: { email, bonusId: 102 } }));
  await page.reload();
  await expect(blocked(page)).toHaveText(new RegExp(text('errors.withdraw.activeBonus')));
  await expect(blocked(page)).toContainText('Withdrawal Not Allowed with Active Bonus');

  // Nothing blocks any more: the methods that pay out are offered.
  await ok(await request.post('/api/sandbox/active-bonus', { data: { email, bonusId: null } }));
  await page.reload();
  await expect(blocked(page)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Bank transfer' })).toBeVisible();
  expect(await problems.all()).toEqual([]);
});

test('a crypto withdrawal is calculated, then confirmed; the messages of spec 5 and spec 8 on the way', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { token } = await depositor(request, 'crypto', 300);
  await signedIn(page, token);
  await open(page, '/withdraw?activeMethod=tether');
  await expect(page.getByRole('radio', { name: 'Tether USDT' })).toBeChecked();

  // spec 5: 'Crypto needs amount, wallet address and network.' with its three messages.
  await form(page).getByRole('button', { name: text('cashier.withdrawal.crypto.calculate') }).click();
  await expect(form(page)).toContainText('Please enter your withdraw amount');
  await expect(form(page)).toContainText('Please enter wallet address');
  await expect(form(page)).toContainText('Please select network');

  await field(page, 'cashier.withdrawal.field.amount').fill('100');
  await field(page, 'cashier.withdrawal.field.network').selectOption('TRC20');
  await field(page, 'cashier.withdrawal.field.walletAddress').fill(TRON_ADDRESS);

  // spec 8: 'Error calculating withdrawal' when the calculate step fails; what was typed stays.
  await nextWithdrawal(request, 'calculate', 'failed');
  await form(page).getByRole('button', { name: text('cashier.withdrawal.crypto.calculate') }).click();
  await expect(form(page).getByRole('alert').filter({ hasText: 'Error calculating withdrawal' })).toBeVisible();
  await expect(field(page, 'cashier.withdrawal.field.walletAddress')).toHaveValue(TRON_ADDRESS);

  // The calculate step: the quote to check, nothing moved yet.
  await form(page).getByRole('button', { name: text('cashier.withdrawal.crypto.calculate') }).click();
  const confirm = page.getByTestId('withdraw-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm.locator('[data-quote="amount"]')).toHaveText(euros(100));
  await expect(confirm.locator('[data-quote="receive"]')).toContainText('USDT');
  await expect(confirm.locator('[data-quote="network"]')).toHaveText('TRC20');
  await expect(confirm.locator('[data-quote="address"]')).toHaveText(TRON_ADDRESS);
  await expect(page.getByTestId('withdraw-quote-countdown')).toContainText(/\d\d:\d\d/);
  await expect(headerBalance(page)).toContainText(euros(300));
  expect(await withdrawals(request, token)).toEqual([]);

  // Change details comes back to the form as typed; calculating again quotes again.
  await confirm.getByRole('button', { name: text('cashier.withdrawal.crypto.change') }).click();
  await expect(field(page, 'cashier.withdrawal.field.walletAddress')).toHaveValue(TRON_ADDRESS);
  await form(page).getByRole('button', { name: text('cashier.withdrawal.crypto.calculate') }).click();

  // The confirm step: spec 8 'Success! Your withdrawal is on its way.'; the balance falls over the socket.
  await page.getByTestId('withdraw-confirm').getByRole('button', { name: text('cashier.withdrawal.crypto.confirm') }).click();
  const success = page.getByRole('alertdialog', { name: 'Success! Your withdrawal is on its way.' });
  await expect(success).toContainText('Status: Requested');
  await success.getByRole('button', { name: text('common.close') }).click();
  await expect(success).toHaveCount(0);
  await expect(headerBalance(page)).toContainText(euros(200));
  const rows = await withdrawals(request, token);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ type: 'withdrawal', status: 'pending', amount: -100 });
  expect(unexpected(await problems.all())).toEqual([]);
});

test("issue 15 crypto rate: a crypto withdrawal is quoted at the rate this browser context set; other contexts keep the sandbox's", async ({ page, context, request }) => {
  const problems = await watchProblems(page);
  const { token } = await depositor(request, 'rate', 300);
  // 0.8 EUR per USDT for this context only (POST /api/sandbox/crypto-rates?scope=): 100 - fee 1.00 = 99 -> 123.75 USDT.
  await useCryptoRate(context, CURACAO, { coin: 'USDT', rate: 0.8 });
  await signedIn(page, token);
  await open(page, '/withdraw?activeMethod=tether');
  await expect(page.getByRole('radio', { name: 'Tether USDT' })).toBeChecked();
  await field(page, 'cashier.withdrawal.field.amount').fill('100');
  await field(page, 'cashier.withdrawal.field.network').selectOption('TRC20');
  await field(page, 'cashier.withdrawal.field.walletAddress').fill(TRON_ADDRESS);
  const quoted = page.waitForResponse((r) => r.url().endsWith('/api/user/withdraw/calculate') && r.request().method() === 'POST');
  await form(page).getByRole('button', { name: text('cashier.withdrawal.crypto.calculate') }).click();
  expect((await (await quoted).json()).data.quote).toMatchObject({ coin: 'USDT', rate: 0.8, fee: 1, receive: 123.75 });
  const confirm = page.getByTestId('withdraw-confirm');
  await expect(confirm.locator('[data-quote="receive"]')).toHaveText(/^123\.75\s*USDT$/);
  await expect(confirm.locator('[data-quote="fee"]')).toHaveText(euros(1));

  // The same call from another context (no scope): the sandbox's rate, 1 EUR per USDT.
  const elsewhere = await request.post('/api/user/withdraw/calculate', {
    headers: { Authorization: `Bearer ${token}` }, data: { paymentMethod: 'tether', amount: 100, walletAddress: TRON_ADDRESS, network: 'TRC20' },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  expect((await elsewhere.json()).data.quote).toMatchObject({ rate: 1, receive: 99 });

  // Confirmed, the withdrawal is the quote's.
  await confirm.getByRole('button', { name: text('cashier.withdrawal.crypto.confirm') }).click();
  const success = page.getByRole('alertdialog', { name: 'Success! Your withdrawal is on its way.' });
  await expect(success).toContainText('Status: Requested');
  await success.getByRole('button', { name: text('common.close') }).click();
  await expect(success).toHaveCount(0);
  await expect(headerBalance(page)).toContainText(euros(200));
  expect(await problems.all()).toEqual([]);
});

test('a bank withdrawal checks the fields of spec 5, then goes through; a provider failure leaves the balance untouched', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { token } = await depositor(request, 'bank', 200);
  await signedIn(page, token);
  await open(page, '/withdraw?activeMethod=bank_transfer');
  await expect(page.getByText(text('cashier.withdrawal.available').split('{{')[0])).toContainText(euros(200));

  // The name and email come from the profile; the account and the bank code are the player's to give.
  await expect(field(page, 'cashier.withdrawal.field.fullName')).toHaveValue('Maria Borg');
  await field(page, 'cashier.withdrawal.field.amount').fill('50');
  await field(page, 'cashier.withdrawal.field.accountNumber').fill('MT84MALT011000012345MTLCAST001S');
  await field(page, 'form.field.email').fill('not-an-email');
  await field(page, 'cashier.withdrawal.field.bankCode').fill('ABC1234');
  await form(page).getByRole('button', { name: text('cashier.withdrawal.submit') }).click();
  // spec 5: 'the email must be valid'; 'Bank code (IFSC) is required, 8 to 15 characters.'
  await expect(form(page)).toContainText(text('cashier.withdrawal.invalid.email'));
  await expect(form(page)).toContainText(text('cashier.withdrawal.invalid.bankCode'));
  await field(page, 'cashier.withdrawal.field.bankCode').fill('ABCD12345678XYZ9');
  await expect(form(page)).toContainText(text('cashier.withdrawal.invalid.bankCode'));
  await field(page, 'form.field.email').fill('maria.borg@example.com');
  await field(page, 'cashier.withdrawal.field.bankCode').fill('MALTMTMT');
  await expect(form(page)).not.toContainText(text('cashier.withdrawal.invalid.bankCode'));

  // spec 8: 'Oops! Something went wrong with your withdrawal.'; nothing moved and nothing typed is lost.
  await nextWithdrawal(request, 'withdraw', 'failed');
  await form(page).getByRole('button', { name: text('cashier.withdrawal.submit') }).click();
  const failure = page.getByRole('alertdialog', { name: 'Oops! Something went wrong with your withdrawal.' });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: text('common.close') }).click();
  await expect(headerBalance(page)).toContainText(euros(200));
  expect(await withdrawals(request, token)).toEqual([]);
  await expect(field(page, 'cashier.withdrawal.field.bankCode')).toHaveValue('MALTMTMT');

  // Again: it goes through, once for a double click.
  await form(page).getByRole('button', { name: text('cashier.withdrawal.submit') }).dblclick();
  const success = page.getByRole('alertdialog', { name: 'Success! Your withdrawal is on its way.' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: text('common.close') }).click();
  await expect(headerBalance(page)).toContainText(euros(150));
  // A new form for the next withdrawal.
  await expect(field(page, 'cashier.withdrawal.field.accountNumber')).toHaveValue('');
  expect(await withdrawals(request, token)).toHaveLength(1);

  // The wallet page (spec 2.1 /Wallet) shows what is left, cash apart from bonus money.
  await open(page, '/Wallet');
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: text('wallet.cash') })).toContainText(euros(150));
  await expect(main.getByRole('status').filter({ hasText: text('wallet.bonus') })).toContainText(euros(0));
  expect(unexpected(await problems.all())).toEqual([]);
});

test('UPI needs an id like name@handle (spec 5); more than the balance is refused before it is sent', async ({ page, request }) => {
  const { token } = await depositor(request, 'upi', 1000, 'IN', 'INR');
  await signedIn(page, token);
  await open(page, '/withdraw?activeMethod=upi');
  await field(page, 'cashier.withdrawal.field.amount').fill('5000');
  await field(page, 'cashier.withdrawal.field.upiId').fill('maria.borg');
  await form(page).getByRole('button', { name: text('cashier.withdrawal.submit') }).click();
  await expect(form(page)).toContainText(text('cashier.withdrawal.invalid.upiId'));
  await field(page, 'cashier.withdrawal.field.upiId').fill('maria.borg@okbank');
  await expect(form(page)).not.toContainText(text('cashier.withdrawal.invalid.upiId'));
  await form(page).getByRole('button', { name: text('cashier.withdrawal.submit') }).click();
  await expect(form(page).getByRole('alert').filter({ hasText: text('cashier.withdrawal.insufficientFunds') })).toBeVisible();
  expect(await withdrawals(request, token)).toEqual([]);
});

test('a self-excluded player can still withdraw (spec 4): the page offers the methods, not a block', async ({ page }) => {
  await open(page, '/');
  await logInFromHeader(page, EXCLUDED);
  await open(page, '/withdraw');
  await expect(blocked(page)).toHaveCount(0);
  await expect(page.getByText(text('cashier.withdrawal.available').split('{{')[0])).toBeVisible();
  await expect(page.getByRole('radiogroup').or(page.getByRole('group', { name: text('cashier.withdrawal.methods.legend') }))).toBeVisible();
});

test('on a phone the withdrawal page fits, works by keyboard and passes axe', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { token } = await depositor(request, 'phone', 100);
  await signedIn(page, token);
  await open(page, '/withdraw?activeMethod=bank_transfer');
  await expect(form(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The amount field takes the focus first; Tab moves on through the form.
  await expect(field(page, 'cashier.withdrawal.field.amount')).toBeFocused();
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  await expect(field(page, 'cashier.withdrawal.field.fullName')).toBeFocused();
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
