// The bonus engine (server/sandbox/bonusEngine.ts) below HTTP, on an in-memory sandbox with a clock the
// test moves: the facts it reads for the activation rule (spec 8), the grants in minor units (spec 3
// deposit bonus percent, max bonus threshold, instant cashback), the stake split and wagering on the
// database (spec 3 wagering types), settlement, the failure reference (UNIFIED_ERROR) and the events.
import { describe, it, expect, afterEach } from 'vitest';
import { createSandboxContext } from '../../../server/sandbox/index';
import { findUserByEmail } from '../../../server/sandbox/accounts';
import { sql } from '../../../server/sandbox/db';
import type { PlayerEvent, SandboxContext } from '../../../server/sandbox/context';
import {
  activateBonus, ActivationRefused, activationFacts, activeBonusRow, cancelPlayerBonus, grantDepositBonus, netLossMinor, offerById,
  payBonusStake, settleBonusSpin, settleDue,
} from '../../../server/sandbox/bonusEngine';
import { changeCash } from '../../../server/sandbox/wallet';

const START = new Date('2026-06-18T12:00:00.000Z'); // a Thursday
let now = START;
const opened: SandboxContext[] = [];
afterEach(() => {
  for (const ctx of opened.splice(0)) ctx.db.close();
  now = START;
});

async function open() {
  const ctx = await createSandboxContext({ db: ':memory:', now: () => now, scrypt: { N: 1024 } }, {});
  opened.push(ctx);
  const events: Array<[PlayerEvent, Record<string, unknown>]> = [];
  ctx.bus.on('player', (_user, event, payload) => events.push([event, payload]));
  const playerId = findUserByEmail(ctx.db, 'player@sandbox.test')!.id;
  const wallet = () => sql(ctx.db, 'SELECT cash_minor AS cash, non_cash_minor AS nonCash FROM wallets WHERE user_id = ?').get(playerId) as { cash: number; nonCash: number };
  const activeBonusId = () => (sql(ctx.db, 'SELECT active_bonus_id AS id FROM users WHERE id = ?').get(playerId) as { id: number | null }).id;
  return { ctx, events, playerId, wallet, activeBonusId };
}

describe('the facts of spec 8 read from the database', () => {
  it('history (cancelled or not), participants, free spins left, the active bonus and the net loss', async () => {
    const { ctx, playerId } = await open();
    const offer = offerById(ctx.db, 107)!;
    const before = activationFacts(ctx, playerId, offer, 'UTC');
    expect(before).toMatchObject({ depositCount: 3, isEmailVerified: true, verifyEmailOnBonusActivation: true, duplicateAccount: false, activeBonusId: null, freeSpinsLeft: 0, history: [], participants: 0 });
    const { userBonusId } = activateBonus(ctx, playerId, 211, 'UTC') as { userBonusId: number };
    const facts = activationFacts(ctx, playerId, offerById(ctx.db, 211)!, 'UTC');
    expect(facts).toMatchObject({ activeBonusId: 211, participants: 1, history: [{ activatedAt: START, cancelled: false }] });
    now = new Date(START.getTime() + 60_000);
    cancelPlayerBonus(ctx, playerId, userBonusId);
    expect(activationFacts(ctx, playerId, offerById(ctx.db, 211)!, 'UTC')).toMatchObject({ activeBonusId: null, history: [{ cancelled: true }] });

    // Net loss: cash stakes minus wins of game transactions (and bonus money ones), since the given time;
    // the cashback's period is the last 7 days (the seeded history has bets in it).
    const cashbackLoss = activationFacts(ctx, playerId, offerById(ctx.db, 109)!, 'UTC').netLoss;
    changeCash(ctx.db, playerId, { amountMinor: -3000, type: 'debit', reference: 'game:golden-fortune' }, now);
    changeCash(ctx.db, playerId, { amountMinor: 1000, type: 'credit', reference: 'game:golden-fortune' }, now);
    changeCash(ctx.db, playerId, { amountMinor: 500, type: 'credit', reference: 'sandbox:wallet' }, now);
    expect(netLossMinor(ctx.db, playerId, START)).toBe(2000);
    expect(activationFacts(ctx, playerId, offerById(ctx.db, 109)!, 'UTC').netLoss).toBe(cashbackLoss + 20);
  });
});

