// The sandbox's play API (server/sandbox/routes/play.ts; schemas launch-game, bonus-buy-confirm, top-wins,
// ghost-mode): launching a game, the game page, demo and real spins, the player's bet limits (spec 3
// Limit types, spec 8 Bet limits), the one-off bonus buy confirmation (spec 4 Bonus rules), the top wins
// feed (spec 2.5) and ghost mode (spec 6). Refusals never use 403, which logs the player out (spec 8),
// except for a real-play launch with an expired or invalid token. Each test starts from a fresh seed
// (POST /api/sandbox/reset) at a fixed time; the concurrency and socket tests go over real HTTP.
import { describe, it, expect, beforeAll, beforeEach, afterAll, afterEach } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { bearer, expectValid, login, startSandbox, EXCLUDED, NEW_PLAYER, PLAYER } from './sandbox-helpers';
import { BONUS_BUY_MULTIPLIERS } from '../../server/sandbox/reels';
import { bonusSeeds } from '../../server/sandbox/seed/bonuses';

/** A Wednesday noon (UTC): the week started on Monday 2026-06-15. */
const NOW = new Date('2026-06-17T12:00:00.000Z');
const HOUR = 3_600_000;
const COUNTRY_TEXT = "You cannot play this game because it's not allowed in your country.";

interface Game { slug: string; name: string; hasDemo: boolean; hasBonusBuy: boolean; isBonus: boolean; restrictedCountries: string[]; minBet: number; maxBet: number }

let app: FastifyInstance;
let base: string;
let clock = NOW;
let games: Game[];

beforeAll(async () => {
  app = await startSandbox({ now: () => clock, scrypt: { N: 1024 } });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  const res = await app.inject({ url: '/api/core/casino/games?limit=100' });
  expect(res.statusCode).toBe(200);
  games = res.json().data.games.rows;
});
afterAll(() => app.close());
beforeEach(async () => {
  clock = NOW;
  const res = await app.inject({ method: 'POST', url: '/api/sandbox/reset' });
  expect(res.statusCode, res.body).toBe(200);
});

const game = (what: string, test: (g: Game) => boolean): Game => {
  const found = games.find(test);
  if (!found) throw new Error(`no seeded game is ${what}`);
  return found;
};
const unrestricted = (g: Game) => g.restrictedCountries.length === 0;
/** A plain slot: demo, no bonus buy, bonus-eligible, playable anywhere, stakes of 1 to 50 allowed. */
const plainGame = () => game('plain', (g) => g.hasDemo && !g.hasBonusBuy && g.isBonus && unrestricted(g) && g.minBet <= 1 && g.maxBet >= 50);
/** A slot with a bonus buy, stakes of 1 to 50 allowed. */
const bonusBuyGame = () => game('with a bonus buy', (g) => g.hasDemo && g.hasBonusBuy && g.isBonus && unrestricted(g) && g.minBet <= 1 && g.maxBet >= 50);

type Body = Record<string, unknown>;
const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) =>
  app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }), headers: token ? bearer(token) : {} });
