// The responsible-gaming limit rules (spec 2.5 Responsible gaming; spec 3 Enumerations: Limit periods,
// Limit forms; spec 4 Bonus rules and spec 5 Limits: 'A bet limit change is allowed once per hour', 'The
// bet limit change needs a confirmation, and the choice binds for at least an hour'; spec 5 and 9: the
// session time limit's minimums per unit and its maximum; spec 6: 'Bet limit removal is only for high
// loyalty level customers, through support'). Pure, so the sandbox platform (which enforces them) and the
// limits page (which explains them) read the same rules. Clocks come in as parameters.
//
// Our reading where the spec is silent: lowering a limit, or setting one where there was none, protects
// the player and applies at once; raising or removing one waits out the current period (the day, week
// or month of the limit; the day for the max bet and the session limit, the month for the monthly
// winnings limit), so a player cannot lift a limit in the heat of play. Periods are UTC calendar periods
// (the day from midnight, the week from Monday, the month from the 1st), as the bet-limit checks use.

/** spec 3 Enumerations: Limit periods: 0 Daily, 1 Weekly, 2 Monthly. */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_CODES: Record<LimitPeriod, 0 | 1 | 2> = { daily: 0, weekly: 1, monthly: 2 };
export const limitPeriodOf = (code: unknown): LimitPeriod | null =>
  (typeof code === 'number' && Number.isInteger(code) && code >= 0 && code <= 2 ? LIMIT_PERIODS[code] : null);

/** spec 3 Enumerations: Limit forms (updateSelfExclusion is the self-exclusion page's). */
export const LIMIT_FORMS = ['updateDeposit', 'updateLoss', 'updateBets', 'updateSessionTime'] as const;
export type LimitForm = (typeof LIMIT_FORMS)[number];

/** Every limit a player sets on the limits page. Amounts in minor units; sessionMinutes in minutes. */
export const LIMIT_KEYS = [
  'dailyDeposit', 'weeklyDeposit', 'monthlyDeposit',
  'dailyLoss', 'weeklyLoss', 'monthlyLoss',
  'maxBet', 'dailyBet', 'weeklyBet', 'monthlyBet',
  'sessionMinutes', 'monthlyWinnings',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];
export type LimitValues = Record<LimitKey, number | null>;

export const BET_LIMIT_KEYS_OF_PAGE = ['maxBet', 'dailyBet', 'weeklyBet', 'monthlyBet'] as const;
export const isBetLimitKey = (key: LimitKey) => (BET_LIMIT_KEYS_OF_PAGE as readonly string[]).includes(key);

/** The period a change of the limit waits out when it loosens it (see the reading above). */
export function periodOfLimit(key: LimitKey): LimitPeriod {
  if (key.startsWith('weekly')) return 'weekly';
  if (key.startsWith('monthly')) return 'monthly';
  return 'daily';
}

/** When the current UTC period ends (the start of the next one). */
export function periodEnd(period: LimitPeriod, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const day = Date.UTC(y, m, now.getUTCDate());
  if (period === 'daily') return new Date(day + 86_400_000);
  if (period === 'weekly') return new Date(day + (7 - ((now.getUTCDay() + 6) % 7)) * 86_400_000);
  return new Date(Date.UTC(y, m + 1, 1));
}

/** Where the current UTC period started. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'daily') return new Date(day);
  if (period === 'weekly') return new Date(day - ((now.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export type LimitChange =
  | { kind: 'unchanged' }
  | { kind: 'immediate' }
  | { kind: 'pending'; appliesAt: Date };

/**
 * What a change of one limit does (our reading above): lowering it or setting a new one is immediate;
 * raising or removing it (null) waits until the current period ends.
 */
export function limitChange(key: LimitKey, current: number | null, next: number | null, now: Date): LimitChange {
  if (current === next) return { kind: 'unchanged' };
  if (next !== null && (current === null || next < current)) return { kind: 'immediate' };
  return { kind: 'pending', appliesAt: periodEnd(periodOfLimit(key), now) };
}

/** spec 4 Bonus rules, spec 9: 'Bet limit change once per hour; commitment at least one hour.' */
export const BET_LIMIT_CHANGE_INTERVAL_MS = 60 * 60 * 1000;

