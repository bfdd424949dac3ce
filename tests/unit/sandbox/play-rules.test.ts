// The pure rules of the sandbox's play API: the bet-limit check (spec 3 Enumerations, Limit types; spec 5
// Limits: 'A bet outside the player's own min and max bet limits is refused with a dialog'; spec 4 Bonus
// rules: 'A one-off bonus buy confirmation excludes only the next transaction from bet-limit checks'),
// the periods the limits count over (spec 3 Limit periods: Daily, Weekly, Monthly), the slot's reels and
// pay table, and the public name of the top-wins feed (spec 2.5 Top wins; spec 6 Ghost mode).
import { describe, it, expect } from 'vitest';
import { checkBet, LIMIT_TYPES, periodStarts, type BetCheck, type BetLimits, type Period, type PeriodTotal } from '../../../server/sandbox/betLimits';
import {
  BONUS_BUY_FEATURE, BONUS_BUY_MULTIPLIERS, bonusBuyReturn, lineMultiplier, PAYS, spinReels, SYMBOLS, TWO_CHERRIES, type RandomInt, type SymbolName,
} from '../../../server/sandbox/reels';
import { publicName } from '../../../server/sandbox/wins';

const NO_TOTALS: Record<Period, PeriodTotal> = { daily: { stakes: 0, wins: 0 }, weekly: { stakes: 0, wins: 0 }, monthly: { stakes: 0, wins: 0 } };
const GAME = { minBet: 10, maxBet: 10_000 };

const check = (stake: number, limits: BetLimits | null, periodTotals: Partial<Record<Period, PeriodTotal>> = {}, extra: Partial<BetCheck> = {}) =>
  checkBet({ stake, game: GAME, limits, periodTotals: { ...NO_TOTALS, ...periodTotals }, ...extra });

