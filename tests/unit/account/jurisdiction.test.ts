// The jurisdiction pack (issue 13, beyond the spec): the reality check's timing and position since login,
// and the header's clock (spec 5 Clock: 'The HH:MM clock is refreshed every 60 seconds while the tab is
// visible'). src/account/jurisdiction.ts.
import { describe, expect, it } from 'vitest';
import { CLOCK_REFRESH_MS, elapsedClock, nextCheckDelay, sessionPosition, wallClock } from '../../../src/account/jurisdiction';

const MINUTE = 60_000;

describe('spec 5 Clock: HH:MM, refreshed every 60 seconds', () => {
  it('refreshes every 60 s', () => {
    expect(CLOCK_REFRESH_MS).toBe(60_000);
  });

  it('the wall clock is HH:MM in local time', () => {
    expect(wallClock(new Date(2026, 10, 26, 9, 5, 59))).toBe('09:05');
    expect(wallClock(new Date(2026, 10, 26, 23, 59))).toBe('23:59');
  });

  it('time since login is HH:MM, whole minutes, past 24 hours without wrapping, never negative', () => {
    expect(elapsedClock(0)).toBe('00:00');
    expect(elapsedClock(59_999)).toBe('00:00');
    expect(elapsedClock(65 * MINUTE + 30_000)).toBe('01:05');
    expect(elapsedClock(26 * 60 * MINUTE)).toBe('26:00');
    expect(elapsedClock(-5 * MINUTE)).toBe('00:00');
  });
});

describe('reality check: every N minutes of the session', () => {
  const since = Date.UTC(2026, 10, 26, 12, 0);

  it('falls every N minutes after login, so a reload keeps the count', () => {
    expect(nextCheckDelay(since, since, 60)).toBe(60 * MINUTE);
    expect(nextCheckDelay(since, since + 45 * MINUTE, 60)).toBe(15 * MINUTE);
    expect(nextCheckDelay(since, since + 60 * MINUTE, 60)).toBe(60 * MINUTE);
    expect(nextCheckDelay(since, since + 130 * MINUTE, 60)).toBe(50 * MINUTE);
  });

  it('off without a positive interval or a start; a start in the future waits for it', () => {
    expect(nextCheckDelay(since, since, 0)).toBeNull();
    expect(nextCheckDelay(since, since, Number.NaN)).toBeNull();
    expect(nextCheckDelay(Number.NaN, since, 30)).toBeNull();
    expect(nextCheckDelay(since, since - MINUTE, 30)).toBe(31 * MINUTE);
  });

  it('the position since login: wagered (bets), won (wins), net; deposits and withdrawals are not play', () => {
    expect(sessionPosition([
      { type: 'debit', amountMinor: -500 }, { type: 'credit', amountMinor: 1500 }, { type: 'debit', amountMinor: -200 },
      { type: 'deposit', amountMinor: 10_000 }, { type: 'withdrawal', amountMinor: -3000 },
    ])).toEqual({ wageredMinor: 700, wonMinor: 1500, netMinor: 800 });
    expect(sessionPosition([{ type: 'debit', amountMinor: -250 }])).toEqual({ wageredMinor: 250, wonMinor: 0, netMinor: -250 });
    expect(sessionPosition([])).toEqual({ wageredMinor: 0, wonMinor: 0, netMinor: 0 });
  });
});
