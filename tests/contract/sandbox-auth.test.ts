// Sessions and accounts of the sandbox: the DESIGN contract's accounts, spec 8's 403 = session expired,
// signed and expiring access tokens, sign-up rules (spec 5) and the profile update (spec 7).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, expectValid, login, startSandbox, EXCLUDED, NEW_PLAYER, PASSWORD, PLAYER } from './sandbox-helpers';

let clock = new Date('2026-06-17T10:00:00.000Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox({ now: () => clock, tokenTtlSeconds: 3600 });
});
afterAll(() => app.close());

const details = (token?: string) => app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: token ? bearer(token) : {} });

describe('DESIGN contract: the three sandbox accounts, password Sandbox123!', () => {
  it('player@sandbox.test: email verified, KYC APPROVED, 3 deposits, 500.00 EUR, MT', async () => {
    const user = (await details((await login(app, PLAYER)).token)).json().data.getUser;
    expect(user).toMatchObject({ isEmailVerified: true, kycStatus: 'APPROVED', depositCount: 3, currencyCode: 'EUR', countryCode: 'MT' });
    expect(user.userWallet).toEqual({ amount: 500, nonCashAmount: 0, totalAmount: 500 });
  });

  it('new@sandbox.test: email not verified, no deposit, balance 0', async () => {
    const user = (await details((await login(app, NEW_PLAYER)).token)).json().data.getUser;
    expect(user).toMatchObject({ isEmailVerified: false, depositCount: 0, userWallet: { amount: 0, totalAmount: 0 } });
  });

  it('excluded@sandbox.test: self-excluded until a date a year after seeding (spec 4 Self-exclusion)', async () => {
    const user = (await details((await login(app, EXCLUDED)).token)).json().data.getUser;
    // No bet or loss limit of the player's own is set (spec 3 Limit types): every key is there, null.
    const betLimits = { minBet: null, maxBet: null, dailyBet: null, weeklyBet: null, monthlyBet: null, dailyLoss: null, weeklyLoss: null, monthlyLoss: null };
    // Nor a deposit or session time limit (spec 2.5; server/sandbox/limits.ts).
    const depositLimits = { daily: null, weekly: null, monthly: null };
    expect(user.userLimit).toEqual({
      isSelfExclusionPermanent: false, selfExclusion: '2027-06-17', selfExclusionEndsAt: '2027-06-18T00:00:00.000Z', betLimits, depositLimits, sessionTimeLimit: null, sessionEndsAt: null,
    });
  });
});

