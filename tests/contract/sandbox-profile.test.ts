// The profile's server side (issue 10 items 8 and 15; security review findings 9 and 16): spec 5 Profile
// form lock rules enforced by the platform whatever a client sends, KYC reset by the platform for the
// lulu theme (spec 7), profile countries open to accounts, and names and nicknames without markup.
import { describe, it, expect, afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, login, startSandbox, NEW_PLAYER, PLAYER } from './sandbox-helpers';
import type { SandboxOptions } from '../../server/sandbox/index';

let app: FastifyInstance;
afterEach(() => app?.close());

async function sandboxAs(email: string, options: SandboxOptions = {}) {
  app = await startSandbox({ scrypt: { N: 1024 }, ...options });
  const { token } = await login(app, email);
  const put = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload: { updateFrom: 'Profile Page', ...payload } });
  const details = async () => (await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).json().data.getUser;
  return { token, put, details };
}

describe('spec 5 Profile form lock rules, on the server', () => {
  it('the review\'s attack: a KYC-approved player cannot rename themselves, move their birth date or country; nothing changes', async () => {
    const { put, details } = await sandboxAs(PLAYER);
    const before = await details();
    const res = await put({ firstName: 'Someone', lastName: 'Else', dateOfBirth: '1970-01-01', countryCode: 'FR' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FIELD_LOCKED', field: 'firstName' });
    for (const field of ['lastName', 'dateOfBirth', 'countryCode', 'address', 'phone', 'phoneCode'] as const) {
      const one = await put({ [field]: field === 'dateOfBirth' ? '1970-01-01' : field === 'countryCode' ? 'FR' : field === 'phone' ? '79000000' : field === 'phoneCode' ? '+44' : 'Other' });
      expect(one.statusCode, field).toBe(400);
      expect(one.json(), field).toMatchObject({ code: 'FIELD_LOCKED', field });
    }
    expect(await details()).toEqual(before);
  });

  it('a locked field cannot be blanked either; sending its current value is no change', async () => {
    const { put } = await sandboxAs(PLAYER);
    expect((await put({ firstName: null })).json()).toMatchObject({ code: 'FIELD_LOCKED', field: 'firstName' });
    const same = await put({ firstName: 'Maria', city: 'Sliema' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('country locks with a real birth date; address only once KYC is APPROVED', async () => {
    app = await startSandbox({ scrypt: { N: 1024 } });
    // A 1-click registration (spec 5): email and currency only, so nothing else is filled yet.
    const signUp = await app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email: 'fresh@sandbox.test', currencyCode: 'EUR' } });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const token = signUp.json().data.accessToken as string;
    const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload });
    expect((await put({ countryCode: 'MT', address: 'Triq il-Kbira 1' })).statusCode).toBe(200);
    expect((await put({ countryCode: 'SE', address: 'Storgatan 2' })).statusCode).toBe(200);
    expect((await put({ dateOfBirth: '1990-01-01' })).statusCode).toBe(200);
    expect((await put({ countryCode: 'MT' })).json()).toMatchObject({ code: 'FIELD_LOCKED', field: 'countryCode' });
    expect((await put({ dateOfBirth: '1991-01-01' })).json()).toMatchObject({ code: 'FIELD_LOCKED', field: 'dateOfBirth' });
    // Not KYC-approved: the address may still change.
    expect((await put({ address: 'Storgatan 3' })).statusCode).toBe(200);
    expect((await put({ firstName: 'Asha' })).statusCode).toBe(200);
    expect((await put({ firstName: 'Other' })).json()).toMatchObject({ code: 'FIELD_LOCKED', field: 'firstName' });
  });

  it('a profile country must be open to accounts (review: KP was accepted)', async () => {
    app = await startSandbox({ scrypt: { N: 1024 } });
    const signUp = await app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email: 'mover@sandbox.test', currencyCode: 'EUR' } });
    const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(signUp.json().data.accessToken), payload });
    const res = await put({ countryCode: 'KP' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'COUNTRY_NOT_AVAILABLE', field: 'countryCode' });
  });
});

describe('spec 7: the platform resets KYC for the lulu theme', () => {
  it('with the brand asking (the site server: lulu), a change of a detail KYC checked resets it, whatever the client sends', async () => {
    const { put, details } = await sandboxAs(PLAYER, { resetKycOnChange: () => true });
    expect((await details()).kycStatus).toBe('APPROVED');
    expect((await put({ nickname: 'lucky_maria' })).statusCode).toBe(200);
    expect((await details()).kycStatus).toBe('APPROVED');
    expect((await put({ city: 'Mdina', onChangeResetKyc: false })).statusCode).toBe(200);
    expect((await details()).kycStatus).toBeNull();
  });

  it('without it, KYC stays (unless the client asks, as the lulu payment-profile form does)', async () => {
    const { put, details } = await sandboxAs(PLAYER);
    expect((await put({ city: 'Mdina' })).statusCode).toBe(200);
    expect((await details()).kycStatus).toBe('APPROVED');
  });
});

describe('names and nicknames accept no markup (review finding 16)', () => {
  const HTML = '<img src=x onerror=alert(1)>"\'</script><script>alert(2)</script>';

  it('sign-up refuses HTML in first name, last name and username with a message naming the field', async () => {
    app = await startSandbox({ scrypt: { N: 1024 } });
    for (const field of ['firstName', 'lastName', 'username']) {
      const res = await app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email: `${field}@sandbox.test`, currencyCode: 'EUR', [field]: HTML } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const ok = await app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email: 'ok@sandbox.test', currencyCode: 'EUR', firstName: "Jean-Luc", lastName: "O'Brien", username: 'jl.obrien' } });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a profile update refuses HTML in a name or the nickname', async () => {
    const { put } = await sandboxAs(NEW_PLAYER);
    expect((await put({ nickname: HTML })).json().field).toBe('nickname');
    expect((await put({ nickname: 'x'.repeat(31) })).statusCode).toBe(400);
    expect((await put({ nickname: 'lucky_7' })).statusCode).toBe(200);
  });
});
