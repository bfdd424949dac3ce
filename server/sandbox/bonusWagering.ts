// The bonus engine's money rules (spec 3 Bonus: wagering types REAL_TO_FUN and REAL_MONEY_ONLY; the display
// labels bonus amount, wager left, wagered, converted amount, max win, max bonus threshold), pure and in
// integer minor units so no float drift decides a conversion. The spec names the two wagering types but not
// their meaning; our reading, the common one:
// - a stake is paid from cash first, then from bonus money, whatever the type;
// - REAL_TO_FUN: the whole stake counts toward the wagering requirement (real money, then 'fun' money);
//   REAL_MONEY_ONLY: only its cash part counts;
// - a win goes back in the shares the stake was paid in (bonus money wins bonus money);
// - the requirement is the bonus amount times the wagering multiplier; once wagered, the bonus money
//   converts to cash up to the max win and the rest is removed; at the expiration, on cancel, or when the
//   bonus money is gone before the requirement is met, the bonus ends and its money is removed.
export const WAGERING_TYPES = ['REAL_TO_FUN', 'REAL_MONEY_ONLY'] as const;
export type WageringType = (typeof WAGERING_TYPES)[number];

/** How a player bonus ends (its status, spec 3 display label 'status'); 'active' until then. */
export type BonusStatus = 'active' | 'converted' | 'expired' | 'cancelled' | 'lost';

/** spec 3 deposit bonus percent and max bonus threshold: the bonus money a deposit brings. */
export function depositBonusMinor(depositMinor: number, percent: number, maxThresholdMinor: number | null): number {
  const amount = Math.floor((depositMinor * percent) / 100);
  return maxThresholdMinor === null ? amount : Math.min(amount, maxThresholdMinor);
}

/** The amount to wager before the bonus converts: the bonus amount times the wagering multiplier. */
export function wagerRequirementMinor(bonusMinor: number, wageringMultiplier: number | null): number {
  return Math.round(bonusMinor * (wageringMultiplier ?? 0));
}

export interface StakeSplit { cashMinor: number; bonusMinor: number; countsMinor: number }

/** How a stake is paid (cash first, then bonus money) and how much of it counts toward the wagering. */
export function splitStake(stakeMinor: number, wallet: { cashMinor: number; nonCashMinor: number }, type: WageringType): StakeSplit {
  const cashMinor = Math.min(stakeMinor, wallet.cashMinor);
  const bonusMinor = Math.min(stakeMinor - cashMinor, wallet.nonCashMinor);
  return { cashMinor, bonusMinor, countsMinor: type === 'REAL_TO_FUN' ? cashMinor + bonusMinor : cashMinor };
}

/** A win in the shares its stake was paid in; the cash share takes the rounding. */
export function splitWin(winMinor: number, stake: StakeSplit): { cashMinor: number; bonusMinor: number } {
  const paid = stake.cashMinor + stake.bonusMinor;
  const bonusMinor = paid === 0 ? 0 : Math.floor((winMinor * stake.bonusMinor) / paid);
  return { cashMinor: winMinor - bonusMinor, bonusMinor };
}

export interface BonusProgress {
  requiredMinor: number;
  wageredMinor: number;
  maxWinMinor: number | null;
  expiresAt: string;
  /** Free spins still to play: their wins are bonus money to come, so the bonus is not lost yet. */
  freeSpinsLeft: number;
}

/** spec 3 'wager left': what is still to wager, never below zero. */
export const wagerLeftMinor = (progress: BonusProgress) => Math.max(0, progress.requiredMinor - progress.wageredMinor);

export interface Settlement {
  status: BonusStatus;
  /** Bonus money that becomes cash (spec 3 'converted amount'), and bonus money removed. */
  convertMinor: number;
  removeMinor: number;
}

/**
 * Where an active bonus stands after a bet or at a moment: still active, converted (the requirement met:
 * the bonus money up to the max win becomes cash), expired, or lost (no bonus money left while wagering
 * remains and no free spins are left). `nonCashMinor` is the player's bonus money now.
 */
export function settleBonus(progress: BonusProgress, nonCashMinor: number, now: Date): Settlement {
  if (now.getTime() >= Date.parse(progress.expiresAt)) return { status: 'expired', convertMinor: 0, removeMinor: nonCashMinor };
  // Free spins still to play bring bonus money (and its requirement) to come: no conversion before them.
  if (wagerLeftMinor(progress) === 0 && progress.freeSpinsLeft === 0) {
    const convertMinor = progress.maxWinMinor === null ? nonCashMinor : Math.min(nonCashMinor, progress.maxWinMinor);
    return { status: 'converted', convertMinor, removeMinor: nonCashMinor - convertMinor };
  }
  if (nonCashMinor === 0 && progress.freeSpinsLeft === 0) return { status: 'lost', convertMinor: 0, removeMinor: 0 };
  return { status: 'active', convertMinor: 0, removeMinor: 0 };
}

/** The player cancels the bonus: its money is removed, nothing converts. */
export function cancelBonus(nonCashMinor: number): Settlement {
  return { status: 'cancelled', convertMinor: 0, removeMinor: nonCashMinor };
}