describe('spec 8: 403 means the session expired', () => {
  it('calls under /api/user/ and user-details, documents or bonus paths need a valid token', async () => {
    expect((await details()).statusCode).toBe(403);
    expect((await details()).json().message).toEqual(expect.any(String));
    expect((await app.inject({ method: 'GET', url: '/api/admin/get-all-bonus' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user/calendar-award?user=1' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/user/rakeback-claim', payload: {} })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/user/update-user-details', payload: {} })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/user/3ds-webhook', payload: {} })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user/documents' })).statusCode).toBe(403);
    const { token } = await login(app);
    expect((await app.inject({ method: 'GET', url: '/api/user/documents', headers: bearer(token) })).statusCode).toBe(200); // the KYC documents list (routes/documents.ts)
  });

  it('a guest may sign in, sign up, log out, log events and report a country block', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/user/logout', payload: { reason: 'USER_INITIATED' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/user/log-event', payload: { event: 'PAGE_VIEW' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/user/country-blocked', payload: { country: 'US' } })).statusCode).toBe(200);
  });

  it('a tampered, malformed or foreign-signed token answers 403', async () => {
    const { token } = await login(app);
    const [v, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.sub = 2;
    expect((await details(`${v}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`)).statusCode).toBe(403);
    expect((await details(`${token.slice(0, -2)}xx`)).statusCode).toBe(403);
    expect((await details('not-a-token')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: { authorization2: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('a token expires after its lifetime (configurable; 30 days by default, spec 9)', async () => {
    const { token } = await login(app);
    expect((await details(token)).statusCode).toBe(200);
    const start = clock;
    clock = new Date(start.getTime() + 3601_000);
    try {
      const res = await details(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Session expired');
    } finally {
      clock = start;
    }
  });

  it('logout revokes the token', async () => {
    const { token } = await login(app);
    await app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token), payload: { reason: 'USER_INITIATED' } });
    expect((await details(token)).statusCode).toBe(403);
  });

  it('spec 9: the server-side user check times out after the guard (5 s; shortened here) with "Request timeout"', async () => {
    const slow = await startSandbox({ userDetailsLatencyMs: 300, userDetailsTimeoutMs: 50 });
    try {
      const { token } = await login(slow);
      const res = await slow.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) });
      expect(res.statusCode).toBe(504);
      expect(res.json().message).toBe('Request timeout');
    } finally {
      await slow.close();
    }
  });
});

describe('login and sign-up', () => {
  it('a wrong password or an unknown e-mail answers 401, never 403 (which would mean an expired session)', async () => {
    for (const payload of [{ email: PLAYER, password: 'wrong-pass1' }, { email: 'nobody@sandbox.test', password: PASSWORD }]) {
      const res = await app.inject({ method: 'POST', url: '/api/user/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    }
  });

  it('e-mail addresses are matched without regard to case', async () => {
    await login(app, 'Player@Sandbox.TEST');
  });

  const signUp = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/user/sign-up', payload });
  const valid = { email: 'x@sandbox.test', password: 'Secret123', firstName: 'X', lastName: 'Y', dateOfBirth: '1990-01-01', countryCode: 'DE', currencyCode: 'EUR' };

  it('a duplicate e-mail answers 409 with a clear message', async () => {
    const res = await signUp({ ...valid, email: 'PLAYER@sandbox.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'An account with this email already exists', field: 'email' });
  });

  it('spec 3: each field of the registration-fields config is required unless 0', async () => {
    const { lastName: _lastName, ...withoutLastName } = valid;
    const res = await signUp(withoutLastName);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'lastName is required', field: 'lastName' });
    const { phone: _phone, ...noPhone } = { ...valid, email: 'nophone@sandbox.test', phone: undefined };
    expect((await signUp(noPhone)).statusCode).toBe(201); // phone: 0, optional
  });

  it('spec 5: a 1-click registration (no password) needs only email and currency, and still checks the email', async () => {
    const res = await signUp({ email: 'oneclick@sandbox.test', currencyCode: 'EUR', newsLetter: false });
    expect(res.statusCode).toBe(201);
    expect(typeof res.json().data.accessToken).toBe('string');
    expect((await signUp({ email: 'nope', currencyCode: 'EUR' })).json()).toMatchObject({ field: 'email' });
  });

  it('spec 2.5 credential save: a 1-click registration gets a generated password once, which signs in and can be emailed', async () => {
    const res = await signUp({ email: 'oneclick-login@sandbox.test', currencyCode: 'EUR' });
    const { generatedPassword, accessToken } = res.json().data as { generatedPassword: string; accessToken: string };
    expect(generatedPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%&*?]).{14}$/);
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'oneclick-login@sandbox.test', password: generatedPassword } });
    expect(login.statusCode).toBe(200);
    const send = (password: string) => app.inject({ method: 'POST', url: '/api/user/send-credentials', headers: { authorization: `Bearer ${accessToken}` }, payload: { password } });
    expect((await send(generatedPassword)).json()).toEqual({ success: true, message: 'Your login details are on their way to oneclick-login@sandbox.test.' });
    const wrong = await send('Wrong123!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('We could not send your login details. Please save them another way.');
    // A registration with a password never gets one back.
    const own = await signUp({ email: 'own-password@sandbox.test', password: 'Own12345!', firstName: 'O', lastName: 'P', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' });
    expect(own.json().data.generatedPassword).toBeUndefined();
  });

  it('spec 5 rules: e-mail format, password rules of settings2, age 18 or more, phone length; spec 8 closed country', async () => {
    expect((await signUp({ ...valid, email: 'not-an-email' })).json()).toMatchObject({ field: 'email' });
    expect((await signUp({ ...valid, password: 'short' })).json()).toMatchObject({ field: 'password' });
    expect((await signUp({ ...valid, password: 'NoDigitsHere' })).json()).toMatchObject({ field: 'password', message: 'password: Must contain numbers' });
    expect((await signUp({ ...valid, dateOfBirth: '2010-01-01' })).json()).toMatchObject({ field: 'dateOfBirth', message: 'dateOfBirth: You must be at least 18 years old' });
    expect((await signUp({ ...valid, phoneCode: '+356', phone: '12' })).json()).toMatchObject({ field: 'phone', message: 'phone: Number is too short' });
    const closed = await signUp({ ...valid, countryCode: 'US' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ field: 'countryCode', message: 'Registration is unavailable in your country' });
    expect((await signUp({ ...valid, nickname: 'x' })).json()).toMatchObject({ field: 'nickname', message: 'nickname is not a field of this call' });
  });
});

describe('spec 7: update-user-details, also used for password changes', () => {
  it('changes the password: current password required and checked, passwords must match; other sessions end', async () => {
    const email = 'pw@sandbox.test';
    const created = await app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email, password: 'First123', firstName: 'P', lastName: 'W', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' } });
    const token = created.json().data.accessToken as string;
    const other = (await login(app, email, 'First123')).token;
    const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload });

    expect((await put({ newPassword: 'Second123' })).json()).toMatchObject({ message: 'Current password required', field: 'currentPassword' });
    expect((await put({ currentPassword: 'First123', newPassword: 'Second123', confirmPassword: 'Other123' })).json()).toMatchObject({ message: 'Passwords must match' });
    expect((await put({ currentPassword: 'Wrong123', newPassword: 'Second123' })).statusCode).toBe(400);
    const ok = await put({ currentPassword: 'First123', newPassword: 'Second123', confirmPassword: 'Second123', updateFrom: 'Update Form' });
    expect(ok.statusCode).toBe(200);
    expectValid('api/update-user-details.response', ok.json());
    expect(ok.json()).toMatchObject({ data: { success: true }, message: 'Password changed' });

    expect((await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'First123' } })).statusCode).toBe(401);
    await login(app, email, 'Second123');
    expect((await details(token)).statusCode).toBe(200);
    expect((await details(other)).statusCode).toBe(403);
  });

  it('refuses a verified e-mail change, a birth date under 18, an unknown country; the error carries the message', async () => {
    const { token } = await login(app);
    const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload });
    expect((await put({ email: 'other@sandbox.test' })).json()).toMatchObject({ field: 'email', message: 'The email cannot be changed once verified' });
    expect((await put({ dateOfBirth: '2015-01-01' })).json()).toMatchObject({ field: 'dateOfBirth' });
    expect((await put({ countryCode: 'QQ' })).json()).toMatchObject({ field: 'countryCode' });
    expect((await put({ email: PLAYER, firstName: 'Maria' })).json()).toMatchObject({ data: { success: true }, message: 'Nothing to update' });
  });

  it('lulu\'s onChangeResetKyc resets the KYC status of a changed profile', async () => {
    const { token } = await login(app, EXCLUDED);
    const res = await app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload: { city: 'Uppsala', onChangeResetKyc: true, updateFrom: 'Update Form' } });
    expect(res.statusCode).toBe(200);
    expect((await details(token)).json().data.getUser).toMatchObject({ city: 'Uppsala', kycStatus: null });
  });
});

