// The jurisdiction pack's session summary (server/sandbox/realityCheck.ts; schema session-summary.response;
// beyond the spec): the session of the token since login, and the player's position from the ledger over
// it (wagered, won, net), for the reality check dialog.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, expectValid, login, startSandbox, NEW_PLAYER } from './sandbox-helpers';

const NOW = new Date('2026-06-17T12:00:00.000Z');
let app: FastifyInstance;
let clock = NOW;

beforeAll(async () => {
  app = await startSandbox({ now: () => clock, scrypt: { N: 1024 } });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, token?: string) =>
  app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: token ? bearer(token) : {} });
async function summary(token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/user/session-summary', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/session-summary.response', res.json());
  return res.json().data;
}

describe('GET /api/user/session-summary', () => {
  it('counts the bets and wins of this session only, since its login', async () => {
    expect((await post('/api/sandbox/wallet', { email: NEW_PLAYER, amount: 20 })).statusCode).toBe(200);
    const games = (await app.inject({ url: '/api/core/casino/games?limit=100' })).json().data.games.rows as Array<{ slug: string; restrictedCountries: string[]; minBet: number }>;
    const slug = games.find((g) => g.restrictedCountries.length === 0 && g.minBet <= 1)!.slug;
    const spinOnce = async (token: string, multiplier: number) => {
      const launch = await post(`/api/core/casino/games/${slug}/launch`, { mode: 'real' }, token);
      expect((await post('/api/sandbox/spins/next', { multiplier })).statusCode).toBe(200);
      expect((await post(`/api/core/casino/play/${launch.json().data.launch.sessionId}/spin`, { stake: 1 })).statusCode).toBe(200);
    };
    // A spin in an earlier session is not this session's.
    await spinOnce((await login(app, NEW_PLAYER)).token, 0);
    clock = new Date(NOW.getTime() + 60_000);
    const { token } = await login(app, NEW_PLAYER);
    expect(await summary(token)).toEqual({ since: clock.toISOString(), sessionMinutes: 0, wagered: 0, won: 0, net: 0, currencyCode: 'EUR' });

    await spinOnce(token, 3);
    await spinOnce(token, 0);
    clock = new Date(clock.getTime() + 75 * 60_000);
    expect(await summary(token)).toMatchObject({ sessionMinutes: 75, wagered: 2, won: 3, net: 1 });
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/session-summary' })).statusCode).toBe(403);
  });
});
