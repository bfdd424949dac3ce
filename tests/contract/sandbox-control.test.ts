// The sandbox control endpoints of the DESIGN contract (location, next payment outcome, wallet,
// reset) and the log-event reader.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, expectValid, login, startSandbox, PLAYER } from './sandbox-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/sandbox/location {country, subdivision?, ip?} sets what get-location answers', () => {
  it('country, subdivision and ip show in data.location (spec 3 Location: country.code, ipInfo.subdivisions)', async () => {
    expect((await post('/api/sandbox/location', { country: 'de', subdivision: 'ST', ip: '198.51.100.23' })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/api/admin/get-location' });
    expectValid('api/get-location.response', res.json());
    expect(res.json().data.location).toEqual({ country: { code: 'DE', name: 'Germany' }, ipInfo: { ip: '198.51.100.23', subdivisions: [{ isoCode: 'ST' }] } });
  });

  it('a guest\'s payment methods follow the location', async () => {
    await post('/api/sandbox/location', { country: 'IN' });
    const names = (await app.inject({ method: 'GET', url: '/api/admin/get-payments?currencyCode=INR' })).json().data.payments.map((p: { name: string }) => p.name);
    expect(names).toContain('upi');
  });

  it("with ?scope= only the requests of that settings scope are there (a test's browser context); the site's stay", async () => {
    await post('/api/sandbox/location', { country: 'MT' });
    expect((await post('/api/sandbox/location?scope=loc1', { country: 'US', ip: '198.51.100.4' })).json().data.location).toMatchObject({ country: 'US' });
    const where = async (cookie?: string) => (await app.inject({ method: 'GET', url: '/api/admin/get-location', headers: cookie ? { cookie } : {} })).json().data.location;
    expect(await where('sandbox-settings-scope=loc1')).toEqual({ country: { code: 'US', name: 'United States of America' }, ipInfo: { ip: '198.51.100.4', subdivisions: [] } });
    expect((await where()).country.code).toBe('MT');
    expect((await where('sandbox-settings-scope=other')).country.code).toBe('MT');
    // A game closed to the scope's country is closed to that scope only.
    const games = (await app.inject({ method: 'GET', url: '/api/core/casino/games?limit=100' })).json().data.games.rows as Array<{ slug: string; hasDemo: boolean; restrictedCountries: string[] }>;
    const closed = games.find((g) => g.hasDemo && g.restrictedCountries.includes('US'));
    expect(closed, 'a seeded demo game closed to the US').toBeDefined();
    const launch = (cookie?: string) => app.inject({ method: 'POST', url: `/api/core/casino/games/${closed!.slug}/launch`, payload: { mode: 'demo' }, headers: cookie ? { cookie } : {} });
    expect((await launch('sandbox-settings-scope=loc1')).json().code).toBe('COUNTRY_RESTRICTED');
    expect((await launch()).statusCode).toBe(200);
    expect((await post('/api/sandbox/location?scope=a%20b', { country: 'US' })).statusCode).toBe(400);
  });

  it('refuses an unknown country or a malformed subdivision', async () => {
    expect((await post('/api/sandbox/location', { country: 'XX' })).json()).toMatchObject({ field: 'country' });
    expect((await post('/api/sandbox/location', { country: 'DE', subdivision: 'not a code' })).json()).toMatchObject({ field: 'subdivision' });
  });
});