describe('spec 9: rakeback claims for today and yesterday only', () => {
  const claim = (token: string, claimDate: string, timeZone = 'UTC') =>
    app.inject({ method: 'POST', url: `/api/user/rakeback-claim?timeZone=${encodeURIComponent(timeZone)}&bonusId=900`, headers: bearer(token), payload: { bonusId: 900, claimDate, customerDate: claimDate } });

  it('today and yesterday can be claimed once; older days, future days and wrong dates cannot', async () => {
    const { token } = await login(app);
    expect((await claim(token, '2026-06-17')).statusCode).toBe(200);
    const again = await claim(token, '2026-06-17');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This day is already claimed');
    expect((await claim(token, '2026-06-16')).statusCode).toBe(200);
    expect((await claim(token, '2026-06-15')).json()).toMatchObject({ field: 'claimDate', code: 'CLAIM_DATE_EXPIRED' });
    expect((await claim(token, '2026-06-18')).json()).toMatchObject({ field: 'claimDate', code: 'CLAIM_DATE_IN_FUTURE' });
    expect((await claim(token, '17/06/2026')).statusCode).toBe(400);
    expect((await claim(token, '2026-06-17', 'Mars/Base')).json()).toMatchObject({ field: 'timeZone' });
  });

  it('"today" is the player\'s: in Pacific/Kiritimati (UTC+14) it is already the 18th', async () => {
    const { token } = await login(app);
    expect((await claim(token, '2026-06-18', 'Pacific/Kiritimati')).statusCode).toBe(200);
  });

  it('a claim credits the wallet; a player without deposits gets the depositors-only refusal (spec 6)', async () => {
    const { token } = await login(app, NEW_PLAYER);
    const res = await claim(token, '2026-06-17');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'This feature is available only for depositors', code: 'CASHBACK_NEED_DEPOSIT' });
  });

  it('calendar-award for another player answers 403', async () => {
    const { token } = await login(app);
    expect((await app.inject({ method: 'GET', url: '/api/user/calendar-award?user=2', headers: bearer(token) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user/calendar-award', headers: bearer(token) })).statusCode).toBe(400);
  });
});

describe('the token cookie and caching of personal answers (issue 10 items 13 and 14)', () => {
  it('login and sign-up set the access token cookie HttpOnly, Secure, SameSite=Strict for the token\'s life (spec 9: 30 days by default); logout clears it', async () => {
    const month = await startSandbox({ scrypt: { N: 1024 } });
    try {
      const res = await month.inject({ method: 'POST', url: '/api/user/login', payload: { email: PLAYER, password: PASSWORD } });
      expect(String(res.headers['set-cookie'])).toBe(`accessToken=${res.json().data.accessToken}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Strict`);
      const signUp = await month.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email: 'cookie@sandbox.test', currencyCode: 'EUR' } });
      expect(String(signUp.headers['set-cookie'])).toMatch(/^accessToken=v1\.[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
      const out = await month.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(res.json().data.accessToken), payload: {} });
      expect(String(out.headers['set-cookie'])).toBe('accessToken=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict');
    } finally {
      await month.close();
    }
  });

  it('personal answers are never stored by a cache; the public catalogue is not marked', async () => {
    const { token } = await login(app);
    const login_ = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: PLAYER, password: PASSWORD } });
    expect(login_.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/user/transactions', headers: bearer(token) })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/sandbox/state' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/core/casino/games' })).headers['cache-control']).not.toBe('no-store');
  });
});
