// The sandbox's self-exclusion and account freeze (server/sandbox/exclusion.ts; schemas self-exclusion,
// freeze-account): spec 2.5 Responsible gaming, spec 3 Enumerations (Self-exclusion durations, Freeze
// options, Session termination reasons: ACCOUNT_LOCKED), spec 4 Self-exclusion ('A self-excluded user can
// only withdraw'). Each test starts from a fresh seed at a fixed time and moves the sandbox's clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect, beforeAll, beforeEach, afterAll, afterEach } from 'vitest';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { bearer, expectValid, login, startSandbox, EXCLUDED, PASSWORD, PLAYER } from './sandbox-helpers';

const NOW = new Date('2026-06-17T12:00:00.000Z');
const HOUR = 3_600_000;

let app: FastifyInstance;
let base: string;
let clock = NOW;
let permanentAllowed = false;

beforeAll(async () => {
  app = await startSandbox({ now: () => clock, scrypt: { N: 1024 }, allowPermanentSelfExclusion: () => permanentAllowed });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());
beforeEach(async () => {
  clock = NOW;
  permanentAllowed = false;
  const res = await app.inject({ method: 'POST', url: '/api/sandbox/reset' });
  expect(res.statusCode, res.body).toBe(200);
});

const post = (url: string, payload: unknown, token?: string) =>
  app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const logIn = (email = PLAYER) => post('/api/user/login', { email, password: PASSWORD });

async function realSession(token: string): Promise<string> {
  const games = (await app.inject({ url: '/api/core/casino/games?limit=100' })).json().data.games.rows as Array<{ slug: string; restrictedCountries: string[]; minBet: number }>;
  const slug = games.find((g) => g.restrictedCountries.length === 0 && g.minBet <= 1)!.slug;
  const res = await post(`/api/core/casino/games/${slug}/launch`, { mode: 'real' }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.launch.sessionId;
}
const spin = (sessionId: string) => post(`/api/core/casino/play/${sessionId}/spin`, { stake: 1 });

describe('POST /api/user/self-exclusion (spec 3 Limit forms updateSelfExclusion, spec 4 Self-exclusion)', () => {
  it('excludes the player until the end of the duration, to the minute, and ends every real game session at once', async () => {
    const { token } = await login(app);
    const sessionId = await realSession(token);
    expect((await spin(sessionId)).statusCode).toBe(200);

    const res = await post('/api/user/self-exclusion', { duration: '1w' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/self-exclusion.response', res.json());
    expect(res.json().data).toEqual({ selfExclusion: '2026-06-24', selfExclusionEndsAt: '2026-06-24T12:00:00.000Z', isSelfExclusionPermanent: false, endedGameSessions: 1 });
    expect(res.json().message).toBe('You have excluded yourself until 2026-06-24 12:00 UTC. Until then you can only withdraw.');

    // The open game's next spin is refused: its session ended.
    const refused = await spin(sessionId);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe('SESSION_ENDED');
    // The player's details carry it (spec 3 userLimit), so the front end's auth state is self-excluded.
    const user = (await get('/api/user/get-user-details', token)).json().data.getUser;
    expect(user.userLimit).toMatchObject({ selfExclusion: '2026-06-24', selfExclusionEndsAt: '2026-06-24T12:00:00.000Z', isSelfExclusionPermanent: false });
  });

  it('a self-excluded player can only withdraw: no deposit, no real game, no bonus claim; a withdrawal works; still signed in', async () => {
    const { token } = await login(app);
    await post('/api/user/self-exclusion', { duration: '1h' }, token);
    const deposit = await post('/api/user/deposit', { paymentMethod: 'bank_transfer', amount: 25, requestId: 'excluded-deposit-01' }, token);
    expect(deposit.statusCode).toBe(409);
    expect(deposit.json().code).toBe('SELF_EXCLUDED');
    const games = (await app.inject({ url: '/api/core/casino/games?limit=100' })).json().data.games.rows as Array<{ slug: string; restrictedCountries: string[] }>;
    const launch = await post(`/api/core/casino/games/${games.find((g) => g.restrictedCountries.length === 0)!.slug}/launch`, { mode: 'real' }, token);
    expect(launch.json().code).toBe('SELF_EXCLUDED');
    expect((await get('/api/user/get-user-details', token)).statusCode).toBe(200);
    // No bonus either (the rakeback claim), but a withdrawal goes through.
    const claim = await post('/api/user/rakeback-claim?timeZone=UTC&bonusId=900', { bonusId: 900, claimDate: '2026-06-17', customerDate: '2026-06-17' }, token);
    expect(claim.json().code).toBe('SELF_EXCLUDED');
    const withdrawal = await post('/api/user/withdraw', { paymentMethod: 'visa', amount: 10, requestId: 'excluded-withdrawal-01' }, token);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    // Issue 29: it ends when the player chose, to the minute: an hour later, not at the end of the day.
    clock = new Date('2026-06-17T12:59:59.000Z');
    expect((await post('/api/user/deposit', { paymentMethod: 'bank_transfer', amount: 25, requestId: 'excluded-deposit-02' }, token)).json().code).toBe('SELF_EXCLUDED');
    clock = new Date('2026-06-17T13:00:00.000Z');
    expect((await post('/api/user/deposit', { paymentMethod: 'bank_transfer', amount: 25, requestId: 'excluded-deposit-03' }, token)).json().code).not.toBe('SELF_EXCLUDED');
    const user = (await get('/api/user/get-user-details', token)).json().data.getUser;
    expect(user.userLimit).toMatchObject({ selfExclusion: '2026-06-17', selfExclusionEndsAt: '2026-06-17T13:00:00.000Z' });
  });

  it('permanent only where the brand allows it; durations outside spec 3 are refused', async () => {
    const { token } = await login(app);
    const refused = await post('/api/user/self-exclusion', { duration: 'permanent' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PERMANENT_NOT_ALLOWED', field: 'duration' });
    expect((await post('/api/user/self-exclusion', { duration: '2d' }, token)).statusCode).toBe(400);
    expect((await post('/api/user/self-exclusion', { duration: '1h', extra: 'x'.repeat(10) }, token)).statusCode).toBe(400);
    expect((await post('/api/user/self-exclusion', { duration: '1h' })).statusCode).toBe(403);

    permanentAllowed = true;
    const res = await post('/api/user/self-exclusion', { duration: 'permanent' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ selfExclusion: null, isSelfExclusionPermanent: true });
    clock = new Date(NOW.getTime() + 5 * 365 * 24 * HOUR);
    const again = await login(app);
    expect((await post('/api/user/deposit', { paymentMethod: 'bank_transfer', amount: 25, requestId: 'excluded-deposit-04' }, again.token)).json().code).toBe('SELF_EXCLUDED');
  });
});

/** A refusal of an exclusion or freeze that would end early: 409 {success: false, code, message}. */
function expectShorter(res: Awaited<ReturnType<FastifyInstance['inject']>>, code: 'SELF_EXCLUSION_SHORTER' | 'FREEZE_SHORTER') {
  expect(res.statusCode, res.body).toBe(409);
  expectValid('api/exclusion.refusal', res.json());
  expect(res.json()).toMatchObject({ success: false, code, message: expect.stringMatching(/cannot be shortened or lifted/) });
}

describe('an exclusion cannot be lifted early (spec 4 Self-exclusion; security review N1)', () => {
  const userLimit = async (token: string) => (await get('/api/user/get-user-details', token)).json().data.getUser.userLimit;

  it('the seeded excluded@sandbox.test (a year) posting 1h is refused and stays excluded for the year', async () => {
    const { token } = await login(app, EXCLUDED);
    const before = await userLimit(token);
    expect(before).toMatchObject({ selfExclusion: '2027-06-17', isSelfExclusionPermanent: false });
    for (const duration of ['1h', '12h', '1d', '1m']) expectShorter(await post('/api/user/self-exclusion', { duration }, token), 'SELF_EXCLUSION_SHORTER');
    const refused = await post('/api/user/self-exclusion', { duration: '1h' }, token);
    expect(refused.json().message).toBe('You are already excluded until the end of 2027-06-17 (UTC). An exclusion cannot be shortened or lifted early: choose a period that ends later.');
    expect(await userLimit(token)).toMatchObject({ selfExclusion: '2027-06-17', isSelfExclusionPermanent: false });
    // Still excluded the day after the 1h would have ended.
    clock = new Date('2026-06-18T12:00:00.000Z');
    const deposit = await post('/api/user/deposit', { paymentMethod: 'bank_transfer', amount: 25, requestId: 'excluded-deposit-05' }, token);
    expect(deposit.json().code).toBe('SELF_EXCLUDED');
  });

  it('a fresh exclusion: 1 month then 1 hour is refused; the same end again or a later one is accepted and only lengthens', async () => {
    const { token } = await login(app);
    expect((await post('/api/user/self-exclusion', { duration: '1m' }, token)).json().data.selfExclusion).toBe('2026-07-17');
    expectShorter(await post('/api/user/self-exclusion', { duration: '1h' }, token), 'SELF_EXCLUSION_SHORTER');
    expectShorter(await post('/api/user/self-exclusion', { duration: '1w' }, token), 'SELF_EXCLUSION_SHORTER');
    expect(await userLimit(token)).toMatchObject({ selfExclusion: '2026-07-17', isSelfExclusionPermanent: false });

    const same = await post('/api/user/self-exclusion', { duration: '1m' }, token);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.selfExclusion).toBe('2026-07-17');
    // A week on, 1 month ends later than the one in force: it lengthens it.
    clock = new Date('2026-06-24T12:00:00.000Z');
    expectShorter(await post('/api/user/self-exclusion', { duration: '3d' }, token), 'SELF_EXCLUSION_SHORTER');
    const later = await post('/api/user/self-exclusion', { duration: '1m' }, token);
    expect(later.statusCode, later.body).toBe(200);
    expect(await userLimit(token)).toMatchObject({ selfExclusion: '2026-07-24', isSelfExclusionPermanent: false });
  });

  it('to the minute: the same end again is accepted, a later one lengthens, an earlier one is refused', async () => {
    const { token } = await login(app);
    expect((await post('/api/user/self-exclusion', { duration: '12h' }, token)).json().data.selfExclusionEndsAt).toBe('2026-06-18T00:00:00.000Z');
    expect((await post('/api/user/self-exclusion', { duration: '12h' }, token)).statusCode).toBe(200);
    // A minute on, 12 hours ends a minute later: accepted; an hour on, 1 hour ends at 14:00, before it: refused.
    clock = new Date('2026-06-17T12:01:00.000Z');
    const later = await post('/api/user/self-exclusion', { duration: '12h' }, token);
    expect(later.statusCode, later.body).toBe(200);
    expect(await userLimit(token)).toMatchObject({ selfExclusion: '2026-06-18', selfExclusionEndsAt: '2026-06-18T00:01:00.000Z' });
    clock = new Date('2026-06-17T13:00:00.000Z');
    const refused = await post('/api/user/self-exclusion', { duration: '1h' }, token);
    expectShorter(refused, 'SELF_EXCLUSION_SHORTER');
    expect(refused.json().message).toBe('You are already excluded until 2026-06-18 00:01 UTC. An exclusion cannot be shortened or lifted early: choose a period that ends later.');
  });

  it('a permanent exclusion stays permanent: every duration is refused; permanent again is accepted', async () => {
    permanentAllowed = true;
    const { token } = await login(app);
    expect((await post('/api/user/self-exclusion', { duration: 'permanent' }, token)).statusCode).toBe(200);
    for (const duration of ['1h', '12h', '1d', '3d', '1w', '1m']) expectShorter(await post('/api/user/self-exclusion', { duration }, token), 'SELF_EXCLUSION_SHORTER');
    expect((await post('/api/user/self-exclusion', { duration: '1m' }, token)).json().message)
      .toBe('You have excluded yourself permanently. A permanent exclusion cannot be shortened or lifted.');
    expect(await userLimit(token)).toMatchObject({ selfExclusion: null, isSelfExclusionPermanent: true });
    expect((await post('/api/user/self-exclusion', { duration: 'permanent' }, token)).statusCode).toBe(200);
    // The seeded year-long exclusion can be made permanent (it lengthens it).
    const excluded = await login(app, EXCLUDED);
    expect((await post('/api/user/self-exclusion', { duration: 'permanent' }, excluded.token)).statusCode).toBe(200);
    expect(await userLimit(excluded.token)).toMatchObject({ isSelfExclusionPermanent: true });
  });

  it('an exclusion already over is lengthened by any new one', async () => {
    const { token } = await login(app);
    await post('/api/user/self-exclusion', { duration: '1w' }, token);
    clock = new Date('2026-06-25T00:00:00.000Z');
    const res = await post('/api/user/self-exclusion', { duration: '1h' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ selfExclusion: '2026-06-25', selfExclusionEndsAt: '2026-06-25T01:00:00.000Z' });
  });

  it('the control endpoint may still shorten or lift one (tests need it)', async () => {
    const { token } = await login(app, EXCLUDED);
    expect((await post('/api/sandbox/self-exclusion', { email: EXCLUDED, until: '2026-06-17' })).statusCode).toBe(200);
    expect(await userLimit(token)).toMatchObject({ selfExclusion: '2026-06-17' });
    expect((await post('/api/sandbox/self-exclusion', { email: EXCLUDED, until: null })).statusCode).toBe(200);
    expect(await userLimit(token)).toMatchObject({ selfExclusion: null, isSelfExclusionPermanent: false });
  });
});

describe('POST /api/user/freeze-account (spec 2.5 Freeze account, spec 3 Freeze options)', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });

  it('revokes every session of the player at once (ACCOUNT_LOCKED), closes their sockets and ends real play', async () => {
    const first = await login(app);
    const second = await login(app);
    const sessionId = await realSession(second.token);
    const socket = connect(base, { path: '/socket.io', transports: ['websocket'], auth: { token: second.token }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const res = await post('/api/user/freeze-account', { days: 3 }, first.token);
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/freeze-account.response', res.json());
    expect(res.json().data).toEqual({ until: '2026-06-20T12:00:00.000Z', revokedSessions: 2 });
    expect(res.json().message).toContain('2026-06-20 12:00 UTC');

    expect(await closed).toBe('io server disconnect');
    expect((await get('/api/user/get-user-details', first.token)).statusCode).toBe(403);
    expect((await get('/api/user/get-user-details', second.token)).statusCode).toBe(403);
    expect((await spin(sessionId)).statusCode).toBe(410);
  });

  it('refuses login until the end with ACCOUNT_FROZEN, naming it; then lets the player in', async () => {
    const { token } = await login(app);
    await post('/api/user/freeze-account', { days: 1 }, token);

    const refused = await logIn();
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_FROZEN', until: '2026-06-18T12:00:00.000Z' });
    expect(refused.json().message).toBe('Your account is frozen until 2026-06-18 12:00 UTC. You can log in again after that.');
    // A wrong password says nothing about the freeze.
    const wrong = await post('/api/user/login', { email: PLAYER, password: 'Wrong123!' });
    expect(wrong.statusCode).toBe(401);

    clock = new Date('2026-06-18T11:59:59.000Z');
    expect((await logIn()).statusCode).toBe(423);
    clock = new Date('2026-06-18T12:00:00.000Z');
    const allowed = await logIn();
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await get('/api/user/get-user-details', allowed.json().data.accessToken)).statusCode).toBe(200);
  });

  it('takes only spec 3 Freeze options, and a session', async () => {
    const { token } = await login(app);
    for (const days of [0, 2, 5, 30, '7']) expect((await post('/api/user/freeze-account', { days }, token)).statusCode).toBe(400);
    expect((await post('/api/user/freeze-account', { days: 7 })).statusCode).toBe(403);
    expect((await get('/api/user/get-user-details', token)).statusCode).toBe(200);
  });

  it('the control endpoint freezes and lifts a freeze', async () => {
    const { token } = await login(app);
    const frozen = await post('/api/sandbox/freeze', { email: PLAYER, until: '2026-07-01T00:00:00Z' });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json().data).toEqual({ until: '2026-07-01T00:00:00.000Z', revokedSessions: 1 });
    expect((await get('/api/user/get-user-details', token)).statusCode).toBe(403);
    expect((await logIn()).statusCode).toBe(423);
    expect((await post('/api/sandbox/freeze', { email: PLAYER, until: null })).statusCode).toBe(200);
    expect((await logIn()).statusCode).toBe(200);
    expect((await post('/api/sandbox/freeze', { email: PLAYER, until: 'soon' })).statusCode).toBe(400);
  });
});

describe('a freeze cannot be lifted early (security review N1)', () => {
  // A freeze revokes every session and refuses login, so a player has no session while frozen; another
  // path writing the freeze (support, a database file the test writes) can leave one open. That session's
  // freeze call must not shorten the freeze.
  let dir: string;
  let fileApp: FastifyInstance;
  afterEach(async () => {
    await fileApp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a shorter freeze is refused with FREEZE_SHORTER and the running one stays; the same end again is accepted', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-freeze-'));
    const file = join(dir, 'sandbox.db');
    fileApp = await startSandbox({ db: file, now: () => NOW, scrypt: { N: 1024 } });
    const { token, userId } = await login(fileApp);
    const running = '2026-06-27T12:00:00.000Z';
    const db = new Database(file);
    const frozenUntil = () => (db.prepare('SELECT frozen_until AS until FROM users WHERE id = ?').get(userId) as { until: string }).until;
    try {
      db.prepare('UPDATE users SET frozen_until = ? WHERE id = ?').run(running, userId);
      const freeze = (days: number) => fileApp.inject({ method: 'POST', url: '/api/user/freeze-account', payload: { days }, headers: bearer(token) });
      const refused = await freeze(1);
      expectShorter(refused, 'FREEZE_SHORTER');
      expect(refused.json().message).toBe('Your account is already frozen until 2026-06-27 12:00 UTC. A freeze cannot be shortened or lifted early: choose a period that ends later.');
      expectShorter(await freeze(7), 'FREEZE_SHORTER');
      expect(frozenUntil()).toBe(running);
      // The refusal revoked nothing: the session still answers.
      expect((await fileApp.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).statusCode).toBe(200);
      const equal = await freeze(10);
      expect(equal.statusCode, equal.body).toBe(200);
      expect(frozenUntil()).toBe(running);
    } finally {
      db.close();
    }
  });

  it('a longer freeze than the running one is accepted', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-freeze-'));
    const file = join(dir, 'sandbox.db');
    fileApp = await startSandbox({ db: file, now: () => NOW, scrypt: { N: 1024 } });
    const { token, userId } = await login(fileApp);
    const db = new Database(file);
    try {
      db.prepare('UPDATE users SET frozen_until = ? WHERE id = ?').run('2026-06-18T12:00:00.000Z', userId);
      const res = await fileApp.inject({ method: 'POST', url: '/api/user/freeze-account', payload: { days: 3 }, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect((db.prepare('SELECT frozen_until AS until FROM users WHERE id = ?').get(userId) as { until: string }).until).toBe('2026-06-20T12:00:00.000Z');
    } finally {
      db.close();
    }
  });
});