describe('POST /api/sandbox/payments/next {result}', () => {
  it('stores one of success, failed, pending, decline, cancel, return', async () => {
    for (const result of ['success', 'failed', 'pending', 'decline', 'cancel', 'return']) {
      expect((await post('/api/sandbox/payments/next', { result })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/sandbox/payments/next' })).json().data.result).toBe(result);
    }
    expect((await post('/api/sandbox/payments/next', { result: 'maybe' })).json()).toMatchObject({ field: 'result' });
  });

  it('a pending deposit leaves a pending transaction and the balance as it was', async () => {
    await post('/api/sandbox/payments/next', { result: 'pending' });
    const res = await post('/api/sandbox/deposit', { email: PLAYER, amount: 40, paymentMethod: 'upi' });
    expect(res.json().data).toMatchObject({ result: 'pending', status: 'pending', balance: { cash: 500 } });
  });

  it("a result in the body is that deposit's own: the stored outcome stays for the next deposit", async () => {
    await post('/api/sandbox/payments/next', { result: 'failed' });
    const own = await post('/api/sandbox/deposit', { email: PLAYER, amount: 10, paymentMethod: 'visa', result: 'success' });
    expect(own.json().data).toMatchObject({ result: 'success', status: 'completed', balance: { cash: 510 } });
    const next = await app.inject({ method: 'GET', url: '/api/sandbox/payments/next' });
    expect(next.json().data.result).toBe('failed');
    expect((await post('/api/sandbox/deposit', { email: PLAYER, amount: 10, result: 'maybe' })).statusCode).toBe(400);
  });

  it("with an email the outcome is that player's next deposit only: another player's deposit leaves it", async () => {
    await post('/api/sandbox/payments/next', { result: 'success' }); // the shared outcome (an earlier test stored one)
    expect((await post('/api/sandbox/payments/next', { result: 'failed', email: PLAYER })).statusCode).toBe(200);
    expect((await post('/api/sandbox/payments/next', { result: 'failed', email: 'nobody@sandbox.test' })).statusCode).toBe(404);
    const other = await post('/api/sandbox/deposit', { email: 'new@sandbox.test', amount: 10, paymentMethod: 'visa' });
    expect(other.json().data).toMatchObject({ result: 'success' });
    const own = await post('/api/sandbox/deposit', { email: PLAYER, amount: 10, paymentMethod: 'visa' });
    expect(own.json().data).toMatchObject({ result: 'failed' });
    const again = await post('/api/sandbox/deposit', { email: PLAYER, amount: 10, paymentMethod: 'visa' });
    expect(again.json().data).toMatchObject({ result: 'success' });
  });
});

describe('POST /api/sandbox/reset restores the seed', () => {
  it('balances, accounts and sessions go back to the seed; old tokens become unknown (403)', async () => {
    const { token } = await login(app);
    await post('/api/sandbox/wallet', { email: PLAYER, amount: -100 });
    await post('/api/user/sign-up', { email: 'gone@sandbox.test', password: 'Secret123', firstName: 'G', lastName: 'O', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' });
    await post('/api/sandbox/location', { country: 'FR' });
    expect((await post('/api/sandbox/reset', {})).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).statusCode).toBe(403);
    const fresh = await login(app);
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(fresh.token) })).json().data.getUser.userWallet.amount).toBe(500);
    expect((await post('/api/user/login', { email: 'gone@sandbox.test', password: 'Secret123' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/get-location' })).json().data.location.country.code).toBe('MT');
  });
});

describe('GET /api/sandbox/events reads the logged log-event calls', () => {
  it('with the player when a token was sent, filtered by event and since', async () => {
    const { token } = await login(app);
    await app.inject({ method: 'POST', url: '/api/user/log-event', headers: bearer(token), payload: { event: 'ALTERNATIVE_METHOD_BUTTON', data: { method: 'visa' } } });
    await app.inject({ method: 'POST', url: '/api/user/log-event', payload: { event: 'PAGE_VIEW', data: { path: '/' } } });
    const all = (await app.inject({ method: 'GET', url: '/api/sandbox/events' })).json().data.events;
    const alternative = (await app.inject({ method: 'GET', url: '/api/sandbox/events?event=ALTERNATIVE_METHOD_BUTTON' })).json().data.events;
    expect(alternative).toEqual([expect.objectContaining({ event: 'ALTERNATIVE_METHOD_BUTTON', email: PLAYER, data: { method: 'visa' } })]);
    const after = (await app.inject({ method: 'GET', url: `/api/sandbox/events?since=${alternative[0].id}` })).json().data.events;
    expect(after.map((e: { event: string }) => e.event)).toEqual(['PAGE_VIEW']);
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('GET /api/sandbox/state reports the seed sizes', async () => {
    const state = (await app.inject({ method: 'GET', url: '/api/sandbox/state' })).json().data;
    expect(state.counts).toMatchObject({ users: 4, games: 600, providers: 14 });
  });
});
