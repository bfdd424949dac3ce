// The bet-limit rule of the play server (spec 3 Limit types; spec 5 Limits: 'A bet outside the player's
// own min and max bet limits is refused with a dialog'; spec 4 Bonus rules: 'A one-off bonus buy
// confirmation excludes only the next transaction from bet-limit checks'), pure so it is tested on its
// own. Our reading (contract "The play API" 3): a stake outside the game's minBet..maxBet is
// MAX_BET_LIMIT_REACHED; outside the player's minBet / maxBet is maxBetLimit; the period's stakes plus
// this one above dailyBet / weeklyBet / monthlyBet is daily/weekly/monthlyBetLimit; the period's net
// loss plus this stake above dailyLoss / weeklyLoss / monthlyLoss is daily/weekly/monthlyLossLimit.
// Every amount is in integer minor units, so no float drift decides a refusal.

/** spec 3 Enumerations: Limit types. */
export const LIMIT_TYPES = [
  'MAX_BET_LIMIT_REACHED', 'maxBetLimit', 'dailyBetLimit', 'weeklyBetLimit', 'monthlyBetLimit',
  'dailyLossLimit', 'weeklyLossLimit', 'monthlyLossLimit',
] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
/**
 * spec 8 Bet limits: 'A bonus-bet limit breach message exists.' The spec's eight limit types are the game's
 * and the player's own; a bet above the active bonus's maximum bet (its offer's maxBet, ours) is refused as
 * this ninth type, so the front end shows its own title and text.
 */
export const BONUS_BET_LIMIT = 'bonusBetLimit';
export type RefusalType = LimitType | typeof BONUS_BET_LIMIT;

export const PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

/** The player's own limits; null or absent = no limit. */
export interface BetLimits {
  minBet?: number | null;
  maxBet?: number | null;
  dailyBet?: number | null;
  weeklyBet?: number | null;
  monthlyBet?: number | null;
  dailyLoss?: number | null;
  weeklyLoss?: number | null;
  monthlyLoss?: number | null;
}
export const BET_LIMIT_KEYS = ['minBet', 'maxBet', 'dailyBet', 'weeklyBet', 'monthlyBet', 'dailyLoss', 'weeklyLoss', 'monthlyLoss'] as const;

/** What the player staked and won in one period (minor units). Net loss = stakes - wins. */
export interface PeriodTotal { stakes: number; wins: number }

export interface BetCheck {
  /** What the transaction takes from the wallet: the stake, or a bonus buy's price. */
  stake: number;
  /** The stake the game's bounds apply to: a bonus buy's base stake (its price is 50 times it). Default: stake. */
  gameStake?: number;
  /** The game's own bounds (spec 3 Game details: minBet, maxBet). */
  game: { minBet: number; maxBet: number };
  limits: BetLimits | null;
  periodTotals: Record<Period, PeriodTotal>;
  /**
   * A confirmed bonus buy (spec 4: 'A one-off bonus buy confirmation excludes only the next transaction
   * from bet-limit checks'): the player's bet limits are skipped for it, nothing more. The game's
   * bounds and the player's loss limits (a responsible-gambling promise) still hold.
   */
  exemptBetLimits?: boolean;
  /**
   * The active bonus's maximum bet (its terms, ours; null or absent: none). It holds for a bonus buy's
   * price too: the confirmation of spec 4 lifts the player's own bet limits, not the bonus's terms.
   */
  bonusMaxBet?: number | null;
}

export interface BetRefusal { limitType: RefusalType; bet: number; limit: number }

const set = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The first limit the stake breaks: the game's bounds, the active bonus's maximum bet, then the player's own
 * in the order of spec 3's list; null when the bet may go ahead.
 */
export function checkBet({ stake, gameStake = stake, game, limits, periodTotals, exemptBetLimits, bonusMaxBet }: BetCheck): BetRefusal | null {
  if (gameStake < game.minBet) return { limitType: 'MAX_BET_LIMIT_REACHED', bet: gameStake, limit: game.minBet };
  if (gameStake > game.maxBet) return { limitType: 'MAX_BET_LIMIT_REACHED', bet: gameStake, limit: game.maxBet };
  if (set(bonusMaxBet) && stake > bonusMaxBet) return { limitType: BONUS_BET_LIMIT, bet: stake, limit: bonusMaxBet };
  if (!limits) return null;
  if (!exemptBetLimits) {
    if (set(limits.minBet) && stake < limits.minBet) return { limitType: 'maxBetLimit', bet: stake, limit: limits.minBet };
    if (set(limits.maxBet) && stake > limits.maxBet) return { limitType: 'maxBetLimit', bet: stake, limit: limits.maxBet };
    for (const period of PERIODS) {
      const limit = limits[`${period}Bet`];
      if (set(limit) && periodTotals[period].stakes + stake > limit) return { limitType: `${period}BetLimit`, bet: stake, limit };
    }
  }
  for (const period of PERIODS) {
    const limit = limits[`${period}Loss`];
    const { stakes, wins } = periodTotals[period];
    // The worst case of this bet is losing the whole stake.
    if (set(limit) && stakes - wins + stake > limit) return { limitType: `${period}LossLimit`, bet: stake, limit };
  }
  return null;
}

/**
 * Where each period starts, in UTC (contract: the day at UTC midnight, the week on Monday, the month on
 * the 1st), as ISO strings comparable with stored created_at values.
 */
export function periodStarts(now: Date): Record<Period, string> {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return {
    daily: new Date(day).toISOString(),
    weekly: new Date(day - sinceMonday * 86_400_000).toISOString(),
    monthly: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
  };
}