const post = (url: string, payload: unknown, token?: string) => request('POST', url, payload, token);
const control = async (path: string, body: Body) => {
  const res = await post(`/api/sandbox/${path}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const nextMultiplier = (multiplier: number | null) => control('spins/next', { multiplier });
const launch = (slug: string, mode: unknown, token?: string) => post(`/api/core/casino/games/${slug}/launch`, { mode }, token);
async function launched(slug: string, mode: 'demo' | 'real', token?: string): Promise<{ url: string; sessionId: string; mode: string; expiresAt: string }> {
  const res = await launch(slug, mode, token);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/launch-game.response', res.json());
  return res.json().data.launch;
}
const spin = (sessionId: string, body: unknown) => post(`/api/core/casino/play/${sessionId}/spin`, body);
async function spun(sessionId: string, body: Body) {
  const res = await spin(sessionId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.spin as { reels: string[][]; stake: number; win: number; multiplier: number; balance: number | null; mode: string };
}
async function userDetails(token: string) {
  const res = await request('GET', '/api/user/get-user-details', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.getUser;
}
const walletTotal = async (token: string) => (await userDetails(token)).userWallet.totalAmount as number;
interface Win { id: number; player: string | null; ghost: boolean; game: { slug: string; name: string }; stake: number; win: number; multiplier: number; currencyCode: string; createdAt: string }
async function topWins(tab: string, token?: string, limit = 20): Promise<{ count: number; rows: Win[] }> {
  const res = await request('GET', `/api/core/casino/top-wins?tab=${tab}&limit=${limit}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/top-wins.response', res.json());
  return res.json().data.wins;
}
async function gameTransactions(token: string) {
  const res = await request('GET', '/api/user/transactions?limit=1000', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.transactions.rows as Array<{ type: string; amount: number; reference: string | null }>).filter((r) => r.reference?.startsWith('game:'));
}

describe('launch: POST /api/core/casino/games/{slug}/launch {mode}', () => {
  it('a real launch is a game session: its page url, a random 48-hex id, 4 hours to play', async () => {
    const { token } = await login(app);
    const slug = plainGame().slug;
    const first = await launched(slug, 'real', token);
    expect(first.mode).toBe('real');
    expect(first.sessionId).toMatch(/^[0-9a-f]{48}$/);
    expect(first.url).toBe(`/api/core/casino/play/${first.sessionId}`);
    expect(first.expiresAt).toBe(new Date(NOW.getTime() + 4 * HOUR).toISOString());
    const second = await launched(slug, 'real', token);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('a guest may launch a demo (allowGuestPlayDemoGames is set in the sandbox settings)', async () => {
    const demo = await launched(plainGame().slug, 'demo');
    expect(demo.mode).toBe('demo');
  });

  it('GAME_NOT_FOUND 404 comes first: before the mode, the login and any other check', async () => {
    for (const [mode, token] of [['real', undefined], ['demo', undefined], ['bogus', undefined], ['real', 'not-a-token']] as const) {
      const res = await launch('no-such-game', mode, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
    }
  });

  it('a mode other than demo or real is 400', async () => {
    const { token } = await login(app);
    for (const mode of [undefined, 'fun', 1, null]) {
      const res = await launch(plainGame().slug, mode, token);
      expect(res.statusCode, String(mode)).toBe(400);
      expect(res.json().field).toBe('mode');
    }
  });

  it('LOGIN_REQUIRED 401 for a guest\'s real play, before the demo, country and bonus checks', async () => {
    const noDemo = game('without demo', (g) => !g.hasDemo && unrestricted(g));
    const restricted = game('restricted somewhere', (g) => g.restrictedCountries.length > 0 && !g.restrictedCountries.includes('MT'));
    await control('location', { country: restricted.restrictedCountries[0] });
    for (const slug of [plainGame().slug, noDemo.slug, restricted.slug]) {
      const res = await launch(slug, 'real');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'LOGIN_REQUIRED' });
    }
  });

  it('spec 8 Game access: DEMO_NOT_AVAILABLE 409 for a game without a demo, before the country check', async () => {
    const { token } = await login(app);
    const noDemo = game('without demo', (g) => !g.hasDemo && unrestricted(g));
    for (const caller of [undefined, token]) {
      const res = await launch(noDemo.slug, 'demo', caller);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'DEMO_NOT_AVAILABLE', message: 'Demo not available' });
    }
    // The same game's real play is fine.
    await launched(noDemo.slug, 'real', token);
    // A game without a demo that is also restricted where the player is: the demo refusal comes first.
    const both = game('without demo and restricted', (g) => !g.hasDemo && g.restrictedCountries.length > 0);
    await control('location', { country: both.restrictedCountries[0] });
    const res = await launch(both.slug, 'demo', token);
    expect(res.json().code).toBe('DEMO_NOT_AVAILABLE');
    expect(res.statusCode).toBe(409);
  });

  it('spec 4 Self-exclusion: SELF_EXCLUDED 409 for excluded@sandbox.test\'s real play, before the country check', async () => {
    const { token } = await login(app, EXCLUDED);
    const res = await launch(plainGame().slug, 'real', token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'SELF_EXCLUDED' });
    const restricted = game('restricted somewhere', (g) => g.restrictedCountries.length > 0 && g.hasDemo);
    await control('location', { country: restricted.restrictedCountries[0] });
    const both = await launch(restricted.slug, 'real', token);
    expect(both.json().code).toBe('SELF_EXCLUDED');
    // The player who is not excluded gets the country refusal for the same launch.
    const player = await login(app);
    expect((await launch(restricted.slug, 'real', player.token)).json().code).toBe('COUNTRY_RESTRICTED');
  });

  it('spec 8 Game access: COUNTRY_RESTRICTED 409 with the exact text, in demo and real, for a guest and a player', async () => {
    const { token } = await login(app);
    const restricted = game('restricted outside Malta', (g) => g.hasDemo && g.restrictedCountries.length > 0 && !g.restrictedCountries.includes('MT'));
    // In Malta (the sandbox's default location) the game may be played.
    await launched(restricted.slug, 'real', token);
    await control('location', { country: restricted.restrictedCountries[0] });
    for (const [mode, caller] of [['real', token], ['demo', token], ['demo', undefined]] as const) {
      const res = await launch(restricted.slug, mode, caller);
      expect(res.statusCode, `${mode} ${caller ? 'player' : 'guest'}`).toBe(409);
      expect(res.json()).toEqual({ success: false, code: 'COUNTRY_RESTRICTED', message: COUNTRY_TEXT });
    }
    // Another game without restrictions is still playable there.
    await launched(plainGame().slug, 'real', token);
  });

  it('spec 4 Bonus rules: BONUS_NOT_ELIGIBLE 409 for real play of a non-bonus game while a bonus is active', async () => {
    const { token } = await login(app);
    const notBonus = game('not bonus-eligible', (g) => !g.isBonus && g.hasDemo && unrestricted(g));
    await launched(notBonus.slug, 'real', token);
    await control('active-bonus', { email: PLAYER, bonusId: 101 });
    const res = await launch(notBonus.slug, 'real', token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'BONUS_NOT_ELIGIBLE', bonusId: 101 });
    // An eligible game may be played, and the demo of the other one too.
    await launched(plainGame().slug, 'real', token);
    await launched(notBonus.slug, 'demo', token);
    // Another player without the bonus is not affected.
    const other = await login(app, NEW_PLAYER);
    await launched(notBonus.slug, 'real', other.token);
    // Removing the bonus lifts the refusal.
    await control('active-bonus', { email: PLAYER, bonusId: null });
    await launched(notBonus.slug, 'real', token);
  });

  it('COUNTRY_RESTRICTED comes before BONUS_NOT_ELIGIBLE', async () => {
    const { token } = await login(app);
    const both = game('not bonus-eligible and restricted', (g) => !g.isBonus && g.restrictedCountries.length > 0 && !g.restrictedCountries.includes('MT'));
    await control('active-bonus', { email: PLAYER, bonusId: 101 });
    expect((await launch(both.slug, 'real', token)).json().code).toBe('BONUS_NOT_ELIGIBLE');
    await control('location', { country: both.restrictedCountries[0] });
    expect((await launch(both.slug, 'real', token)).json().code).toBe('COUNTRY_RESTRICTED');
  });

  it('the active-bonus control endpoint refuses an unknown bonus and an unknown player', async () => {
    expect((await post('/api/sandbox/active-bonus', { email: PLAYER, bonusId: 999_999 })).statusCode).toBe(400);
    expect((await post('/api/sandbox/active-bonus', { email: PLAYER, bonusId: '101' })).statusCode).toBe(400);
    expect((await post('/api/sandbox/active-bonus', { email: 'nobody@sandbox.test', bonusId: 101 })).statusCode).toBe(404);
  });

  it('spec 8: a refusal is never 403, except an expired or invalid token on real play', async () => {
    const { token } = await login(app);
    const excluded = await login(app, EXCLUDED);
    const noDemo = game('without demo', (g) => !g.hasDemo && unrestricted(g));
    const notBonus = game('not bonus-eligible', (g) => !g.isBonus && unrestricted(g));
    const restricted = game('restricted outside Malta', (g) => g.hasDemo && g.restrictedCountries.length > 0 && !g.restrictedCountries.includes('MT'));
    const statuses: number[] = [];
    const note = async (promise: ReturnType<typeof launch>) => statuses.push((await promise).statusCode);
    await note(launch('no-such-game', 'real', token));
    await note(launch(plainGame().slug, 'real'));
    await note(launch(noDemo.slug, 'demo', token));
    await note(launch(plainGame().slug, 'real', excluded.token));
    await control('active-bonus', { email: PLAYER, bonusId: 101 });
    await note(launch(notBonus.slug, 'real', token));
    await control('location', { country: restricted.restrictedCountries[0] });
    await note(launch(restricted.slug, 'real', token));
    expect(statuses).toEqual([404, 401, 409, 409, 409, 409]);

    // An invalid token: 403 for real play; a demo treats the caller as a guest.
    const invalid = `${token.slice(0, -3)}abc`;
    const realInvalid = await launch(plainGame().slug, 'real', invalid);
    expect(realInvalid.statusCode).toBe(403);
    expect(realInvalid.json().message).toBe('Invalid access token');
    expect((await launched(plainGame().slug, 'demo', invalid)).mode).toBe('demo');

    // An expired token (the access token lasts 30 days).
    clock = new Date(NOW.getTime() + 31 * 24 * HOUR);
    const realExpired = await launch(plainGame().slug, 'real', token);
    expect(realExpired.statusCode).toBe(403);
    expect(realExpired.json().message).toBe('Session expired');
    expect((await launched(plainGame().slug, 'demo', token)).mode).toBe('demo');
  });
});