describe('spec 3 Limit types: checkBet gives each of the 8 limit types in its own case, with the bet and the limit', () => {
  it('the 8 limit types are exactly the ones spec 3 lists, in its order', () => {
    expect(LIMIT_TYPES).toEqual([
      'MAX_BET_LIMIT_REACHED', 'maxBetLimit', 'dailyBetLimit', 'weeklyBetLimit', 'monthlyBetLimit',
      'dailyLossLimit', 'weeklyLossLimit', 'monthlyLossLimit',
    ]);
  });

  it('spec 3 MAX_BET_LIMIT_REACHED: a stake above the game\'s maxBet or below its minBet', () => {
    expect(check(10_001, null)).toEqual({ limitType: 'MAX_BET_LIMIT_REACHED', bet: 10_001, limit: 10_000 });
    expect(check(9, null)).toEqual({ limitType: 'MAX_BET_LIMIT_REACHED', bet: 9, limit: 10 });
    // The bounds themselves are allowed.
    expect(check(10_000, null)).toBeNull();
    expect(check(10, null)).toBeNull();
  });

  it('spec 3 maxBetLimit (spec 5 Limits): a stake above the player\'s maxBet or below the player\'s minBet', () => {
    expect(check(501, { maxBet: 500 })).toEqual({ limitType: 'maxBetLimit', bet: 501, limit: 500 });
    expect(check(500, { maxBet: 500 })).toBeNull();
    expect(check(99, { minBet: 100 })).toEqual({ limitType: 'maxBetLimit', bet: 99, limit: 100 });
    expect(check(100, { minBet: 100 })).toBeNull();
  });

  it('spec 3 dailyBetLimit / weeklyBetLimit / monthlyBetLimit: the period\'s stakes plus this stake above the limit', () => {
    expect(check(200, { dailyBet: 1000 }, { daily: { stakes: 801, wins: 0 } })).toEqual({ limitType: 'dailyBetLimit', bet: 200, limit: 1000 });
    expect(check(200, { dailyBet: 1000 }, { daily: { stakes: 800, wins: 0 } })).toBeNull();
    expect(check(200, { weeklyBet: 5000 }, { weekly: { stakes: 4801, wins: 0 } })).toEqual({ limitType: 'weeklyBetLimit', bet: 200, limit: 5000 });
    expect(check(200, { weeklyBet: 5000 }, { weekly: { stakes: 4800, wins: 0 } })).toBeNull();
    expect(check(200, { monthlyBet: 9000 }, { monthly: { stakes: 8801, wins: 0 } })).toEqual({ limitType: 'monthlyBetLimit', bet: 200, limit: 9000 });
    expect(check(200, { monthlyBet: 9000 }, { monthly: { stakes: 8800, wins: 0 } })).toBeNull();
  });

  it('spec 3 a period\'s bet limit counts only that period\'s stakes (wins do not give stake room back)', () => {
    // Daily stakes are within the daily limit even though the monthly stakes are large.
    expect(check(100, { dailyBet: 1000 }, { daily: { stakes: 0, wins: 0 }, monthly: { stakes: 50_000, wins: 0 } })).toBeNull();
    expect(check(100, { dailyBet: 1000 }, { daily: { stakes: 950, wins: 5000 } })).toEqual({ limitType: 'dailyBetLimit', bet: 100, limit: 1000 });
  });

  it('spec 3 dailyLossLimit / weeklyLossLimit / monthlyLossLimit: the period\'s net loss plus this stake above the limit', () => {
    // Net loss = stakes - wins; the worst case of this bet loses the whole stake.
    expect(check(100, { dailyLoss: 500 }, { daily: { stakes: 1000, wins: 599 } })).toEqual({ limitType: 'dailyLossLimit', bet: 100, limit: 500 });
    expect(check(100, { dailyLoss: 500 }, { daily: { stakes: 1000, wins: 600 } })).toBeNull();
    expect(check(100, { weeklyLoss: 500 }, { weekly: { stakes: 1000, wins: 599 } })).toEqual({ limitType: 'weeklyLossLimit', bet: 100, limit: 500 });
    expect(check(100, { weeklyLoss: 500 }, { weekly: { stakes: 1000, wins: 600 } })).toBeNull();
    expect(check(100, { monthlyLoss: 500 }, { monthly: { stakes: 1000, wins: 599 } })).toEqual({ limitType: 'monthlyLossLimit', bet: 100, limit: 500 });
    expect(check(100, { monthlyLoss: 500 }, { monthly: { stakes: 1000, wins: 600 } })).toBeNull();
  });

  it('spec 3 a loss limit is not a bet limit: big stakes offset by wins pass a loss limit', () => {
    expect(check(100, { dailyLoss: 500 }, { daily: { stakes: 10_000, wins: 10_000 } })).toBeNull();
  });

  it('spec 3 the checks run in the list\'s order: the first limit broken is the one reported', () => {
    const all: BetLimits = { minBet: 10, maxBet: 100, dailyBet: 150, weeklyBet: 150, monthlyBet: 150, dailyLoss: 150, weeklyLoss: 150, monthlyLoss: 150 };
    const full = { stakes: 100, wins: 0 };
    const totals = { daily: full, weekly: full, monthly: full };
    // Every check would refuse 10_001; the game's bound comes first.
    expect(check(10_001, all, totals)?.limitType).toBe('MAX_BET_LIMIT_REACHED');
    // Within the game: the player's max bet before any period limit.
    expect(check(101, all, totals)?.limitType).toBe('maxBetLimit');
    // Within the max bet: daily before weekly before monthly bet, bets before losses.
    expect(check(60, all, totals)?.limitType).toBe('dailyBetLimit');
    expect(check(60, { ...all, dailyBet: null }, totals)?.limitType).toBe('weeklyBetLimit');
    expect(check(60, { ...all, dailyBet: null, weeklyBet: null }, totals)?.limitType).toBe('monthlyBetLimit');
    const lossesOnly = { ...all, dailyBet: null, weeklyBet: null, monthlyBet: null };
    expect(check(60, lossesOnly, totals)?.limitType).toBe('dailyLossLimit');
    expect(check(60, { ...lossesOnly, dailyLoss: null }, totals)?.limitType).toBe('weeklyLossLimit');
    expect(check(60, { ...lossesOnly, dailyLoss: null, weeklyLoss: null }, totals)?.limitType).toBe('monthlyLossLimit');
    expect(check(60, { minBet: 10, maxBet: 100 }, totals)).toBeNull();
  });

  it('spec 3 no limits: null (no player limits) and all-null limits let a bet within the game through', () => {
    expect(check(500, null)).toBeNull();
    expect(check(500, {})).toBeNull();
    const unset: BetLimits = { minBet: null, maxBet: null, dailyBet: null, weeklyBet: null, monthlyBet: null, dailyLoss: null, weeklyLoss: null, monthlyLoss: null };
    const huge = { stakes: 1e9, wins: 0 };
    expect(check(500, unset, { daily: huge, weekly: huge, monthly: huge })).toBeNull();
  });

  it("spec 4 Bonus rules: 'A one-off bonus buy confirmation excludes only the next transaction from bet-limit checks': it skips the player's bet limits, nothing more", () => {
    const betLimits: BetLimits = { minBet: 1000, maxBet: 1, dailyBet: 1, weeklyBet: 1, monthlyBet: 1 };
    const full = { stakes: 1e9, wins: 1e9 };
    const totals = { daily: full, weekly: full, monthly: full };
    // Above the player's max bet and far over every period's bets: a confirmed bonus buy goes ahead.
    expect(check(5000, betLimits, totals, { gameStake: 100, exemptBetLimits: true })).toBeNull();
    // The same bet without the exemption is refused.
    expect(check(5000, betLimits, totals, { gameStake: 100 })?.limitType).toBe('maxBetLimit');
  });

  it('a confirmed bonus buy keeps the game\'s bounds (on its base stake) and the player\'s loss limits', () => {
    // GAME allows 10 to 10_000: a base stake of 20_000 is over it, whatever its price.
    expect(check(1_000_000, null, {}, { gameStake: 20_000, exemptBetLimits: true })).toEqual({ limitType: 'MAX_BET_LIMIT_REACHED', bet: 20_000, limit: 10_000 });
    const lossLimits: BetLimits = { dailyLoss: 500 };
    expect(check(5000, lossLimits, {}, { gameStake: 100, exemptBetLimits: true })).toEqual({ limitType: 'dailyLossLimit', bet: 5000, limit: 500 });
  });
});

