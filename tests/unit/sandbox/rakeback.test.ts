// spec 9 Calendars: "Claim allowed for today and yesterday"; "Bonus calendar 28 days (4 weeks of 7,
// Monday first, starting the week before the current week)" (the rakeback calendar has the same layout,
// spec 2.5); spec 4 Rakeback day states (claimed = amount and paid date).
import { describe, it, expect } from 'vitest';
import {
  addDays, calendarDays, claimDayProblem, dateInTimeZone, isDate, isTimeZone, rakebackAmountMinor, seededPaidAt,
} from '../../../server/sandbox/rakeback';

describe('spec 9: claim allowed for today and yesterday', () => {
  const today = '2026-06-17';
  it('today and yesterday pass', () => {
    expect(claimDayProblem('2026-06-17', today)).toBeNull();
    expect(claimDayProblem('2026-06-16', today)).toBeNull();
  });
  it('the day before yesterday and earlier are expired; tomorrow is in the future', () => {
    expect(claimDayProblem('2026-06-15', today)).toBe('expired');
    expect(claimDayProblem('2025-06-17', today)).toBe('expired');
    expect(claimDayProblem('2026-06-18', today)).toBe('future');
  });
  it('across a month and a year boundary', () => {
    expect(claimDayProblem('2026-02-28', '2026-03-01')).toBeNull();
    expect(claimDayProblem('2025-12-31', '2026-01-01')).toBeNull();
    expect(claimDayProblem('2025-12-30', '2026-01-01')).toBe('expired');
  });
  it('anything but a real YYYY-MM-DD date is a format problem', () => {
    for (const bad of ['2026-6-17', '17/06/2026', '2026-02-30', '', null, 20260617]) expect(claimDayProblem(bad, today)).toBe('format');
  });
});

describe('"today" is the player\'s calendar date in their time zone', () => {
  const instant = new Date('2026-06-17T23:30:00.000Z');
  it('differs across zones at the same instant', () => {
    expect(dateInTimeZone(instant, 'UTC')).toBe('2026-06-17');
    expect(dateInTimeZone(instant, 'Europe/Malta')).toBe('2026-06-18');
    expect(dateInTimeZone(instant, 'America/New_York')).toBe('2026-06-17');
  });
  it('unknown zones are recognised', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
  });
});

describe('spec 9: the 28-day calendar, Monday first, from the week before the current week', () => {
  it('from a Wednesday', () => {
    const days = calendarDays('2026-06-17');
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2026-06-08');
    expect(new Date(`${days[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(days[27]).toBe('2026-07-05');
    expect(days).toContain('2026-06-17');
  });
  it('from a Monday and from a Sunday', () => {
    expect(calendarDays('2026-06-15')[0]).toBe('2026-06-08');
    expect(calendarDays('2026-06-21')[0]).toBe('2026-06-08');
    expect(calendarDays('2026-06-22')[0]).toBe('2026-06-15');
  });
});

describe('seeded day amounts', () => {
  it('are the same on every run, between 1.00 and 40.00, in the currency\'s minor units', () => {
    const a = rakebackAmountMinor(1, '2026-06-17', 2);
    expect(rakebackAmountMinor(1, '2026-06-17', 2)).toBe(a);
    expect(a).toBeGreaterThanOrEqual(100);
    expect(a).toBeLessThanOrEqual(4000);
    expect(rakebackAmountMinor(1, '2026-06-17', 8)).toBe(a * 1_000_000);
    expect(rakebackAmountMinor(1, '2026-06-17', 0)).toBeGreaterThanOrEqual(1);
  });
  it('spec 4: only days before yesterday can show as claimed (paid) without a claim', () => {
    const today = '2026-06-17';
    expect(seededPaidAt(1, today, today)).toBeNull();
    expect(seededPaidAt(1, addDays(today, -1), today)).toBeNull();
    const older = Array.from({ length: 30 }, (_, i) => seededPaidAt(1, addDays(today, -2 - i), today));
    expect(older.some((p) => p !== null)).toBe(true);
    expect(older.some((p) => p === null)).toBe(true);
  });
  it('isDate accepts only real dates', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
  });
});
