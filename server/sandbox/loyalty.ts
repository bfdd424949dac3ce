// The sandbox's loyalty level (spec 3 User userLoyaltyLevel; the spec does not show how a level is earned):
// from what the player wagered in real play (cash stakes and bonus money stakes), in the player's currency.
// A control endpoint (POST /api/sandbox/loyalty) sets a level as a floor, for tests and demos: the level is
// the higher of that floor and the wagered one. The thresholds are pure, so a test reads them.
import { sql, type Db } from './db';
import { toMajor } from './wallet';

/** The levels' names (level 1 first). */
export const LOYALTY_NAMES = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const;
/** What a player must have wagered (major units) to reach each level (level 1 first). */
export const LOYALTY_THRESHOLDS = [0, 100, 1_000, 5_000, 25_000] as const;

/** The level wagering `wagered` (major units) reaches, 1 to the top. */
export function levelFromWagered(wagered: number): number {
  let level = 1;
  LOYALTY_THRESHOLDS.forEach((threshold, i) => { if (wagered >= threshold) level = i + 1; });
  return level;
}

export type LoyaltyRecord = {
  level: number; name: string; groupStep: number;
  /** Wagered so far; where this level starts; where the next starts (null at the top). Major units. */
  points: number; levelPoints: number; nextLevelPoints: number | null;
};

/** userLoyaltyLevel from the stored floor and the wagered amount. */
export function loyaltyRecord(floor: number, wagered: number): LoyaltyRecord {
  const level = Math.min(Math.max(floor, levelFromWagered(wagered), 1), LOYALTY_NAMES.length);
  return {
    level, name: LOYALTY_NAMES[level - 1], groupStep: 1,
    points: wagered, levelPoints: LOYALTY_THRESHOLDS[level - 1], nextLevelPoints: LOYALTY_THRESHOLDS[level] ?? null,
  };
}

/** Real play's stakes of a player, minor units: cash stakes of games and bonus money stakes. */
export function wageredMinor(db: Db, userId: number): number {
  const cash = sql(db, "SELECT COALESCE(-SUM(amount_minor), 0) AS minor FROM transactions WHERE user_id = ? AND type = 'debit' AND reference LIKE 'game:%'").get(userId) as { minor: number };
  const bonus = sql(db, "SELECT COALESCE(-SUM(amount_minor), 0) AS minor FROM bonus_ledger WHERE user_id = ? AND kind = 'stake'").get(userId) as { minor: number };
  return cash.minor + bonus.minor;
}

export const loyaltyOf = (db: Db, userId: number, floor: number, decimals: number) => loyaltyRecord(floor, toMajor(wageredMinor(db, userId), decimals));
