// Wallet concurrency (issue: "200 concurrent debits on one wallet leave the exact expected balance and no
// negative balance"), fired over real HTTP at a listening sandbox through the control endpoint
// POST /api/sandbox/wallet (DESIGN contract), then checked against the ledger.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, login, startSandbox, PLAYER } from './sandbox-helpers';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await startSandbox();
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const wallet = (amount: number, email = PLAYER) =>
  fetch(`${base}/api/sandbox/wallet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, amount }) });

describe('wallet: integer minor units, one SQLite transaction per change, a balance check on every debit', () => {
  it('200 concurrent debits of 3.00 on 500.00: 166 pass, 34 are refused, the balance is exactly 2.00 and never negative', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => wallet(-3)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(166);
    expect(statuses.filter((s) => s === 400)).toHaveLength(34);
    const refused = await responses.find((r) => r.status === 400)!.json();
    expect(refused).toMatchObject({ message: 'Insufficient funds', field: 'amount' });
    const balances = await Promise.all(responses.filter((r) => r.status === 200).map(async (r) => (await r.json()).data.balance.cash as number));
    expect(Math.min(...balances)).toBe(2);
    expect(balances.every((b) => b >= 0)).toBe(true);
    // Every accepted debit saw a different balance: none was applied twice or lost.
    expect(new Set(balances).size).toBe(166);

    const { token } = await login(app);
    const user = await (await fetch(`${base}/api/user/get-user-details`, { headers: bearer(token) })).json();
    expect(user.data.getUser.userWallet).toEqual({ amount: 2, nonCashAmount: 0, totalAmount: 2 });
    const ledger = await (await fetch(`${base}/api/user/transactions?limit=1000`, { headers: bearer(token) })).json();
    const rows = ledger.data.transactions.rows as Array<{ amount: number; status: string; type: string }>;
    expect(rows.filter((r) => r.type === 'debit' && r.amount === -3)).toHaveLength(166);
    expect(rows.filter((r) => r.status === 'completed').reduce((sum, r) => sum + Math.round(r.amount * 100), 0)).toBe(200);
  });

  it('credits and debits mixed concurrently end at the arithmetic sum', async () => {
    const changes = Array.from({ length: 100 }, (_, i) => (i % 2 ? 1.25 : -0.5));
    const responses = await Promise.all(changes.map((amount) => wallet(amount)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const { token } = await login(app);
    const user = await (await fetch(`${base}/api/user/get-user-details`, { headers: bearer(token) })).json();
    expect(user.data.getUser.userWallet.amount).toBe(2 + 50 * 1.25 - 50 * 0.5);
  });

  it('refuses an amount with more decimals than the currency has, and an unknown player', async () => {
    expect(await (await wallet(0.005)).json()).toMatchObject({ field: 'amount', message: 'amount has more than 2 decimals' });
    expect((await wallet(1, 'nobody@sandbox.test')).status).toBe(404);
  });
});
