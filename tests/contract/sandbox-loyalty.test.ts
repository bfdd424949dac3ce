// The sandbox's VIP data (issue 14; spec 3 User userLoyaltyLevel and referralData; server/sandbox/loyalty.ts):
// the level rises with real play's stakes; POST /api/sandbox/loyalty sets a floor (validated body); referralData's
// referredCount counts the sign-ups whose token is the player's referral code.
import { describe, expect, it } from 'vitest';
import { expectValid, seededSandbox } from './sandbox-helpers';

const sandbox = seededSandbox(new Date('2026-06-18T12:00:00.000Z'));
const { post, control } = sandbox;

describe('userLoyaltyLevel and referralData', () => {
  it('a new player is Bronze; stakes of 100 make Silver, with where the level and the next start', async () => {
    const email = 'loyal@sandbox.test';
    const token = await sandbox.signUp(email, 'MT', 'EUR');
    expect((await sandbox.userDetails(token)).userLoyaltyLevel).toEqual({ level: 1, name: 'Bronze', groupStep: 1, points: 0, levelPoints: 0, nextLevelPoints: 100 });
    await control('wallet', { email, amount: 200 });
    const launch = await post('/api/core/casino/games/golden-fortune/launch', { mode: 'real' }, token);
    expect(launch.statusCode, launch.body).toBe(200);
    const session = launch.json().data.launch.sessionId as string;
    for (let i = 0; i < 2; i++) {
      await control('spins/next', { multiplier: 0 });
      expect((await post(`/api/core/casino/play/${session}/spin`, { stake: 50 })).statusCode).toBe(200);
    }
    const details = await sandbox.get('/api/user/get-user-details', token);
    expectValid('api/get-user-details.response', details.json());
    expect(details.json().data.getUser.userLoyaltyLevel).toEqual({ level: 2, name: 'Silver', groupStep: 1, points: 100, levelPoints: 100, nextLevelPoints: 1000 });
  });

  it('POST /api/sandbox/loyalty sets a floor; a bad body is 400, an unknown player 404', async () => {
    const email = 'floor@sandbox.test';
    const token = await sandbox.signUp(email, 'MT', 'EUR');
    await control('loyalty', { email, level: 4 });
    expect((await sandbox.userDetails(token)).userLoyaltyLevel).toMatchObject({ level: 4, name: 'Platinum', levelPoints: 5000, nextLevelPoints: 25000 });
    for (const body of [{ email }, { email, level: 0 }, { email, level: 6 }, { email, level: 2.5 }, { email: 'x'.repeat(300), level: 2 }]) {
      expect((await post('/api/sandbox/loyalty', body)).statusCode).toBe(400);
    }
    expect((await post('/api/sandbox/loyalty', { email: 'nobody@sandbox.test', level: 2 })).statusCode).toBe(404);
  });

  it('referralData: the code, and the friends who signed up with it as their token', async () => {
    const token = await sandbox.signUp('referrer@sandbox.test', 'MT', 'EUR');
    const { userId, referralData } = await sandbox.userDetails(token);
    expect(referralData).toEqual({ referralCode: `REF${String(userId).padStart(6, '0')}`, referredCount: 0, earned: 0 });
    const friend = await post('/api/user/sign-up', {
      email: 'friend@sandbox.test', password: 'Sandbox123!', firstName: 'Ann', lastName: 'Lee', dateOfBirth: '1990-01-01',
      countryCode: 'MT', currencyCode: 'EUR', token: referralData.referralCode,
    });
    expect(friend.statusCode, friend.body).toBe(201);
    expect((await sandbox.userDetails(token)).referralData.referredCount).toBe(1);
  });

  it('spec 3 referAFriendPercent: a referred friend\'s completed deposit pays the referrer that percent (10 in the sandbox), shown as earned', async () => {
    const token = await sandbox.signUp('referrer2@sandbox.test', 'MT', 'EUR');
    const { referralData } = await sandbox.userDetails(token);
    const friend = await post('/api/user/sign-up', {
      email: 'friend2@sandbox.test', password: 'Sandbox123!', firstName: 'Ann', lastName: 'Lee', dateOfBirth: '1990-01-01',
      countryCode: 'MT', currencyCode: 'EUR', token: referralData.referralCode,
    });
    const friendToken = friend.json().data.accessToken as string;
    await control('payments/next', { result: 'success', email: 'friend2@sandbox.test' });
    const paid = await post('/api/user/deposit', { paymentMethod: 'skrill', amount: 55, requestId: 'referral-1', accountEmail: 'wallet@skrill.test' }, friendToken);
    expect(paid.statusCode, paid.body).toBe(200);
    const referrer = await sandbox.userDetails(token);
    expect(referrer.referralData.earned).toBe(5.5);
    expect(referrer.userWallet.amount).toBe(5.5);
    // A failed deposit pays nothing.
    await control('payments/next', { result: 'failed', email: 'friend2@sandbox.test' });
    await post('/api/user/deposit', { paymentMethod: 'skrill', amount: 40, requestId: 'referral-2', accountEmail: 'wallet@skrill.test' }, friendToken);
    expect((await sandbox.userDetails(token)).referralData.earned).toBe(5.5);
  });
});
