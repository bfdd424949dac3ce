// Issue 14 (spec 3 Rakeback day, spec 4 Rakeback day states, spec 9 Calendars): a rakeback day's amount is the
// one POST /api/sandbox/rakeback put there, unpaid until claimed, and otherwise grows with the day's real bets
// (NGR x the player's percent); the claim pays what the day shows.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, expectValid, login, startSandbox, PLAYER } from './sandbox-helpers';

const NOW = new Date('2026-06-17T10:00:00.000Z'); // a Wednesday
let app: FastifyInstance;
let token: string;
let userId: number;
beforeAll(async () => {
  app = await startSandbox({ now: () => NOW });
  ({ token, userId } = await login(app));
});
afterAll(() => app.close());

const days = async () => (await app.inject({ method: 'GET', url: `/api/admin/get-rakeback-days?user=${userId}`, headers: bearer(token) })).json().data.days as Array<Record<string, unknown>>;
const dayOf = async (date: string) => (await days()).find((d) => d.canClaimDate === date)!;
const control = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/sandbox/rakeback', payload });
const wallet = async () => (await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).json().data.getUser.userWallet;

describe('POST /api/sandbox/rakeback {email, amount, day?}', () => {
  it('puts an unpaid amount on today by default, which the claim pays', async () => {
    const res = await control({ email: PLAYER, amount: 12.34 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ day: '2026-06-17', amount: 12.34 });
    expect(await dayOf('2026-06-17')).toMatchObject({ amount: 12.34, paidAt: null });
    expectValid('api/get-rakeback-days.response', { data: { days: await days() } });

    const before = await wallet();
    const claim = await app.inject({ method: 'POST', url: '/api/user/rakeback-claim?timeZone=UTC&customerDate=2026-06-17&bonusId=900',
      headers: bearer(token), payload: { bonusId: 900, claimDate: '2026-06-17', customerDate: '2026-06-17' } });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().data.amount).toBe(12.34);
    expect((await dayOf('2026-06-17')).paidAt).toBeTruthy();
    expect(JSON.stringify(await wallet())).not.toBe(JSON.stringify(before));
  });

  it('on a claimed day makes it claimable again, and names a day', async () => {
    expect((await control({ email: PLAYER, amount: 5, day: '2026-06-17' })).statusCode).toBe(200);
    expect(await dayOf('2026-06-17')).toMatchObject({ amount: 5, paidAt: null });
    expect((await control({ email: PLAYER, amount: 7.5, day: '2026-06-16' })).statusCode).toBe(200);
    expect(await dayOf('2026-06-16')).toMatchObject({ amount: 7.5, paidAt: null });
  });

  it('refuses a bad body with the field named', async () => {
    expect((await control({ email: PLAYER })).statusCode).toBe(400);
    expect((await control({ email: PLAYER, amount: -1 })).statusCode).toBe(400);
    expect((await control({ email: PLAYER, amount: 1, day: '2026-02-30' })).statusCode).toBe(400);
    expect((await control({ email: PLAYER, amount: 1.234 })).statusCode).toBe(400);
    expect((await control({ email: 'nobody@sandbox.test', amount: 1 })).statusCode).toBe(404);
  });
});

describe('rakeback accrues from real bets', () => {
  it('a bet today raises today\'s amount by its NGR x the calendar-award percent', async () => {
    // A fresh seed: today holds no control amount, so it is the seeded amount plus the bets' rakeback.
    await app.inject({ method: 'POST', url: '/api/sandbox/reset' });
    ({ token, userId } = await login(app));
    const before = (await dayOf('2026-06-17')).amount as number;
    const { percent } = (await app.inject({ method: 'GET', url: `/api/user/calendar-award?user=${userId}`, headers: bearer(token) })).json().data.userCalendarData;
    expect(percent).toBeGreaterThan(0);
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/wallet', payload: { email: PLAYER, amount: -20 } })).statusCode).toBe(200);
    const after = (await dayOf('2026-06-17')).amount as number;
    expect(after).toBeCloseTo(before + Math.floor((2000 * percent) / 100) / 100, 2);
  });
});

describe('POST /api/user/rakeback-participation {participate} (ours; spec 4: a player may cancel participation)', () => {
  it('leaving stops the accrual and refuses claims; joining again restores them', async () => {
    await app.inject({ method: 'POST', url: '/api/sandbox/reset' });
    ({ token, userId } = await login(app));
    const post = (participate: unknown) => app.inject({ method: 'POST', url: '/api/user/rakeback-participation', headers: bearer(token), payload: { participate } });
    expect((await post('no')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/user/rakeback-participation', payload: { participate: false } })).statusCode).toBe(403);

    const left = await post(false);
    expect(left.statusCode).toBe(200);
    expectValid('api/rakeback-participation.response', left.json());
    const daysLeft = (await app.inject({ method: 'GET', url: `/api/admin/get-rakeback-days?user=${userId}`, headers: bearer(token) })).json().data;
    expect(daysLeft.participating).toBe(false);
    expect(daysLeft.days.find((d: { canClaimDate: string }) => d.canClaimDate === '2026-06-17').amount).toBeNull();
    const claim = await app.inject({ method: 'POST', url: '/api/user/rakeback-claim?timeZone=UTC&bonusId=900', headers: bearer(token), payload: { bonusId: 900, claimDate: '2026-06-17' } });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().code).toBe('RAKEBACK_LEFT');
    expect((await app.inject({ method: 'GET', url: `/api/user/calendar-award?user=${userId}`, headers: bearer(token) })).json().data.userCalendarData.percent).toBe(0);

    expect((await post(true)).json().data.participating).toBe(true);
    const back = (await app.inject({ method: 'GET', url: `/api/admin/get-rakeback-days?user=${userId}`, headers: bearer(token) })).json().data;
    expect(back.participating).toBe(true);
    expect(back.days.find((d: { canClaimDate: string }) => d.canClaimDate === '2026-06-17').amount).toBeGreaterThan(0);
  });
});
