// The wallet rules of the issue: integer minor units, a transactions ledger, debits with a balance
// check inside a SQLite transaction so they never overdraw, and the realtime events of spec 7 (balance,
// debit, credit, globalCredit, deposit with count, failedDeposit) after each change.
import { describe, it, expect, beforeEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxContext } from '../../../server/sandbox/index';
import { findUserByEmail } from '../../../server/sandbox/accounts';
import { openDatabase, sql } from '../../../server/sandbox/db';
import type { PlayerEvent, SandboxContext } from '../../../server/sandbox/context';
import {
  applyToWallet, balanceOf, changeCash, InsufficientFunds, recordDeposit, recordUnsuccessfulDeposit, toMajor, toMinor,
} from '../../../server/sandbox/wallet';

let ctx: SandboxContext;
let playerId: number;
let events: Array<[number, PlayerEvent, Record<string, unknown>]>;
beforeEach(async () => {
  ctx = await createSandboxContext({ db: ':memory:' }, {});
  playerId = findUserByEmail(ctx.db, 'player@sandbox.test')!.id;
  events = [];
  ctx.bus.on('player', (...event) => events.push(event));
});

const ledger = (userId: number) =>
  (sql(ctx.db, "SELECT COALESCE(SUM(amount_minor), 0) AS s FROM transactions WHERE user_id = ? AND status = 'completed'").get(userId) as { s: number }).s;

describe('minor units', () => {
  it('converts by the currency\'s decimals and refuses finer amounts', () => {
    expect(toMinor(500, 2)).toBe(50000);
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(toMinor(0.00012345, 8)).toBe(12345);
    expect(toMinor(1500, 0)).toBe(1500);
    expect(() => toMinor(1.005, 2)).toThrow(/more than 2 decimals/);
    expect(() => toMinor(Number.NaN, 2)).toThrow(/must be a number/);
    expect(toMajor(12345, 2)).toBe(123.45);
  });
});

describe('the ledger', () => {
  it('the seeded player\'s completed transactions add up to the balance (500.00 EUR, spec DESIGN contract)', () => {
    expect(balanceOf(ctx.db, playerId)).toEqual({ cash: 500, nonCash: 0, total: 500, currencyCode: 'EUR' });
    expect(ledger(playerId)).toBe(50000);
  });

  it('a debit beyond the balance changes nothing and throws Insufficient funds', () => {
    expect(() => changeCash(ctx.db, playerId, { amountMinor: -50001, type: 'debit' }, new Date())).toThrow(InsufficientFunds);
    expect(balanceOf(ctx.db, playerId).cash).toBe(500);
    expect(ledger(playerId)).toBe(50000);
    changeCash(ctx.db, playerId, { amountMinor: -50000, type: 'debit' }, new Date());
    expect(balanceOf(ctx.db, playerId).cash).toBe(0);
  });

  it('the table refuses a negative balance even if a caller skipped the check', () => {
    expect(() => sql(ctx.db, 'UPDATE wallets SET cash_minor = -1 WHERE user_id = ?').run(playerId)).toThrow(/CHECK constraint failed/);
  });
});

describe('concurrency: two connections to one file (as two server processes would be)', () => {
  it('never overdraw: each debit takes the write lock before reading the balance', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-wallet-'));
    try {
      const file = join(dir, 'sandbox.db');
      const a = await createSandboxContext({ db: file }, {});
      const b = openDatabase(file);
      const id = findUserByEmail(a.db, 'player@sandbox.test')!.id;
      let accepted = 0;
      let refused = 0;
      for (let i = 0; i < 200; i++) {
        try {
          changeCash(i % 2 ? a.db : b, id, { amountMinor: -300, type: 'debit' }, new Date());
          accepted += 1;
        } catch (error) {
          expect(error).toBeInstanceOf(InsufficientFunds);
          refused += 1;
        }
      }
      expect([accepted, refused]).toEqual([166, 34]);
      expect(balanceOf(b, id).cash).toBe(2);
      a.db.close();
      b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('spec 7 realtime events', () => {
  it('a credit emits credit then balance {cash, nonCash, total}', () => {
    applyToWallet(ctx, playerId, 12.5, 'credit');
    expect(events.map(([, e]) => e)).toEqual(['credit', 'balance']);
    expect(events[0]).toEqual([playerId, 'credit', expect.objectContaining({ amount: 12.5, cash: 512.5, total: 512.5 })]);
    expect(events[1][2]).toEqual({ cash: 512.5, nonCash: 0, total: 512.5, currencyCode: 'EUR' });
  });

  it('a debit emits debit; an operator credit emits globalCredit', () => {
    applyToWallet(ctx, playerId, -2, 'debit');
    applyToWallet(ctx, playerId, 3, 'globalCredit');
    expect(events.map(([, e]) => e)).toEqual(['debit', 'balance', 'globalCredit', 'balance']);
    expect(events[0][2]).toMatchObject({ amount: 2, cash: 498 });
  });

  it('a deposit counts and emits deposit with the count; a failed one emits failedDeposit and leaves the balance', () => {
    const newId = findUserByEmail(ctx.db, 'new@sandbox.test')!.id;
    const done = recordDeposit(ctx, newId, 25, 'visa');
    expect(done.count).toBe(1);
    expect(events[0]).toEqual([newId, 'deposit', expect.objectContaining({ amount: 25, count: 1, paymentMethod: 'visa' })]);
    recordUnsuccessfulDeposit(ctx, newId, 40, 'visa', 'failed');
    expect(events.at(-1)).toEqual([newId, 'failedDeposit', expect.objectContaining({ amount: 40, status: 'failed' })]);
    recordUnsuccessfulDeposit(ctx, newId, 40, 'upi', 'pending');
    expect(events.at(-1)![1]).toBe('failedDeposit'); // a pending one is not a failure: nothing new
    expect(balanceOf(ctx.db, newId).cash).toBe(25);
    expect(ledger(newId)).toBe(2500);
  });
});