describe("spec 8 Bet limits: 'A bonus-bet limit breach message exists': the active bonus's maximum bet", () => {
  it('refuses a stake above the bonus maximum as its own type, bonusBetLimit, with the bet and the limit', () => {
    expect(check(501, null, {}, { bonusMaxBet: 500 })).toEqual({ limitType: 'bonusBetLimit', bet: 501, limit: 500 });
    expect(check(500, null, {}, { bonusMaxBet: 500 })).toBeNull();
    expect(check(501, null, {}, { bonusMaxBet: null })).toBeNull();
  });
  it("comes after the game's bounds and before the player's own limits", () => {
    expect(check(20_000, { maxBet: 100 }, {}, { bonusMaxBet: 500 })?.limitType).toBe('MAX_BET_LIMIT_REACHED');
    expect(check(600, { maxBet: 100 }, {}, { bonusMaxBet: 500 })?.limitType).toBe('bonusBetLimit');
  });
  it("holds for a confirmed bonus buy's price: spec 4's confirmation lifts the player's bet limits, not the bonus terms", () => {
    expect(check(5000, null, {}, { gameStake: 100, exemptBetLimits: true, bonusMaxBet: 500 })).toEqual({ limitType: 'bonusBetLimit', bet: 5000, limit: 500 });
  });
});

