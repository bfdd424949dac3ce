// spec 2.5 Responsible gaming, 3 Enumerations (Limit periods), 4 Bonus rules and 9 Limits (bet limit
// change once per hour), 5 and 9 Limits (session time limit units), 8 (PAYMENT_LIMIT_THRESHOLD).
import { describe, expect, it } from 'vitest';
import {
  betLimitChangeBlockedUntil, depositLimitBreach, depositTotals, limitChange, limitPeriodOf, monthlyNetWinnings, periodEnd,
  sessionEndsAt, sessionLimitProblem, sessionMinutes, winningsLimitReached,
} from '../../../src/account/limits';

const at = (iso: string) => new Date(iso);

describe('spec 3 Enumerations: Limit periods 0 Daily, 1 Weekly, 2 Monthly', () => {
  it('maps the codes and refuses others', () => {
    expect([0, 1, 2].map(limitPeriodOf)).toEqual(['daily', 'weekly', 'monthly']);
    expect(limitPeriodOf(3)).toBeNull();
    expect(limitPeriodOf('0')).toBeNull();
  });
});

describe('limit changes (spec 2.5; our reading: tightening is immediate, loosening waits out the period)', () => {
  const now = at('2026-11-26T15:00:00Z'); // a Thursday
  it('a new limit and a lower one are immediate', () => {
    expect(limitChange('dailyDeposit', null, 5000, now)).toEqual({ kind: 'immediate' });
    expect(limitChange('dailyDeposit', 5000, 2000, now)).toEqual({ kind: 'immediate' });
  });
  it('a higher limit or a removal waits until the period of the limit ends', () => {
    expect(limitChange('dailyDeposit', 5000, 9000, now)).toEqual({ kind: 'pending', appliesAt: at('2026-11-27T00:00:00Z') });
    expect(limitChange('weeklyLoss', 5000, null, now)).toEqual({ kind: 'pending', appliesAt: at('2026-11-30T00:00:00Z') });
    expect(limitChange('monthlyBet', 5000, 6000, now)).toEqual({ kind: 'pending', appliesAt: at('2026-12-01T00:00:00Z') });
    expect(limitChange('maxBet', 100, 200, now)).toEqual({ kind: 'pending', appliesAt: at('2026-11-27T00:00:00Z') });
    expect(limitChange('sessionMinutes', 60, null, now)).toEqual({ kind: 'pending', appliesAt: at('2026-11-27T00:00:00Z') });
  });
  it('the same value changes nothing', () => {
    expect(limitChange('dailyDeposit', 5000, 5000, now)).toEqual({ kind: 'unchanged' });
    expect(limitChange('dailyDeposit', null, null, now)).toEqual({ kind: 'unchanged' });
  });
  it('a week ends on Monday and a month on the 1st, also on the last day', () => {
    expect(periodEnd('weekly', at('2026-11-29T23:59:59Z'))).toEqual(at('2026-11-30T00:00:00Z'));
    expect(periodEnd('weekly', at('2026-11-30T00:00:00Z'))).toEqual(at('2026-12-07T00:00:00Z'));
    expect(periodEnd('monthly', at('2026-12-31T23:00:00Z'))).toEqual(at('2027-01-01T00:00:00Z'));
  });
});

describe('spec 4 Bonus rules, spec 9: a bet limit change is allowed once per hour', () => {
  const last = at('2026-11-26T10:00:00Z');
  it('is refused until an hour after the last change, then allowed', () => {
    expect(betLimitChangeBlockedUntil(last, at('2026-11-26T10:00:00Z'))).toEqual(at('2026-11-26T11:00:00Z'));
    expect(betLimitChangeBlockedUntil(last, at('2026-11-26T10:59:59.999Z'))).toEqual(at('2026-11-26T11:00:00Z'));
    expect(betLimitChangeBlockedUntil(last, at('2026-11-26T11:00:00Z'))).toBeNull();
    expect(betLimitChangeBlockedUntil(null, last)).toBeNull();
  });
});

