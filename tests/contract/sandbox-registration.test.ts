// Issue 15 registration switches on the sandbox (spec 3 App settings, sign-up payload; spec 7 sign-up and
// login), switched at run time with POST /api/sandbox/settings: holdUserOnRegistration, the by-login
// variant's username, registration by phone (emailPhoneRegistration) and the reCAPTCHA verifier.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectValid, PASSWORD, startSandbox } from './sandbox-helpers';

let app: FastifyInstance;
beforeAll(async () => { app = await startSandbox(); });
afterAll(() => app.close());
beforeEach(async () => { await app.inject({ method: 'DELETE', url: '/api/sandbox/settings' }); });

const settings = (patch: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/sandbox/settings', payload: patch });
const signUp = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/user/sign-up', payload });
const login = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/user/login', payload });
let n = 0;
const person = () => ({ email: `reg${++n}.${Date.now()}@registration.test`, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17', countryCode: 'MT', currencyCode: 'EUR' });

describe('spec 3 App settings holdUserOnRegistration', () => {
  it('off: the sign-up answer signs the new player in (a token and the cookie)', async () => {
    const res = await signUp(person());
    expect(res.statusCode, res.body).toBe(201);
    expectValid('api/sign-up.response', res.json());
    expect(typeof res.json().data.accessToken).toBe('string');
    expect(String(res.headers['set-cookie'])).toMatch(/^accessToken=[^;]+;/);
  });

  it('on: the account is created but not signed in (no token, no cookie); the player logs in later', async () => {
    expect((await settings({ holdUserOnRegistration: true })).statusCode).toBe(200);
    const who = person();
    const res = await signUp(who);
    expect(res.statusCode, res.body).toBe(201);
    expectValid('api/sign-up.response', res.json());
    expect(res.json().data.accessToken).toBeUndefined();
    expect(res.json().data.createUser.email).toBe(who.email);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await login({ email: who.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('spec 2.5 the by-login registration variant (settings usernameRegistration)', () => {
  it('on: a username is required, checked, unique (a clear 409), and logs in like the email', async () => {
    await settings({ usernameRegistration: true });
    const missing = await signUp(person());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('username');

    for (const bad of ['ab', '12345678', 'ada lovelace', 'x'.repeat(31)]) {
      const res = await signUp({ ...person(), username: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().field, bad).toBe('username');
    }

    const username = `ada.${Date.now().toString(36)}`;
    const who = { ...person(), username };
    expect((await signUp(who)).statusCode).toBe(201);
    const again = await signUp({ ...person(), username: username.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username', message: 'This username is already taken' });

    const byUsername = await login({ email: username, password: PASSWORD });
    expect(byUsername.statusCode, byUsername.body).toBe(200);
    expectValid('api/login.response', byUsername.json());
    expect((await login({ email: username, password: 'Wrong123!' })).statusCode).toBe(401);
    expect((await login({ email: `${username}x`, password: PASSWORD })).statusCode).toBe(401);
  });

  it('off: a username stays optional', async () => {
    expect((await signUp(person())).statusCode).toBe(201);
  });
});

describe('spec 3 App settings emailPhoneRegistration: registration by phone', () => {
  it('on: a sign-up with phone code and phone instead of email creates the account; the phone logs in; a phone is unique', async () => {
    await settings({ emailPhoneRegistration: true });
    const phone = String(21000000 + (Date.now() % 999999));
    const { email: _email, ...rest } = person();
    const res = await signUp({ ...rest, phoneCode: '356', phone });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.createUser).toMatchObject({ phoneCode: '356', phone });

    const byPhone = await login({ email: `+356 ${phone}`, password: PASSWORD });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json().data.userId).toBe(res.json().data.createUser.userId);

    const twice = await signUp({ ...rest, phoneCode: '356', phone });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PHONE_TAKEN', field: 'phone' });
    const noPhone = await signUp({ ...rest });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().field).toBe('phoneCode');
  });

  it('off: an email is required', async () => {
    const { email: _email, ...rest } = person();
    const res = await signUp({ ...rest, phoneCode: '356', phone: '21234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('email');
  });
});

describe('spec 3 App settings reCaptchaSiteKey: the sandbox verifier', () => {
  const token = async (siteKey = 'site-key-1') => {
    const res = await app.inject({ method: 'POST', url: '/api/sandbox/captcha/token', payload: { siteKey, action: 'login' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };

  it('serves a grecaptcha script (ready, execute) that asks the sandbox for a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sandbox/captcha.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('window.grecaptcha');
    expect(res.body).toContain('/api/sandbox/captcha/token');
  });

  it('without a site key nothing is checked', async () => {
    expect((await login({ email: 'player@sandbox.test', password: PASSWORD })).statusCode).toBe(200);
  });

  it('with a site key: a login and a sign-up need a token of that key, once; a missing or bad one is refused with a clear code', async () => {
    await settings({ reCaptchaSiteKey: 'site-key-1' });
    const missing = await login({ email: 'player@sandbox.test', password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'recaptchaToken' });
    const bogus = await login({ email: 'player@sandbox.test', password: PASSWORD, recaptchaToken: 'made-up' });
    expect(bogus.json()).toMatchObject({ code: 'CAPTCHA_FAILED', message: 'The security check failed. Please try again.' });
    expect((await login({ email: 'player@sandbox.test', password: PASSWORD, recaptchaToken: await token('another-key') })).json().code).toBe('CAPTCHA_FAILED');

    const good = await token();
    expect((await login({ email: 'player@sandbox.test', password: PASSWORD, recaptchaToken: good })).statusCode).toBe(200);
    expect((await login({ email: 'player@sandbox.test', password: PASSWORD, recaptchaToken: good })).json().code, 'single use').toBe('CAPTCHA_FAILED');

    expect((await signUp(person())).json().code).toBe('CAPTCHA_REQUIRED');
    const created = await signUp({ ...person(), recaptchaToken: await token() });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('the control endpoint makes the next verification fail, once', async () => {
    await settings({ reCaptchaSiteKey: 'site-key-1' });
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/captcha', payload: { failNext: true } })).statusCode).toBe(200);
    expect((await login({ email: 'player@sandbox.test', password: PASSWORD, recaptchaToken: await token() })).json().code).toBe('CAPTCHA_FAILED');
    expect((await login({ email: 'player@sandbox.test', password: PASSWORD, recaptchaToken: await token() })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/captcha', payload: { failNext: 'yes' } })).statusCode).toBe(400);
  });

  it("with ?scope= only the next verification of that settings scope fails: another test's login is untouched", async () => {
    await settings({ reCaptchaSiteKey: 'site-key-1' });
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/captcha?scope=c1', payload: { failNext: true } })).statusCode).toBe(200);
    const inScope = (scope: string) => ({ cookie: `sandbox-settings-scope=${scope}` });
    const attempt = async (headers: Record<string, string>) => (await app.inject({
      method: 'POST', url: '/api/user/login', headers, payload: { email: 'player@sandbox.test', password: PASSWORD, recaptchaToken: await token() },
    })).statusCode;
    expect(await attempt({})).toBe(200);
    expect(await attempt(inScope('c2'))).toBe(200);
    expect(await attempt(inScope('c1'))).toBe(400);
    expect(await attempt(inScope('c1'))).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/captcha?scope=a%20b', payload: { failNext: true } })).statusCode).toBe(400);
  });
});
