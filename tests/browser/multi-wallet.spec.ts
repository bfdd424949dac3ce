// Multiple wallets (issue 15, useMultiWallet) against the real site and sandbox: the wallet page lists the
// player's wallets, opens one in a currency of get-currencies and switches the active one; the header's balance
// follows the switch without a reload (the socket's balance with the new currencyCode reloads the user), a
// switch while a deposit is pending says why it is refused, and the transactions page shows each row in its own
// currency. With the setting off the page is as before. Each test is a player of its own (signed up through
// the API) with the setting switched for its own browser context only (useSettings).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, LULU, SANDBOX_PASSWORD, headerBalance, open, pageSettled, text, useSettings, watchProblems } from './fixtures';

test.use({ viewport: DESKTOP });

const PAGE = '/Wallet';

/** A new euro player signed up through the API; the page starts signed in with its token. */
async function newPlayer(page: Page, tag: string, origin = CURACAO) {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@wallets.test`;
  const answer = await page.request.post(`${origin}/api/user/sign-up`, {
    data: { email, password: SANDBOX_PASSWORD, firstName: 'Rosa', lastName: 'Camilleri', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const token = (await answer.json()).data.accessToken as string;
  // The sign-up answer set the platform's cookie; the page signs in by the stored token, as after a login.
  await page.context().clearCookies();
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  return email;
}

/** Credits the player's wallet in a currency (POST /api/sandbox/wallets: the active one's with its events). */
async function credit(request: APIRequestContext, email: string, currency: string, amount: number) {
  const answer = await request.post('/api/sandbox/wallets', { data: { email, currency, amount } });
  expect(answer.status(), await answer.text()).toBe(200);
}

const words = (key: string, currency: string) => text(key).replace('{{currency}}', currency);
const walletList = (page: Page) => page.getByTestId('wallet-list');
/** One wallet of the list, found by its heading ("USD wallet"). */
const wallet = (page: Page, currency: string): Locator =>
  page.getByTestId('wallet').filter({ has: page.getByRole('heading', { name: words('wallet.wallets.name', currency), exact: true }) });

async function openWallet(page: Page, currency: string) {
  await page.getByRole('combobox', { name: text('wallet.wallets.open.currency') }).selectOption(currency);
  await page.getByRole('button', { name: text('wallet.wallets.open.button') }).click();
  await expect(page.getByRole('status').filter({ hasText: words('wallet.wallets.opened', currency) })).toBeVisible();
  await expect(wallet(page, currency)).toBeVisible();
}

test('useMultiWallet: open a USD wallet, switch to it (the header follows), a pending deposit blocks the switch back, transactions in their own currencies', async ({ page, context }) => {
  const problems = await watchProblems(page);
  const email = await newPlayer(page, 'switch');
  await useSettings(context, CURACAO, { useMultiWallet: true });
  await credit(page.request, email, 'EUR', 40);
  await open(page, PAGE);

  // The one wallet, active (said in words, not by colour), with its amounts in euros; no switch button on it.
  const eur = wallet(page, 'EUR');
  await expect(eur).toBeVisible();
  await expect(eur.getByText(text('wallet.wallets.active'), { exact: true })).toBeVisible();
  await expect(eur.getByTestId('wallet-cash')).toHaveText('€40.00');
  await expect(eur.getByRole('button')).toHaveCount(0);
  await expect(headerBalance(page)).toContainText('€40.00');

  // Open: the select offers the currencies not yet open (no EUR); by keyboard the button is reachable.
  const select = page.getByRole('combobox', { name: text('wallet.wallets.open.currency') });
  await expect(select.locator('option[value="USD"]')).toHaveCount(1);
  await expect(select.locator('option[value="EUR"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('wallet.wallets.open.button') })).toBeDisabled();
  await openWallet(page, 'USD');
  await expect(select.locator('option[value="USD"]')).toHaveCount(0);
  await expect(wallet(page, 'USD').getByText(text('wallet.wallets.active'), { exact: true })).toHaveCount(0);

  // Money in the USD wallet (no event: it is not the active one), then the switch.
  await credit(page.request, email, 'USD', 25);
  const switchToUsd = wallet(page, 'USD').getByRole('button', { name: words('wallet.wallets.switch', 'USD') });
  await switchToUsd.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: words('wallet.wallets.switched', 'USD') })).toBeVisible();
  // The list is fetched again: USD first and active with its 25, EUR with a switch button now.
  await expect(walletList(page).getByTestId('wallet').first().getByRole('heading')).toHaveText(words('wallet.wallets.name', 'USD'));
  await expect(wallet(page, 'USD').getByText(text('wallet.wallets.active'), { exact: true })).toBeVisible();
  await expect(wallet(page, 'USD').getByTestId('wallet-total')).toContainText('25.00');
  // The header shows the USD wallet's amount in dollars, without a reload.
  await expect(headerBalance(page)).toContainText('$25.00');
  await expect(headerBalance(page)).not.toContainText('€');

  // A deposit still pending on the USD wallet: the switch back is refused, and the page says why.
  const pending = await page.request.post('/api/sandbox/deposit', { data: { email, amount: 10, result: 'pending' } });
  expect(pending.status(), await pending.text()).toBe(200);
  await wallet(page, 'EUR').getByRole('button', { name: words('wallet.wallets.switch', 'EUR') }).click();
  await expect(page.getByRole('alert').filter({ hasText: words('wallet.wallets.errors.blockedPayment', 'EUR') })).toBeVisible();
  await expect(wallet(page, 'USD').getByText(text('wallet.wallets.active'), { exact: true })).toBeVisible();
  await expect(headerBalance(page)).toContainText('$25.00');

  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Transactions: each row's amount in that row's own currency (the active wallet's by its symbol, another's by its code).
  await open(page, '/profile/transactions');
  const amounts = page.getByTestId('transaction-amount');
  await expect(amounts.filter({ hasText: '40.00 EUR' })).toHaveCount(1);
  await expect(amounts.filter({ hasText: '$25.00' })).toHaveCount(1);
  await expect(amounts.filter({ hasText: '$10.00' })).toHaveCount(1);
  // The refused switch's 409 is the one failed load the browser reports; nothing else went wrong.
  expect((await problems.all()).filter((p) => !p.includes('status of 409'))).toEqual([]);
});

test('useMultiWallet on a 375px phone: the wallet list and the open form fit without sideways scrolling', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = await newPlayer(page, 'phone');
  await useSettings(context, CURACAO, { useMultiWallet: true });
  await open(page, PAGE);
  await expect(wallet(page, 'EUR')).toBeVisible();
  await openWallet(page, 'GBP');
  await credit(page.request, email, 'GBP', 999999.99);
  await wallet(page, 'GBP').getByRole('button', { name: words('wallet.wallets.switch', 'GBP') }).click();
  await expect(wallet(page, 'GBP').getByText(text('wallet.wallets.active'), { exact: true })).toBeVisible();
  await expect(wallet(page, 'GBP').getByTestId('wallet-total')).toContainText('999,999.99');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`useMultiWallet off (${brand}): the wallet page shows the balance and no wallet list`, async ({ page, context }) => {
    await newPlayer(page, `off-${brand}`, origin);
    await useSettings(context, origin, { useMultiWallet: false });
    await open(page, `${origin}${PAGE}`);
    await expect(page.getByTestId('wallet-balances')).toBeVisible();
    await expect(page.getByRole('link', { name: text('wallet.links.deposit', brand) })).toBeVisible();
    await expect(page.getByTestId('wallets')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text('wallet.wallets.title', brand) })).toHaveCount(0);
  });
}
