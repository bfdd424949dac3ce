// The edit-profile page's server side (issue 13): the form's values rule (src/account/profileValues.ts) and
// lock rule (src/account/profileLocks.ts, which the form reads as profile.locks) against the sandbox's
// update-user-details, which refuses a change to a locked field whatever a client sends (spec 5 Profile
// form); and the resend-verification call (ours; spec 8 'Verification email not sent' is its failure),
// rate-limited per player, with the link the email carried readable through a control endpoint.
import { describe, it, expect, afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, expectValid, login, startSandbox, NEW_PLAYER, PLAYER } from './sandbox-helpers';
import { lockedProfileFields } from '../../src/account/profileLocks';
import { profileFormValues, profileUpdateValues } from '../../src/account/profileValues';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const FIELDS = ['email', 'firstName', 'lastName', 'gender', 'dateOfBirth', 'phoneCode', 'phone', 'countryCode', 'address', 'city', 'zipCode'];
let app: FastifyInstance;
afterEach(() => app?.close());

async function as(email: string) {
  const { token } = await login(app, email);
  const put = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload: { updateFrom: 'Profile Page', ...payload } });
  const details = async () => (await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).json().data.getUser as Record<string, unknown>;
  const resend = () => app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: bearer(token), payload: {} });
  return { token, put, details, resend };
}

/** What the edit-profile form sends for these user details when the player changes `edits`. */
function formSends(user: Record<string, unknown>, edits: Record<string, unknown>, today = NOW) {
  const prefilled = profileFormValues(Object.fromEntries(FIELDS.map((f) => [f, user[f]])), today);
  return profileUpdateValues({ ...prefilled, ...edits }, { fields: FIELDS, locked: lockedProfileFields(user) });
}

describe('spec 5 Profile form: the form\'s values and the platform\'s lock rule agree', () => {
  it('the verified, KYC-approved player: the form sends no locked field, and the platform takes the rest', async () => {
    app = await startSandbox({ scrypt: { N: 1024 }, now: () => NOW });
    const { put, details } = await as(PLAYER);
    const before = await details();
    const sent = formSends(before, { city: 'Sliema', zipCode: '' });
    expect(Object.keys(sent).sort()).toEqual(['city', 'gender']);
    const res = await put(sent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { success: true, message: 'Profile updated' }, message: 'Profile updated' });
    expectValid('api/update-user-details.response', res.json());
    expect(await details()).toMatchObject({ city: 'Sliema', zipCode: 'VLT 1010', firstName: 'Maria', email: PLAYER });
  });

  it('whatever a client sends instead, a locked field is refused and nothing changes: the verified email (even in other letters), a name, the birth date', async () => {
    app = await startSandbox({ scrypt: { N: 1024 }, now: () => NOW });
    const { put, details } = await as(PLAYER);
    const before = await details();
    const email = await put({ email: 'Player@Sandbox.test', city: 'Sliema' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ code: 'EMAIL_LOCKED', field: 'email' });
    expect((await put({ firstName: 'Someone' })).json()).toMatchObject({ code: 'FIELD_LOCKED', field: 'firstName' });
    expect((await put({ dateOfBirth: null })).json()).toMatchObject({ code: 'FIELD_LOCKED', field: 'dateOfBirth' });
    expect(await details()).toEqual(before);
  });

  it('the new player: 1900-01-01 goes out as the date 18 years ago, the platform takes it, and then birth date and country lock', async () => {
    app = await startSandbox({ scrypt: { N: 1024 }, now: () => NOW });
    const { put, details } = await as(NEW_PLAYER);
    const before = await details();
    expect(lockedProfileFields(before)).toEqual([]);
    const sent = formSends(before, { firstName: 'Asha', lastName: 'Lind' });
    expect(sent).toMatchObject({ firstName: 'Asha', lastName: 'Lind', dateOfBirth: '2008-11-26', address: null, countryCode: 'MT', gender: 'Not to say' });
    expect(sent).not.toHaveProperty('zipCode');
    const res = await put(sent);
    expect(res.statusCode, res.body).toBe(200);
    const after = await details();
    expect(after).toMatchObject({ firstName: 'Asha', lastName: 'Lind', dateOfBirth: '2008-11-26', gender: 'Not to say' });
    expect(lockedProfileFields(after)).toEqual(['firstName', 'lastName', 'dateOfBirth', 'countryCode']);
    expect((await put({ countryCode: 'SE' })).json()).toMatchObject({ code: 'FIELD_LOCKED', field: 'countryCode' });
  });
});

describe('POST /api/user/resend-verification', () => {
  it('sends the link again to an unverified player; the link (read through the control endpoint) verifies; then there is nothing to send', async () => {
    app = await startSandbox({ scrypt: { N: 1024 }, now: () => NOW });
    const { resend, details } = await as(NEW_PLAYER);
    const none = await app.inject({ method: 'POST', url: '/api/sandbox/verification-sent', payload: { email: NEW_PLAYER } });
    expect(none.statusCode).toBe(404);
    const res = await resend();
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/resend-verification.response', res.json());
    const sent = await app.inject({ method: 'POST', url: '/api/sandbox/verification-sent', payload: { email: 'NEW@sandbox.test' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sentAt: NOW.toISOString() });
    const follow = await app.inject({ method: 'GET', url: sent.json().url });
    expect(follow.headers.location).toBe('/casino?modal=login');
    expect((await details()).isEmailVerified).toBe(true);
    const again = await resend();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('needs a session, and takes no body fields', async () => {
    app = await startSandbox({ scrypt: { N: 1024 }, now: () => NOW });
    expect((await app.inject({ method: 'POST', url: '/api/user/resend-verification', payload: {} })).statusCode).toBe(403);
    const { token } = await login(app, NEW_PLAYER);
    const extra = await app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: bearer(token), payload: { email: 'someone@else.test' } });
    expect(extra.statusCode).toBe(400);
  });

  it('is limited per player: the sixth request in an hour is refused with 429, another player may still ask', async () => {
    app = await startSandbox({ scrypt: { N: 1024 }, now: () => NOW });
    const { resend } = await as(NEW_PLAYER);
    for (let i = 0; i < 5; i++) expect((await resend()).statusCode, `request ${i + 1}`).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another unverified player, from the same address, is not held back.
    const signUp = await app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email: 'other@sandbox.test', currencyCode: 'EUR' } });
    const other = await app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: bearer(signUp.json().data.accessToken), payload: {} });
    expect(other.statusCode, other.body).toBe(200);
  });
});
