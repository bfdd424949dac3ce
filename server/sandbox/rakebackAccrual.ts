// What a player's rakeback day holds (spec 3 Rakeback day; spec 9 Calendars): the amount a control endpoint
// put there (POST /api/sandbox/rakeback, for tests and demos), else, for a depositor, the seeded amount of the
// day plus the rakeback of the day's real bets: net gaming revenue (stakes minus wins) x the player's percent,
// the same percent calendar-award reports. Days are UTC dates, as get-rakeback-days counts them.
import { sql, type Db } from './db';
import type { UserRow } from './accounts';
import { rakebackAmountMinor } from './rakeback';

/** The rakeback percent of a player (calendar-award's percent): none before the first deposit. */
export const rakebackPercent = (user: Pick<UserRow, 'deposit_count' | 'loyalty_level' | 'rakeback_left_at'>) =>
  (user.deposit_count > 0 && !user.rakeback_left_at ? 5 + user.loyalty_level * 2.5 : 0);

/** The rakeback of a net gaming revenue (minor units): NGR x percent, nothing on a day the player won. */
export const accruedMinor = (ngrMinor: number, percent: number) => Math.max(0, Math.floor((ngrMinor * percent) / 100));

/** Each listed day's amount in minor units (null: nothing on it), in one query of the bets of those days. */
export function dayAmountsMinor(db: Db, user: UserRow, dates: readonly string[], today: string, decimals: number): Map<string, { amountMinor: number | null; set: boolean }> {
  const out = new Map<string, { amountMinor: number | null; set: boolean }>();
  if (!dates.length) return out;
  const first = [...dates].sort()[0];
  const set = new Map((sql(db, 'SELECT accrual_date AS date, amount_minor AS amountMinor FROM rakeback_accruals WHERE user_id = ? AND accrual_date >= ?')
    .all(user.id, first) as Array<{ date: string; amountMinor: number }>).map((r) => [r.date, r.amountMinor]));
  const ngr = new Map((sql(db, `SELECT substr(created_at, 1, 10) AS date, SUM(-amount_minor) AS ngr FROM transactions
      WHERE user_id = ? AND type IN ('debit', 'credit') AND created_at >= ? GROUP BY substr(created_at, 1, 10)`)
    .all(user.id, `${first}T00:00:00.000Z`) as Array<{ date: string; ngr: number }>).map((r) => [r.date, r.ngr]));
  const percent = rakebackPercent(user);
  for (const date of dates) {
    const own = set.get(date);
    if (own !== undefined) out.set(date, { amountMinor: own, set: true });
    // A player who left the calendar (spec 4 cancel participation) earns nothing from then on.
    else if (user.deposit_count === 0 || date > today || (user.rakeback_left_at && date >= user.rakeback_left_at.slice(0, 10))) out.set(date, { amountMinor: null, set: false });
    else out.set(date, { amountMinor: rakebackAmountMinor(user.id, date, decimals) + accruedMinor(ngr.get(date) ?? 0, percent), set: false });
  }
  return out;
}

/** spec 4 'A player may cancel participation in the reward calendar', and join it again. */
export function setRakebackParticipation(db: Db, userId: number, participate: boolean, now: Date): void {
  sql(db, 'UPDATE users SET rakeback_left_at = ? WHERE id = ?').run(participate ? null : now.toISOString(), userId);
}

/** POST /api/sandbox/rakeback: an unpaid amount on a day (a claim of that day is forgotten, so it can be claimed). */
export function setRakebackDay(db: Db, userId: number, date: string, amountMinor: number): void {
  db.transaction(() => {
    sql(db, 'DELETE FROM rakeback_claims WHERE user_id = ? AND claim_date = ?').run(userId, date);
    sql(db, `INSERT INTO rakeback_accruals (user_id, accrual_date, amount_minor) VALUES (?, ?, ?)
      ON CONFLICT (user_id, accrual_date) DO UPDATE SET amount_minor = excluded.amount_minor`).run(userId, date, amountMinor);
  })();
}
