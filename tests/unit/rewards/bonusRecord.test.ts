// The bonus history's rules (src/rewards/bonusRecord.ts): spec 3 Bonus display labels (which apply to a
// player's bonus record) and 'wager left' (the requirement minus what was wagered, never below 0).
import { describe, expect, it } from 'vitest';
import { BONUS_RULES, bonusLabels, bonusView, wagerLeft } from '../../../src/rewards/bonusRecord';

const ACTIVE_DEPOSIT = {
  userBonusId: 5, id: 1, status: 'active', depositAmount: 100, bonusAmount: 100, freeSpinsQuantity: 0, freeSpinsLeft: 0, game: null,
  wagerRequirement: 3000, wagered: 450, wagerLeft: 2550, convertedAmount: null, maxWin: null, wageringMultiplier: 30,
  start: '2026-11-01T10:00:00.000Z', expiration: '2026-12-01T10:00:00.000Z', endedAt: null,
};

describe('spec 3 Bonus display labels: wager left', () => {
  it('is the requirement minus what was wagered', () => {
    expect(wagerLeft({ wagerRequirement: 3000, wagered: 450 })).toBe(2550);
    expect(wagerLeft({ wagerRequirement: 3000, wagered: 0 })).toBe(3000);
  });
  it('is never below 0 (a last stake above what was left)', () => {
    expect(wagerLeft({ wagerRequirement: 100, wagered: 130 })).toBe(0);
    expect(wagerLeft({ wagerRequirement: 0, wagered: 0 })).toBe(0);
  });
  it('without a requirement, the record\'s own wager left (never below 0)', () => {
    expect(wagerLeft({ wagerLeft: 12.5 })).toBe(12.5);
    expect(wagerLeft({ wagerLeft: -3 })).toBe(0);
    expect(wagerLeft({})).toBe(0);
  });
});

describe('spec 3 Bonus display labels: the labels that apply to a record', () => {
  it('an active deposit bonus: deposit amount, bonus amount, wager left and wagered, no free spins, no converted amount', () => {
    const applies = bonusLabels(ACTIVE_DEPOSIT);
    expect(applies).toMatchObject({
      depositAmount: true, bonusAmount: true, wagerLeft: true, wagered: true, wageringMultiplier: true, start: true, expiration: true, status: true,
      freeSpinsQuantity: false, freeSpinsLeft: false, game: false, convertedAmount: false, endedAt: false, maxWin: false,
    });
  });

  it('a free-spin bonus: spins and their game; spins left only while active; no bonus money line without money', () => {
    const spins = { ...ACTIVE_DEPOSIT, depositAmount: null, bonusAmount: 0, freeSpinsQuantity: 20, freeSpinsLeft: 12, game: 'book-of-sand',
      wagerRequirement: 0, wagered: 0, wagerLeft: 0, wageringMultiplier: 0 };
    expect(bonusLabels(spins)).toMatchObject({ freeSpinsQuantity: true, freeSpinsLeft: true, game: true, bonusAmount: false, depositAmount: false, wagerLeft: false, wagered: false });
    expect(bonusLabels({ ...spins, status: 'expired', endedAt: '2026-12-01T10:00:00.000Z' })).toMatchObject({ freeSpinsQuantity: true, freeSpinsLeft: false, endedAt: true });
  });

  it('a converted bonus has its converted amount and end; no wager left once it is over', () => {
    const converted = { ...ACTIVE_DEPOSIT, status: 'converted', wagered: 3000, wagerLeft: 0, convertedAmount: 80, endedAt: '2026-11-20T10:00:00.000Z' };
    expect(bonusLabels(converted)).toMatchObject({ convertedAmount: true, endedAt: true, wagerLeft: false, wagered: true });
    expect(bonusLabels({ ...converted, status: 'cancelled', convertedAmount: null })).toMatchObject({ convertedAmount: false, endedAt: true });
  });

  it('a max win only when the offer has one', () => {
    expect(bonusLabels({ ...ACTIVE_DEPOSIT, maxWin: 500 }).maxWin).toBe(true);
  });
});

describe('the Compute rules of the bonus history', () => {
  it('bonusRecord: the record with its wager left and the labels that apply; null without a record', () => {
    const view = BONUS_RULES.bonusRecord({ bonus: { ...ACTIVE_DEPOSIT, wagered: 3100 } }).bonus!;
    expect(view.wagerLeft).toBe(0);
    expect(view.applies.wagerLeft).toBe(true);
    expect(view.userBonusId).toBe(5);
    expect(BONUS_RULES.bonusRecord({ bonus: null }).bonus).toBeNull();
    expect(bonusView('nonsense')).toBeNull();
  });
  it('bonusRecords: each row of a list, anything else left out', () => {
    expect(BONUS_RULES.bonusRecords({ rows: [ACTIVE_DEPOSIT, null, { ...ACTIVE_DEPOSIT, status: 'lost' }] }).rows.map((r) => r.status)).toEqual(['active', 'lost']);
    expect(BONUS_RULES.bonusRecords({ rows: undefined }).rows).toEqual([]);
  });
});
