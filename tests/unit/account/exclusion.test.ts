// spec 3 Enumerations ('Self-exclusion durations: 1h, 12h, 1 day, 3 days, 1 week, 1 month'; 'Freeze
// options: 1 Day (24h), 3 Days, 7 Days, 10 Days'), spec 3 User (userLimit's selfExclusion is a date) and
// spec 4 Self-exclusion ('A user is self-excluded if the exclusion is permanent or the exclusion date is
// today or later'): src/account/exclusion.ts with spec 4's rule (src/platform/selfExclusion.ts).
import { describe, expect, it } from 'vitest';
import {
  FREEZE_DAYS, PERMANENT, SELF_EXCLUSION_DURATIONS, choiceLiftsExclusionEarly, exclusionEndsAt, freezeEnd, isFreezeDays, isFrozen, isSelfExclusionDuration, liftsExclusionEarly,
  liftsFreezeEarly, requestedExclusion, selfExclusionEnd, selfExclusionLimit,
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

describe('spec 3 User / spec 4 Self-exclusion: an exclusion ends when the player chose, to the minute (issue 29)', () => {
  const endOf = (duration: Parameters<typeof selfExclusionEnd>[0], now = NOW) => requestedExclusion(duration, now).until!;

  it('a choice asks for the instant its duration ends, rounded up to the whole minute', () => {
    expect(requestedExclusion('1h', NOW)).toEqual({ permanent: false, until: '2026-11-26T21:30:00.000Z' });
    expect(endOf('1h', new Date('2026-11-26T20:30:10.500Z'))).toBe('2026-11-26T21:31:00.000Z');
    expect(endOf('1w')).toBe('2026-12-03T20:30:00.000Z');
    expect(requestedExclusion(PERMANENT, NOW)).toEqual({ permanent: true, until: null });
  });

  it("userLimit: spec 3's selfExclusion is the UTC date it ends, selfExclusionEndsAt (ours) the instant", () => {
    expect(selfExclusionLimit(requestedExclusion('1h', NOW))).toEqual({ isSelfExclusionPermanent: false, selfExclusion: '2026-11-26', selfExclusionEndsAt: '2026-11-26T21:30:00.000Z' });
    expect(selfExclusionLimit(requestedExclusion('12h', NOW))).toMatchObject({ selfExclusion: '2026-11-27', selfExclusionEndsAt: '2026-11-27T08:30:00.000Z' });
    // A date-only exclusion (the control endpoint's, the seeded one) lasts through that UTC day.
    expect(selfExclusionLimit({ permanent: false, until: '2027-11-26' })).toEqual({ isSelfExclusionPermanent: false, selfExclusion: '2027-11-26', selfExclusionEndsAt: '2027-11-27T00:00:00.000Z' });
    expect(selfExclusionLimit({ permanent: true, until: null })).toEqual({ isSelfExclusionPermanent: true, selfExclusion: null, selfExclusionEndsAt: null });
    expect(selfExclusionLimit({ permanent: false, until: null })).toEqual({ isSelfExclusionPermanent: false, selfExclusion: null, selfExclusionEndsAt: null });
  });

  it('spec 4: with the instant, a 1h exclusion ends an hour later, not at the end of the day; a date-only reader keeps the whole day', () => {
    const userLimit = selfExclusionLimit(requestedExclusion('1h', NOW));
    expect(isSelfExcluded(userLimit, new Date('2026-11-26T21:29:59.000Z'))).toBe(true);
    expect(isSelfExcluded(userLimit, new Date('2026-11-26T21:30:00.000Z'))).toBe(false);
    const lateThatDay = new Date(2026, 10, 26, 23, 59);
    expect(isSelfExcluded({ ...userLimit, selfExclusionEndsAt: null }, lateThatDay)).toBe(true);
    expect(isSelfExcluded({ isSelfExclusionPermanent: true, selfExclusion: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
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

describe('spec 4 Self-exclusion: an exclusion cannot be lifted early (security review N1)', () => {
  const until = (date: string) => ({ permanent: false, until: date });
  const PERMANENT_EXCLUSION = { permanent: true, until: null };
  const NONE = { permanent: false, until: null };

  it('a stored date lasts through that UTC day; a date-time ends at its instant; permanent never ends', () => {
    expect(exclusionEndsAt(until('2026-11-26'))).toBe(Date.parse('2026-11-27T00:00:00.000Z'));
    expect(exclusionEndsAt(until('2026-11-26T21:30:00.000Z'))).toBe(Date.parse('2026-11-26T21:30:00.000Z'));
    expect(exclusionEndsAt(PERMANENT_EXCLUSION)).toBe(Infinity);
    expect(exclusionEndsAt(NONE)).toBe(-Infinity);
    expect(exclusionEndsAt(until('soon'))).toBe(-Infinity);
  });

  it('a new exclusion ending before the current one lifts it early: the seeded year-long one and 1h', () => {
    const aYear = until('2027-11-26');
    expect(liftsExclusionEarly(aYear, requestedExclusion('1h', NOW))).toBe(true);
    expect(liftsExclusionEarly(aYear, requestedExclusion('1m', NOW))).toBe(true);
    // 1 month, then 1 hour: shorter, refused.
    expect(liftsExclusionEarly(requestedExclusion('1m', NOW), requestedExclusion('1h', NOW))).toBe(true);
  });

  it('an equal or later end only lengthens it, and an exclusion already over is lengthened by any new one', () => {
    const current = requestedExclusion('1d', NOW);
    expect(liftsExclusionEarly(current, requestedExclusion('1d', NOW))).toBe(false);
    expect(liftsExclusionEarly(current, requestedExclusion('12h', new Date(NOW.getTime() + 12 * 3_600_000)))).toBe(false);
    expect(liftsExclusionEarly(current, requestedExclusion('1w', NOW))).toBe(false);
    expect(liftsExclusionEarly(current, PERMANENT_EXCLUSION)).toBe(false);
    expect(liftsExclusionEarly(until('2026-01-01'), requestedExclusion('1h', NOW))).toBe(false);
    expect(liftsExclusionEarly(NONE, requestedExclusion('1h', NOW))).toBe(false);
    // A date-only exclusion lasts through its day: 1h ending within that day is earlier, so early.
    expect(liftsExclusionEarly(until('2026-11-26'), requestedExclusion('1h', NOW))).toBe(true);
    expect(liftsExclusionEarly(requestedExclusion('1h', NOW), until('2026-11-26'))).toBe(false);
  });

  it('a permanent exclusion stays permanent: any duration would lift it early; permanent again does not', () => {
    for (const duration of SELF_EXCLUSION_DURATIONS) {
      expect(liftsExclusionEarly(PERMANENT_EXCLUSION, requestedExclusion(duration, NOW)), duration).toBe(true);
    }
    expect(liftsExclusionEarly(PERMANENT_EXCLUSION, NONE)).toBe(true);
    expect(liftsExclusionEarly(PERMANENT_EXCLUSION, PERMANENT_EXCLUSION)).toBe(false);
  });
});

describe('spec 4 Self-exclusion: the limits page reads the choice against the user details', () => {
  it("a choice ending before spec 3 userLimit's exclusion lifts it early; an equal or later one, or no exclusion, does not", () => {
    // A date only (spec 3): through that UTC day, so 1 day (the 27th) is early and 3 days (the 29th) is not.
    const userLimit = { isSelfExclusionPermanent: false, selfExclusion: '2026-11-28' };
    // The instant (selfExclusionEndsAt, ours) when the platform gives it: 3 days ends at 20:30, 2 minutes early.
    expect(choiceLiftsExclusionEarly({ ...userLimit, selfExclusion: '2026-11-29', selfExclusionEndsAt: '2026-11-29T20:32:00.000Z' }, '3d', NOW)).toBe(true);
    expect(choiceLiftsExclusionEarly({ ...userLimit, selfExclusion: '2026-11-29', selfExclusionEndsAt: '2026-11-29T20:30:00.000Z' }, '3d', NOW)).toBe(false);
    expect(choiceLiftsExclusionEarly(userLimit, '1d', NOW)).toBe(true);
    expect(choiceLiftsExclusionEarly(userLimit, '3d', NOW)).toBe(false);
    expect(choiceLiftsExclusionEarly(userLimit, PERMANENT, NOW)).toBe(false);
    expect(choiceLiftsExclusionEarly({ isSelfExclusionPermanent: true, selfExclusion: null }, '1m', NOW)).toBe(true);
    expect(choiceLiftsExclusionEarly({ isSelfExclusionPermanent: false, selfExclusion: null }, '1h', NOW)).toBe(false);
    expect(choiceLiftsExclusionEarly(null, '1h', NOW)).toBe(false);
  });

  it('no choice yet, or one that is not a duration, says nothing', () => {
    const userLimit = { isSelfExclusionPermanent: true, selfExclusion: null };
    expect(choiceLiftsExclusionEarly(userLimit, undefined, NOW)).toBe(false);
    expect(choiceLiftsExclusionEarly(userLimit, '2d', NOW)).toBe(false);
  });
});

describe('spec 2.5 Freeze account: a freeze cannot be lifted early (security review N1)', () => {
  it('a new freeze ending before the running one lifts it early; an equal or later one does not', () => {
    const running = freezeEnd(10, NOW).toISOString();
    expect(liftsFreezeEarly(running, freezeEnd(1, NOW).toISOString())).toBe(true);
    expect(liftsFreezeEarly(running, running)).toBe(false);
    expect(liftsFreezeEarly(freezeEnd(1, NOW).toISOString(), running)).toBe(false);
  });

  it('no freeze, or one already over, is never lifted early', () => {
    expect(liftsFreezeEarly(null, freezeEnd(1, NOW).toISOString())).toBe(false);
    expect(liftsFreezeEarly('2026-01-01T00:00:00.000Z', freezeEnd(1, NOW).toISOString())).toBe(false);
    expect(liftsFreezeEarly('not a date', freezeEnd(1, NOW).toISOString())).toBe(false);
  });
});
