// The player's own bet and loss limits (bet_limits, minor units) and what the player staked and won in
// each period (from the transactions ledger: game bets are debits and wins credits whose reference starts
// with "game:", the seeded history included; with the bonus money part of them from bonus_ledger), for the
// bet-limit rule in betLimits.ts.
import { BET_LIMIT_KEYS, periodStarts, type BetLimits, type Period, type PeriodTotal } from './betLimits';
import { sql, type Db } from './db';
import { toMajor, toMinor } from './wallet';

/** bet_limits' column of each key (the limits page writes them too: server/sandbox/limits.ts). */
export const COLUMN: Record<(typeof BET_LIMIT_KEYS)[number], string> = {
  minBet: 'min_bet_minor', maxBet: 'max_bet_minor', dailyBet: 'daily_bet_minor', weeklyBet: 'weekly_bet_minor',
  monthlyBet: 'monthly_bet_minor', dailyLoss: 'daily_loss_minor', weeklyLoss: 'weekly_loss_minor', monthlyLoss: 'monthly_loss_minor',
};

type LimitRow = Record<string, number | null>;

const limitRow = (db: Db, userId: number) => sql(db, 'SELECT * FROM bet_limits WHERE user_id = ?').get(userId) as LimitRow | undefined;

/** The limits in minor units (every key, null when not set); null when the player has none. */
export function betLimitsMinor(db: Db, userId: number): Required<BetLimits> | null {
  const row = limitRow(db, userId);
  if (!row) return null;
  return Object.fromEntries(BET_LIMIT_KEYS.map((key) => [key, row[COLUMN[key]] ?? null])) as Required<BetLimits>;
}

/** The limits in major units for get-user-details (userLimit.betLimits): every key, null when not set. */
export function betLimitsView(db: Db, userId: number, decimals: number): Required<BetLimits> {
  const minor = betLimitsMinor(db, userId);
  return Object.fromEntries(BET_LIMIT_KEYS.map((key) => {
    const value = minor?.[key];
    return [key, value == null ? null : toMajor(value, decimals)];
  })) as Required<BetLimits>;
}

/** Merges changes (major units; null removes a limit) into the player's limits. */
export function updateBetLimits(db: Db, userId: number, changes: BetLimits, decimals: number, now: Date): void {
  const current = betLimitsMinor(db, userId) ?? Object.fromEntries(BET_LIMIT_KEYS.map((k) => [k, null]));
  const next: Record<string, number | null> = { ...current };
  for (const key of BET_LIMIT_KEYS) {
    if (!(key in changes)) continue;
    const value = changes[key];
    next[key] = value === null || value === undefined ? null : toMinor(value, decimals, `limits.${key}`);
  }
  sql(db, `INSERT INTO bet_limits (user_id, ${BET_LIMIT_KEYS.map((k) => COLUMN[k]).join(', ')}, updated_at)
      VALUES (@userId, ${BET_LIMIT_KEYS.map((k) => `@${k}`).join(', ')}, @at)
      ON CONFLICT(user_id) DO UPDATE SET ${BET_LIMIT_KEYS.map((k) => `${COLUMN[k]} = excluded.${COLUMN[k]}`).join(', ')}, updated_at = excluded.updated_at`)
    .run({ userId, ...next, at: now.toISOString() });
}

/** Stakes and wins (minor units) of game transactions since the start of each period. */
export function periodTotals(db: Db, userId: number, now: Date): Record<Period, PeriodTotal> {
  const starts = periodStarts(now);
  const total = (since: string): PeriodTotal => {
    const row = sql(db, `SELECT COALESCE(SUM(CASE WHEN type = 'debit' THEN -amount_minor END), 0) AS stakes,
        COALESCE(SUM(CASE WHEN type = 'credit' THEN amount_minor END), 0) AS wins
        FROM transactions WHERE user_id = ? AND reference LIKE 'game:%' AND status = 'completed' AND created_at >= ?`)
      .get(userId, since) as PeriodTotal;
    // The bonus money part of stakes and wins (bonusEngine.ts), so a limit counts the whole stake.
    const bonus = sql(db, `SELECT COALESCE(SUM(CASE WHEN kind = 'stake' THEN -amount_minor END), 0) AS stakes,
        COALESCE(SUM(CASE WHEN kind = 'win' THEN amount_minor END), 0) AS wins
        FROM bonus_ledger WHERE user_id = ? AND reference LIKE 'game:%' AND created_at >= ?`).get(userId, since) as PeriodTotal;
    return { stakes: row.stakes + bonus.stakes, wins: row.wins + bonus.wins };
  };
  return { daily: total(starts.daily), weekly: total(starts.weekly), monthly: total(starts.monthly) };
}