describe('the game page: GET /api/core/casino/play/{sessionId}', () => {
  it('200 HTML with its own CSP: framed by the site only, no eval, no inline script', async () => {
    const { token } = await login(app);
    const g = plainGame();
    const { url, sessionId } = await launched(g.slug, 'real', token);
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.body).toContain(`data-session-id="${sessionId}"`);
    expect(res.body).toContain('data-mode="real"');
    expect(res.body).toContain('data-balance="500"');
    expect(res.body).toContain('data-currency="EUR"');
    // Every script is the external slot.js.
    const scripts = res.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script src="/api/core/casino/play/slot.js">']);
    const script = await app.inject({ url: '/api/core/casino/play/slot.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('a demo page shows the play money', async () => {
    const { url } = await launched(plainGame().slug, 'demo');
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-mode="demo"');
    expect(res.body).toContain('data-balance="1000"');
    expect(res.body).toContain('data-currency="FUN"');
  });

  it('an unknown or malformed id, or an expired session, gives 410 and the ended page (with the CSP)', async () => {
    for (const id of ['0'.repeat(48), 'abc', 'A'.repeat(48)]) {
      const res = await app.inject({ url: `/api/core/casino/play/${id}` });
      expect(res.statusCode, id).toBe(410);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('This game session has ended.');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    }
    const { url } = await launched(plainGame().slug, 'demo');
    clock = new Date(NOW.getTime() + 4 * HOUR - 1);
    expect((await app.inject({ url })).statusCode).toBe(200);
    clock = new Date(NOW.getTime() + 4 * HOUR);
    const ended = await app.inject({ url });
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('This game session has ended.');
  });
});

describe('demo spin: play money from 1000, the wallet untouched', () => {
  it('spins move only the session\'s play money', async () => {
    const { token } = await login(app);
    const { sessionId } = await launched(plainGame().slug, 'demo', token);
    await nextMultiplier(0);
    const lost = await spun(sessionId, { stake: 1 });
    expect(lost).toMatchObject({ mode: 'demo', stake: 1, win: 0, multiplier: 0, balance: 999 });
    await nextMultiplier(2);
    const won = await spun(sessionId, { stake: 10 });
    expect(won).toMatchObject({ mode: 'demo', stake: 10, win: 20, multiplier: 2, balance: 1009 });
    expect(won.reels).toHaveLength(3);
    expect(await walletTotal(token)).toBe(500);
    expect(await gameTransactions(token)).toHaveLength(6); // the seeded history only
    // A demo win is not a win of the feed.
    expect((await topWins('my', token)).count).toBe(0);
    // Another demo session starts again from 1000.
    const other = await launched(plainGame().slug, 'demo', token);
    await nextMultiplier(0);
    expect((await spun(other.sessionId, { stake: 1 })).balance).toBe(999);
  });

  it('the game frame is an opaque origin: the spin call answers its CORS preflight, and every answer (refusals too) allows any origin', async () => {
    const { sessionId } = await launched(plainGame().slug, 'demo');
    const preflight = await app.inject({ method: 'OPTIONS', url: `/api/core/casino/play/${sessionId}/spin`,
      headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
    const ok = await app.inject({ method: 'POST', url: `/api/core/casino/play/${sessionId}/spin`, headers: { origin: 'null' }, payload: { stake: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    const refused = await app.inject({ method: 'POST', url: `/api/core/casino/play/${sessionId}/spin`, headers: { origin: 'null' }, payload: { stake: -1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    // Only the spin call: the site's own API stays same-origin.
    const other = await app.inject({ method: 'GET', url: '/api/core/casino/games?limit=1', headers: { origin: 'null' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a stake that is not a number above 0 (with at most 2 decimals) is 400, and bonusBuy must be a boolean', async () => {
    const { sessionId } = await launched(plainGame().slug, 'demo');
    for (const body of [{ stake: 0 }, { stake: -1 }, { stake: '1' }, { stake: null }, {}, { stake: 0.001 }, { stake: true }]) {
      const res = await spin(sessionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe('stake');
    }
    const bad = await spin(sessionId, { stake: 1, bonusBuy: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('bonusBuy');
    // None of them moved the play money.
    await nextMultiplier(0);
    expect((await spun(sessionId, { stake: 1 })).balance).toBe(999);
  });

  it('a stake over the play money is 422 INSUFFICIENT_FUNDS and changes nothing', async () => {
    const { sessionId } = await launched(plainGame().slug, 'demo');
    const over = await spin(sessionId, { stake: 1000.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    await nextMultiplier(0);
    expect((await spun(sessionId, { stake: 1000 })).balance).toBe(0);
    const broke = await spin(sessionId, { stake: 0.01 });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().code).toBe('INSUFFICIENT_FUNDS');
  });

  it("spins/next with an email is that player's next spin only: another player's spins do not take it", async () => {
    const { token } = await login(app);
    const mine = await launched(plainGame().slug, 'real', token);
    const guest = await launched(plainGame().slug, 'demo');
    await control('spins/next', { multiplier: 7, email: PLAYER });
    await nextMultiplier(3);
    // The guest takes the shared one, never the player's.
    expect((await spun(guest.sessionId, { stake: 1 })).multiplier).toBe(3);
    for (let i = 0; i < 5; i++) await spun(guest.sessionId, { stake: 0.1 });
    expect((await spun(mine.sessionId, { stake: 1 })).multiplier).toBe(7);
    expect((await post('/api/sandbox/spins/next', { multiplier: 1, email: 'nobody@sandbox.test' })).statusCode).toBe(404);
  });

  it('the fixed multiplier is used once: POST /api/sandbox/spins/next validates it, and null clears it', async () => {
    for (const multiplier of [-1, '2', undefined]) {
      expect((await post('/api/sandbox/spins/next', { multiplier })).statusCode, String(multiplier)).toBe(400);
    }
    const { sessionId } = await launched(plainGame().slug, 'demo');
    await nextMultiplier(50);
    expect((await spun(sessionId, { stake: 1 })).multiplier).toBe(50);
    // The next spin is the reels' again: over 30 spins not all are 50.
    const multipliers: number[] = [];
    for (let i = 0; i < 30; i++) multipliers.push((await spun(sessionId, { stake: 0.1 })).multiplier);
    expect(multipliers.some((m) => m !== 50)).toBe(true);
    await nextMultiplier(50);
    await nextMultiplier(null);
    const cleared: number[] = [];
    for (let i = 0; i < 30; i++) cleared.push((await spun(sessionId, { stake: 0.1 })).multiplier);
    expect(cleared.some((m) => m !== 50)).toBe(true);
  });
});

describe('real spin: the wallet, the ledger and the top wins (spec 2.5)', () => {
  it('with the next multiplier 2 the wallet goes from 500 to exactly 500 - stake + 2 x stake', async () => {
    const { token } = await login(app);
    const g = plainGame();
    const { sessionId } = await launched(g.slug, 'real', token);
    await nextMultiplier(2);
    const result = await spun(sessionId, { stake: 1.5 });
    expect(result).toMatchObject({ mode: 'real', stake: 1.5, win: 3, multiplier: 2, balance: 501.5 });
    expect(await walletTotal(token)).toBe(501.5);
    // The ledger has the bet and the win, both referencing the game.
    const ledger = await gameTransactions(token);
    expect(ledger.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'credit', amount: 3, reference: `game:${g.slug}` }),
      expect.objectContaining({ type: 'debit', amount: -1.5, reference: `game:${g.slug}` }),
    ]);
  });

  it('a losing spin takes the stake and records no win', async () => {
    const { token } = await login(app);
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    await nextMultiplier(0);
    expect(await spun(sessionId, { stake: 2 })).toMatchObject({ win: 0, multiplier: 0, balance: 498 });
    expect(await walletTotal(token)).toBe(498);
    expect((await topWins('my', token)).count).toBe(0);
  });

  it('a player whose currency has no decimals (JPY) can play a game whose bounds have decimals', async () => {
    const email = 'yen@sandbox.test';
    const signUp = await post('/api/user/sign-up', {
      email, password: 'Yen12345', firstName: 'Yu', lastName: 'Sato', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'JPY',
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const token = signUp.json().data.accessToken as string;
    await control('wallet', { email, amount: 1000 });
    const g = game('with fractional bounds', (x) => !Number.isInteger(x.minBet) && x.hasDemo && x.isBonus && unrestricted(x) && x.maxBet >= 50);
    const { sessionId } = await launched(g.slug, 'real', token);
    await nextMultiplier(2);
    expect(await spun(sessionId, { stake: 10 })).toMatchObject({ mode: 'real', stake: 10, win: 20, balance: 1010 });
    // The game's bounds still hold, in whole yen.
    const over = await spin(sessionId, { stake: Math.floor(g.maxBet) + 1 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'MAX_BET_LIMIT_REACHED', limit: Math.floor(g.maxBet) });
    // A stake with decimals is not a yen amount.
    expect((await spin(sessionId, { stake: 1.5 })).statusCode).toBe(400);
    expect(await walletTotal(token)).toBe(1010);
  });

  it('a stake the wallet cannot cover is 422 INSUFFICIENT_FUNDS and the wallet is untouched', async () => {
    await control('wallet', { email: NEW_PLAYER, amount: 1 });
    const { token } = await login(app, NEW_PLAYER);
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    const res = await spin(sessionId, { stake: 1.01 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await walletTotal(token)).toBe(1);
    expect(await gameTransactions(token)).toHaveLength(0);
  });

  it('a win is recorded and comes first in tab=my (with a token) and tab=all', async () => {
    const { token } = await login(app);
    const g = plainGame();
    const before = await topWins('all');
    const { sessionId } = await launched(g.slug, 'real', token);
    await nextMultiplier(3);
    await spun(sessionId, { stake: 2 });
    const mine = await topWins('my', token);
    expect(mine.count).toBe(1);
    const expected = {
      player: 'lucky_maria', ghost: false, stake: 2, win: 6, multiplier: 3, currencyCode: 'EUR', createdAt: NOW.toISOString(),
      game: expect.objectContaining({ slug: g.slug, name: g.name }),
    };
    expect(mine.rows[0]).toMatchObject(expected);
    const all = await topWins('all');
    expect(all.count).toBe(before.count + 1);
    expect(all.rows[0]).toMatchObject({ ...expected, id: mine.rows[0].id });
    // The newest of two wins at the same time comes first.
    await nextMultiplier(5);
    await spun(sessionId, { stake: 1 });
    expect((await topWins('my', token)).rows.map((r) => r.win)).toEqual([5, 6]);
    expect((await topWins('all')).rows[0]).toMatchObject({ win: 5, player: 'lucky_maria' });
    // Another player's my tab does not have them.
    const other = await login(app, NEW_PLAYER);
    expect((await topWins('my', other.token)).count).toBe(0);
  });

  it('tab=my needs a token: 401 LOGIN_REQUIRED without one or with an invalid one (never 403); a bad tab is 400', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const res = await app.inject({ url: '/api/core/casino/top-wins?tab=my', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'LOGIN_REQUIRED' });
    }
    expect((await app.inject({ url: '/api/core/casino/top-wins?tab=best' })).statusCode).toBe(400);
  });

  it('the public tabs: all newest first, high-rollers stake >= 20 by win, multiplier by multiplier', async () => {
    const all = await topWins('all', undefined, 100);
    const times = all.rows.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const high = await topWins('high-rollers', undefined, 100);
    expect(high.rows.length).toBeGreaterThan(0);
    expect(high.rows.every((r) => r.stake >= 20)).toBe(true);
    expect(high.rows.map((r) => r.win)).toEqual([...high.rows.map((r) => r.win)].sort((a, b) => b - a));
    const multiplier = await topWins('multiplier', undefined, 100);
    expect(multiplier.rows.map((r) => r.multiplier)).toEqual([...multiplier.rows.map((r) => r.multiplier)].sort((a, b) => b - a));
  });
});

describe('spec 3 Limit types / spec 8 Bet limits: the player\'s own limits refuse a real bet with 422 BET_LIMIT', () => {
  it('maxBet 1: a stake of 2 is refused with limitType maxBetLimit, bet 2, limit 1, and the balance is unchanged', async () => {
    const { token } = await login(app);
    await control('limits', { email: PLAYER, limits: { maxBet: 1 } });
    expect((await userDetails(token)).userLimit.betLimits).toMatchObject({ maxBet: 1, minBet: null, dailyBet: null });
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    const res = await spin(sessionId, { stake: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'BET_LIMIT', limitType: 'maxBetLimit', bet: 2, limit: 1 });
    expect(await walletTotal(token)).toBe(500);
    expect(await gameTransactions(token)).toHaveLength(6);
    // A stake at the limit goes through.
    await nextMultiplier(0);
    expect((await spun(sessionId, { stake: 1 })).balance).toBe(499);
  });

  it("spec 8 'A bonus-bet limit breach message exists': a stake above the active bonus's maxBet is refused as bonusBetLimit", async () => {
    const { token } = await login(app);
    await control('active-bonus', { email: PLAYER, bonusId: 101 });
    expect(bonusSeeds().find((b) => b.id === 101)?.maxBet).toBe(5);
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    const before = await walletTotal(token);
    const res = await spin(sessionId, { stake: 6 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'BET_LIMIT', limitType: 'bonusBetLimit', bet: 6, limit: 5 });
    expect(await walletTotal(token)).toBe(before);
    // At the maximum the bet goes through; without the bonus the cap is gone.
    await nextMultiplier(0);
    expect((await spin(sessionId, { stake: 5 })).statusCode).toBe(200);
    await control('active-bonus', { email: PLAYER, bonusId: null });
    await nextMultiplier(0);
    expect((await spin(sessionId, { stake: 6 })).statusCode).toBe(200);
  });

  it('minBet: a stake under the player\'s minimum is maxBetLimit too (spec 5: outside the min and max bet limits)', async () => {
    const { token } = await login(app);
    await control('limits', { email: PLAYER, limits: { minBet: 2 } });
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    const res = await spin(sessionId, { stake: 1.99 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'maxBetLimit', bet: 1.99, limit: 2 });
  });

  it('limits {maxBet: null} removes the limit and leaves the others', async () => {
    const { token } = await login(app);
    await control('limits', { email: PLAYER, limits: { maxBet: 1, dailyBet: 100 } });
    await control('limits', { email: PLAYER, limits: { maxBet: null } });
    expect((await userDetails(token)).userLimit.betLimits).toMatchObject({ maxBet: null, dailyBet: 100 });
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    await spun(sessionId, { stake: 2 });
  });

  it('dailyBet 3: today\'s stakes plus this one above 3 are refused (dailyBetLimit); the next UTC day starts again', async () => {
    const { token } = await login(app);
    await control('limits', { email: PLAYER, limits: { dailyBet: 3 } });
    const g = plainGame();
    const { sessionId } = await launched(g.slug, 'real', token);
    // Wins do not give stake room back.
    await nextMultiplier(10);
    await spun(sessionId, { stake: 2 });
    const res = await spin(sessionId, { stake: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'BET_LIMIT', limitType: 'dailyBetLimit', bet: 2, limit: 3 });
    await spun(sessionId, { stake: 1 });
    expect((await spin(sessionId, { stake: 1 })).json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'dailyBetLimit', bet: 1, limit: 3 });
    // Just before midnight (UTC) still today; after it a new day (a new game session: the old one expired).
    clock = new Date('2026-06-17T23:59:59.000Z');
    const late = await launched(g.slug, 'real', token);
    expect((await spin(late.sessionId, { stake: 1 })).statusCode).toBe(422);
    clock = new Date('2026-06-18T00:00:00.000Z');
    const tomorrow = await launched(g.slug, 'real', token);
    await spun(tomorrow.sessionId, { stake: 2 });
  });

  it('weeklyBet counts the week from Monday, the seeded bets of 2 days ago included (100 EUR)', async () => {
    const { token } = await login(app);
    await control('limits', { email: PLAYER, limits: { weeklyBet: 101 } });
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    const res = await spin(sessionId, { stake: 2 });
    expect(res.json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'weeklyBetLimit', bet: 2, limit: 101 });
    await spun(sessionId, { stake: 1 });
    // The monthly limit also counts the seeded bets of 13 days ago (180) and 29 days ago is last month.
    await control('limits', { email: PLAYER, limits: { weeklyBet: null, monthlyBet: 281 } });
    expect((await spin(sessionId, { stake: 1 })).json()).toMatchObject({ limitType: 'monthlyBetLimit', bet: 1, limit: 281 });
    await control('limits', { email: PLAYER, limits: { monthlyBet: 282 } });
    await spun(sessionId, { stake: 1 });
  });

  it('dailyLoss 5: today\'s net loss plus this stake above 5 is refused (dailyLossLimit)', async () => {
    const { token } = await login(app);
    await control('limits', { email: PLAYER, limits: { dailyLoss: 5 } });
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    await nextMultiplier(0);
    await spun(sessionId, { stake: 2 });
    await nextMultiplier(0);
    await spun(sessionId, { stake: 2 });
    const res = await spin(sessionId, { stake: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'dailyLossLimit', bet: 2, limit: 5 });
    await nextMultiplier(3);
    await spun(sessionId, { stake: 1 }); // loss now 4 + 1 - 3 = 2
    await spun(sessionId, { stake: 3 });
  });

  it('the game\'s own bounds: MAX_BET_LIMIT_REACHED with the game\'s maxBet or minBet as the limit', async () => {
    const { token } = await login(app);
    const g = game('with min bet above 0.01', (x) => x.minBet > 0.01 && x.maxBet <= 400 && unrestricted(x) && x.isBonus);
    const { sessionId } = await launched(g.slug, 'real', token);
    const over = Math.round((g.maxBet + 0.01) * 100) / 100;
    expect((await spin(sessionId, { stake: over })).json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'MAX_BET_LIMIT_REACHED', bet: over, limit: g.maxBet });
    expect((await spin(sessionId, { stake: 0.01 })).json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'MAX_BET_LIMIT_REACHED', bet: 0.01, limit: g.minBet });
    expect(await walletTotal(token)).toBe(500);
  });

  it('a demo spin ignores the player\'s limits', async () => {
    const { token } = await login(app);
    await control('limits', { email: PLAYER, limits: { maxBet: 1 } });
    const { sessionId } = await launched(plainGame().slug, 'demo', token);
    await spun(sessionId, { stake: 5 });
  });

  it('invalid limit keys and values are 400 and change nothing; an unknown player is 404', async () => {
    const { token } = await login(app);
    const bad: Array<[Body, string]> = [
      [{ maxbet: 1 }, 'limits.maxbet'], [{ maxBet: 0 }, 'limits.maxBet'], [{ maxBet: -5 }, 'limits.maxBet'],
      [{ dailyLoss: '5' }, 'limits.dailyLoss'], [{ weeklyBet: 0.001 }, 'limits.weeklyBet'], [{ maxBet: 1, unknown: 2 }, 'limits.unknown'],
    ];
    for (const [limits, field] of bad) {
      const res = await post('/api/sandbox/limits', { email: PLAYER, limits });
      expect(res.statusCode, JSON.stringify(limits)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect(Object.values((await userDetails(token)).userLimit.betLimits).every((v) => v === null)).toBe(true);
    expect((await post('/api/sandbox/limits', { limits: { maxBet: 1 } })).statusCode).toBe(400);
    expect((await post('/api/sandbox/limits', { email: 'nobody@sandbox.test', limits: { maxBet: 1 } })).statusCode).toBe(404);
  });
});

describe("spec 4 Bonus rules: 'A one-off bonus buy confirmation excludes only the next transaction from bet-limit checks'", () => {
  // A bonus buy's price is 50 x its stake, worked out by the server (issue 10 item 4).
  async function limitedPlayer(limits: Body = { maxBet: 1 }) {
    const { token } = await login(app);
    await control('limits', { email: PLAYER, limits });
    const { sessionId } = await launched(bonusBuyGame().slug, 'real', token);
    return { token, sessionId };
  }
  const confirm = (sessionId: unknown, token: string, price: unknown = 50) => post('/api/user/bonus-buy-confirm', { sessionId, price }, token);

  it('a real bonus buy needs the confirmation of its price first: 409 BONUS_BUY_NOT_CONFIRMED, nothing moves', async () => {
    const { token } = await login(app);
    const { sessionId } = await launched(bonusBuyGame().slug, 'real', token);
    const res = await spin(sessionId, { stake: 1, bonusBuy: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'BONUS_BUY_NOT_CONFIRMED', price: 50 });
    expect(await walletTotal(token)).toBe(500);
  });

  it('the server charges 50 times the stake, whatever the client thinks the price is', async () => {
    const { token } = await login(app);
    const { sessionId } = await launched(bonusBuyGame().slug, 'real', token);
    const res = await confirm(sessionId, token, 50);
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/bonus-buy-confirm.response', res.json());
    expect(res.json()).toEqual({ success: true, data: { sessionId, price: 50, exemptNext: true } });
    const bought = await spun(sessionId, { stake: 1, bonusBuy: true });
    expect(bought).toMatchObject({ stake: 1, price: 50 });
    expect(BONUS_BUY_MULTIPLIERS).toContain(bought.multiplier);
    expect(bought.balance).toBe(Math.round((500 - 50 + 50 * bought.multiplier) * 100) / 100);
    expect(await walletTotal(token)).toBe(bought.balance);
  });

  it('the confirmation is bound to its price: a buy of another price is not confirmed', async () => {
    const { token, sessionId } = await limitedPlayer({});
    await confirm(sessionId, token, 50);
    const dearer = await spin(sessionId, { stake: 2, bonusBuy: true });
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json()).toMatchObject({ code: 'BONUS_BUY_NOT_CONFIRMED', price: 100 });
    await spun(sessionId, { stake: 1, bonusBuy: true });
  });

  it('a price that is not 50 times a stake the game takes cannot be confirmed (the review\'s stake of 900)', async () => {
    const { token, sessionId } = await limitedPlayer();
    const { maxBet } = bonusBuyGame();
    for (const price of [(maxBet + 1) * 50, 45_000, 0.01, 0, -50, '50']) {
      const res = await confirm(sessionId, token, price);
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().field).toBe('price');
    }
    expect((await spin(sessionId, { stake: 900, bonusBuy: true })).json().code).toBe('BONUS_BUY_NOT_CONFIRMED');
    expect(await walletTotal(token)).toBe(500);
  });

  it('the confirmation lets exactly the next bonus buy past the player\'s bet limit; the one after needs a new one', async () => {
    const { token, sessionId } = await limitedPlayer();
    expect((await confirm(sessionId, token)).statusCode).toBe(200);
    const bought = await spun(sessionId, { stake: 1, bonusBuy: true });
    expect(await walletTotal(token)).toBe(bought.balance);
    const again = await spin(sessionId, { stake: 1, bonusBuy: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BONUS_BUY_NOT_CONFIRMED');
    expect(await walletTotal(token)).toBe(bought.balance);
  });

  it('the confirmation never passes the player\'s loss limits', async () => {
    const { token, sessionId } = await limitedPlayer({ maxBet: 1, dailyLoss: 10 });
    await confirm(sessionId, token);
    const res = await spin(sessionId, { stake: 1, bonusBuy: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'dailyLossLimit', bet: 50, limit: 10 });
    expect(await walletTotal(token)).toBe(500);
  });

  it('the next transaction uses the confirmation up even when it is an ordinary spin', async () => {
    const { token, sessionId } = await limitedPlayer();
    await confirm(sessionId, token);
    await spun(sessionId, { stake: 1 });
    const res = await spin(sessionId, { stake: 1, bonusBuy: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BONUS_BUY_NOT_CONFIRMED');
  });

  it('the confirmation exempts only the bonus buy: an ordinary spin over the limit is still refused', async () => {
    const { token, sessionId } = await limitedPlayer();
    await confirm(sessionId, token);
    const res = await spin(sessionId, { stake: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'maxBetLimit', bet: 2, limit: 1 });
  });

  it('the confirmation belongs to one game session', async () => {
    const { token, sessionId } = await limitedPlayer();
    const other = await launched(bonusBuyGame().slug, 'real', token);
    await confirm(sessionId, token);
    expect((await spin(other.sessionId, { stake: 1, bonusBuy: true })).statusCode).toBe(409);
    await spun(sessionId, { stake: 1, bonusBuy: true });
  });

  it('a demo bonus buy costs 50 times the stake of play money and needs no confirmation', async () => {
    const { sessionId } = await launched(bonusBuyGame().slug, 'demo');
    const bought = await spun(sessionId, { stake: 1, bonusBuy: true });
    expect(bought).toMatchObject({ stake: 1, price: 50, mode: 'demo' });
    expect(bought.balance).toBe(Math.round((1000 - 50 + 50 * bought.multiplier) * 100) / 100);
  });

  it('another player\'s session or an unknown one is 404; a game without bonus buy is 400; no sessionId is 400', async () => {
    const { token, sessionId } = await limitedPlayer();
    const other = await login(app, NEW_PLAYER);
    const foreign = await confirm(sessionId, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: 'GAME_SESSION_NOT_FOUND' });
    // The refused confirmation did not confirm the owner's next bonus buy.
    expect((await spin(sessionId, { stake: 1, bonusBuy: true })).statusCode).toBe(409);
    const guestDemo = await launched(bonusBuyGame().slug, 'demo');
    expect((await confirm(guestDemo.sessionId, token)).statusCode).toBe(404);
    expect((await confirm('f'.repeat(48), token)).statusCode).toBe(404);

    const plain = await launched(plainGame().slug, 'real', token);
    const noBuy = await confirm(plain.sessionId, token);
    expect(noBuy.statusCode).toBe(400);
    expect((await spin(plain.sessionId, { stake: 1, bonusBuy: true })).statusCode).toBe(400);
    expect((await confirm(undefined, token)).statusCode).toBe(400);
  });

  it('the confirmation needs a live session and a logged-in player (403 without a token)', async () => {
    const { token, sessionId } = await limitedPlayer();
    expect((await post('/api/user/bonus-buy-confirm', { sessionId })).statusCode).toBe(403);
    clock = new Date(NOW.getTime() + 4 * HOUR);
    const ended = await confirm(sessionId, token);
    expect(ended.statusCode).toBe(410);
    expect(ended.json().code).toBe('SESSION_ENDED');
  });
});

describe('spec 6 Ghost mode: PUT /api/user/ghost-mode hides the player\'s name from the public feeds', () => {
  const ghost = (enabled: unknown, token?: string) => request('PUT', '/api/user/ghost-mode', { enabled }, token);

  it('on: user details say so, the player\'s rows in tab=all have player null and ghost true; tab=my still names the player', async () => {
    const { token } = await login(app);
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    // A win from before ghost mode is hidden too.
    await nextMultiplier(2);
    await spun(sessionId, { stake: 1 });
    expect((await topWins('all')).rows[0]).toMatchObject({ player: 'lucky_maria', ghost: false });

    const res = await ghost(true, token);
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/ghost-mode.response', res.json());
    expect(res.json()).toEqual({ success: true, data: { ghostMode: true } });
    expect((await userDetails(token)).ghostMode).toBe(true);

    await nextMultiplier(5000);
    await spun(sessionId, { stake: 1 });
    const mine = await topWins('my', token);
    expect(mine.count).toBe(2);
    expect(mine.rows.every((r) => r.player === 'lucky_maria' && r.ghost)).toBe(true);
    const ids = new Set(mine.rows.map((r) => r.id));
    const all = await topWins('all', undefined, 100);
    const mineInAll = all.rows.filter((r) => ids.has(r.id));
    expect(mineInAll).toHaveLength(2);
    expect(mineInAll.every((r) => r.player === null && r.ghost === true)).toBe(true);
    expect(all.rows.some((r) => r.player === 'lucky_maria')).toBe(false);
    // The other public tab too: the 5000x win tops the multiplier tab, nameless.
    expect((await topWins('multiplier')).rows[0]).toMatchObject({ id: mine.rows[0].id, multiplier: 5000, player: null, ghost: true });

    // Off again: the name is back.
    expect((await ghost(false, token)).json()).toEqual({ success: true, data: { ghostMode: false } });
    expect((await userDetails(token)).ghostMode).toBe(false);
    expect((await topWins('all')).rows[0]).toMatchObject({ player: 'lucky_maria', ghost: false });
  });

  it('a fresh player is not a ghost; the seeded feed has some ghost rows, all nameless', async () => {
    const { token } = await login(app);
    expect((await userDetails(token)).ghostMode).toBe(false);
    const all = await topWins('all', undefined, 100);
    const ghosts = all.rows.filter((r) => r.ghost);
    expect(ghosts.length).toBeGreaterThan(0);
    expect(ghosts.every((r) => r.player === null)).toBe(true);
    expect(all.rows.filter((r) => !r.ghost).every((r) => typeof r.player === 'string' && r.player.length > 0)).toBe(true);
  });

  it('enabled must be a boolean (400), and the call needs a token (403)', async () => {
    const { token } = await login(app);
    for (const enabled of ['true', 1, null, undefined]) {
      const res = await ghost(enabled, token);
      expect(res.statusCode, String(enabled)).toBe(400);
      expect(res.json().field).toBe('enabled');
    }
    expect((await userDetails(token)).ghostMode).toBe(false);
    expect((await ghost(true)).statusCode).toBe(403);
  });
});

describe('a real game session ends with the login', () => {
  it('after logout a spin is 410 SESSION_ENDED, the page is the ended page, and the wallet is untouched', async () => {
    const { token } = await login(app);
    const { sessionId, url } = await launched(plainGame().slug, 'real', token);
    await nextMultiplier(0);
    await spun(sessionId, { stake: 1 });
    const out = await post('/api/user/logout', { reason: 'USER_INITIATED' }, token);
    expect(out.statusCode).toBe(200);
    const res = await spin(sessionId, { stake: 1 });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ success: false, code: 'SESSION_ENDED' });
    expect((await app.inject({ url })).statusCode).toBe(410);
    // Logging in again does not bring the old game session back.
    const again = await login(app);
    expect((await spin(sessionId, { stake: 1 })).statusCode).toBe(410);
    expect(await walletTotal(again.token)).toBe(499);
  });

  it('a guest\'s demo session is not tied to anyone\'s login', async () => {
    const { token } = await login(app);
    const demo = await launched(plainGame().slug, 'demo');
    await post('/api/user/logout', {}, token);
    await spun(demo.sessionId, { stake: 1 });
  });

  it('a game session ends 4 hours after the launch; an unknown id is 410 too', async () => {
    const { token } = await login(app);
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    clock = new Date(NOW.getTime() + 4 * HOUR - 1);
    await spun(sessionId, { stake: 1 });
    clock = new Date(NOW.getTime() + 4 * HOUR);
    expect((await spin(sessionId, { stake: 1 })).json()).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await spin('0'.repeat(48), { stake: 1 })).statusCode).toBe(410);
  });
});

describe('spec 4 Self-exclusion on every real spin (issue 10 item 16)', () => {
  it('an exclusion that starts ends the player\'s real game sessions at once: the next spin is 410, the wallet untouched; demo play goes on', async () => {
    const { token } = await login(app);
    const real = await launched(plainGame().slug, 'real', token);
    const demo = await launched(plainGame().slug, 'demo', token);
    await nextMultiplier(0);
    await spun(real.sessionId, { stake: 1 });
    const started = await control('self-exclusion', { email: PLAYER, until: '2026-12-31' });
    expect(started.data.endedGameSessions).toBe(1);
    const res = await spin(real.sessionId, { stake: 1 });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('SESSION_ENDED');
    expect(await walletTotal(token)).toBe(499);
    await spun(demo.sessionId, { stake: 1 });
    // And no new real game either (spec 4: a self-excluded user can only withdraw).
    const again = await post(`/api/core/casino/games/${plainGame().slug}/launch`, { mode: 'real' }, token);
    expect(again.json().code).toBe('SELF_EXCLUDED');
  });

  it('an exclusion in force at the spin refuses it, whatever started it (here: the clock going back into the seeded one)', async () => {
    // excluded@sandbox.test is excluded for a year from the seed: after it ends the player may play ...
    const excludedUntil = new Date(NOW.getTime() + 366 * 24 * HOUR);
    clock = new Date(excludedUntil.getTime() + 2 * 24 * HOUR);
    const { token } = await login(app, EXCLUDED);
    await control('wallet', { email: EXCLUDED, amount: 10 });
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    await nextMultiplier(0);
    const before = await walletTotal(token);
    await spun(sessionId, { stake: 1 });
    // ... and while one is in force, the spin is refused and ends the session.
    clock = new Date(NOW.getTime() + 24 * HOUR);
    const res = await spin(sessionId, { stake: 1 });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'SESSION_ENDED', reason: 'SELF_EXCLUDED' });
    clock = new Date(excludedUntil.getTime() + 2 * 24 * HOUR);
    expect((await spin(sessionId, { stake: 1 })).statusCode).toBe(410);
    expect(await walletTotal(token)).toBe(before - 1);
  });

  it('the control endpoint checks its input', async () => {
    expect((await post('/api/sandbox/self-exclusion', { email: PLAYER, until: 'soon' })).statusCode).toBe(400);
    expect((await post('/api/sandbox/self-exclusion', { email: PLAYER, until: null, permanent: 'yes' })).statusCode).toBe(400);
    expect((await post('/api/sandbox/self-exclusion', { email: 'nobody@sandbox.test', until: null })).statusCode).toBe(404);
  });
});

describe('real HTTP: concurrent spins and the socket events', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  const fetchJson = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? bearer(init.token) : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: await res.json() };
  };

  it('50 concurrent real spins of 1 on a 10 EUR wallet: never negative, every success is one debit, the balance adds up', async () => {
    expect((await fetchJson('/api/sandbox/wallet', { method: 'POST', body: { email: NEW_PLAYER, amount: 10 } })).status).toBe(200);
    const { token } = await login(app, NEW_PLAYER);
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    await nextMultiplier(0);
    const results = await Promise.all(Array.from({ length: 50 }, () =>
      fetchJson(`/api/core/casino/play/${sessionId}/spin`, { method: 'POST', body: { stake: 1 } })));
    const ok = results.filter((r) => r.status === 200).map((r) => r.body.data.spin as { balance: number; win: number; multiplier: number });
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 422 && r.body.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(ok.length + refused.length).toBe(50);
    // The fixed multiplier is taken once: the first spin lost.
    expect(ok.filter((s) => s.multiplier === 0).length).toBeGreaterThanOrEqual(1);
    expect(ok.every((s) => s.balance >= 0)).toBe(true);
    const wins = ok.reduce((sum, s) => sum + s.win, 0);
    const { userWallet } = await userDetails(token);
    expect(userWallet.totalAmount).toBe(10 - ok.length + wins);
    expect(userWallet.totalAmount).toBeGreaterThanOrEqual(0);
    // Money is whole euros here (stake 1, whole multipliers): a refusal means the wallet was down to 0.
    if (refused.length) expect(userWallet.totalAmount).toBe(0);
    expect(ok.length).toBeGreaterThanOrEqual(10);
    const ledger = await gameTransactions(token);
    expect(ledger.filter((t) => t.type === 'debit')).toHaveLength(ok.length);
    expect(ledger.filter((t) => t.type === 'debit').every((t) => t.amount === -1)).toBe(true);
    expect(ledger.filter((t) => t.type === 'credit').reduce((sum, t) => sum + t.amount, 0)).toBe(wins);
  });

  it('a real spin emits debit then credit (and the balance) to the player\'s sockets', async () => {
    const { token } = await login(app);
    const socket = connect(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no balance on connection')), 3000);
      socket.once('balance', () => { clearTimeout(timer); resolve(); });
    });
    const heard: Array<[string, Record<string, unknown>]> = [];
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`heard only ${JSON.stringify(heard)}`)), 3000);
      socket.onAny((event: string, payload: Record<string, unknown>) => {
        heard.push([event, payload]);
        if (heard.length === 4) { clearTimeout(timer); resolve(); }
      });
    });
    const { sessionId } = await launched(plainGame().slug, 'real', token);
    await nextMultiplier(2);
    await spun(sessionId, { stake: 4 });
    await done;
    expect(heard.map(([event]) => event)).toEqual(['debit', 'balance', 'credit', 'balance']);
    expect(heard[0][1]).toMatchObject({ amount: 4, total: 496 });
    expect(heard[2][1]).toMatchObject({ amount: 8, total: 504 });
    expect(heard[3][1]).toEqual({ cash: 504, nonCash: 0, total: 504, currencyCode: 'EUR' });
  });
});
