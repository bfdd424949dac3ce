// The lobby's sandbox extras: the one-shot fault control (POST /api/sandbox/fail), the catalogue size
// (SANDBOX_GAMES) and the game list's sorting (spec 3 Game sorting, default order per key shared with
// the front end in src/lobby/sorting.ts).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { expectValid, startSandbox } from './sandbox-helpers';
import { GAME_COUNT } from '../../server/sandbox/seed/games';
import { DEFAULT_ORDER } from '../../src/lobby/sorting';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const fail = (payload: unknown) => app.inject({ method: 'POST', url: '/api/sandbox/fail', payload: payload as object });

describe('POST /api/sandbox/fail { path, status, times? }', () => {
  it('the next request to the path answers the status once, then the call works again', async () => {
    expect((await fail({ path: '/api/admin/get-full-category-list', status: 503 })).statusCode).toBe(200);
    const failed = await get('/api/admin/get-full-category-list?locale=en');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ success: false, message: 'Service Unavailable' });
    const ok = await get('/api/admin/get-full-category-list?locale=en');
    expect(ok.statusCode).toBe(200);
    expectValid('api/get-full-category-list.response', ok.json());
  });

  it('times counts the failing requests', async () => {
    await fail({ path: '/api/core/casino/providers', status: 500, times: 2 });
    expect((await get('/api/core/casino/providers')).statusCode).toBe(500);
    expect((await get('/api/core/casino/providers')).statusCode).toBe(500);
    expect((await get('/api/core/casino/providers')).statusCode).toBe(200);
  });

  it('a fault on the game list leaves a game page alone (exact path)', async () => {
    await fail({ path: '/api/core/casino/games', status: 500 });
    expect((await get('/api/core/casino/games/golden-fortune')).statusCode).toBe(200);
    expect((await get('/api/core/casino/games?category=slots')).statusCode).toBe(500);
    expect((await get('/api/core/casino/games?category=slots')).statusCode).toBe(200);
  });

  it("a scoped fault fails only the requests that carry the scope's cookie (one browser context)", async () => {
    await fail({ path: '/api/core/casino/providers', status: 503, times: 1, scope: 'ctx-a' });
    const cookie = (scope: string) => ({ method: 'GET' as const, url: '/api/core/casino/providers', headers: { cookie: `other=1; sandbox-fault-scope=${scope}` } });
    expect((await get('/api/core/casino/providers')).statusCode).toBe(200);
    expect((await app.inject(cookie('ctx-b'))).statusCode).toBe(200);
    expect((await app.inject(cookie('ctx-a'))).statusCode).toBe(503);
    expect((await app.inject(cookie('ctx-a'))).statusCode).toBe(200);
    expect((await fail({ path: '/api/core/casino/providers', status: 503, scope: 'no spaces' })).statusCode).toBe(400);
  });

  it('two scopes fail the same path each for itself; DELETE with a scope forgets only that scope', async () => {
    const as = (scope: string) => app.inject({ method: 'GET', url: '/api/core/casino/providers', headers: { cookie: `sandbox-fault-scope=${scope}` } });
    await fail({ path: '/api/core/casino/providers', status: 503, times: 2, scope: 'ctx-a' });
    await fail({ path: '/api/core/casino/providers', status: 500, times: 2, scope: 'ctx-b' });
    expect((await as('ctx-a')).statusCode).toBe(503);
    expect((await as('ctx-b')).statusCode).toBe(500);
    await app.inject({ method: 'DELETE', url: '/api/sandbox/fail?scope=ctx-a' });
    expect((await as('ctx-a')).statusCode).toBe(200);
    expect((await as('ctx-b')).statusCode).toBe(500);
    expect((await as('ctx-b')).statusCode).toBe(200);
  });

  it('DELETE forgets pending faults; reset does too', async () => {
    await fail({ path: '/api/core/casino/games', status: 500, times: 5 });
    await app.inject({ method: 'DELETE', url: '/api/sandbox/fail' });
    expect((await get('/api/core/casino/games')).statusCode).toBe(200);
    await fail({ path: '/api/core/casino/games', status: 500, times: 5 });
    await app.inject({ method: 'POST', url: '/api/sandbox/reset' });
    expect((await get('/api/core/casino/games')).statusCode).toBe(200);
  });

  it('refuses other paths, non-error statuses and bad counts, naming the field', async () => {
    expect((await fail({ path: '/api/user/login', status: 500 })).json()).toMatchObject({ field: 'path' });
    expect((await fail({ path: '/api/core/casino/games', status: 200 })).json()).toMatchObject({ field: 'status' });
    expect((await fail({ path: '/api/core/casino/games', status: 500, times: 0 })).json()).toMatchObject({ field: 'times' });
    expect((await get('/api/core/casino/games')).statusCode).toBe(200);
  });
});

describe('GET /api/core/casino/games: spec 3 Game sorting', () => {
  it('the default seed has GAME_COUNT games', async () => {
    expect((await get('/api/core/casino/games?limit=1')).json().data.games.count).toBe(GAME_COUNT);
  });

  it('spec 3 Game sorting: without an order each key uses the shared default order', async () => {
    const rows = async (q: string) => (await get(`/api/core/casino/games?limit=50&${q}`)).json().data.games.rows as Array<Record<string, never>>;
    const dates = (await rows('sort=releaseDate')).map((g) => g.releaseDate as string);
    expect(DEFAULT_ORDER.releaseDate).toBe('desc');
    expect(dates).toEqual([...dates].sort().reverse());
    const minBets = (await rows('sort=minBet')).map((g) => g.minBet as number);
    expect(minBets).toEqual([...minBets].sort((a, b) => a - b));
    const names = (await rows('sort=name&order=desc')).map((g) => (g.name as string).toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe('SANDBOX_GAMES', () => {
  it('seeds that many games, deterministically (the lobby benchmark uses 5000)', async () => {
    const before = process.env.SANDBOX_GAMES;
    process.env.SANDBOX_GAMES = '1500';
    try {
      const [a, b] = [await startSandbox(), await startSandbox()];
      const first = async (s: FastifyInstance) => (await s.inject({ method: 'GET', url: '/api/core/casino/games?sort=name&limit=5&pageNo=40' })).json().data.games;
      const [ga, gb] = [await first(a), await first(b)];
      expect(ga.count).toBe(1500);
      expect(ga.rows.map((g: { slug: string }) => g.slug)).toEqual(gb.rows.map((g: { slug: string }) => g.slug));
      await Promise.all([a.close(), b.close()]);
    } finally {
      if (before === undefined) delete process.env.SANDBOX_GAMES;
      else process.env.SANDBOX_GAMES = before;
    }
  });
});
