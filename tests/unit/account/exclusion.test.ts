// spec 3 Enumerations ('Self-exclusion durations: 1h, 12h, 1 day, 3 days, 1 week, 1 month'; 'Freeze
// options: 1 Day (24h), 3 Days, 7 Days, 10 Days'), spec 3 User (userLimit's selfExclusion is a date) and
// spec 4 Self-exclusion ('A user is self-excluded if the exclusion is permanent or the exclusion date is
// today or later'): src/account/exclusion.ts with spec 4's rule (src/platform/selfExclusion.ts).
import { describe, expect, it } from 'vitest';
import {
  FREEZE_DAYS, SELF_EXCLUSION_DURATIONS, freezeEnd, isFreezeDays, isFrozen, isSelfExclusionDuration, selfExclusionDate, selfExclusionEnd,
} from '../../../src/account/exclusion';
import { isSelfExcluded } from '../../../src/platform/selfExclusion';

const NOW = new Date('2026-11-26T20:30:00.000Z');

describe('spec 3 Enumerations: self-exclusion durations', () => {
  it('are 1h, 12h, 1 day, 3 days, 1 week and 1 month, nothing else', () => {
    expect(SELF_EXCLUSION_DURATIONS).toEqual(['1h', '12h', '1d', '3d', '1w', '1m']);
    expect(isSelfExclusionDuration('1w')).toBe(true);
    expect(isSelfExclusionDuration('2d')).toBe(false);
    expect(isSelfExclusionDuration('permanent')).toBe(false);
  });

  it('each ends that long after now', () => {
    const iso = (d: string) => selfExclusionEnd(d as never, NOW).toISOString();
    expect(iso('1h')).toBe('2026-11-26T21:30:00.000Z');
    expect(iso('12h')).toBe('2026-11-27T08:30:00.000Z');
    expect(iso('1d')).toBe('2026-11-27T20:30:00.000Z');
    expect(iso('3d')).toBe('2026-11-29T20:30:00.000Z');
    expect(iso('1w')).toBe('2026-12-03T20:30:00.000Z');
    expect(iso('1m')).toBe('2026-12-26T20:30:00.000Z');
  });

  it('1 month is a calendar month, kept inside a shorter month', () => {
    expect(selfExclusionEnd('1m', new Date('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(selfExclusionEnd('1m', new Date('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(selfExclusionEnd('1m', new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });
});

describe('spec 3 User / spec 4 Self-exclusion: the stored date and the rule', () => {
  it('the selfExclusion date is the day the exclusion ends', () => {
    expect(selfExclusionDate('1h', NOW)).toBe('2026-11-26');
    expect(selfExclusionDate('12h', NOW)).toBe('2026-11-27');
    expect(selfExclusionDate('1w', NOW)).toBe('2026-12-03');
  });

  it('the player is self-excluded through that day (the exclusion date is today or later), not after', () => {
    const userLimit = { isSelfExclusionPermanent: false, selfExclusion: selfExclusionDate('1d', NOW) };
    expect(isSelfExcluded(userLimit, '2026-11-26')).toBe(true);
    expect(isSelfExcluded(userLimit, '2026-11-27')).toBe(true);
    expect(isSelfExcluded(userLimit, '2026-11-28')).toBe(false);
    expect(isSelfExcluded({ isSelfExclusionPermanent: true, selfExclusion: null }, '2099-01-01')).toBe(true);
  });
});

describe('spec 3 Enumerations: freeze options', () => {
  it('are 1, 3, 7 and 10 days', () => {
    expect(FREEZE_DAYS).toEqual([1, 3, 7, 10]);
    expect(isFreezeDays(7)).toBe(true);
    expect(isFreezeDays(2)).toBe(false);
    expect(isFreezeDays('7')).toBe(false);
  });

  it("'1 Day (24h)': a freeze lasts whole days of 24 hours from now", () => {
    expect(freezeEnd(1, NOW).toISOString()).toBe('2026-11-27T20:30:00.000Z');
    expect(freezeEnd(10, NOW).toISOString()).toBe('2026-12-06T20:30:00.000Z');
  });

  it('a frozen account stays frozen until the end instant, then not', () => {
    const until = freezeEnd(3, NOW).toISOString();
    expect(isFrozen(until, NOW)).toBe(true);
    expect(isFrozen(until, new Date(Date.parse(until) - 1))).toBe(true);
    expect(isFrozen(until, new Date(until))).toBe(false);
    expect(isFrozen(null, NOW)).toBe(false);
    expect(isFrozen('not a date', NOW)).toBe(false);
  });
});
