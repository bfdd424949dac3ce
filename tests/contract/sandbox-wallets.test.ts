// Issue 15 useMultiWallet (spec 3 App settings feature switch) on the sandbox: server/sandbox/multiWallet.ts,
// routes/wallets.ts; schemas wallets.response, wallet-currency.request, sandbox-wallets.request. A player holds a
// wallet per currency; the active one is what get-user-details' userWallet, the socket's balance events and the
// deposits use. With the switch off the calls refuse (409 MULTI_WALLET_OFF) and everything answers as before.
import { describe, it, expect } from 'vitest';
import { expectValid, login, playerSockets, seededSandbox, until, PLAYER } from './sandbox-helpers';

const NOW = new Date('2026-06-17T12:00:00.000Z');
const sandbox = seededSandbox(NOW);
const { post, get, control, userDetails, refusal, transactions } = sandbox;
const listen = playerSockets(() => sandbox.base);

const multiWallet = (on: boolean) => control('settings', { useMultiWallet: on });

interface Wallet { currency: string; amount: number; nonCash: number; total: number; active: boolean }
async function wallets(token: string): Promise<Wallet[]> {
  const res = await get('/api/user/wallets', token);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/wallets.response', res.json());
  return res.json().data.wallets;
}
async function walletCall(path: 'open' | 'switch', token: string, currency: string): Promise<Wallet[]> {
  const res = await post(`/api/user/wallets/${path}`, { currency }, token);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/wallets.response', res.json());
  return res.json().data.wallets;
}
const credit = (currency: string, amount: number, email = PLAYER) => control('wallets', { email, currency, amount });

const EUR_WALLET: Wallet = { currency: 'EUR', amount: 500, nonCash: 0, total: 500, active: true };

describe('useMultiWallet off: the single wallet, exactly as before', () => {
  it('refuses list, open and switch with 409 MULTI_WALLET_OFF and changes nothing', async () => {
    const { token } = await login(sandbox.app);
    const before = await userDetails(token);
    refusal(await get('/api/user/wallets', token), 409, 'MULTI_WALLET_OFF');
    refusal(await post('/api/user/wallets/open', { currency: 'USD' }, token), 409, 'MULTI_WALLET_OFF');
    refusal(await post('/api/user/wallets/switch', { currency: 'USD' }, token), 409, 'MULTI_WALLET_OFF');
    // Switched on and off again: still refused (the switch is read per request).
    await multiWallet(true);
    await multiWallet(false);
    refusal(await get('/api/user/wallets', token), 409, 'MULTI_WALLET_OFF');
    const after = await userDetails(token);
    expect(after.userWallet).toEqual({ amount: 500, nonCashAmount: 0, totalAmount: 500 });
    expect(after.currencyCode).toBe('EUR');
    expect(after).toEqual(before);
  });

  it('the control endpoint credits the one wallet (its currency) and knows no other', async () => {
    const { token } = await login(sandbox.app);
    const answer = await credit('EUR', 12.5);
    expect(answer.data.wallet).toEqual({ ...EUR_WALLET, amount: 512.5, total: 512.5 });
    expect((await userDetails(token)).userWallet).toEqual({ amount: 512.5, nonCashAmount: 0, totalAmount: 512.5 });
    expect((await transactions(token))[0]).toMatchObject({ type: 'credit', amount: 12.5, reference: 'sandbox:wallets', balanceAfter: 512.5 });
    refusal(await post('/api/sandbox/wallets', { email: PLAYER, currency: 'USD', amount: 1 }), 404, 'WALLET_NOT_OPEN');
  });

  it('needs a session', async () => {
    expect((await get('/api/user/wallets')).statusCode).toBe(403);
  });
});

