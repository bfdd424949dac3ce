import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../src/platform/api/client';
import { ENDPOINTS, ENDPOINT_NAMES, buildRequest, callEndpoint } from '../../../src/platform/api/endpoints';

function makeClient(token: string | null = 'tok') {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{"data":{}}', { status: 200 }));
  const client = new ApiClient({
    apiBase: 'https://api.test', coreApiBase: 'https://core.test', getToken: () => token, getLanguage: () => 'en',
    onForbidden: () => {}, fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, fetch };
}

describe('endpoints', () => {
  const SPEC7 = [
    'calendarAward', 'countryBlocked', 'getAllBonus', 'getAllCountry', 'getCurrencies', 'getFullCategoryList',
    'getLocales', 'getLocation', 'getPayments', 'getRakebackDays', 'getRegistrationFields', 'getScripts',
    'getSettings2', 'getUserDetails', 'logEvent', 'login', 'logout', 'rakebackClaim', 'signUp', 'threeDsWebhook',
    'updateUserDetails',
  ] as const;

  it('spec 7 Calls: every call of the table has a name', () => {
    expect(ENDPOINT_NAMES).toEqual(expect.arrayContaining([...SPEC7]));
  });

  it('catalogue calls the spec leaves not shown live under /api/core/casino (public) or /api/user (need a token)', () => {
    const extras = ENDPOINT_NAMES.filter((n) => !(SPEC7 as readonly string[]).includes(n));
    for (const name of extras) expect(ENDPOINTS[name].path).toMatch(/^\/api\/(core\/casino|user)\//);
    expect(`${ENDPOINTS.getGames.method} ${ENDPOINTS.getGames.path}`).toBe('GET /api/core/casino/games');
    expect(`${ENDPOINTS.addFavorite.method} ${ENDPOINTS.addFavorite.path}`).toBe('PUT /api/user/favorites/{slug}');
    expect(`${ENDPOINTS.removeFavorite.method} ${ENDPOINTS.removeFavorite.path}`).toBe('DELETE /api/user/favorites/{slug}');
  });

  it('PCI DSS SAQ A: no call of the casino api client takes card details (the tokeniser is the provider\'s, src/platform/paymentProvider.ts)', () => {
    for (const name of ENDPOINT_NAMES) {
      const { path, body } = ENDPOINTS[name];
      expect(path, name).not.toMatch(/card-token|\/provider\//);
      if (body !== '*') expect(body, name).not.toEqual(expect.arrayContaining(['cvc']));
    }
    expect(ENDPOINT_NAMES).not.toContain('tokenizeCard');
  });

  it('spec 7 Calls: methods and paths are those of the table', () => {
    const table = Object.fromEntries(SPEC7.map((n) => [n, `${ENDPOINTS[n].method} ${ENDPOINTS[n].path}`]));
    expect(table).toEqual({
      getLocales: 'GET /api/core/casino/locales/{lng}.json',
      getScripts: 'GET /api/core/casino/scripts',
      getSettings2: 'GET /api/core/casino/settings2',
      getAllBonus: 'GET /api/admin/get-all-bonus',
      getPayments: 'GET /api/admin/get-payments',
      getAllCountry: 'GET /api/admin/get-all-country',
      getCurrencies: 'GET /api/admin/get-currencies',
      getRakebackDays: 'GET /api/admin/get-rakeback-days',
      getLocation: 'GET /api/admin/get-location',
      getRegistrationFields: 'GET /api/admin/get-registration-fields',
      getFullCategoryList: 'GET /api/admin/get-full-category-list',
      getUserDetails: 'GET /api/user/get-user-details',
      login: 'POST /api/user/login',
      signUp: 'POST /api/user/sign-up',
      logout: 'POST /api/user/logout',
      rakebackClaim: 'POST /api/user/rakeback-claim',
      calendarAward: 'GET /api/user/calendar-award',
      threeDsWebhook: 'POST /api/user/3ds-webhook',
      countryBlocked: 'PUT /api/user/country-blocked',
      logEvent: 'POST /api/user/log-event',
      updateUserDetails: 'PUT /api/user/update-user-details',
    });
  });

  it('spec 7 Calls: settings2, locales, scripts, countries, currencies and the category list are cacheable, nothing else', () => {
    const cacheable = SPEC7.filter((n) => ENDPOINTS[n].cacheable).sort();
    expect(cacheable).toEqual(['getAllCountry', 'getCurrencies', 'getFullCategoryList', 'getLocales', 'getScripts', 'getSettings2']);
  });

  it('spec 7 Calls: locales carry the daily version _v4 and the language in the path', () => {
    const r = buildRequest('getLocales', { lng: 'de' }, { now: () => new Date('2025-03-04T23:30:00Z') });
    expect(r.path).toBe('/api/core/casino/locales/de.json');
    expect(r.options.query).toEqual({ _v4: '2025-03-04' });
    expect(() => buildRequest('getLocales', {} as { lng: string })).toThrow(/lng/);
  });

  it('spec 7 Calls: scripts send enableAuthUsers=true, enableDepositors=true and the hash _', () => {
    const r = buildRequest('getScripts', { _: '2025-03-04' });
    expect(r.options.query).toEqual({ enableAuthUsers: true, enableDepositors: true, _: '2025-03-04' });
  });

  it('spec 7 Calls: get-all-bonus sends its parameters in the query with a default page size of 24', () => {
    const r = buildRequest('getAllBonus', { type: 'deposit', pageNo: 2, countryCode: 'MT', currencyCode: 'EUR', timeZone: 'Europe/Malta' });
    expect(r.method).toBe('GET');
    expect(r.options.query).toMatchObject({ limit: 24, type: 'deposit', pageNo: 2, countryCode: 'MT', currencyCode: 'EUR', timeZone: 'Europe/Malta' });
    expect(r.options.body).toBeUndefined();
    expect(buildRequest('getAllBonus', { limit: 6 }).options.query!.limit).toBe(6);
  });

  it('spec 7 Calls: get-payments, get-rakeback-days and calendar-award send their parameters in the query', () => {
    expect(buildRequest('getPayments', { currencyCode: 'EUR', countryCode: 'MT' }).options.query).toEqual({ currencyCode: 'EUR', countryCode: 'MT' });
    expect(buildRequest('getRakebackDays', { user: 7, bonusId: 3 }).options.query).toEqual({ user: 7, bonusId: 3 });
    expect(buildRequest('calendarAward', { user: 7 }).options.query).toEqual({ user: 7 });
    expect(buildRequest('getFullCategoryList', { locale: 'en' }).options.query).toEqual({ locale: 'en' });
  });

  it('spec 7 Calls: login sends its nine fields in the body and nothing in the query', () => {
    const r = buildRequest('login', {
      email: 'a@b.c', password: 'pw', recaptchaToken: 'r', afterReg: false, cpnc: 'c', mkt: 'm',
      userDeviceType: 'mobile', screenResolution: '390x844', uidToken: 'u',
      ...({ extra: 'dropped' } as object),
    });
    expect(r.options.body).toEqual({
      email: 'a@b.c', password: 'pw', recaptchaToken: 'r', afterReg: false, cpnc: 'c', mkt: 'm',
      userDeviceType: 'mobile', screenResolution: '390x844', uidToken: 'u',
    });
    expect(r.options.query).toEqual({});
  });

  it('spec 7 Calls: logout sends the reason, USER_INITIATED by default', () => {
    expect(buildRequest('logout').options.body).toEqual({ reason: 'USER_INITIATED' });
    expect(buildRequest('logout', { reason: 'USER_INACTIVITY_TIMEOUT' }).options.body).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT' });
  });

  it('spec 7 Calls: rakeback-claim sends timeZone, customerDate, bonusId in the query and bonusId, claimDate, customerDate in the body', () => {
    const r = buildRequest('rakebackClaim', { bonusId: 5, claimDate: '2025-03-04', customerDate: '2025-03-04 10:00', timeZone: 'Europe/Malta' });
    expect(r.options.query).toEqual({ timeZone: 'Europe/Malta', customerDate: '2025-03-04 10:00', bonusId: 5 });
    expect(r.options.body).toEqual({ bonusId: 5, claimDate: '2025-03-04', customerDate: '2025-03-04 10:00' });
  });

  it('spec 7 Calls: 3ds-webhook, country-blocked and log-event send their fields in the body', () => {
    expect(buildRequest('threeDsWebhook', { PaReq: 'p', MD: 'm' }).options.body).toEqual({ PaReq: 'p', MD: 'm' });
    const cb = buildRequest('countryBlocked', { ip: '1.2.3.4', country: 'US', firstUrl: '/x' });
    expect(cb.method).toBe('PUT');
    expect(cb.options.body).toEqual({ ip: '1.2.3.4', country: 'US', firstUrl: '/x' });
    expect(buildRequest('logEvent', { event: 'PAGE_VIEW', data: { page: '/' }, mkt: null, userDeviceType: 'desktop', cpncToSent: 'c' }).options.body)
      .toEqual({ event: 'PAGE_VIEW', data: { page: '/' }, mkt: null, userDeviceType: 'desktop', cpncToSent: 'c' });
  });

  it('spec 7 Calls: sign-up sends the whole payload and update-user-details the profile fields plus updateFrom', () => {
    expect(buildRequest('signUp', { email: 'a@b.c', firstName: 'A', cpnc: null }).options.body).toEqual({ email: 'a@b.c', firstName: 'A', cpnc: null });
    const r = buildRequest('updateUserDetails', { firstName: 'A', zipCode: undefined, updateFrom: 'Profile Page' });
    expect(r.method).toBe('PUT');
    expect(r.options.body).toEqual({ firstName: 'A', updateFrom: 'Profile Page' });
  });

  it('spec 7 Calls: get-full-category-list sends a system-access-token header when configured', () => {
    expect(buildRequest('getFullCategoryList', { locale: 'en' }, { systemAccessToken: 'sys' }).options.headers).toEqual({ 'system-access-token': 'sys' });
    expect(buildRequest('getFullCategoryList', { locale: 'en' }).options.headers).toEqual({});
    expect(buildRequest('getLocation', {}, { systemAccessToken: 'sys' }).options.headers).toEqual({});
  });

  it('spec 7 Calls: callEndpoint makes the request through the api client', async () => {
    const { client, fetch } = makeClient();
    await callEndpoint(client, 'getAllBonus', { type: 'deposit' });
    const url = new URL(fetch.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://api.test/api/admin/get-all-bonus');
    expect(url.searchParams.get('limit')).toBe('24');
    expect(url.searchParams.get('type')).toBe('deposit');
    expect(url.searchParams.has('cpnc')).toBe(false);
    await callEndpoint(client, 'getFullCategoryList', { locale: 'en' }, { systemAccessToken: 'sys' });
    const headers = fetch.mock.calls[1][1]!.headers as Record<string, string>;
    expect(headers['system-access-token']).toBe('sys');
    expect(headers['Cache-Control']).toBeUndefined();
  });

  it("spec 7 Calls: get-all-bonus sends language and cpnc: the page's language and the visitor's campaign (spec 4 Marketing parameters)", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{"data":{}}', { status: 200 }));
    let campaign: string | null = 'spring26';
    const client = new ApiClient({
      apiBase: 'https://api.test', coreApiBase: 'https://core.test', getToken: () => 'tok', getLanguage: () => 'de',
      onForbidden: () => {}, fetch: fetch as unknown as typeof globalThis.fetch, getCampaign: () => campaign,
    });
    const query = async (params: Record<string, unknown> = {}) => {
      await callEndpoint(client, 'getAllBonus', params);
      return new URL(fetch.mock.calls.at(-1)![0] as string).searchParams;
    };
    const first = await query();
    expect(first.get('language')).toBe('de');
    expect(first.get('cpnc')).toBe('spring26');
    // The document's own values win; no campaign, no cpnc.
    expect((await query({ language: 'en', cpnc: 'partner1' })).get('cpnc')).toBe('partner1');
    campaign = null;
    expect((await query()).has('cpnc')).toBe(false);
    // Other calls get neither.
    await callEndpoint(client, 'getPayments', {});
    expect(new URL(fetch.mock.calls.at(-1)![0] as string).searchParams.has('language')).toBe(false);
  });

  it('spec 7 General client rules: callEndpoint for get-user-details without a token rejects without fetching', async () => {
    const { client, fetch } = makeClient(null);
    await expect(callEndpoint(client, 'getUserDetails')).rejects.toThrow(/token/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('spec 7 Calls: get-full-category-list takes the configured system-access-token from the api client (the settings)', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{"data":{}}', { status: 200 }));
    let configured: string | undefined;
    const client = new ApiClient({
      apiBase: 'https://api.test', coreApiBase: 'https://core.test', getToken: () => null, getLanguage: () => 'en',
      onForbidden: () => {}, fetch: fetch as unknown as typeof globalThis.fetch, getSystemAccessToken: () => configured,
    });
    const headersOf = (call: number) => fetch.mock.calls[call][1]!.headers as Record<string, string>;
    await callEndpoint(client, 'getFullCategoryList', { locale: 'en' });
    configured = 'from-settings';
    await callEndpoint(client, 'getFullCategoryList', { locale: 'en' });
    await callEndpoint(client, 'getLocation', {});
    await callEndpoint(client, 'getFullCategoryList', { locale: 'en' }, { systemAccessToken: 'explicit' });
    expect(headersOf(0)['system-access-token']).toBeUndefined();
    expect(headersOf(1)['system-access-token']).toBe('from-settings');
    expect(headersOf(2)['system-access-token']).toBeUndefined();
    expect(headersOf(3)['system-access-token']).toBe('explicit');
  });
});
