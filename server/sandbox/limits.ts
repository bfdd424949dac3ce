// The player's responsible-gaming limits (spec 2.5 Responsible gaming, spec 3 Limit forms, spec 5 and 9
// Limits): storage, the limits page's read and update, and what deposits and sessions check. The rules
// (immediate or pending, the bet limit's hour, the session limit's units, the deposit sums) are the pure
// module src/account/limits.ts; this file only reads and writes the database with them.
//
// Storage: bet and loss limits stay in bet_limits (the play server's bet check reads them); deposit,
// session and monthly winnings limits in player_limits; a loosening change waits in pending_limits until
// its period ends, and is applied the next time anything reads the player's limits (applyDueLimitChanges).
import {
  betLimitChangeBlockedUntil, depositLimitBreach, depositTotals, isBetLimitKey, LIMIT_KEYS, LIMIT_PERIODS, limitChange,
  limitPeriodOf, monthlyNetWinnings, sessionEndsAt, sessionLimitProblem, sessionMinutes, winningsLimitReached,
  type LimitKey, type LimitPeriod, type LimitValues, type SessionUnit,
} from '../../src/account/limits';
import type { SandboxContext } from './context';
import { sql, type Db } from './db';
import { badRequest, HttpError } from './errors';
import { COLUMN as BET_COLUMN, periodTotals } from './playerLimits';
import { FAILED_DEPOSIT_STATUSES, toMajor, toMinor } from './wallet';

const OWN_COLUMN = {
  dailyDeposit: 'daily_deposit_minor', weeklyDeposit: 'weekly_deposit_minor', monthlyDeposit: 'monthly_deposit_minor',
  sessionMinutes: 'session_minutes', monthlyWinnings: 'monthly_winnings_minor',
} as const;
type OwnKey = keyof typeof OWN_COLUMN;
const isOwnKey = (key: LimitKey): key is OwnKey => key in OWN_COLUMN;

/** A refusal the front end reads by its code, as the play server's (play.ts refusal; not imported: auth.ts imports this file). */
const refusal = (status: number, code: string, message: string, details: Record<string, unknown> = {}) =>
  new HttpError(status, message, { code, details: { success: false, code, ...details } });

type Row = Record<string, number | string | null>;

/** Every limit of the player now (minor units; minutes for the session), null when not set. */
export function limitValues(db: Db, userId: number): LimitValues {
  const bets = (sql(db, 'SELECT * FROM bet_limits WHERE user_id = ?').get(userId) as Row | undefined) ?? {};
  const own = (sql(db, 'SELECT * FROM player_limits WHERE user_id = ?').get(userId) as Row | undefined) ?? {};
  return Object.fromEntries(LIMIT_KEYS.map((key) => {
    const value = isOwnKey(key) ? own[OWN_COLUMN[key]] : bets[BET_COLUMN[key as keyof typeof BET_COLUMN]];
    return [key, typeof value === 'number' ? value : null];
  })) as LimitValues;
}

function writeLimit(db: Db, userId: number, key: LimitKey, value: number | null, now: Date): void {
  const at = now.toISOString();
  if (isOwnKey(key)) {
    sql(db, `INSERT INTO player_limits (user_id, ${OWN_COLUMN[key]}, updated_at) VALUES (?, ?, ?)
        ON CONFLICT(user_id) DO UPDATE SET ${OWN_COLUMN[key]} = excluded.${OWN_COLUMN[key]}, updated_at = excluded.updated_at`).run(userId, value, at);
  } else {
    const column = BET_COLUMN[key as keyof typeof BET_COLUMN];
    sql(db, `INSERT INTO bet_limits (user_id, ${column}, updated_at) VALUES (?, ?, ?)
        ON CONFLICT(user_id) DO UPDATE SET ${column} = excluded.${column}, updated_at = excluded.updated_at`).run(userId, value, at);
  }
}

/** Applies the pending changes whose period has ended. Everything that reads the limits calls it first. */
export function applyDueLimitChanges(db: Db, userId: number, now: Date): void {
  const due = sql(db, 'SELECT limit_key AS key, value FROM pending_limits WHERE user_id = ? AND applies_at <= ?')
    .all(userId, now.toISOString()) as Array<{ key: LimitKey; value: number | null }>;
  if (!due.length) return;
  db.transaction(() => {
    for (const { key, value } of due) writeLimit(db, userId, key, value, now);
    sql(db, 'DELETE FROM pending_limits WHERE user_id = ? AND applies_at <= ?').run(userId, now.toISOString());
  })();
}