describe('useMultiWallet on: list, open, switch', () => {
  it('lists the player\'s one wallet in their currency, active', async () => {
    await multiWallet(true);
    const { token } = await login(sandbox.app);
    expect(await wallets(token)).toEqual([EUR_WALLET]);
  });

  it('opens an empty wallet per currency (the active one first, then by code); refuses one already open and an unknown currency', async () => {
    await multiWallet(true);
    const { token } = await login(sandbox.app);
    expect(await walletCall('open', token, 'USD')).toEqual([EUR_WALLET, { currency: 'USD', amount: 0, nonCash: 0, total: 0, active: false }]);
    expect((await walletCall('open', token, 'btc')).map((w) => w.currency)).toEqual(['EUR', 'BTC', 'USD']);
    refusal(await post('/api/user/wallets/open', { currency: 'USD' }, token), 409, 'WALLET_ALREADY_OPEN');
    refusal(await post('/api/user/wallets/open', { currency: 'usd' }, token), 409, 'WALLET_ALREADY_OPEN');
    refusal(await post('/api/user/wallets/open', { currency: 'EUR' }, token), 409, 'WALLET_ALREADY_OPEN');
    expect(refusal(await post('/api/user/wallets/open', { currency: 'XYZ' }, token), 400, 'UNKNOWN_CURRENCY').field).toBe('currency');
    // The body is size-limited and checked.
    for (const body of [{ currency: 'X'.repeat(11) }, { currency: 'U$D' }, {}, { currency: 'USD', extra: 1 }]) {
      expect((await post('/api/user/wallets/open', body, token)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await wallets(token))).toHaveLength(3);
    // Another player's wallets are their own.
    const other = await sandbox.signUp('multi@sandbox.test', 'DE', 'EUR');
    expect((await wallets(other)).map((w) => w.currency)).toEqual(['EUR']);
  });

  it('switches the active wallet: get-user-details\' userWallet and currencyCode follow; switching back restores', async () => {
    await multiWallet(true);
    const { token } = await login(sandbox.app);
    refusal(await post('/api/user/wallets/switch', { currency: 'USD' }, token), 404, 'WALLET_NOT_OPEN');
    await walletCall('open', token, 'USD');
    expect((await credit('USD', 25)).data.wallet).toEqual({ currency: 'USD', amount: 25, nonCash: 0, total: 25, active: false });
    // A held wallet's credit leaves the active one alone.
    expect((await userDetails(token)).userWallet).toEqual({ amount: 500, nonCashAmount: 0, totalAmount: 500 });

    expect(await walletCall('switch', token, 'USD')).toEqual([
      { currency: 'USD', amount: 25, nonCash: 0, total: 25, active: true }, { ...EUR_WALLET, active: false },
    ]);
    const user = await userDetails(token);
    expect(user.userWallet).toEqual({ amount: 25, nonCashAmount: 0, totalAmount: 25 });
    expect(user.currencyCode).toBe('USD');
    // Switching to the active wallet changes nothing.
    expect((await walletCall('switch', token, 'USD'))[0]).toMatchObject({ currency: 'USD', active: true });

    await walletCall('switch', token, 'EUR');
    const back = await userDetails(token);
    expect(back.userWallet).toEqual({ amount: 500, nonCashAmount: 0, totalAmount: 500 });
    expect(back.currencyCode).toBe('EUR');
    expect(await wallets(token)).toEqual([EUR_WALLET, { currency: 'USD', amount: 25, nonCash: 0, total: 25, active: false }]);
  });

  it('a deposit credits the active wallet only', async () => {
    await multiWallet(true);
    const { token } = await login(sandbox.app);
    await walletCall('open', token, 'USD');
    await walletCall('switch', token, 'USD');
    await control('payments/next', { result: 'success' });
    const res = await post('/api/user/deposit', { requestId: 'req-wallets-1', paymentMethod: 'skrill', amount: 20, accountEmail: 'wallet@skrill.test' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deposit).toMatchObject({ status: 'completed', amount: 20, currencyCode: 'USD' });
    expect(await wallets(token)).toEqual([
      { currency: 'USD', amount: 20, nonCash: 0, total: 20, active: true }, { ...EUR_WALLET, active: false },
    ]);
    expect((await userDetails(token)).userWallet).toEqual({ amount: 20, nonCashAmount: 0, totalAmount: 20 });
  });

  it('the socket\'s balance after a switch, and the events of later changes, carry the active wallet', async () => {
    await multiWallet(true);
    const { token } = await login(sandbox.app);
    await walletCall('open', token, 'USD');
    await credit('USD', 7.25);
    const heard = await listen(token);
    await walletCall('switch', token, 'USD');
    expect((await until(heard, 'balance')).payload).toEqual({ cash: 7.25, nonCash: 0, total: 7.25, currencyCode: 'USD' });
    await credit('USD', 1);
    expect((await until(heard, 'credit')).payload).toMatchObject({ amount: 1, cash: 8.25, currencyCode: 'USD' });
    expect((await until(heard, 'balance', 2)).payload).toEqual({ cash: 8.25, nonCash: 0, total: 8.25, currencyCode: 'USD' });
    // A held wallet's credit sends nothing: the next event the socket hears is the switch back's balance.
    await credit('EUR', 3);
    await walletCall('switch', token, 'EUR');
    expect((await until(heard, 'balance', 3)).payload).toEqual({ cash: 503, nonCash: 0, total: 503, currencyCode: 'EUR' });
    expect(heard.filter((h) => h.event === 'credit')).toHaveLength(1);
  });

  it('a withdrawal and a real-money spin take from the active wallet only', async () => {
    await multiWallet(true);
    const { token } = await login(sandbox.app);
    await walletCall('open', token, 'USD');
    await credit('USD', 100);
    await walletCall('switch', token, 'USD');
    // bank_transfer takes EUR only: the methods follow the active wallet's currency.
    refusal(await post('/api/user/withdraw', { requestId: 'req-wallets-3', paymentMethod: 'bank_transfer', amount: 30, details: {} }, token), 422, 'METHOD_NOT_AVAILABLE');
    const out = await post('/api/user/withdraw', { requestId: 'req-wallets-4', paymentMethod: 'skrill', amount: 30 }, token);
    expect(out.statusCode, out.body).toBe(200);
    expect((await wallets(token))[0]).toEqual({ currency: 'USD', amount: 70, nonCash: 0, total: 70, active: true });
    expect((await transactions(token))[0]).toMatchObject({ type: 'withdrawal', amount: -30, balanceAfter: 70 });

    const games = (await get('/api/core/casino/games?limit=100')).json().data.games.rows as Array<{ slug: string; hasBonusBuy: boolean; restrictedCountries: string[]; minBet: number }>;
    const slot = games.find((g) => !g.hasBonusBuy && !g.restrictedCountries.includes('MT') && g.minBet <= 1)!;
    const launch = await post(`/api/core/casino/games/${slot.slug}/launch`, { mode: 'real' }, token);
    expect(launch.statusCode, launch.body).toBe(200);
    await control('spins/next', { multiplier: 0 });
    const spin = await post(`/api/core/casino/play/${launch.json().data.launch.sessionId}/spin`, { stake: 1 });
    expect(spin.statusCode, spin.body).toBe(200);
    expect(spin.json().data.spin.balance).toBe(69);
    expect(await wallets(token)).toEqual([
      { currency: 'USD', amount: 69, nonCash: 0, total: 69, active: true }, { ...EUR_WALLET, active: false },
    ]);
  });

  it('waits while a payment of the active wallet is pending (its money must land in its own wallet)', async () => {
    await multiWallet(true);
    const { token } = await login(sandbox.app);
    await walletCall('open', token, 'USD');
    await control('payments/next', { result: 'pending' });
    const res = await post('/api/user/deposit', { requestId: 'req-wallets-2', paymentMethod: 'skrill', amount: 20, accountEmail: 'wallet@skrill.test' }, token);
    expect(res.json().data.deposit.status, res.body).toBe('pending');
    expect(refusal(await post('/api/user/wallets/switch', { currency: 'USD' }, token), 409, 'WALLET_SWITCH_BLOCKED').reason).toBe('payment');
    expect((await wallets(token))[0]).toEqual(EUR_WALLET);
    // Settled, its money is in the EUR wallet, and the switch goes through.
    await control('deposits/settle', { transactionId: res.json().data.deposit.transactionId });
    expect(await walletCall('switch', token, 'USD')).toEqual([
      { currency: 'USD', amount: 0, nonCash: 0, total: 0, active: true }, { ...EUR_WALLET, amount: 520, total: 520, active: false },
    ]);
  });

  it('waits while a bonus is running on the active wallet', async () => {
    await multiWallet(true);
    const { token } = await login(sandbox.app);
    await walletCall('open', token, 'USD');
    const coupon = await post('/api/user/coupon', { code: 'freechip5', timeZone: 'Europe/Malta' }, token);
    expect(coupon.statusCode, coupon.body).toBe(200);
    expect(refusal(await post('/api/user/wallets/switch', { currency: 'USD' }, token), 409, 'WALLET_SWITCH_BLOCKED').reason).toBe('bonus');
    const cancel = await post('/api/user/bonus/cancel', { userBonusId: coupon.json().data.userBonusId }, token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await walletCall('switch', token, 'USD'))[0]).toMatchObject({ currency: 'USD', active: true });
  });
});