describe('spec 3 Limit periods (Daily, Weekly, Monthly): periodStarts, in UTC', () => {
  it('the day starts at UTC midnight', () => {
    expect(periodStarts(new Date('2026-06-17T23:59:59.999Z')).daily).toBe('2026-06-17T00:00:00.000Z');
    expect(periodStarts(new Date('2026-06-17T00:00:00.000Z')).daily).toBe('2026-06-17T00:00:00.000Z');
  });

  it('the week starts on Monday: a Wednesday, a Sunday (the week\'s last day) and a Monday', () => {
    // 2026-06-17 is a Wednesday, 2026-06-21 a Sunday, 2026-06-22 a Monday.
    expect(periodStarts(new Date('2026-06-17T10:00:00Z')).weekly).toBe('2026-06-15T00:00:00.000Z');
    expect(periodStarts(new Date('2026-06-21T23:30:00Z')).weekly).toBe('2026-06-15T00:00:00.000Z');
    expect(periodStarts(new Date('2026-06-22T00:00:00Z')).weekly).toBe('2026-06-22T00:00:00.000Z');
    expect(periodStarts(new Date('2026-06-22T18:00:00Z')).weekly).toBe('2026-06-22T00:00:00.000Z');
  });

  it('a week that starts in the previous month (and year)', () => {
    // 2026-03-01 is a Sunday; 2026-01-01 a Thursday.
    expect(periodStarts(new Date('2026-03-01T08:00:00Z')).weekly).toBe('2026-02-23T00:00:00.000Z');
    expect(periodStarts(new Date('2026-01-01T08:00:00Z')).weekly).toBe('2025-12-29T00:00:00.000Z');
  });

  it('the month starts on the 1st at UTC midnight', () => {
    expect(periodStarts(new Date('2026-06-17T10:00:00Z')).monthly).toBe('2026-06-01T00:00:00.000Z');
    expect(periodStarts(new Date('2026-03-01T08:00:00Z')).monthly).toBe('2026-03-01T00:00:00.000Z');
    expect(periodStarts(new Date('2024-02-29T23:59:59Z')).monthly).toBe('2024-02-01T00:00:00.000Z');
  });
});

/** A random source that answers the given values in turn (then 0), and records each n it was asked for. */
function scripted(values: number[]): RandomInt & { asked: number[] } {
  const queue = [...values];
  const asked: number[] = [];
  const random = ((n: number) => {
    asked.push(n);
    const value = queue.length ? queue.shift()! : 0;
    if (!Number.isInteger(value) || value < 0 || value >= n) throw new Error(`scripted value ${value} is outside [0, ${n})`);
    return value;
  }) as RandomInt & { asked: number[] };
  random.asked = asked;
  return random;
}

/** A seeded, always-in-range random source (mulberry32). */
function seeded(seed: number): RandomInt {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}

const middle = (reels: SymbolName[][]) => reels.map((reel) => reel[1]);

describe('no spec section (the sandbox\'s own slot, reels.ts): the pay table', () => {
  it('three of a kind on the middle row pays the symbol\'s multiplier', () => {
    expect(PAYS).toEqual({ cherry: 2, lemon: 3, bell: 5, star: 10, seven: 50 });
    for (const symbol of SYMBOLS) expect(lineMultiplier([symbol, symbol, symbol])).toBe(PAYS[symbol]);
  });

  it('two cherries at the start give the stake back; anywhere else they pay nothing', () => {
    expect(TWO_CHERRIES).toBe(1);
    expect(lineMultiplier(['cherry', 'cherry', 'seven'])).toBe(1);
    expect(lineMultiplier(['lemon', 'cherry', 'cherry'])).toBe(0);
    expect(lineMultiplier(['cherry', 'lemon', 'cherry'])).toBe(0);
  });

  it('any other line pays nothing', () => {
    expect(lineMultiplier(['seven', 'seven', 'star'])).toBe(0);
    expect(lineMultiplier(['bell', 'lemon', 'star'])).toBe(0);
  });
});

