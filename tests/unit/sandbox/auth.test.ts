// spec 7 General client rules: "A call to a user-details, documents or bonus path without a token throws
// at once"; spec 8: 403 means the session expired. The sandbox answers 403 to the same paths, and to
// every /api/user/ call but the ones a guest makes.
import { describe, it, expect } from 'vitest';
import { GUEST_USER_CALLS, needsSession } from '../../../server/sandbox/auth';

describe('which calls need a session', () => {
  it('user-details, documents and bonus paths do, wherever they are', () => {
    expect(needsSession('/api/user/get-user-details')).toBe(true);
    expect(needsSession('/api/user/update-user-details')).toBe(true);
    expect(needsSession('/api/admin/get-all-bonus?limit=24')).toBe(true);
    expect(needsSession('/api/user/documents/upload')).toBe(true);
  });

  it('every /api/user/ call but a guest\'s does', () => {
    for (const path of ['/api/user/rakeback-claim', '/api/user/calendar-award', '/api/user/3ds-webhook', '/api/user/favorites']) expect(needsSession(path)).toBe(true);
    expect([...GUEST_USER_CALLS]).toEqual(['/api/user/login', '/api/user/sign-up', '/api/user/verify-email', '/api/user/logout', '/api/user/log-event', '/api/user/country-blocked',
      '/api/user/forgot-password', '/api/user/reset-password']);
    for (const path of GUEST_USER_CALLS) expect(needsSession(`${path}?x=1`)).toBe(false);
  });

  it('admin, core and control calls and the assets do not', () => {
    for (const path of ['/api/admin/get-payments', '/api/admin/get-rakeback-days?user=1', '/api/core/casino/settings2', '/api/core/casino/games',
      '/api/core/casino/assets/banners/bonus-101.svg', '/api/sandbox/wallet']) expect(needsSession(path)).toBe(false);
  });
});
