// The deposit service (server/sandbox/deposits.ts) below HTTP: the idempotency key across two database
// connections (two sandbox processes on one .data/sandbox.db), and the events a settled deposit emits.
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxContext } from '../../../server/sandbox/index';
import { findUserByEmail } from '../../../server/sandbox/accounts';
import { setMeta, sql } from '../../../server/sandbox/db';
import type { PlayerEvent, SandboxContext } from '../../../server/sandbox/context';
import { createDeposit, settleDeposit } from '../../../server/sandbox/deposits';

const NOW = new Date('2026-06-17T12:00:00.000Z');
let dir = '';
const opened: SandboxContext[] = [];
afterEach(() => {
  for (const ctx of opened.splice(0)) ctx.db.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});
async function open(db: string): Promise<SandboxContext> {
  const ctx = await createSandboxContext({ db, now: () => NOW, scrypt: { N: 1024 } }, {});
  opened.push(ctx);
  return ctx;
}

describe('contract deposit.request requestId: idempotency across connections', () => {
  it('a second process answering the same key finds the first one\'s deposit: one deposit, one credit', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-deposits-'));
    const file = join(dir, 'sandbox.db');
    const a = await open(file);
    const b = await open(file);
    const playerId = findUserByEmail(a.db, 'player@sandbox.test')!.id;
    const body = { paymentMethod: 'skrill', amount: 30, requestId: 'two-processes-1', accountEmail: 'wallet@skrill.test' };
    const first = createDeposit(a, playerId, body);
    const second = createDeposit(b, playerId, body);
    expect(first.created).toBe(true);
    expect(second).toEqual({ deposit: first.deposit, created: false });
    expect(sql(b.db, 'SELECT COUNT(*) AS n FROM deposits').get()).toEqual({ n: 1 });
    expect(sql(b.db, 'SELECT cash_minor AS cash FROM wallets WHERE user_id = ?').get(playerId)).toEqual({ cash: 53000 });
  });
});

describe('spec 7 Realtime socket: deposit (with count) and failedDeposit after the commit', () => {
  it('a settled deposit emits deposit (with count) then balance; a failed one failedDeposit only', async () => {
    const ctx = await open(':memory:');
    const events: Array<[PlayerEvent, Record<string, unknown>]> = [];
    ctx.bus.on('player', (_user, event, payload) => events.push([event, payload]));
    const playerId = findUserByEmail(ctx.db, 'player@sandbox.test')!.id;
    const pending = createDeposit(ctx, playerId, { paymentMethod: 'tether', amount: 20, network: 'TRC20', requestId: 'events-0001' }).deposit;
    expect(events).toEqual([]);
    settleDeposit(ctx, pending.transactionId);
    expect(events.map(([event]) => event)).toEqual(['deposit', 'balance']);
    expect(events[0][1]).toMatchObject({ amount: 20, count: 4, paymentMethod: 'tether', transactionId: pending.transactionId });

    events.splice(0);
    setMeta(ctx.db, 'nextPaymentResult', 'cancel');
    const cancelled = createDeposit(ctx, playerId, { paymentMethod: 'skrill', amount: 20, requestId: 'events-0002', accountEmail: 'wallet@skrill.test' }).deposit;
    expect(cancelled.status).toBe('cancelled');
    expect(events).toEqual([['failedDeposit', { amount: 20, paymentMethod: 'skrill', status: 'cancelled', transactionId: cancelled.transactionId, code: 'TRANSACTION_FAILED' }]]);
  });
});

describe("spec 2.5 'A Skrill email step': the deposit records the wallet's account e-mail", () => {
  it('keeps the trimmed e-mail a Skrill deposit was sent with; a method without the step keeps none', async () => {
    const ctx = await open(':memory:');
    const playerId = findUserByEmail(ctx.db, 'player@sandbox.test')!.id;
    createDeposit(ctx, playerId, { paymentMethod: 'skrill', amount: 20, requestId: 'account-email-1', accountEmail: '  Wallet.Owner@skrill.test ' });
    createDeposit(ctx, playerId, { paymentMethod: 'neteller', amount: 20, requestId: 'account-email-2', accountEmail: 'ignored@skrill.test' });
    expect(sql(ctx.db, 'SELECT request_id AS id, account_email AS email FROM deposits ORDER BY id').all()).toEqual([
      { id: 'account-email-1', email: 'Wallet.Owner@skrill.test' },
      { id: 'account-email-2', email: null },
    ]);
  });
});
