// spec 3 User userLoyaltyLevel and App settings loyaltyLevelGroupSteps (spec 9 default [1]): the VIP pages'
// level, group (the brand's VIP level), next group and progress (src/rewards/loyalty.ts).
import { describe, expect, it } from 'vitest';
import { groupSteps, levelGroup, loyaltyLevelOf, loyaltyProgress } from '../../../src/rewards/loyalty';

describe('spec 3 loyaltyLevelGroupSteps', () => {
  it('spec 9 default [1]: every level its own group; unusable steps fall back to it', () => {
    expect(groupSteps(undefined)).toEqual([1]);
    expect(groupSteps([0, -2, 1.5, 'x'])).toEqual([1]);
    expect(levelGroup(3, [1])).toEqual({ group: 3, first: 3, last: 3 });
  });

  it('steps group the levels; the last step repeats', () => {
    expect(levelGroup(1, [2, 3])).toEqual({ group: 1, first: 1, last: 2 });
    expect(levelGroup(3, [2, 3])).toEqual({ group: 2, first: 3, last: 5 });
    expect(levelGroup(6, [2, 3])).toEqual({ group: 3, first: 6, last: 8 });
    expect(levelGroup(9, [2, 3])).toEqual({ group: 4, first: 9, last: 11 });
  });
});

describe('spec 3 userLoyaltyLevel: the level and the progress to the next', () => {
  it('reads a number or a record; none is null', () => {
    expect(loyaltyLevelOf(3)).toBe(3);
    expect(loyaltyLevelOf({ level: 2, name: 'Silver' })).toBe(2);
    expect(loyaltyLevelOf(null)).toBeNull();
    expect(loyaltyLevelOf({ level: 0 })).toBeNull();
    expect(loyaltyProgress(null, [1], 5)).toBeNull();
  });

  it('progress from the points of the record (where the level starts and the next starts)', () => {
    expect(loyaltyProgress({ level: 2, points: 550, levelPoints: 100, nextLevelPoints: 1000 }, [1], 5))
      .toEqual({ level: 2, group: 2, nextGroup: 3, isTop: false, levelsToNext: 1, percent: 50, pointsToNext: 450 });
  });

  it('without points, the place of the level in its group', () => {
    expect(loyaltyProgress(4, [3], 3)).toMatchObject({ level: 4, group: 2, nextGroup: 3, levelsToNext: 3, percent: 0, pointsToNext: null });
    expect(loyaltyProgress(5, [3], 3)).toMatchObject({ group: 2, levelsToNext: 2, percent: 33 });
  });

  it('the top group has no next; a level above the declared groups counts as the top', () => {
    expect(loyaltyProgress({ level: 5, points: 30000, levelPoints: 25000, nextLevelPoints: null }, [1], 5))
      .toMatchObject({ group: 5, nextGroup: null, isTop: true, levelsToNext: 0, percent: 100 });
    expect(loyaltyProgress(9, [1], 5)).toMatchObject({ group: 5, isTop: true, nextGroup: null });
  });

  it('points beyond the range are held to 0..100', () => {
    expect(loyaltyProgress({ level: 3, points: 10, levelPoints: 1000, nextLevelPoints: 5000 }, [1], 5)).toMatchObject({ percent: 0, pointsToNext: 4990 });
  });
});
