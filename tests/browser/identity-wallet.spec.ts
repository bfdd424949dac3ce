// The live balance (spec 7 Realtime socket: balance, credit, debit events re-dispatched as the browser
// events wallet:balance, wallet:credit, wallet:debit; spec 4 Auth state: a wallet event replaces the wallet
// amounts). The sandbox's POST /api/sandbox/wallet credits or debits a fresh player of each test's own, so no
// balance another spec reads moves meanwhile; every assertion is relative to the balance read first.
import { test, expect, type Page, type WebSocketRoute } from '@playwright/test';
import { CURACAO, DESKTOP, amountOf, euros, freshPlayer, headerBalance, logInFromHeader, open, text } from './fixtures';

test.use({ viewport: DESKTOP });

type Recorded = { type: string; detail: Record<string, unknown> };
type Recorder = { __wallet: Recorded[]; __marker?: number };

/** Records every wallet browser event from the first script on, so the socket's first balance is seen too. */
async function recordWalletEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Recorder;
    w.__wallet = [];
    for (const type of ['wallet:balance', 'wallet:credit', 'wallet:debit']) {
      window.addEventListener(type, (event) => w.__wallet.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
}

const walletEvents = (page: Page) => page.evaluate(() => (window as unknown as Recorder).__wallet);

/** The test's own player (50.00 EUR), signed in; waits until the socket is connected (it sends the current balance on connect). */
async function signedInWithSocket(page: Page, workerIndex: number): Promise<number> {
  player = await freshPlayer(page, CURACAO, 'wallet', workerIndex);
  await recordWalletEvents(page);
  await open(page, '/casino');
  await logInFromHeader(page, player);
  await expect.poll(async () => (await walletEvents(page)).filter((e) => e.type === 'wallet:balance').length).toBeGreaterThan(0);
  // No reload may happen from here on: a reload would lose this marker.
  await page.evaluate(() => { (window as unknown as Recorder).__marker = 1; });
  return amountOf((await headerBalance(page).textContent())!);
}

let player = '';

async function moveWallet(page: Page, amount: number): Promise<number> {
  const answer = await page.request.post('/api/sandbox/wallet', { data: { email: player, amount } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.balance.total as number;
}

const cents = (n: number) => Math.round(n * 100);

test('spec 7: a credit raises the header balance by 12.50 without a reload and dispatches wallet:balance', async ({ page }, info) => {
  const before = await signedInWithSocket(page, info.workerIndex);
  // The listener the brief asks for, added on the live page right before the credit.
  await page.evaluate(() => {
    const w = window as unknown as { __balanceAfterCredit?: unknown[] };
    w.__balanceAfterCredit = [];
    window.addEventListener('wallet:balance', (e) => w.__balanceAfterCredit!.push((e as CustomEvent).detail));
  });
  const seen = (await walletEvents(page)).length;

  const total = await moveWallet(page, 12.5);
  try {
    expect(cents(total)).toBe(cents(before) + 1250);
    await expect(headerBalance(page)).toContainText(euros(before + 12.5));
    expect(await page.evaluate(() => (window as unknown as Recorder).__marker)).toBe(1);

    const after = await page.evaluate(() => (window as unknown as { __balanceAfterCredit: Array<Record<string, number>> }).__balanceAfterCredit);
    expect(after.length).toBeGreaterThan(0);
    const last = after[after.length - 1];
    expect(cents(last.total)).toBe(cents(before) + 1250);
    expect(typeof last.cash).toBe('number');
    expect(typeof last.nonCash).toBe('number');
    // The credit itself arrives as wallet:credit (spec 7), with the amount credited.
    const credit = (await walletEvents(page)).slice(seen).find((e) => e.type === 'wallet:credit');
    expect(credit, 'a wallet:credit browser event').toBeDefined();
    expect(credit!.detail.amount).toBe(12.5);
  } finally {
    await moveWallet(page, -12.5);
  }
  // Given back: the header follows the debit too.
  await expect(headerBalance(page)).toContainText(euros(before));
});

test('spec 7: a debit (negative amount) lowers the header balance without a reload and dispatches wallet:debit', async ({ page }, info) => {
  const before = await signedInWithSocket(page, info.workerIndex);
  expect(before, 'the player needs money to debit').toBeGreaterThan(12.5);
  const seen = (await walletEvents(page)).length;

  const total = await moveWallet(page, -12.5);
  try {
    expect(cents(total)).toBe(cents(before) - 1250);
    await expect(headerBalance(page)).toContainText(euros(before - 12.5));
    expect(await page.evaluate(() => (window as unknown as Recorder).__marker)).toBe(1);
    const fresh = (await walletEvents(page)).slice(seen);
    const balance = fresh.filter((e) => e.type === 'wallet:balance').pop();
    expect(balance, 'a wallet:balance browser event').toBeDefined();
    expect(cents(balance!.detail.total as number)).toBe(cents(before) - 1250);
    expect(fresh.some((e) => e.type === 'wallet:debit')).toBe(true);
  } finally {
    await moveWallet(page, 12.5);
  }
  // Given back: the header follows the credit too.
  await expect(headerBalance(page)).toContainText(euros(before));
});

test('spec 7/8: a dropped socket says so beside the balance, and once back the balance catches up with what changed meanwhile (nothing lost)', async ({ page }, info) => {
  // The socket runs through these routes: while "dropped", its websocket is closed and refused and its
  // polling fallback fails, as when a network goes away; the site server and sandbox are untouched.
  let dropped = false;
  const sockets = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (dropped) {
      void ws.close();
      return;
    }
    ws.connectToServer();
    sockets.add(ws);
  });
  await page.route(/\/socket\.io\//, (route) => (dropped ? route.abort('internetdisconnected') : route.continue()));

  const before = await signedInWithSocket(page, info.workerIndex);
  dropped = true;
  for (const ws of sockets) await ws.close();
  await expect(headerBalance(page)).toContainText(text('wallet.reconnecting'));

  // A credit while the socket is away: its event never reaches the page.
  await moveWallet(page, 7.25);
  try {
    await expect(headerBalance(page)).toContainText(euros(before));
    dropped = false;
    // Back: the notice goes and the wallet is reloaded, so the missed credit shows without a reload.
    await expect(headerBalance(page)).not.toContainText(text('wallet.reconnecting'), { timeout: 15_000 });
    await expect(headerBalance(page)).toContainText(euros(before + 7.25));
    expect(await page.evaluate(() => (window as unknown as Recorder).__marker)).toBe(1);
  } finally {
    await moveWallet(page, -7.25);
  }
});