interface Pending { value: number | null; appliesAt: string }
function pendingOf(db: Db, userId: number): Partial<Record<LimitKey, Pending>> {
  const rows = sql(db, 'SELECT limit_key AS key, value, applies_at AS appliesAt FROM pending_limits WHERE user_id = ?').all(userId) as Array<Pending & { key: LimitKey }>;
  return Object.fromEntries(rows.map(({ key, ...rest }) => [key, rest]));
}

function betChangedAt(db: Db, userId: number): Date | null {
  const row = sql(db, 'SELECT bet_changed_at AS at FROM player_limits WHERE user_id = ?').get(userId) as { at: string | null } | undefined;
  return row?.at ? new Date(row.at) : null;
}

const currencyOf = (db: Db, userId: number) =>
  sql(db, 'SELECT u.currency_code AS code, c.decimals FROM users u JOIN currencies c ON c.code = u.currency_code WHERE u.id = ?').get(userId) as { code: string; decimals: number };

/** Deposits that count against a deposit limit: every deposit not failed, rejected or cancelled (a pending one too). */
function depositsSince(db: Db, userId: number, since: Date): Array<{ amount: number; at: Date }> {
  const rows = sql(db, "SELECT amount_minor AS amount, created_at AS at, status FROM transactions WHERE user_id = ? AND type = 'deposit' AND created_at >= ?")
    .all(userId, since.toISOString()) as Array<{ amount: number; at: string; status: string }>;
  return rows.filter((r) => !FAILED_DEPOSIT_STATUSES.has(r.status)).map((r) => ({ amount: r.amount, at: new Date(r.at) }));
}

const MONTH_AGO_MS = 31 * 86_400_000;

/**
 * spec 8 PAYMENT_LIMIT_THRESHOLD: refuses a deposit that would take the player's deposits in a period over
 * a deposit limit. The answer names the period and the limit, so the cashier's message can too.
 */
export function checkDepositLimits(ctx: SandboxContext, userId: number, amountMinor: number): void {
  const now = ctx.now();
  applyDueLimitChanges(ctx.db, userId, now);
  const limits = limitValues(ctx.db, userId);
  if (limits.dailyDeposit === null && limits.weeklyDeposit === null && limits.monthlyDeposit === null) return;
  const totals = depositTotals(depositsSince(ctx.db, userId, new Date(now.getTime() - MONTH_AGO_MS)), now);
  const breach = depositLimitBreach(limits, totals, amountMinor);
  if (!breach) return;
  const { code, decimals } = currencyOf(ctx.db, userId);
  const limit = toMajor(breach.limit, decimals);
  throw refusal(422, 'PAYMENT_LIMIT_THRESHOLD', `This deposit would take you over your ${breach.period} deposit limit of ${limit} ${code}.`, {
    period: breach.period, limit, deposited: toMajor(breach.deposited, decimals),
  });
}

/** The session time limit's reason (ours; spec 3's list has none for it): the session ends at the limit. */
export const SESSION_LIMIT_REASON = 'SESSION_TIME_LIMIT';

/** When the session that began at loginAt ends under the player's session time limit; null without one. */
export function sessionLimitEnd(db: Db, userId: number, loginAt: Date, now: Date): Date | null {
  applyDueLimitChanges(db, userId, now);
  return sessionEndsAt(loginAt, limitValues(db, userId).sessionMinutes);
}

/**
 * The monthly winnings limit (spec 2.5, spec 5 Limits; the rule and our reading: src/account/limits.ts
 * winningsLimitReached): the month's net winnings from real play, and when real play resumes if the limit
 * is reached (null while it may go on).
 */
export function monthlyWinningsState(db: Db, userId: number, now: Date) {
  applyDueLimitChanges(db, userId, now);
  const limit = limitValues(db, userId).monthlyWinnings;
  const won = monthlyNetWinnings(periodTotals(db, userId, now).monthly);
  return { limit, won, reached: winningsLimitReached(limit, won, now) };
}

/** The refusal code of real play once the monthly winnings limit is reached (ours; the spec shows none). */
export const WINNINGS_LIMIT_CODE = 'MONTHLY_WINNINGS_LIMIT';

