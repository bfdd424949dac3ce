// Password reset (spec 2.3: after a successful password reset the player goes to /casino?modal=login;
// useSMSResetPassword, spec 3). The spec shows no reset call: these are the sandbox's
// (server/sandbox/passwordReset.ts), by email link or by SMS code.
import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { startSandbox, login, bearer, PASSWORD, PLAYER, NEW_PLAYER } from './sandbox-helpers';
import { REQUEST_ANSWER, LINK_EXPIRED, CODE_INVALID, CODE_VOID, PHONE_SHARED, RESET_CODE_TTL_MS, RESET_DONE } from '../../server/sandbox/passwordReset';

let app: FastifyInstance;
beforeAll(async () => { app = await startSandbox(); });
afterAll(() => app.close());

const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
const linkFor = async (email: string, expired = false) => (await post('/api/sandbox/reset-link', { email, expired })).json().url as string;
const canLogin = async (email: string, password: string) => (await post('/api/user/login', { email, password })).statusCode === 200;

describe('password reset request', () => {
  it('answers the same for a known and an unknown email, so it does not tell which accounts exist', async () => {
    const known = await post('/api/user/forgot-password', { email: PLAYER });
    const unknown = await post('/api/user/forgot-password', { email: 'nobody@sandbox.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: REQUEST_ANSWER });
    expect(unknown.json()).toEqual(known.json());
  });

  it('is a guest call (no token needed) and refuses a request without email or phone', async () => {
    const res = await post('/api/user/forgot-password', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('email');
  });

  it('by phone (useSMSResetPassword) checks the number like the forms do', async () => {
    const res = await post('/api/user/forgot-password', { phoneCode: '+356', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Number is too short/);
    expect((await post('/api/user/forgot-password', { phoneCode: '+356', phone: '79123456' })).statusCode).toBe(200);
  });
});

describe('password reset by email link', () => {
  it('the link leads to the reset form of the front end', async () => {
    expect(await linkFor(NEW_PLAYER)).toMatch(/^\/casino\?modal=reset-password&token=v1\./);
  });

  it('an expired or tampered link is refused with a clear message and changes nothing', async () => {
    const expired = await post('/api/user/reset-password', { token: tokenOf(await linkFor(NEW_PLAYER, true)), password: 'Another123!' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(LINK_EXPIRED);
    const token = tokenOf(await linkFor(NEW_PLAYER));
    const tampered = await post('/api/user/reset-password', { token: `${token.slice(0, -3)}abc`, password: 'Another123!' });
    expect(tampered.json().message).toBe(LINK_EXPIRED);
    expect(await canLogin(NEW_PLAYER, PASSWORD)).toBe(true);
  });

  it('the new password follows the password rules (spec 5)', async () => {
    const res = await post('/api/user/reset-password', { token: tokenOf(await linkFor(NEW_PLAYER)), password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('password');
  });

  it('a good link sets the new password once, ends every session, and cannot be used again', async () => {
    const { token: session } = await login(app, NEW_PLAYER);
    const token = tokenOf(await linkFor(NEW_PLAYER));
    const res = await post('/api/user/reset-password', { token, password: 'Changed123!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RESET_DONE });
    expect(await canLogin(NEW_PLAYER, PASSWORD)).toBe(false);
    expect(await canLogin(NEW_PLAYER, 'Changed123!')).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(session) })).statusCode).toBe(403);
    const again = await post('/api/user/reset-password', { token, password: 'Third123!' });
    expect(again.json().message).toBe(LINK_EXPIRED);
  });

  it('the link token is not a session', async () => {
    const token = tokenOf(await linkFor(PLAYER));
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).statusCode).toBe(403);
  });
});

describe('password reset by SMS code (useSMSResetPassword; issue 10 item 1)', () => {
  // Each test has its own sandbox and clock: codes, tries and passwords do not leak between them.
  let sms: FastifyInstance;
  let clock: Date;
  const phone = { phoneCode: '+356', phone: '79123456' };
  const send = (url: string, payload: Record<string, unknown>) => sms.inject({ method: 'POST', url, payload });
  const requestCode = async (who = phone) => {
    const res = await send('/api/user/forgot-password', who);
    expect(res.statusCode, res.body).toBe(200);
    const sent = await send('/api/sandbox/reset-code', who);
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().code as string;
  };
  const reset = (code: string, password = 'Changed123!', who = phone) => send('/api/user/reset-password', { ...who, code, password });
  const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
  const loginWorks = async (password: string) => (await send('/api/user/login', { email: PLAYER, password })).statusCode === 200;

  beforeEach(async () => {
    clock = new Date('2026-11-23T10:00:00Z');
    sms = await startSandbox({ now: () => clock });
  });
  afterEach(() => sms.close());

  it('no code works before a reset is requested, and no SMS exists', async () => {
    expect((await send('/api/sandbox/reset-code', phone)).statusCode).toBe(404);
    for (const code of ['000000', '123456', '999999']) expect((await reset(code)).json().message).toBe(CODE_INVALID);
    expect(await loginWorks(PASSWORD)).toBe(true);
  });

  it('the code of the SMS sets the new password once', async () => {
    const code = await requestCode();
    expect(code).toMatch(/^\d{6}$/);
    const done = await reset(code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(RESET_DONE);
    expect(await loginWorks('Changed123!')).toBe(true);
    expect((await reset(code, 'Third123!')).json().message).toBe(CODE_INVALID);
  });

  it('five wrong codes void the request: the right code no longer works (a guesser gets 5 tries per request)', async () => {
    const code = await requestCode();
    const answers = [];
    for (let n = 1; n <= 5; n += 1) answers.push((await reset(otherCode(code, n))).json().message);
    expect(answers).toEqual([CODE_INVALID, CODE_INVALID, CODE_INVALID, CODE_INVALID, CODE_VOID]);
    expect((await reset(code)).json().message).toBe(CODE_INVALID);
    expect(await loginWorks(PASSWORD)).toBe(true);
  });

  it('a thousand guesses in parallel find nothing and leave the password', async () => {
    const code = await requestCode();
    const guesses = Array.from({ length: 1000 }, (_, n) => otherCode(code, n + 1));
    const answers = await Promise.all(guesses.map((guess) => reset(guess)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(0);
    expect(await loginWorks(PASSWORD)).toBe(true);
  });

  it('a code expires 10 minutes after the request', async () => {
    const code = await requestCode();
    clock = new Date(clock.getTime() + RESET_CODE_TTL_MS);
    expect((await reset(code)).json().message).toBe(CODE_INVALID);
  });

  it('a new request replaces the code of the one before', async () => {
    const first = await requestCode();
    let second = await requestCode();
    while (second === first) second = await requestCode();
    expect((await reset(first)).json().message).toBe(CODE_INVALID);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('a weak new password is refused without spending a try', async () => {
    const code = await requestCode();
    for (let n = 0; n < 6; n += 1) expect((await reset(code, 'abc')).json().field).toBe('password');
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('a phone number shared by two accounts is refused: it cannot say whose password to reset', async () => {
    const twin = await send('/api/user/sign-up', {
      email: 'twin@sandbox.test', password: PASSWORD, firstName: 'Twin', lastName: 'Borg', dateOfBirth: '1990-01-01', countryCode: 'MT',
      currencyCode: 'EUR', ...phone,
    });
    expect(twin.statusCode, twin.body).toBe(201);
    const request = await send('/api/user/forgot-password', phone);
    expect(request.statusCode).toBe(409);
    expect(request.json()).toMatchObject({ code: 'PHONE_SHARED', message: PHONE_SHARED });
    expect((await send('/api/sandbox/reset-code', phone)).statusCode).toBe(404);
    expect((await reset('123456')).statusCode).toBe(409);
    // By email, the reset names one account.
    expect((await send('/api/user/forgot-password', { email: PLAYER })).statusCode).toBe(200);
  });

  it('an unknown phone answers like a known one and sends nothing', async () => {
    const unknown = { phoneCode: '+356', phone: '79999999' };
    expect((await send('/api/user/forgot-password', unknown)).json()).toEqual({ success: true, message: REQUEST_ANSWER });
    expect((await send('/api/sandbox/reset-code', unknown)).statusCode).toBe(404);
  });
});

describe('the SMS code is kept only as a hash', () => {
  it('the database file holds no code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reset-code-'));
    const file = join(dir, 'sandbox.db');
    const sandbox = await startSandbox({ db: file });
    try {
      await sandbox.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { phoneCode: '+356', phone: '79123456' } });
      const { code } = (await sandbox.inject({ method: 'POST', url: '/api/sandbox/reset-code', payload: { phoneCode: '+356', phone: '79123456' } })).json() as { code: string };
      const db = new Database(file, { readonly: true });
      const rows = db.prepare('SELECT * FROM reset_codes').all() as Array<Record<string, unknown>>;
      db.close();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
    } finally {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
