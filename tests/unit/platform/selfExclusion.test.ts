import { describe, expect, it } from 'vitest';
import { isSelfExcluded } from '../../../src/platform/selfExclusion';

describe('isSelfExcluded', () => {
  const today = new Date(2025, 5, 15, 12, 0, 0); // 15 June 2025, local time

  it('spec 4 Self-exclusion: a permanent exclusion is self-excluded', () => {
    expect(isSelfExcluded({ isSelfExclusionPermanent: true }, today)).toBe(true);
    expect(isSelfExcluded({ isSelfExclusionPermanent: true, selfExclusion: '2000-01-01' }, today)).toBe(true);
  });

  it('spec 4 Self-exclusion: an exclusion date of today counts', () => {
    expect(isSelfExcluded({ selfExclusion: '2025-06-15' }, today)).toBe(true);
    // Through the whole local day, not after it.
    expect(isSelfExcluded({ selfExclusion: '2025-06-15' }, new Date(2025, 5, 15, 23, 59, 59))).toBe(true);
    expect(isSelfExcluded({ selfExclusion: '2025-06-15' }, new Date(2025, 5, 16, 0, 0))).toBe(false);
  });

  it('spec 4 Self-exclusion: an exclusion date after today counts', () => {
    expect(isSelfExcluded({ selfExclusion: '2026-01-01' }, today)).toBe(true);
    expect(isSelfExcluded({ selfExclusion: new Date(2025, 5, 16, 0, 30).toISOString() }, today)).toBe(true);
  });

  it('spec 4 Self-exclusion: a past exclusion date does not count', () => {
    expect(isSelfExcluded({ selfExclusion: '2025-06-14' }, today)).toBe(false);
    expect(isSelfExcluded({ selfExclusion: new Date(2025, 5, 14, 23, 0).toISOString() }, today)).toBe(false);
  });

  it('spec 4 Self-exclusion with the end instant (selfExclusionEndsAt, ours; issue 29): excluded until that instant, to the minute', () => {
    const userLimit = { selfExclusion: '2025-06-15', selfExclusionEndsAt: new Date(2025, 5, 15, 13, 0).toISOString() };
    expect(isSelfExcluded(userLimit, today)).toBe(true);
    expect(isSelfExcluded(userLimit, new Date(2025, 5, 15, 12, 59, 59))).toBe(true);
    expect(isSelfExcluded(userLimit, new Date(2025, 5, 15, 13, 0))).toBe(false);
    // An unreadable instant falls back to the date.
    expect(isSelfExcluded({ selfExclusion: '2025-06-15', selfExclusionEndsAt: 'soon' }, new Date(2025, 5, 15, 23, 0))).toBe(true);
  });

  it('spec 4 Self-exclusion: no limit, no date, an invalid date or a non-permanent flag is not excluded', () => {
    expect(isSelfExcluded(null, today)).toBe(false);
    expect(isSelfExcluded(undefined, today)).toBe(false);
    expect(isSelfExcluded({}, today)).toBe(false);
    expect(isSelfExcluded({ isSelfExclusionPermanent: false, selfExclusion: null }, today)).toBe(false);
    expect(isSelfExcluded({ selfExclusion: 'not a date' }, today)).toBe(false);
    expect(isSelfExcluded({ selfExclusion: '' }, today)).toBe(false);
  });
});