/**
 * Refuses real play (a launch, a spin, a free spin) once the month's net winnings reached the player's
 * monthly winnings limit: 409 MONTHLY_WINNINGS_LIMIT with the limit, the winnings and resumesAt (the month's end).
 */
export function checkWinningsLimit(db: Db, userId: number, now: Date): void {
  const { reached } = monthlyWinningsState(db, userId, now);
  if (!reached) return;
  const { code, decimals } = currencyOf(db, userId);
  const limit = toMajor(reached.limit, decimals);
  throw refusal(409, WINNINGS_LIMIT_CODE, `You have reached your monthly winnings limit of ${limit} ${code}: real-money play resumes on ${reached.resumesAt.toISOString().slice(0, 10)}.`, {
    limit, won: toMajor(reached.won, decimals), resumesAt: reached.resumesAt.toISOString(),
  });
}

// ---- The limits page: read and update -------------------------------------------------------------

export interface LimitRowView {
  key: LimitKey; period: LimitPeriod | 'max'; value: number | null;
  pending: boolean; pendingValue: number | null; appliesAt: string | null;
}

/** Net deposits (deposits minus withdrawals, completed) in the last day, week and month (the jurisdiction pack). */
function netDeposits(db: Db, userId: number, now: Date, decimals: number) {
  const net = (ms: number) => {
    // Withdrawals are negative rows; a rejected one is returned by a positive row, so every row counts.
    const row = sql(db, `SELECT COALESCE(SUM(CASE WHEN type = 'deposit' AND status = 'completed' THEN amount_minor
        WHEN type = 'withdrawal' THEN amount_minor ELSE 0 END), 0) AS net
        FROM transactions WHERE user_id = ? AND type IN ('deposit', 'withdrawal') AND created_at >= ?`)
      .get(userId, new Date(now.getTime() - ms).toISOString()) as { net: number };
    return toMajor(row.net, decimals);
  };
  return { day: net(86_400_000), week: net(7 * 86_400_000), month: net(30 * 86_400_000) };
}

export function limitsView(ctx: SandboxContext, userId: number, loginAt: Date | null) {
  const now = ctx.now();
  applyDueLimitChanges(ctx.db, userId, now);
  const values = limitValues(ctx.db, userId);
  const pending = pendingOf(ctx.db, userId);
  const { code, decimals } = currencyOf(ctx.db, userId);
  const money = (minor: number | null) => (minor === null ? null : toMajor(minor, decimals));
  const row = (key: LimitKey, period: LimitRowView['period'], convert = money): LimitRowView => ({
    key, period, value: convert(values[key]), pending: Boolean(pending[key]),
    pendingValue: pending[key] ? convert(pending[key]!.value) : null, appliesAt: pending[key]?.appliesAt ?? null,
  });
  const periodic = (kind: 'Deposit' | 'Loss' | 'Bet') => LIMIT_PERIODS.map((p) => row(`${p}${kind}` as LimitKey, p));
  const blockedUntil = betLimitChangeBlockedUntil(betChangedAt(ctx.db, userId), now);
  const endsAt = loginAt ? sessionEndsAt(loginAt, values.sessionMinutes) : null;
  return {
    currencyCode: code,
    deposit: periodic('Deposit'),
    loss: periodic('Loss'),
    bet: [row('maxBet', 'max'), ...periodic('Bet')],
    session: { ...row('sessionMinutes', 'daily', (v) => v), endsAt: endsAt?.toISOString() ?? null },
    monthlyWinnings: (() => {
      const { won, reached } = monthlyWinningsState(ctx.db, userId, now);
      return { ...row('monthlyWinnings', 'monthly'), won: toMajor(won, decimals), resumesAt: reached?.resumesAt.toISOString() ?? null };
    })(),
    betChangeAllowedAt: blockedUntil?.toISOString() ?? null,
    netDeposits: netDeposits(ctx.db, userId, now, decimals),
  };
}

/** The body of POST /api/user/limits (schemas/api/limits-update.request), checked by its schema first. */
export interface LimitsUpdate {
  form: 'updateDeposit' | 'updateLoss' | 'updateBets' | 'updateSessionTime' | 'updateMonthlyWinnings';
  period?: number;
  limit?: 'maxBet' | 'dailyBet' | 'weeklyBet' | 'monthlyBet';
  amount?: number | null;
  value?: number | null;
  unit?: SessionUnit;
  confirm?: boolean;
}