describe('no spec section (the sandbox\'s own slot, reels.ts): spinReels over a deterministic random source', () => {
  it('the reels decide: three sevens on the middle row pay 50, the other rows come from the source too', () => {
    // The strip is 18 long: cherry 0-5, lemon 6-10, bell 11-14, star 15-16, seven 17.
    const random = scripted([17, 17, 17, 0, 6, 11, 15, 6, 0]);
    const outcome = spinReels(random);
    expect(outcome.multiplier).toBe(50);
    expect(outcome.reels).toEqual([['cherry', 'seven', 'lemon'], ['bell', 'seven', 'star'], ['lemon', 'seven', 'cherry']]);
    expect(random.asked.every((n) => n === 18)).toBe(true);
    expect(random.asked).toHaveLength(9);
  });

  it('a losing middle row pays 0', () => {
    const outcome = spinReels(scripted([0, 6, 11]));
    expect(middle(outcome.reels)).toEqual(['cherry', 'lemon', 'bell']);
    expect(outcome.multiplier).toBe(0);
  });

  it('the multiplier is always the pay table\'s value of the middle row, and every reel shows 3 symbols', () => {
    const random = seeded(42);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const outcome = spinReels(random);
      expect(outcome.reels).toHaveLength(3);
      for (const reel of outcome.reels) {
        expect(reel).toHaveLength(3);
        for (const symbol of reel) expect(SYMBOLS).toContain(symbol);
      }
      expect(outcome.multiplier).toBe(lineMultiplier(middle(outcome.reels)));
      seen.add(outcome.multiplier);
    }
    // Over 2000 spins both a loss and a win of some kind come up.
    expect(seen.has(0)).toBe(true);
    expect([...seen].some((m) => m > 0)).toBe(true);
  });
});

describe('no spec section (the sandbox\'s own slot, reels.ts): a fixed multiplier (POST /api/sandbox/spins/next) is honoured', () => {
  it('each multiplier of the pay table is shown as the line that pays it', () => {
    for (const fixed of [1, ...Object.values(PAYS)]) {
      const outcome = spinReels(seeded(fixed), { fixed });
      expect(outcome.multiplier).toBe(fixed);
      expect(lineMultiplier(middle(outcome.reels))).toBe(fixed);
    }
  });

  it('0 always shows a losing row of three different symbols, whatever the source answers', () => {
    // Every combination of the three choices lineFor(0) makes.
    for (let a = 0; a < 4; a++) {
      for (let b = 0; b < 4; b++) {
        for (let c = 0; c < 3; c++) {
          const outcome = spinReels(scripted([a, b, c]), { fixed: 0 });
          const line = middle(outcome.reels);
          expect(outcome.multiplier).toBe(0);
          expect(new Set(line).size).toBe(3);
          expect(lineMultiplier(line)).toBe(0);
        }
      }
    }
  });

  it('a multiplier the pay table has no line for is still the outcome (shown on stars)', () => {
    const outcome = spinReels(seeded(7), { fixed: 7 });
    expect(outcome.multiplier).toBe(7);
    expect(middle(outcome.reels)).toEqual(['star', 'star', 'star']);
  });

  it('a fixed multiplier wins over the reels and over a bonus buy', () => {
    // The highest answer everywhere: three sevens (50) when the reels decide.
    const top: RandomInt = (n) => n - 1;
    expect(spinReels(top).multiplier).toBe(50);
    expect(spinReels(top, { fixed: 0 }).multiplier).toBe(0);
    expect(lineMultiplier(middle(spinReels(top, { fixed: 0 }).reels))).toBe(0);
    expect(spinReels(seeded(3), { fixed: 3, bonusBuy: true }).multiplier).toBe(3);
  });
});

