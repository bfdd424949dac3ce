// The demo user (spec 6 Player kinds; settings demoUserId; the sandbox seeds demo@sandbox.test as it) never
// moves real money: the sandbox refuses its deposits, withdrawals and withdrawal quotes with DEMO_ACCOUNT 409
// (ours, server/sandbox/demoAccount.ts; docs/sandbox.md), before anything else, and nothing moves. Who the
// demo user is follows the request's settings, a run-time patch included.
import { describe, expect, it } from 'vitest';
import { login, seededSandbox, PLAYER } from './sandbox-helpers';
import { DEMO_ACCOUNT_REFUSAL } from '../../server/sandbox/demoAccount';
import { DEMO_USER_ID } from '../../server/sandbox/seed/accounts';

const NOW = new Date('2026-06-17T12:00:00.000Z');
const DEMO = 'demo@sandbox.test';
const BANK = { fullName: 'Maria Borg', accountNumber: 'MT84MALT011000012345MTLCAST001S', email: 'maria@example.com', bankCode: 'MALTMTMT' };
const WALLET = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

const sandbox = seededSandbox(NOW);
const { post, cash, transactions, refusal } = sandbox;

let counter = 0;
const requestId = () => `demo-${++counter}-${Date.now().toString(36)}`;
const deposit = (token: string) => post('/api/user/deposit', { requestId: requestId(), paymentMethod: 'neteller', amount: 20 }, token);
const withdraw = (token: string) => post('/api/user/withdraw', { requestId: requestId(), paymentMethod: 'bank_transfer', amount: 10, details: BANK }, token);
const calculate = (token: string) => post('/api/user/withdraw/calculate', { paymentMethod: 'bitcoin', amount: 10, walletAddress: WALLET, network: 'BTC' }, token);

/** Refused with DEMO_ACCOUNT 409 and its message on all three calls; the cash and the ledger unchanged. */
async function refusedEverywhere(token: string) {
  const cashBefore = await cash(token);
  const rowsBefore = (await transactions(token)).length;
  expect(refusal(await deposit(token), 409, 'DEMO_ACCOUNT').message).toBe(DEMO_ACCOUNT_REFUSAL.message);
  refusal(await withdraw(token), 409, 'DEMO_ACCOUNT');
  refusal(await calculate(token), 409, 'DEMO_ACCOUNT');
  expect(await cash(token)).toBe(cashBefore);
  expect((await transactions(token)).length).toBe(rowsBefore);
}

describe('the demo user is refused deposits and withdrawals (DEMO_ACCOUNT 409)', () => {
  it('the seeded demo user (settings2 demoUserId) is refused all three; the player is not', async () => {
    const demo = await login(sandbox.app, DEMO);
    expect(demo.userId).toBe(DEMO_USER_ID);
    await refusedEverywhere(demo.token);

    const player = (await login(sandbox.app, PLAYER)).token;
    expect((await deposit(player)).statusCode).toBe(200);
    expect((await withdraw(player)).statusCode).toBe(200);
    expect((await calculate(player)).statusCode).toBe(200);
  });

  it('follows the settings: another demoUserId moves the refusal to that player; none refuses no one', async () => {
    const demo = (await login(sandbox.app, DEMO)).token;
    const player = await login(sandbox.app, PLAYER);
    expect((await post('/api/sandbox/settings', { demoUserId: String(player.userId) })).statusCode).toBe(200);
    await refusedEverywhere(player.token);
    expect((await deposit(demo)).statusCode).toBe(200);

    expect((await post('/api/sandbox/settings', { demoUserId: null })).statusCode).toBe(200);
    expect((await deposit(player.token)).statusCode).toBe(200);
    expect((await post('/api/sandbox/settings', { demoUserId: DEMO_USER_ID })).statusCode).toBe(200);
    refusal(await deposit(demo), 409, 'DEMO_ACCOUNT');
  });
});