/** Which limit a request changes, and to what (minor units / minutes; null removes it). */
function requestedChange(body: LimitsUpdate, decimals: number): { key: LimitKey; next: number | null } {
  const amount = () => {
    if (body.amount === undefined) throw badRequest('amount is required (null removes the limit)', 'amount');
    return body.amount === null ? null : toMinor(body.amount, decimals, 'amount');
  };
  switch (body.form) {
    case 'updateDeposit':
    case 'updateLoss': {
      const period = limitPeriodOf(body.period);
      if (!period) throw badRequest('period must be 0 (Daily), 1 (Weekly) or 2 (Monthly)', 'period');
      return { key: `${period}${body.form === 'updateDeposit' ? 'Deposit' : 'Loss'}` as LimitKey, next: amount() };
    }
    case 'updateBets':
      if (!body.limit) throw badRequest('limit is required', 'limit');
      return { key: body.limit, next: amount() };
    case 'updateMonthlyWinnings':
      return { key: 'monthlyWinnings', next: amount() };
    case 'updateSessionTime': {
      if (body.value === null) return { key: 'sessionMinutes', next: null };
      const problem = sessionLimitProblem(body.value, body.unit);
      if (problem) throw badRequest('The session time limit must be at least 10 minutes, 1 hour or 1 day, and at most 720 hours or 30 days', 'value');
      return { key: 'sessionMinutes', next: sessionMinutes(body.value!, body.unit!) };
    }
  }
}

/**
 * Changes one limit (spec 3 Limit forms). Refusals: 422 CONFIRMATION_REQUIRED (a bet limit change without
 * the confirmation), 422 BET_LIMIT_REMOVAL_SUPPORT (spec 6: removal is for high loyalty levels, through
 * support), 409 CHANGE_NOT_ALLOWED 'Change Not Allowed' (spec 8: within the hour of the last bet limit change).
 */
export function updateLimit(ctx: SandboxContext, userId: number, body: LimitsUpdate) {
  const now = ctx.now();
  applyDueLimitChanges(ctx.db, userId, now);
  const { decimals } = currencyOf(ctx.db, userId);
  const { key, next } = requestedChange(body, decimals);
  const bet = isBetLimitKey(key);
  if (bet) {
    if (body.confirm !== true) throw refusal(422, 'CONFIRMATION_REQUIRED', 'Please confirm the bet limit change: it binds for at least an hour.');
    if (next === null) {
      throw refusal(422, 'BET_LIMIT_REMOVAL_SUPPORT', 'Removing a bet limit is only for high loyalty levels: please contact support.');
    }
    const until = betLimitChangeBlockedUntil(betChangedAt(ctx.db, userId), now);
    if (until) throw refusal(409, 'CHANGE_NOT_ALLOWED', 'Change Not Allowed', { allowedAt: until.toISOString() });
  }
  const current = limitValues(ctx.db, userId)[key];
  const change = limitChange(key, current, next, now);
  ctx.db.transaction(() => {
    // A new request replaces a waiting one; asking for the current value again cancels it.
    sql(ctx.db, 'DELETE FROM pending_limits WHERE user_id = ? AND limit_key = ?').run(userId, key);
    if (change.kind === 'immediate') writeLimit(ctx.db, userId, key, next, now);
    if (change.kind === 'pending') {
      sql(ctx.db, 'INSERT INTO pending_limits (user_id, limit_key, value, applies_at, requested_at) VALUES (?, ?, ?, ?, ?)')
        .run(userId, key, next, change.appliesAt.toISOString(), now.toISOString());
    }
    if (bet && change.kind !== 'unchanged') {
      sql(ctx.db, `INSERT INTO player_limits (user_id, bet_changed_at, updated_at) VALUES (?, ?, ?)
          ON CONFLICT(user_id) DO UPDATE SET bet_changed_at = excluded.bet_changed_at, updated_at = excluded.updated_at`).run(userId, now.toISOString(), now.toISOString());
    }
  })();
  return {
    key,
    kind: change.kind,
    appliesAt: change.kind === 'pending' ? change.appliesAt.toISOString() : null,
    message: change.kind === 'pending' ? 'Your change applies when the current period ends.' : 'Your limit is saved.',
  };
}
