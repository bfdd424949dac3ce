// /profile/transactions (spec 2.1; spec 3 Transaction statuses) against the real site and sandbox (never
// mocked): the seeded player's deposits with their 'Completed' badge, the type and status filters in the
// address (kept by a reload and Back), paging, and the list on a 375px phone with no sideways scrolling.
// The seeded player is only read here (other specs move its balance, so its history grows while they run:
// assertions hold for any extra rows). Paging uses a player of its own, signed up through the API and given
// a known history through POST /api/sandbox/wallet, so no other spec's balance or history moves.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, PLAYER, logInFromHeader, open, text, uniqueEmail, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const PAGE = '/profile/transactions';
const rows = (page: Page) => page.getByTestId('transaction-row');
const typeFilter = (page: Page) => page.getByLabel(text('cashier.transactions.filters.type'), { exact: true });
const statusFilter = (page: Page) => page.getByLabel(text('cashier.transactions.filters.status'), { exact: true });
const table = (page: Page) => page.getByRole('table', { name: text('cashier.transactions.caption') });
const pageText = (page: number, pages: number) =>
  text('cashier.transactions.paging.page').replace('{{page}}', String(page)).replace('{{pages}}', String(pages));
const button = (page: Page, key: string) => page.getByRole('button', { name: text(key), exact: true });
/** While the next answer loads, the previous rows stay, dimmed and busy; this waits for the new ones. */
const settled = (page: Page) => expect(table(page)).not.toHaveAttribute('aria-busy', 'true');

