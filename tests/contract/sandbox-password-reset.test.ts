// Password reset (spec 2.3: after a successful password reset the player goes to /casino?modal=login;
// useSMSResetPassword, spec 3). The spec shows no reset call: these are the sandbox's
// (server/sandbox/passwordReset.ts), by email link or by SMS code.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startSandbox, login, bearer, PASSWORD, PLAYER, NEW_PLAYER } from './sandbox-helpers';
import { REQUEST_ANSWER, LINK_EXPIRED, CODE_INVALID, RESET_DONE } from '../../server/sandbox/passwordReset';

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

describe('password reset by SMS code (useSMSResetPassword)', () => {
  const phone = { phoneCode: '+356', phone: '79123456' };

  it('a wrong code is refused', async () => {
    const res = await post('/api/user/reset-password', { ...phone, code: '000000', password: 'Changed123!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CODE_INVALID);
  });

  it('the code of the SMS sets the new password once', async () => {
    const { code } = (await post('/api/sandbox/reset-code', phone)).json() as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('/api/user/reset-password', { ...phone, code, password: 'Changed123!' })).statusCode).toBe(200);
    expect(await canLogin(PLAYER, 'Changed123!')).toBe(true);
    expect((await post('/api/user/reset-password', { ...phone, code, password: 'Third123!' })).json().message).toBe(CODE_INVALID);
  });
});
