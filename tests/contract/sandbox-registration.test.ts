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