describe('grants in minor units', () => {
  it('spec 3 deposit bonus percent and max bonus threshold: a deposit of 2000 EUR at 50% gives the 500 EUR cap (offer 102)', async () => {
    const { ctx, playerId, wallet, activeBonusId, events } = await open();
    ctx.db.transaction(() => grantDepositBonus(ctx, playerId, 102, 200_000))();
    expect(wallet()).toEqual({ cash: 50_000, nonCash: 50_000 });
    expect(activeBonusId()).toBe(102);
    expect(activeBonusRow(ctx.db, playerId)).toMatchObject({ depositMinor: 200_000, bonusMinor: 50_000, requiredMinor: 1_500_000, wageringType: 'REAL_MONEY_ONLY' });
    expect(events).toEqual([]); // the deposit announces its own events after the commit
    // A second deposit bonus cancels the first: its money removed, its row cancelled.
    ctx.db.transaction(() => grantDepositBonus(ctx, playerId, 101, 10_000))();
    expect(wallet()).toEqual({ cash: 50_000, nonCash: 10_000 });
    expect(sql(ctx.db, 'SELECT bonus_id AS bonusId, status FROM player_bonuses WHERE user_id = ? ORDER BY id').all(playerId)).toEqual([
      { bonusId: 102, status: 'cancelled' }, { bonusId: 101, status: 'active' },
    ]);
  });

  it('UNIFIED_ERROR: a misconfigured offer leaves a failed row and nothing else; the answer names it', async () => {
    const { ctx, playerId, wallet, activeBonusId } = await open();
    let refusal: ActivationRefused | null = null;
    try {
      activateBonus(ctx, playerId, 212, 'UTC');
    } catch (error) {
      refusal = error as ActivationRefused;
    }
    expect(refusal).toBeInstanceOf(ActivationRefused);
    const row = sql(ctx.db, 'SELECT id, status FROM player_bonuses WHERE user_id = ?').get(playerId) as { id: number; status: string };
    expect(row.status).toBe('failed');
    expect(refusal!.details).toMatchObject({ code: 'UNIFIED_ERROR', reference: { promotionId: 212, userId: playerId, userBonusId: row.id } });
    expect(wallet()).toEqual({ cash: 50_000, nonCash: 0 });
    expect(activeBonusId()).toBeNull();
  });
});

describe('spec 3 wagering on the database', () => {
  it('a stake paid cash first then bonus money; REAL_TO_FUN counts it all; the win split back; converted up to max win', async () => {
    const { ctx, playerId, wallet, activeBonusId } = await open();
    activateBonus(ctx, playerId, 211, 'UTC'); // 5 EUR, x10, max win 25, REAL_TO_FUN
    changeCash(ctx.db, playerId, { amountMinor: -49_800, type: 'debit', reference: 'sandbox:wallet' }, now); // 2.00 cash left
    const ref = 'game:golden-fortune';
    const paid = ctx.db.transaction(() => payBonusStake(ctx.db, playerId, 500, ref, now))();
    expect(paid.stake!.split).toEqual({ cashMinor: 200, bonusMinor: 300, countsMinor: 500 });
    expect(wallet()).toEqual({ cash: 0, nonCash: 200 });
    // A win of 10.00 on a 2.00 cash / 3.00 bonus stake: 4.00 cash, 6.00 bonus money.
    ctx.db.transaction(() => settleBonusSpin(ctx.db, playerId, paid.stake!, 1000, ref, now))();
    expect(wallet()).toEqual({ cash: 400, nonCash: 800 });
    expect(activeBonusRow(ctx.db, playerId)).toMatchObject({ wageredMinor: 500, requiredMinor: 5000 });
    // The bet limits see the whole stake and win (period totals include the bonus money's part).
    const totals = sql(ctx.db, "SELECT SUM(-amount_minor) AS stakes FROM bonus_ledger WHERE user_id = ? AND kind = 'stake'").get(playerId) as { stakes: number };
    expect(totals.stakes).toBe(300);
    // Wager the rest (45.00 from cash credited for it): the 8.00 of bonus money converts (max win 25).
    changeCash(ctx.db, playerId, { amountMinor: 4500, type: 'credit', reference: 'sandbox:wallet' }, now);
    const rest = ctx.db.transaction(() => payBonusStake(ctx.db, playerId, 4500, ref, now))();
    ctx.db.transaction(() => settleBonusSpin(ctx.db, playerId, rest.stake!, 0, ref, now))();
    expect(wallet()).toEqual({ cash: 400 + 800, nonCash: 0 });
    expect(activeBonusId()).toBeNull();
    expect(sql(ctx.db, 'SELECT status, converted_minor AS converted FROM player_bonuses').get()).toEqual({ status: 'converted', converted: 800 });
  });

  it('short of cash and bonus money together: refused, nothing moves', async () => {
    const { ctx, playerId, wallet } = await open();
    activateBonus(ctx, playerId, 211, 'UTC');
    const paid = ctx.db.transaction(() => payBonusStake(ctx.db, playerId, 50_501, 'game:x', now))();
    expect(paid).toEqual({ stake: null, short: true, cash: null });
    expect(wallet()).toEqual({ cash: 50_000, nonCash: 500 });
  });

  it('settles when read: expired at its expiration with its money removed, and a balance event', async () => {
    const { ctx, playerId, wallet, activeBonusId, events } = await open();
    activateBonus(ctx, playerId, 211, 'UTC');
    expect(events.map(([e]) => e)).toEqual(['balance']);
    now = new Date(START.getTime() + 30 * 86_400_000 - 1);
    settleDue(ctx, playerId);
    expect(activeBonusId()).toBe(211);
    now = new Date(START.getTime() + 30 * 86_400_000);
    settleDue(ctx, playerId);
    expect(activeBonusId()).toBeNull();
    expect(wallet()).toEqual({ cash: 50_000, nonCash: 0 });
    expect(events.at(-1)).toEqual(['balance', { cash: 500, nonCash: 0, total: 500, currencyCode: 'EUR' }]);
    expect(sql(ctx.db, 'SELECT status FROM player_bonuses').get()).toEqual({ status: 'expired' });
  });
});