/** A new player signed up through the API, with a history of `credits` wins and `debits` bets of 1.00. */
async function playerWithHistory(request: APIRequestContext, workerIndex: number, credits: number, debits: number) {
  const email = uniqueEmail('transactions', workerIndex);
  const answer = await request.post('/api/user/sign-up', {
    data: { email, password: 'Sandbox123!', firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  // Credits first, so every bet has the money it takes.
  for (const amount of [...Array<number>(credits).fill(1), ...Array<number>(debits).fill(-1)]) {
    const moved = await request.post('/api/sandbox/wallet', { data: { email, amount } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { email, token: (await answer.json()).data.accessToken as string };
}

/** The page starts signed in as the player (the stored access token, as after a login). */
async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
}

test('the seeded player sees the deposits Completed; type and status filters live in the address, survive a reload and Back', async ({ page }) => {
  const problems = await watchProblems(page);
  await open(page, PAGE);
  // A guest gets the sign-in prompt, not a list.
  await expect(page.getByText(text('auth.loginRequired'))).toBeVisible();
  await expect(page.getByTestId('transactions')).toHaveCount(0);
  await logInFromHeader(page, PLAYER);

  await expect(table(page)).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText(['date', 'type', 'method', 'amount', 'status'].map((k) => text(`cashier.transactions.columns.${k}`)));
  await expect(rows(page).first()).toBeVisible();
  await expect(typeFilter(page)).toHaveValue('');
  await expect(statusFilter(page)).toHaveValue('');

  // Deposits only: the three seeded deposits (200.00 and 250.00 by Visa, 300.00 by Skrill), Completed.
  await typeFilter(page).selectOption({ label: text('cashier.transactions.filters.types.deposit') });
  await expect(page).toHaveURL(`${PAGE}?type=deposit`);
  await settled(page);
  // The address changes before the list re-renders (navigation is a transition; under load the old rows stay a
  // while, not yet busy), so wait for the rows of the new answer: no other type left.
  await expect(page.getByTestId('transaction-type').filter({ hasNotText: text('cashier.transactions.type.deposit') })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: '+€300.00' })).toHaveCount(1);
  const types = await page.getByTestId('transaction-type').allTextContents();
  expect(types.length).toBeGreaterThanOrEqual(3);
  expect(new Set(types)).toEqual(new Set([text('cashier.transactions.type.deposit')]));
  for (const [amount, method] of [['+€200.00', 'Visa'], ['+€300.00', 'Skrill'], ['+€250.00', 'Visa']]) {
    const row = rows(page).filter({ hasText: amount }).last();
    await expect(row.getByTestId('transaction-method')).toHaveText(method);
    await expect(row.getByTestId('transaction-status')).toHaveText(text('cashier.status.completed'));
  }

  // And Completed: every row says so; the type filter stays.
  await statusFilter(page).selectOption({ label: text('cashier.status.completed') });
  await expect(page).toHaveURL(`${PAGE}?type=deposit&status=completed`);
  await settled(page);
  await expect(page.getByTestId('transaction-status').filter({ hasNotText: text('cashier.status.completed') })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: '+€300.00' })).toHaveCount(1);
  expect(new Set(await page.getByTestId('transaction-status').allTextContents())).toEqual(new Set([text('cashier.status.completed')]));

  await page.reload();
  await expect(typeFilter(page)).toHaveValue('deposit');
  await expect(statusFilter(page)).toHaveValue('completed');
  await expect(rows(page).filter({ hasText: '+€300.00' })).toHaveCount(1);

  // No rejected deposits: the filtered empty state, and Clear filters lists everything again.
  await statusFilter(page).selectOption({ label: text('cashier.status.rejected') });
  await expect(page.getByText(text('cashier.transactions.emptyFiltered'))).toBeVisible();
  await button(page, 'cashier.transactions.filters.clear').click();
  await expect(page).toHaveURL(PAGE);
  await expect(typeFilter(page)).toHaveValue('');
  await expect(rows(page).first()).toBeVisible();

  // Back returns to the filters before the clearing.
  await page.goBack();
  await expect(page).toHaveURL(`${PAGE}?type=deposit&status=rejected`);
  await expect(statusFilter(page)).toHaveValue('rejected');
  await page.goBack();
  await expect(page).toHaveURL(`${PAGE}?type=deposit&status=completed`);
  await expect(rows(page).filter({ hasText: '+€300.00' })).toHaveCount(1);

  // A bad value in the address is ignored: the list of everything, the select on All.
  await page.goto(`${PAGE}?status=bogus&page=-3`);
  await expect(rows(page).first()).toBeVisible();
  await expect(statusFilter(page)).toHaveValue('');
  expect(await problems.all()).toEqual([]);
});

test('paging: 20 per page, Previous and Next disabled at the ends, the page kept in the address; a filter goes back to page 1', async ({ page, request }, info) => {
  const { token } = await playerWithHistory(request, info.workerIndex, 13, 12);
  await signedIn(page, token);
  await open(page, PAGE);
  const previous = button(page, 'cashier.transactions.paging.previous');
  const next = button(page, 'cashier.transactions.paging.next');
  const pager = page.getByRole('navigation', { name: text('cashier.transactions.paging.label') });

  await expect(pager).toContainText(pageText(1, 2));
  await expect(rows(page)).toHaveCount(20);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // Newest first: the 12 bets, then wins.
  await expect(rows(page).first().getByTestId('transaction-type')).toHaveText(text('cashier.transactions.type.debit'));
  await expect(rows(page).first().getByTestId('transaction-amount')).toHaveText('\u2212€1.00');

  await next.click();
  await expect(page).toHaveURL(`${PAGE}?page=2`);
  await expect(pager).toContainText(pageText(2, 2));
  await expect(rows(page)).toHaveCount(5);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expect(rows(page).last().getByTestId('transaction-amount')).toHaveText('+€1.00');

  await page.reload();
  await expect(pager).toContainText(pageText(2, 2));
  await expect(rows(page)).toHaveCount(5);
  await page.goBack();
  await expect(page).toHaveURL(PAGE);
  await expect(rows(page)).toHaveCount(20);

  await page.goto(`${PAGE}?page=2`);
  await expect(rows(page)).toHaveCount(5);
  await typeFilter(page).selectOption({ label: text('cashier.transactions.filters.types.credit') });
  await expect(page).toHaveURL(`${PAGE}?type=credit`);
  await expect(rows(page)).toHaveCount(13);
  await expect(pager).toHaveCount(0);
});

test('on a 375px phone the list is one card per transaction, with no sideways scrolling, and passes axe', async ({ page, request }, info) => {
  const { token } = await playerWithHistory(request, info.workerIndex, 22, 2);
  await page.setViewportSize({ width: 375, height: 812 });
  await signedIn(page, token);
  await open(page, PAGE);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole('navigation', { name: text('cashier.transactions.paging.label') })).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  // Every card, its amount and status badge inside the screen.
  for (const testId of ['transaction-row', 'transaction-amount', 'transaction-status']) {
    const box = await page.getByTestId(testId).first().boundingBox();
    expect(box, testId).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, testId).toBeLessThanOrEqual(375);
  }
  // The column headers are there for screen readers, not drawn.
  const header = await table(page).locator('thead').boundingBox();
  expect(header!.width * header!.height).toBeLessThanOrEqual(1);
  // Cards, not table rows: the type sits above the date in the same card.
  const first = rows(page).first();
  const type = await first.getByTestId('transaction-type').boundingBox();
  const date = await first.locator('time').boundingBox();
  expect(date!.y).toBeGreaterThan(type!.y);

  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include('[data-testid="transactions"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