/** When the player may change a bet limit again; null when they may now. */
export function betLimitChangeBlockedUntil(lastChangeAt: Date | null, now: Date): Date | null {
  if (!lastChangeAt) return null;
  const until = new Date(lastChangeAt.getTime() + BET_LIMIT_CHANGE_INTERVAL_MS);
  return until > now ? until : null;
}

/** spec 5 Limits, spec 9: session time limit units and their minimums; maximum 720 hours or 30 days. */
export const SESSION_UNITS = ['minutes', 'hours', 'days'] as const;
export type SessionUnit = (typeof SESSION_UNITS)[number];
export const SESSION_UNIT_MINUTES: Record<SessionUnit, number> = { minutes: 1, hours: 60, days: 1440 };
export const SESSION_MINIMUM: Record<SessionUnit, number> = { minutes: 10, hours: 1, days: 1 };
export const SESSION_MAXIMUM_MINUTES = 30 * 1440;
export const SESSION_MAXIMUM: Record<SessionUnit, number> = { minutes: SESSION_MAXIMUM_MINUTES, hours: 720, days: 30 };

/** A session time limit in a unit: 'minimum', 'maximum', 'format' (not a whole number) or null when valid. */
export function sessionLimitProblem(value: unknown, unit: unknown): 'minimum' | 'maximum' | 'format' | null {
  if (!(SESSION_UNITS as readonly unknown[]).includes(unit)) return 'format';
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'format';
  const u = unit as SessionUnit;
  if (value < SESSION_MINIMUM[u]) return 'minimum';
  if (value > SESSION_MAXIMUM[u]) return 'maximum';
  return null;
}

export const sessionMinutes = (value: number, unit: SessionUnit) => value * SESSION_UNIT_MINUTES[unit];

/** When a session that began at loginAt ends under a session time limit; null without one. */
export function sessionEndsAt(loginAt: Date, limitMinutes: number | null): Date | null {
  return limitMinutes === null ? null : new Date(loginAt.getTime() + limitMinutes * 60_000);
}

/** One deposit (minor units) and when it was made; the platform passes those that count (not failed). */
export interface DepositEntry { amount: number; at: Date }

/** What the player deposited in each current period, up to now. */
export function depositTotals(deposits: readonly DepositEntry[], now: Date): Record<LimitPeriod, number> {
  const totals = { daily: 0, weekly: 0, monthly: 0 };
  for (const period of LIMIT_PERIODS) {
    const start = periodStart(period, now).getTime();
    for (const d of deposits) if (d.at.getTime() >= start && d.at <= now) totals[period] += d.amount;
  }
  return totals;
}

/**
 * spec 8 PAYMENT_LIMIT_THRESHOLD ('daily deposit limit reached'): the first of the daily, weekly and monthly
 * deposit limits that this deposit would take the period's deposits over; null when it may go ahead.
 */
export function depositLimitBreach(
  limits: Pick<LimitValues, 'dailyDeposit' | 'weeklyDeposit' | 'monthlyDeposit'>,
  totals: Record<LimitPeriod, number>,
  amount: number,
): { period: LimitPeriod; limit: number; deposited: number } | null {
  for (const period of LIMIT_PERIODS) {
    const limit = limits[`${period}Deposit`];
    if (limit !== null && totals[period] + amount > limit) return { period, limit, deposited: totals[period] };
  }
  return null;
}

/**
 * spec 2.5 Responsible gaming, spec 5 Limits: the monthly winnings limit. The spec names the limit and no
 * more; our reading, as a regulator expects of a limit shown to the player: what counts is the month's net
 * winnings from real play (wins minus stakes, bonus money included, in the UTC calendar month, as the loss
 * limits count), because a gross figure would be reached by turnover alone. A win is never cut short: the
 * spin that takes the net winnings to the limit or past it is paid in full (the player won it), and from
 * then on real-money play stops until the month ends (demo play and withdrawals stay open).
 */
export interface WinningsLimitReached { limit: number; won: number; resumesAt: Date }

/** The month's net winnings (minor units): wins minus stakes, never below 0. */
export const monthlyNetWinnings = ({ stakes, wins }: { stakes: number; wins: number }) => Math.max(0, wins - stakes);

/** Whether real play stops under the monthly winnings limit (see above); null while it may go on. */
export function winningsLimitReached(limit: number | null, won: number, now: Date): WinningsLimitReached | null {
  if (limit === null || won <= 0 || won < limit) return null;
  return { limit, won, resumesAt: periodEnd('monthly', now) };
}
