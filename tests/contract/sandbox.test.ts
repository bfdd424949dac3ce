// Contract (DESIGN: the API paths, methods, parameters and answer shapes are the spec's section 7):
// every call of spec 7 answers with the status the front end expects and an answer that passes the
// schema the front end's types come from (schemas/api, precompiled validators), so the two cannot drift.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { flattenTexts } from '../../src/platform/cms';
import { bearer, expectValid, login, startSandbox, NEW_PLAYER, PLAYER } from './sandbox-helpers';

// A fixed clock keeps the rakeback calendar and the claim-day rule independent of when the tests run.
const NOW = new Date('2026-06-17T10:00:00.000Z'); // a Wednesday
let app: FastifyInstance;
let token: string;
let userId: number;
beforeAll(async () => {
  app = await startSandbox({ now: () => NOW });
  ({ token, userId } = await login(app));
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('spec 7: core calls', () => {
  it('GET /api/core/casino/settings2 answers app settings', async () => {
    const res = await get('/api/core/casino/settings2');
    expect(res.statusCode).toBe(200);
    expectValid('settings', res.json());
    expectValid('api/settings2.response', res.json());
  });

  it('GET /api/core/casino/locales/{lng}.json answers CMS texts, flat or nested', async () => {
    const res = await get('/api/core/casino/locales/en.json?_v4=2026-11-22');
    expect(res.statusCode).toBe(200);
    expectValid('texts', res.json());
    expectValid('api/locales.response', res.json());
    expect(Object.keys(flattenTexts(res.json())).every((k) => /^(text|object|array)\./.test(k))).toBe(true);
    expect((await get('/api/core/casino/locales/xx.json')).statusCode).toBe(404);
    const flat = await get('/api/core/casino/locales/de.json');
    expectValid('api/locales.response', flat.json());
    expect(Object.keys(flat.json()).every((k) => k.startsWith('text.'))).toBe(true);
  });

  it('GET /api/core/casino/scripts answers success and a list of script entries', async () => {
    const res = await get('/api/core/casino/scripts?enableAuthUsers=true&enableDepositors=true&_=1');
    expect(res.statusCode).toBe(200);
    expectValid('api/scripts.response', res.json());
  });

  it('spec 6: user-only and depositor-only script sets come only when asked for and the token says so', async () => {
    const keys = async (query: string, headers: Record<string, string> = {}) =>
      (await get(`/api/core/casino/scripts?${query}`, headers)).json().data.map((s: { key: string }) => s.key);
    const guest = await keys('enableAuthUsers=true&enableDepositors=true');
    expect(guest).toEqual(['site-analytics', 'live-chat']);
    expect(await keys('enableAuthUsers=false&enableDepositors=false', bearer(token))).toEqual(guest);
    expect(await keys('enableAuthUsers=true&enableDepositors=true', bearer(token))).toEqual([...guest, 'player-retargeting', 'depositor-pixel']);
    const fresh = await login(app, NEW_PLAYER);
    expect(await keys('enableAuthUsers=true&enableDepositors=true', bearer(fresh.token))).toEqual([...guest, 'player-retargeting']);
  });
});

describe('spec 7: admin calls', () => {
  it('GET /api/admin/get-all-bonus answers data.bonus.{count, rows}, 24 a page by default', async () => {
    const res = await get('/api/admin/get-all-bonus?pageNo=1&language=en&timeZone=Europe/Malta', bearer(token));
    expect(res.statusCode).toBe(200);
    expectValid('api/get-all-bonus.response', res.json());
    const { count, rows } = res.json().data.bonus;
    expect(rows.length).toBe(Math.min(count, 24));
    expect(new Set(rows.map((b: { type: string }) => b.type))).toEqual(new Set(['deposit', 'freespins', 'no_deposit', 'instant_cashback']));
    expect(rows.every((b: { banner: { bannerTitle: string } }) => typeof b.banner.bannerTitle === 'string')).toBe(true);
  });

  it('get-all-bonus filters by type, isDeposit, dayOfWeek, calendarDateTime, country, currency and cpnc, and pages', async () => {
    const rows = async (query: string) => (await get(`/api/admin/get-all-bonus?${query}`, bearer(token))).json().data.bonus.rows as Array<{ id: number; type: string; validOnDays: number[] | null }>;
    expect((await rows('type=freespins')).every((b) => b.type === 'freespins')).toBe(true);
    expect((await rows('isDeposit=true')).every((b) => b.type === 'deposit')).toBe(true);
    const monday = await rows('dayOfWeek=1&calendarDateTime=2026-06-15T12:00:00Z');
    expect(monday.map((b) => b.id)).toContain(201);
    expect(monday.every((b) => b.validOnDays === null || b.validOnDays.includes(1))).toBe(true);
    expect(monday.map((b) => b.id)).not.toContain(301); // over by then
    expect((await rows('countryCode=GB')).map((b) => b.id)).not.toContain(107);
    expect((await rows('currencyCode=INR')).map((b) => b.id)).toContain(105);
    expect((await rows('currencyCode=EUR')).map((b) => b.id)).not.toContain(105);
    expect((await rows('')).map((b) => b.id)).not.toContain(106);
    expect((await rows('cpnc=partner1')).map((b) => b.id)).toContain(106);
    const page2 = await get('/api/admin/get-all-bonus?limit=5&pageNo=2', bearer(token));
    expect(page2.json().data.bonus.rows).toHaveLength(5);
    expect(page2.json().data.bonus.rows[0].id).toBe((await rows('limit=6'))[5].id);
    const bad = await get('/api/admin/get-all-bonus?type=cash', bearer(token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'type' });
  });

  it('GET /api/admin/get-payments answers data.payments, filtered (spec 6) and sorted by sortPriority descending (spec 9)', async () => {
    const res = await get('/api/admin/get-payments?currencyCode=EUR&countryCode=MT', bearer(token));
    expect(res.statusCode).toBe(200);
    expectValid('api/get-payments.response', res.json());
    const payments = res.json().data.payments as Array<{ name: string; sortPriority: number }>;
    const names = payments.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['visa', 'mastercard', 'skrill', 'carouseller', 'test_gateway', 'vip_wire', 'jeton']));
    expect(names).not.toContain('upi');
    expect(payments.map((p) => p.sortPriority)).toEqual([...payments.map((p) => p.sortPriority)].sort((a, b) => b - a));
    const india = (await get('/api/admin/get-payments?currencyCode=INR&countryCode=IN')).json().data.payments.map((p: { name: string }) => p.name);
    expect(india).toEqual(expect.arrayContaining(['upi', 'netbanking']));
    const guest = (await get('/api/admin/get-payments?currencyCode=EUR&countryCode=MT')).json().data.payments.map((p: { name: string }) => p.name);
    expect(guest).not.toContain('test_gateway'); // e-mail allow-list
    expect(guest).not.toContain('vip_wire'); // tag allow-list
  });

  it('GET /api/admin/get-all-country answers data.countries.rows and data.allCountries (~250, unique by code)', async () => {
    const res = await get('/api/admin/get-all-country');
    expect(res.statusCode).toBe(200);
    expectValid('api/get-all-country.response', res.json());
    const { countries, allCountries } = res.json().data;
    expect(allCountries.length).toBeGreaterThanOrEqual(249);
    expect(new Set(allCountries.map((c: { code: string }) => c.code)).size).toBe(allCountries.length);
    expect(allCountries.find((c: { code: string }) => c.code === 'MT')).toEqual({ code: 'MT', countryId: expect.any(Number), name: 'Malta', phoneCode: '+356', flag: '🇲🇹' });
    expect(countries.rows.length).toBeLessThan(allCountries.length);
  });

  it('GET /api/admin/get-currencies answers data.currencies', async () => {
    const res = await get('/api/admin/get-currencies');
    expect(res.statusCode).toBe(200);
    expectValid('api/get-currencies.response', res.json());
    const codes = res.json().data.currencies.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP', 'INR', 'BTC', 'ETH', 'USDT']));
  });

  it('GET /api/admin/get-rakeback-days with user (and bonusId) answers data.days for the 28-day calendar', async () => {
    const res = await get(`/api/admin/get-rakeback-days?user=${userId}`, bearer(token));
    expect(res.statusCode).toBe(200);
    expectValid('api/get-rakeback-days.response', res.json());
    const days = res.json().data.days;
    expect(days).toHaveLength(28);
    expect(days[0].canClaimDate).toBe('2026-06-08'); // Monday of the week before
    expect(days.find((d: { canClaimDate: string }) => d.canClaimDate === '2026-06-17')).toMatchObject({ amount: expect.any(Number), paidAt: null });
    expect(days.find((d: { canClaimDate: string }) => d.canClaimDate === '2026-06-18')).toMatchObject({ amount: null });
    const withBonus = await get(`/api/admin/get-rakeback-days?user=${userId}&bonusId=900`, bearer(token));
    expect(withBonus.json().data.days).toHaveLength(28);
    expect((await get(`/api/admin/get-rakeback-days?user=${userId}&bonusId=101`, bearer(token))).json().data.days).toEqual([]);
    expect((await get('/api/admin/get-rakeback-days', bearer(token))).statusCode).toBe(400);
  });

  it('get-rakeback-days shows only the caller\'s own days (security review finding 7: no IDOR)', async () => {
    // Without a session: 403, like every call that needs one.
    expect((await get(`/api/admin/get-rakeback-days?user=${userId}`)).statusCode).toBe(403);
    // Another player's id and an unknown id answer alike: 404.
    const other = await login(app, NEW_PLAYER);
    const foreign = await get(`/api/admin/get-rakeback-days?user=${userId}`, bearer(other.token));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('canClaimDate');
    expect((await get('/api/admin/get-rakeback-days?user=99999', bearer(other.token))).statusCode).toBe(404);
    expect((await get(`/api/admin/get-rakeback-days?user=${other.userId}`, bearer(other.token))).statusCode).toBe(200);
  });

  it('GET /api/admin/get-location answers data.location (Malta until the control endpoint says otherwise)', async () => {
    const res = await get('/api/admin/get-location');
    expect(res.statusCode).toBe(200);
    expectValid('api/get-location.response', res.json());
    expect(res.json().data.location.country.code).toBe('MT');
  });

  it('GET /api/admin/get-registration-fields answers the data map (required unless 0)', async () => {
    const res = await get('/api/admin/get-registration-fields');
    expect(res.statusCode).toBe(200);
    expectValid('api/get-registration-fields.response', res.json());
    expect(res.json().data).toMatchObject({ email: 1, password: 1, phone: 0 });
  });

  it('GET /api/admin/get-full-category-list with locale answers data.topCategoryList', async () => {
    const res = await get('/api/admin/get-full-category-list?locale=de');
    expect(res.statusCode).toBe(200);
    expectValid('api/get-full-category-list.response', res.json());
    const list = res.json().data.topCategoryList as Array<{ slug: string; name: string; gamesCount: number }>;
    expect(list.map((c) => c.slug)).toEqual(expect.arrayContaining(['popular', 'new', 'slots', 'live-casino', 'table-games', 'jackpots']));
    expect(list.find((c) => c.slug === 'table-games')!.name).toBe('Tischspiele');
    expect(list.every((c) => c.gamesCount > 0)).toBe(true);
  });

  it('get-full-category-list asks for the system-access-token header when one is configured', async () => {
    const guarded = await startSandbox({ systemAccessToken: 'sys-key' });
    try {
      expect((await guarded.inject({ method: 'GET', url: '/api/admin/get-full-category-list?locale=en' })).statusCode).toBe(401);
      const ok = await guarded.inject({ method: 'GET', url: '/api/admin/get-full-category-list?locale=en', headers: { 'system-access-token': 'sys-key' } });
      expect(ok.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('get-full-category-list follows the settings\' systemAccessToken set at run time (one scope only)', async () => {
    const sandbox = await startSandbox();
    try {
      const set = await sandbox.inject({ method: 'POST', url: '/api/sandbox/settings?scope=sys1', payload: { systemAccessToken: 'run-key' } });
      expect(set.statusCode).toBe(200);
      const url = '/api/admin/get-full-category-list?locale=en';
      const cookie = 'sandbox-settings-scope=sys1';
      expect((await sandbox.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(401);
      expect((await sandbox.inject({ method: 'GET', url, headers: { cookie, 'system-access-token': 'wrong' } })).statusCode).toBe(401);
      expect((await sandbox.inject({ method: 'GET', url, headers: { cookie, 'system-access-token': 'run-key' } })).statusCode).toBe(200);
      expect((await sandbox.inject({ method: 'GET', url })).statusCode).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});

describe('spec 7: user calls', () => {
  it('POST /api/user/login answers data: accessToken, lastLogin {created_at, ip, location}, locale, cpnc, userId', async () => {
    const payload = { email: PLAYER, password: 'Sandbox123!', recaptchaToken: null, afterReg: false, cpnc: 'c1', mkt: 'm1', userDeviceType: 'desktop', screenResolution: '1920x1080', uidToken: 'uid-1' };
    expectValid('api/login.request', payload);
    const res = await app.inject({ method: 'POST', url: '/api/user/login', payload });
    expect(res.statusCode).toBe(200);
    expectValid('api/login.response', res.json());
    expect(res.json().data).toMatchObject({ accessToken: expect.any(String), locale: 'en', cpnc: 'c1', userId });
    expect(res.json().data.lastLogin).toEqual({ created_at: expect.any(String), ip: expect.any(String), location: expect.any(String) });
  });

  it('GET /api/user/get-user-details answers data.getUser with userWallet (the seeded player of the DESIGN contract)', async () => {
    const res = await get('/api/user/get-user-details', bearer(token));
    expect(res.statusCode).toBe(200);
    expectValid('api/get-user-details.response', res.json());
    expect(res.json().data.getUser).toMatchObject({
      email: PLAYER, isEmailVerified: true, kycStatus: 'APPROVED', depositCount: 3, countryCode: 'MT', currencyCode: 'EUR',
      userWallet: { amount: 500, nonCashAmount: 0, totalAmount: 500 },
    });
  });

  it('POST /api/user/sign-up answers data: accessToken, createUser; the token signs in', async () => {
    const payload = {
      email: 'signup@sandbox.test', password: 'Secret123', firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1995-02-03',
      countryCode: 'PT', currencyCode: 'EUR', phoneCode: '+351', phone: '912345678', gender: 'Female', newsLetter: true,
      cpnc: 'c2', mkt: 'm2', userDeviceType: 'mobile', screenResolution: '390x844', uidToken: 'uid-2', firstUrl: '/casino', preferredLanguage: 'pt',
    };
    expectValid('api/sign-up-payload', payload);
    const res = await app.inject({ method: 'POST', url: '/api/user/sign-up', payload });
    expect(res.statusCode).toBe(201);
    expectValid('api/sign-up.response', res.json());
    expect(res.json().data.createUser).toMatchObject({ email: 'signup@sandbox.test', depositCount: 0, isEmailVerified: false, userWallet: { amount: 0 } });
    const me = await get('/api/user/get-user-details', bearer(res.json().data.accessToken));
    expect(me.json().data.getUser.firstName).toBe('Ana');
  });

  it('POST /api/user/logout (reason) answers success', async () => {
    const session = await login(app);
    const res = await app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(session.token), payload: { reason: 'USER_INACTIVITY_TIMEOUT' } });
    expect(res.statusCode).toBe(200);
    expectValid('api/logout.request', { reason: 'USER_INACTIVITY_TIMEOUT' });
    expectValid('api/success.response', res.json());
  });

  it('POST /api/user/rakeback-claim (query timeZone, customerDate, bonusId; body bonusId, claimDate, customerDate) answers data: amount, bonusId', async () => {
    const body = { bonusId: 900, claimDate: '2026-06-16', customerDate: '2026-06-17T12:00:00+02:00' };
    expectValid('api/rakeback-claim.request', body);
    const days = (await get(`/api/admin/get-rakeback-days?user=${userId}`, bearer(token))).json().data.days;
    const expected = days.find((d: { canClaimDate: string }) => d.canClaimDate === '2026-06-16').amount;
    const res = await app.inject({
      method: 'POST', url: '/api/user/rakeback-claim?timeZone=Europe/Malta&customerDate=2026-06-17&bonusId=900', headers: bearer(token), payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/rakeback-claim.response', res.json());
    expect(res.json().data).toMatchObject({ amount: expected, bonusId: 900 });
    const after = (await get(`/api/admin/get-rakeback-days?user=${userId}`, bearer(token))).json().data.days;
    expect(after.find((d: { canClaimDate: string }) => d.canClaimDate === '2026-06-16').paidAt).toEqual(expect.any(String));
  });

  it('GET /api/user/calendar-award with user={userId} answers data.userCalendarData: ngr, payout, percent', async () => {
    const res = await get(`/api/user/calendar-award?user=${userId}`, bearer(token));
    expect(res.statusCode).toBe(200);
    expectValid('api/calendar-award.response', res.json());
  });

  it('POST /api/user/3ds-webhook (PaReq, MD) with an MD of no deposit of the player is 404, not 403 (the flow: sandbox-deposit.test.ts)', async () => {
    const payload = { PaReq: 'pareq-value', MD: 'md-value' };
    expectValid('api/3ds-webhook.request', payload);
    const res = await app.inject({ method: 'POST', url: '/api/user/3ds-webhook', headers: bearer(token), payload });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'DEPOSIT_NOT_FOUND' });
  });

  it('PUT /api/user/country-blocked (ip, country, firstUrl) answers success, for a guest too', async () => {
    const payload = { ip: '198.51.100.7', country: 'US', firstUrl: '/casino' };
    expectValid('api/country-blocked.request', payload);
    const res = await app.inject({ method: 'PUT', url: '/api/user/country-blocked', payload });
    expect(res.statusCode).toBe(200);
    expectValid('api/success.response', res.json());
  });

  it('POST /api/user/log-event (event, data, mkt, userDeviceType, cpncToSent) answers success and is stored', async () => {
    const payload = { event: 'PAGE_VIEW', data: { path: '/casino' }, mkt: 'm1', userDeviceType: 'desktop', cpncToSent: 'c1' };
    expectValid('api/log-event.request', payload);
    const res = await app.inject({ method: 'POST', url: '/api/user/log-event', payload });
    expect(res.statusCode).toBe(200);
    expectValid('api/success.response', res.json());
    const events = (await get('/api/sandbox/events?event=PAGE_VIEW')).json().data.events;
    expect(events.at(-1)).toMatchObject({ event: 'PAGE_VIEW', data: { path: '/casino' }, mkt: 'm1', userDeviceType: 'desktop', cpncToSent: 'c1' });
  });

  it('PUT /api/user/update-user-details (profile fields plus updateFrom) answers data.success and message', async () => {
    const fresh = await login(app, NEW_PLAYER);
    const payload = { firstName: 'Nia', lastName: 'Vella', dateOfBirth: '1992-07-01', address: null, gender: 'Not to say', updateFrom: 'Profile Page' };
    expectValid('api/update-user-details.request', payload);
    const res = await app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(fresh.token), payload });
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/update-user-details.response', res.json());
    expect(res.json()).toMatchObject({ data: { success: true }, message: 'Profile updated' });
    const me = (await get('/api/user/get-user-details', bearer(fresh.token))).json().data.getUser;
    expect(me).toMatchObject({ firstName: 'Nia', lastName: 'Vella', dateOfBirth: '1992-07-01', address: null });
  });
});

describe('sandbox extras (calls the spec does not show): lobby, tournaments, favourites, transactions', () => {
  it('GET /api/core/casino/games answers data.games.{count, rows} of game details, filtered, sorted and paged', async () => {
    const res = await get('/api/core/casino/games?category=slots&sort=returnToPlayer&limit=10');
    expect(res.statusCode).toBe(200);
    expectValid('api/games.response', res.json());
    const { count, rows } = res.json().data.games;
    expect(count).toBeGreaterThan(300);
    expect(rows).toHaveLength(10);
    expect(rows.map((g: { RTP: number }) => g.RTP)).toEqual([...rows.map((g: { RTP: number }) => g.RTP)].sort((a: number, b: number) => b - a));
    const all = (await get('/api/core/casino/games?limit=1')).json().data.games.count;
    expect(all).toBe(600);
    const search = (await get('/api/core/casino/games?search=nile')).json().data.games.rows.map((g: { slug: string }) => g.slug);
    expect(search).toContain('book-of-the-nile');
    const byProvider = (await get('/api/core/casino/games?provider=velvet-live&limit=100')).json().data.games.rows;
    expect(byProvider.every((g: { providerSlug: string }) => g.providerSlug === 'velvet-live')).toBe(true);
    expect((await get('/api/core/casino/games?sort=popularity')).statusCode).toBe(400);
  });

  it('GET /api/core/casino/games/{slug} answers data.game, 404 for an unknown slug', async () => {
    const res = await get('/api/core/casino/games/book-of-the-nile');
    expect(res.statusCode).toBe(200);
    expectValid('api/game.response', res.json());
    expect(res.json().data.game).toMatchObject({ name: 'Book of the Nile', provider: 'Pixel Pharaoh', isBonus: true, hasBonusBuy: expect.any(Boolean), RTP: expect.any(Number) });
    expect((await get('/api/core/casino/games/no-such-game')).json()).toEqual({ message: 'Not found' });
  });

  it('GET /api/core/casino/providers answers data.providers (at least 12)', async () => {
    const res = await get('/api/core/casino/providers');
    expectValid('api/providers.response', res.json());
    expect(res.json().data.providers.length).toBeGreaterThanOrEqual(12);
  });

  it('GET /api/core/casino/tournaments and /tournaments/{id} answer every state, with leaderboards once started', async () => {
    const list = await get('/api/core/casino/tournaments');
    expectValid('api/tournaments.response', list.json());
    const states = list.json().data.tournaments.map((t: { state: string }) => t.state);
    expect(new Set(states)).toEqual(new Set(['starts in', 'ends in', 'ended']));
    const running = await get('/api/core/casino/tournaments/daily-drops-race');
    expectValid('api/tournament.response', running.json());
    expect(running.json().data.tournament.leaderboard).toHaveLength(20);
    const upcoming = await get('/api/core/casino/tournaments/6');
    expect(upcoming.json().data.tournament).toMatchObject({ state: 'starts in', leaderboard: [] });
  });

  it('favourites: PUT and DELETE /api/user/favorites/{slug}, GET /api/user/favorites', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/user/favorites/golden-fortune', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/user/favorites/rocket-rush', headers: bearer(token) })).statusCode).toBe(200);
    const list = await get('/api/user/favorites', bearer(token));
    expectValid('api/favorites.response', list.json());
    expect(list.json().data.favorites.rows.map((g: { slug: string }) => g.slug)).toEqual(['rocket-rush', 'golden-fortune']);
    await app.inject({ method: 'DELETE', url: '/api/user/favorites/rocket-rush', headers: bearer(token) });
    expect((await get('/api/user/favorites', bearer(token))).json().data.favorites.count).toBe(1);
    expect((await app.inject({ method: 'PUT', url: '/api/user/favorites/nope', headers: bearer(token) })).statusCode).toBe(404);
    expect((await get('/api/user/favorites')).statusCode).toBe(403);
  });

  it('GET /api/user/transactions answers data.transactions.{count, rows}, newest first; the ledger adds up to the balance', async () => {
    const fresh = await startSandbox();
    try {
      const session = await login(fresh);
      const res = await fresh.inject({ method: 'GET', url: '/api/user/transactions?limit=100', headers: bearer(session.token) });
      expectValid('api/transactions.response', res.json());
      const rows = res.json().data.transactions.rows as Array<{ amount: number; type: string; balanceAfter: number }>;
      expect(rows.filter((r) => r.type === 'deposit')).toHaveLength(3);
      expect(rows[0].balanceAfter).toBe(500);
      expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBeCloseTo(500, 2);
    } finally {
      await fresh.close();
    }
  });

  it('assets: game artwork is an SVG drawn from the name, under /api/core/casino/assets/ (spec 7)', async () => {
    const res = await get('/api/core/casino/assets/games/book-of-the-nile.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Book of the Nile');
    expect((await get('/api/core/casino/assets/payments/visa.svg')).statusCode).toBe(200);
    expect((await get('/api/core/casino/assets/banners/bonus-101.svg')).statusCode).toBe(200);
    expect((await get('/api/core/casino/assets/scripts/site-analytics.js')).body).toContain('sandboxScripts');
    expect((await get('/api/core/casino/assets/other/x.svg')).statusCode).toBe(404);
  });
});

describe('spec 8: errors answer JSON {message} with the right status', () => {
  it('an unknown call answers 404 with a message, which the api client throws as the body', async () => {
    const res = await get('/api/admin/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found');
  });

  it('bad input answers 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: PLAYER } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'password is required', field: 'password' });
    const broken = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toEqual(expect.any(String));
  });
});
