// spec 6 Player kinds "Demo user. Exists, identified by the demoUserId setting" (spec 3 App settings demoUserId).
import { describe, it, expect } from 'vitest';
import { isDemoUser } from '../../../src/account/demoUser';

describe('spec 6 Demo user', () => {
  it('is the signed-in player whose userId equals demoUserId, as a number or a string', () => {
    expect(isDemoUser({ userId: 4 }, 4)).toBe(true);
    expect(isDemoUser({ userId: 4 }, '4')).toBe(true);
    expect(isDemoUser({ userId: '4' }, 4)).toBe(true);
    expect(isDemoUser({ userId: 5 }, 4)).toBe(false);
  });

  it('is nobody when demoUserId is not set or empty, or when no one is signed in', () => {
    expect(isDemoUser({ userId: 4 }, undefined)).toBe(false);
    expect(isDemoUser({ userId: 4 }, null)).toBe(false);
    expect(isDemoUser({ userId: 4 }, '')).toBe(false);
    expect(isDemoUser({ userId: '' }, '')).toBe(false);
    expect(isDemoUser(null, 4)).toBe(false);
    expect(isDemoUser({}, 4)).toBe(false);
  });
});