describe('spec 3 Game details hasBonusBuy (the sandbox\'s own slot, reels.ts): a bonus buy plays the feature', () => {
  it('pays back less than it costs: the feature\'s return to player is about 96%', () => {
    const total = BONUS_BUY_FEATURE.reduce((sum, f) => sum + f.weight, 0);
    const expected = BONUS_BUY_FEATURE.reduce((sum, f) => sum + f.multiplier * f.weight, 0) / total;
    expect(bonusBuyReturn()).toBeCloseTo(expected, 10);
    expect(bonusBuyReturn()).toBeLessThan(1);
    expect(bonusBuyReturn()).toBeGreaterThan(0.94);
  });

  it('draws each multiplier by its weight: ticket n of the total weight picks the feature whose range holds n', () => {
    const total = BONUS_BUY_FEATURE.reduce((sum, f) => sum + f.weight, 0);
    let first = 0;
    for (const feature of BONUS_BUY_FEATURE) {
      for (const ticket of [first, first + feature.weight - 1]) {
        const random = scripted([ticket]);
        expect(spinReels(random, { bonusBuy: true }).multiplier, `ticket ${ticket}`).toBe(feature.multiplier);
        expect(random.asked[0]).toBe(total);
      }
      first += feature.weight;
    }
  });

  it('over many bought rounds the return lands near its expectation and every multiplier comes up', () => {
    const random = seeded(99);
    const seen = new Set<number>();
    let paid = 0;
    const rounds = 20_000;
    for (let i = 0; i < rounds; i++) {
      const { multiplier } = spinReels(random, { bonusBuy: true });
      expect(BONUS_BUY_MULTIPLIERS).toContain(multiplier);
      seen.add(multiplier);
      paid += multiplier;
    }
    expect(seen.size).toBe(BONUS_BUY_MULTIPLIERS.length);
    expect(paid / rounds).toBeLessThan(1);
    expect(Math.abs(paid / rounds - bonusBuyReturn())).toBeLessThan(0.02);
  });

  it('a bought round whose multiplier is on the pay table shows that line', () => {
    const total = BONUS_BUY_FEATURE.reduce((sum, f) => sum + f.weight, 0);
    const one = BONUS_BUY_FEATURE.findIndex((f) => f.multiplier === 1);
    const ticket = BONUS_BUY_FEATURE.slice(0, one).reduce((sum, f) => sum + f.weight, 0);
    expect(ticket).toBeLessThan(total);
    expect(middle(spinReels(scripted([ticket]), { bonusBuy: true }).reels)).toEqual(['cherry', 'cherry', 'lemon']);
  });
});

describe('spec 2.5 Top wins / spec 6 Ghost mode: publicName, a real player\'s name in the feeds', () => {
  it('the nickname first, trimmed', () => {
    expect(publicName({ userId: 7, nickname: '  lucky_maria ', firstName: 'Maria', lastName: 'Borg' })).toBe('lucky_maria');
  });

  it('else the first name and the last name\'s initial', () => {
    expect(publicName({ userId: 7, nickname: null, firstName: ' Maria ', lastName: ' borg' })).toBe('Maria b.');
    expect(publicName({ userId: 7, nickname: '   ', firstName: 'Maria', lastName: 'Borg' })).toBe('Maria B.');
  });

  it('the first name alone when there is no last name', () => {
    expect(publicName({ userId: 7, nickname: null, firstName: 'Maria', lastName: null })).toBe('Maria');
    expect(publicName({ userId: 7, nickname: null, firstName: 'Maria', lastName: '  ' })).toBe('Maria');
  });

  it('else "Player {id}", never the email or an empty name', () => {
    expect(publicName({ userId: 42, nickname: null, firstName: null, lastName: 'Borg' })).toBe('Player 42');
    expect(publicName({ userId: 42, nickname: '', firstName: '  ', lastName: null })).toBe('Player 42');
  });
});