describe('spec 5 and 9 Limits: session time limit, minimum 10 minutes, 1 hour or 1 day; maximum 720 hours or 30 days', () => {
  it('checks the minimum of each unit', () => {
    expect(sessionLimitProblem(9, 'minutes')).toBe('minimum');
    expect(sessionLimitProblem(10, 'minutes')).toBeNull();
    expect(sessionLimitProblem(0, 'hours')).toBe('minimum');
    expect(sessionLimitProblem(1, 'hours')).toBeNull();
    expect(sessionLimitProblem(0, 'days')).toBe('minimum');
    expect(sessionLimitProblem(1, 'days')).toBeNull();
  });
  it('checks the maximum: 720 hours, 30 days, 43200 minutes', () => {
    expect(sessionLimitProblem(720, 'hours')).toBeNull();
    expect(sessionLimitProblem(721, 'hours')).toBe('maximum');
    expect(sessionLimitProblem(30, 'days')).toBeNull();
    expect(sessionLimitProblem(31, 'days')).toBe('maximum');
    expect(sessionLimitProblem(43_201, 'minutes')).toBe('maximum');
  });
  it('refuses other units and fractions', () => {
    expect(sessionLimitProblem(10, 'weeks')).toBe('format');
    expect(sessionLimitProblem(1.5, 'hours')).toBe('format');
  });
  it('converts to minutes, and a session ends that long after login', () => {
    expect(sessionMinutes(2, 'hours')).toBe(120);
    expect(sessionMinutes(1, 'days')).toBe(1440);
    expect(sessionEndsAt(at('2026-11-26T10:00:00Z'), 30)).toEqual(at('2026-11-26T10:30:00Z'));
    expect(sessionEndsAt(at('2026-11-26T10:00:00Z'), null)).toBeNull();
  });
});

describe('spec 8 PAYMENT_LIMIT_THRESHOLD: deposits summed per period', () => {
  const none = { dailyDeposit: null, weeklyDeposit: null, monthlyDeposit: null };
  it('counts a deposit in the day, week and month it falls in, across the boundaries', () => {
    // Tuesday 1 December 2026, 00:30: the week began on Monday 30 November, in last month.
    const now = at('2026-12-01T00:30:00Z');
    const deposits = [
      { amount: 100, at: at('2026-11-30T23:59:59Z') }, // yesterday, Monday: this week, last month
      { amount: 20, at: at('2026-12-01T00:00:00Z') }, // today
      { amount: 7, at: at('2026-11-29T12:00:00Z') }, // Sunday: last week
      { amount: 1000, at: at('2026-12-01T01:00:00Z') }, // later than now: not counted
    ];
    expect(depositTotals(deposits, now)).toEqual({ daily: 20, weekly: 120, monthly: 20 });
  });
  it('refuses the deposit that would take a period over its limit, naming the period and limit', () => {
    const totals = { daily: 40, weekly: 90, monthly: 90 };
    expect(depositLimitBreach({ ...none, dailyDeposit: 50 }, totals, 10)).toBeNull();
    expect(depositLimitBreach({ ...none, dailyDeposit: 50 }, totals, 11)).toEqual({ period: 'daily', limit: 50, deposited: 40 });
    expect(depositLimitBreach({ ...none, weeklyDeposit: 100 }, totals, 11)).toEqual({ period: 'weekly', limit: 100, deposited: 90 });
    expect(depositLimitBreach(none, totals, 1_000_000)).toBeNull();
  });
});

describe('spec 5 Limits: monthly winnings limit (spec 2.5 Responsible gaming)', () => {
  const now = at('2026-11-27T23:30:00.000Z');
  it("counts the month's net winnings: wins minus stakes, never below 0", () => {
    expect(monthlyNetWinnings({ stakes: 300, wins: 1000 })).toBe(700);
    expect(monthlyNetWinnings({ stakes: 1000, wins: 300 })).toBe(0);
  });
  it('lets real play go on below the limit, or without one', () => {
    expect(winningsLimitReached(null, 1_000_000, now)).toBeNull();
    expect(winningsLimitReached(1000, 999, now)).toBeNull();
    // A limit of 0 stops play after a winning month, not before any win.
    expect(winningsLimitReached(0, 0, now)).toBeNull();
  });
  it('stops real play once the net winnings reach the limit or pass it, until the UTC month ends', () => {
    expect(winningsLimitReached(1000, 1000, now)).toEqual({ limit: 1000, won: 1000, resumesAt: at('2026-12-01T00:00:00.000Z') });
    expect(winningsLimitReached(1000, 2500, at('2026-12-31T23:59:59.000Z'))?.resumesAt).toEqual(at('2027-01-01T00:00:00.000Z'));
    expect(winningsLimitReached(0, 1, now)).not.toBeNull();
  });
});
