// Guessing and flooding limits of the sandbox (issue 10 items 5, 10 and 11; security review findings 6,
// 11 and 12): the per-account login lockout, per-IP ceilings, the fair password queue, the per-player
// password-change lockout, reset requests per address and the sign-up race.
import { describe, it, expect, afterEach } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { startSandbox, login, bearer, PASSWORD, PLAYER, NEW_PLAYER } from './sandbox-helpers';
import { LOGIN_LOCKED, PASSWORD_CHANGE_LOCKED } from '../../server/sandbox/throttle';
import { SCRYPT_DEFAULTS } from '../../server/sandbox/accounts';

let app: FastifyInstance;
afterEach(() => app?.close());

const MINUTE = 60_000;
const post = (url: string, payload: unknown, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });
const tryLogin = (email: string, password: string, ip = '127.0.0.1') => post('/api/user/login', { email, password }, { remoteAddress: ip });

describe('per account: 10 failed logins in 15 minutes lock its logins for 15 minutes', () => {
  it('the tenth failure answers 429 with Retry-After and a message the form shows; the right password waits too', async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    app = await startSandbox({ now: () => clock });
    for (let n = 1; n <= 9; n += 1) expect((await tryLogin(PLAYER, `Wrong${n}!`)).statusCode).toBe(401);
    const tenth = await tryLogin(PLAYER, 'Wrong10!');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.headers['retry-after']).toBe('900');
    expect(tenth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: LOGIN_LOCKED('15 minutes'), retryAfter: 900 });
    const right = await tryLogin(PLAYER, PASSWORD);
    expect(right.statusCode).toBe(429);
    // Another account is not touched.
    expect((await tryLogin(NEW_PLAYER, PASSWORD)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 14 * MINUTE);
    expect((await tryLogin(PLAYER, PASSWORD)).json().message).toBe(LOGIN_LOCKED('1 minute'));
    clock = new Date(clock.getTime() + MINUTE);
    expect((await tryLogin(PLAYER, PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown email locks the same way, so the lockout does not tell which accounts exist', async () => {
    app = await startSandbox();
    const answers = [];
    for (let n = 1; n <= 10; n += 1) answers.push((await tryLogin('nobody@sandbox.test', `Wrong${n}!`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });

  it('a good login forgets the failures before it', async () => {
    app = await startSandbox();
    for (let n = 1; n <= 9; n += 1) await tryLogin(PLAYER, `Wrong${n}!`);
    expect((await tryLogin(PLAYER, PASSWORD)).statusCode).toBe(200);
    for (let n = 1; n <= 9; n += 1) expect((await tryLogin(PLAYER, `Again${n}!`)).statusCode).toBe(401);
  });
});

describe('per player: wrong current passwords on a password change', () => {
  it('ten wrong ones pause password changes (429); the session stays', async () => {
    app = await startSandbox();
    const { token } = await login(app, NEW_PLAYER);
    const change = (currentPassword: string) =>
      app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload: { currentPassword, newPassword: 'Changed123!', updateFrom: 'Profile Page' } });
    for (let n = 1; n <= 9; n += 1) expect((await change(`Wrong${n}!`)).statusCode).toBe(400);
    const tenth = await change('Wrong10!');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe(PASSWORD_CHANGE_LOCKED('15 minutes'));
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('per IP', () => {
  it('password checks have a ceiling per IP (here lowered to 3): the next is 429 with Retry-After; another IP goes on', async () => {
    app = await startSandbox({ limits: { passwordChecks: { max: 3, timeWindowMs: MINUTE } } });
    for (let n = 0; n < 3; n += 1) expect((await tryLogin(PLAYER, PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    const over = await tryLogin(PLAYER, PASSWORD, '10.0.0.1');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests\. Please try again in/) });
    expect((await tryLogin(PLAYER, PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('guest writes have a ceiling per IP (here lowered to 3)', async () => {
    app = await startSandbox({ limits: { guestWrites: { max: 3, timeWindowMs: MINUTE } } });
    const event = () => post('/api/user/log-event', { event: 'PAGE_VIEW', data: { page: '/casino' } });
    for (let n = 0; n < 3; n += 1) expect((await event()).statusCode).toBe(200);
    expect((await event()).statusCode).toBe(429);
  });

  it('the defaults are generous: a player logging in and out 20 times never meets them', async () => {
    app = await startSandbox();
    for (let n = 0; n < 20; n += 1) expect((await tryLogin(PLAYER, PASSWORD)).statusCode).toBe(200);
  });

  it('a burst of bad logins from one IP does not starve a player on another: the player is served before most of the burst', async () => {
    // The sandbox's real hashing cost (the test sandbox's is lower): the queue is seen working under it.
    app = await startSandbox({ scrypt: SCRYPT_DEFAULTS });
    const finished: string[] = [];
    const burst = Array.from({ length: 40 }, (_, n) =>
      tryLogin(`bot${n}@sandbox.test`, 'Wrong123!', '10.6.6.6').then((res) => { finished.push(`bot:${res.statusCode}`); }));
    // The player asks once the burst is queued.
    await new Promise((resolve) => setImmediate(resolve));
    const player = tryLogin(PLAYER, PASSWORD, '10.1.1.1').then((res) => { finished.push(`player:${res.statusCode}`); });
    await Promise.all([...burst, player]);
    const playerAt = finished.indexOf('player:200');
    expect(playerAt).toBeGreaterThanOrEqual(0);
    const botsAfter = finished.slice(playerAt + 1).filter((f) => f === 'bot:401').length;
    // Queued bots beyond the per-IP queue were refused at once (429); of those that ran, most ran after the player.
    expect(finished.filter((f) => f === 'bot:429').length).toBeGreaterThan(0);
    expect(botsAfter).toBeGreaterThanOrEqual(10);
  });
});

describe('password reset requests per address', () => {
  it('at most resetRequests per phone (here 2); another phone is not held', async () => {
    app = await startSandbox({ limits: { resetRequests: { max: 2, timeWindowMs: MINUTE } } });
    const phone = { phoneCode: '+356', phone: '79123456' };
    expect((await post('/api/user/forgot-password', phone)).statusCode).toBe(200);
    expect((await post('/api/user/forgot-password', phone)).statusCode).toBe(200);
    expect((await post('/api/user/forgot-password', phone)).statusCode).toBe(429);
    expect((await post('/api/user/forgot-password', { phoneCode: '+356', phone: '79123457' })).statusCode).toBe(200);
  });
});

describe('sign-up race (review finding 11)', () => {
  it('five parallel sign-ups with one new email: one account, four 409 EMAIL_TAKEN, no 500', async () => {
    app = await startSandbox();
    const payload = { email: 'race@sandbox.test', password: PASSWORD, firstName: 'Race', lastName: 'Condition', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/user/sign-up', payload)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });
});
