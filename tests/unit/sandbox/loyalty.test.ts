// The sandbox's loyalty level (spec 3 User userLoyaltyLevel; how a level is earned is not shown: ours, from
// real play's stakes, with a control endpoint's floor): server/sandbox/loyalty.ts.
import { describe, expect, it } from 'vitest';
import { LOYALTY_THRESHOLDS, levelFromWagered, loyaltyRecord } from '../../../server/sandbox/loyalty';

describe('sandbox loyalty level from the amount wagered', () => {
  it('each threshold reaches its level', () => {
    expect(levelFromWagered(0)).toBe(1);
    expect(levelFromWagered(99.99)).toBe(1);
    expect(levelFromWagered(100)).toBe(2);
    expect(levelFromWagered(LOYALTY_THRESHOLDS[4])).toBe(5);
  });

  it('the record says where the level starts and the next starts; the floor wins when higher', () => {
    expect(loyaltyRecord(1, 150)).toEqual({ level: 2, name: 'Silver', groupStep: 1, points: 150, levelPoints: 100, nextLevelPoints: 1000 });
    expect(loyaltyRecord(3, 150)).toMatchObject({ level: 3, name: 'Gold', levelPoints: 1000, nextLevelPoints: 5000 });
    expect(loyaltyRecord(1, 1e9)).toMatchObject({ level: 5, nextLevelPoints: null });
  });
});
