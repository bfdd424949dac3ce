// spec 3 Bonus: wagering types REAL_TO_FUN and REAL_MONEY_ONLY, and the labels bonus amount, wager left,
// wagered, converted amount, max win, max bonus threshold (server/sandbox/bonusWagering.ts, minor units).
import { describe, it, expect } from 'vitest';
import {
  cancelBonus, depositBonusMinor, settleBonus, splitStake, splitWin, wagerLeftMinor, wagerRequirementMinor, type BonusProgress,
} from '../../../server/sandbox/bonusWagering';

const NOW = new Date('2026-11-25T12:00:00Z');
const progress = (over: Partial<BonusProgress> = {}): BonusProgress => ({
  requiredMinor: 35_000, wageredMinor: 0, maxWinMinor: null, expiresAt: '2026-12-25T12:00:00Z', freeSpinsLeft: 0, ...over,
});

describe('spec 3 Bonus: the bonus money of a deposit and its wagering requirement', () => {
  it('deposit bonus percent, capped by the max bonus threshold', () => {
    expect(depositBonusMinor(10_000, 100, 100_000)).toBe(10_000); // 100 EUR at 100%
    expect(depositBonusMinor(300_000, 50, 50_000)).toBe(50_000); // capped at 500 EUR
    expect(depositBonusMinor(3_333, 75, null)).toBe(2_499); // never more than the percent gives
  });

  it('the requirement is the bonus amount times the wagering multiplier', () => {
    expect(wagerRequirementMinor(10_000, 35)).toBe(350_000);
    expect(wagerRequirementMinor(10_000, null)).toBe(0);
  });
});

describe('spec 3 Wagering types', () => {
  it('a stake is paid from cash first, then from bonus money', () => {
    expect(splitStake(500, { cashMinor: 300, nonCashMinor: 1_000 }, 'REAL_TO_FUN')).toMatchObject({ cashMinor: 300, bonusMinor: 200 });
    expect(splitStake(500, { cashMinor: 900, nonCashMinor: 1_000 }, 'REAL_MONEY_ONLY')).toMatchObject({ cashMinor: 500, bonusMinor: 0 });
  });

  it('REAL_TO_FUN counts the whole stake toward the wagering; REAL_MONEY_ONLY only its cash part', () => {
    expect(splitStake(500, { cashMinor: 300, nonCashMinor: 1_000 }, 'REAL_TO_FUN').countsMinor).toBe(500);
    expect(splitStake(500, { cashMinor: 300, nonCashMinor: 1_000 }, 'REAL_MONEY_ONLY').countsMinor).toBe(300);
    expect(splitStake(500, { cashMinor: 0, nonCashMinor: 1_000 }, 'REAL_MONEY_ONLY').countsMinor).toBe(0);
  });

  it('a win goes back in the shares the stake was paid in, the cash share taking the rounding', () => {
    const stake = splitStake(300, { cashMinor: 100, nonCashMinor: 1_000 }, 'REAL_TO_FUN'); // 100 cash, 200 bonus
    expect(splitWin(1_000, stake)).toEqual({ cashMinor: 334, bonusMinor: 666 });
    expect(splitWin(1_000, splitStake(300, { cashMinor: 1_000, nonCashMinor: 0 }, 'REAL_TO_FUN'))).toEqual({ cashMinor: 1_000, bonusMinor: 0 });
    expect(splitWin(50, { cashMinor: 0, bonusMinor: 0, countsMinor: 0 })).toEqual({ cashMinor: 50, bonusMinor: 0 });
  });
});

describe('spec 3 Bonus status: converted, expired, lost, cancelled', () => {
  it('wager left is the requirement minus what was wagered, never below zero', () => {
    expect(wagerLeftMinor(progress({ wageredMinor: 5_000 }))).toBe(30_000);
    expect(wagerLeftMinor(progress({ wageredMinor: 40_000 }))).toBe(0);
  });

  it('stays active while wagering remains and bonus money (or free spins) is left', () => {
    expect(settleBonus(progress({ wageredMinor: 34_999 }), 1_000, NOW)).toEqual({ status: 'active', convertMinor: 0, removeMinor: 0 });
    expect(settleBonus(progress({ freeSpinsLeft: 5 }), 0, NOW).status).toBe('active');
  });

  it('a free-spins bonus does not convert before its spins are played (their wins are bonus money to come)', () => {
    expect(settleBonus(progress({ requiredMinor: 0, freeSpinsLeft: 20 }), 0, NOW)).toEqual({ status: 'active', convertMinor: 0, removeMinor: 0 });
    expect(settleBonus(progress({ requiredMinor: 0, freeSpinsLeft: 0 }), 300, NOW)).toEqual({ status: 'converted', convertMinor: 300, removeMinor: 0 });
  });

  it('converts the bonus money to cash once wagered, up to the max win (the rest is removed)', () => {
    expect(settleBonus(progress({ wageredMinor: 35_000 }), 12_000, NOW)).toEqual({ status: 'converted', convertMinor: 12_000, removeMinor: 0 });
    expect(settleBonus(progress({ wageredMinor: 35_000, maxWinMinor: 5_000 }), 12_000, NOW)).toEqual({ status: 'converted', convertMinor: 5_000, removeMinor: 7_000 });
  });

  it('expires at its expiration, with its money removed, even when wagered', () => {
    const at = new Date('2026-12-25T12:00:00Z');
    expect(settleBonus(progress({ wageredMinor: 35_000 }), 800, at)).toEqual({ status: 'expired', convertMinor: 0, removeMinor: 800 });
    expect(settleBonus(progress(), 800, new Date(at.getTime() - 1)).status).toBe('active');
  });

  it('is lost when the bonus money is gone before the requirement is met, and no free spins are left', () => {
    expect(settleBonus(progress({ wageredMinor: 1_000 }), 0, NOW)).toEqual({ status: 'lost', convertMinor: 0, removeMinor: 0 });
  });

  it('a cancel removes the bonus money and converts nothing', () => {
    expect(cancelBonus(2_500)).toEqual({ status: 'cancelled', convertMinor: 0, removeMinor: 2_500 });
  });
});
