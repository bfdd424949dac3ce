import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, ApiError, MissingTokenError, SYSTEM_KEY_HEADER, type ApiClientOptions } from '../../../src/platform/api/client';

function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => jsonResponse({ data: { ok: true } }));
  const onForbidden = vi.fn();
  const client = new ApiClient({
    apiBase: 'https://api.test',
    coreApiBase: 'https://core.test',
    getToken: () => 'tok',
    getLanguage: () => 'de',
    onForbidden,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...overrides,
  });
  return { client, fetch, onForbidden };
}

function headersOf(fetch: ReturnType<typeof makeClient>['fetch'], call = 0): Record<string, string> {
  return fetch.mock.calls[call][1]!.headers as Record<string, string>;
}

describe('ApiClient', () => {
  afterEach(() => vi.useRealTimers());

  it('spec 7 General client rules: Authorization and Authorization2 bearer headers carry the token', async () => {
    const { client, fetch } = makeClient();
    await client.request('GET', '/api/admin/get-location');
    const h = headersOf(fetch);
    expect(h.Authorization).toBe('Bearer tok');
    expect(h.Authorization2).toBe('Bearer tok');
    expect(h['Content-Type']).toBe('application/json');
  });

  it('spec 7 General client rules: no Authorization headers without a token', async () => {
    const { client, fetch } = makeClient({ getToken: () => null });
    await client.request('GET', '/api/admin/get-location');
    expect(headersOf(fetch).Authorization).toBeUndefined();
    expect(headersOf(fetch).Authorization2).toBeUndefined();
  });

  it('spec 7 General client rules: the language header is the current language, en by default', async () => {
    const { client, fetch } = makeClient();
    await client.request('GET', '/api/admin/get-location');
    expect(headersOf(fetch).language).toBe('de');
    const other = makeClient({ getLanguage: () => '' });
    await other.client.request('GET', '/api/admin/get-location');
    expect(headersOf(other.fetch).language).toBe('en');
    const broken = makeClient({ getLanguage: () => { throw new ReferenceError('i18n not ready'); } });
    await broken.client.request('GET', '/api/admin/get-location');
    expect(headersOf(broken.fetch).language).toBe('en');
  });

  it('spec 7 General client rules: no-cache headers unless the call is cacheable', async () => {
    const { client, fetch } = makeClient();
    await client.request('GET', '/api/admin/get-location');
    expect(headersOf(fetch)).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' });
    await client.request('GET', '/api/admin/get-currencies', { cacheable: true });
    const h = headersOf(fetch, 1);
    expect(h['Cache-Control']).toBeUndefined();
    expect(h.Pragma).toBeUndefined();
    expect(h.Expires).toBeUndefined();
  });

  it('spec 7 General client rules: paths under /api/core go to the core host, others to the api host', async () => {
    const { client, fetch } = makeClient();
    await client.request('GET', '/api/core/casino/settings2');
    await client.request('GET', '/api/admin/get-location');
    expect(fetch.mock.calls[0][0]).toBe('https://core.test/api/core/casino/settings2');
    expect(fetch.mock.calls[1][0]).toBe('https://api.test/api/admin/get-location');
  });

  it('spec 7 General client rules: undefined and null query values are omitted', async () => {
    const { client, fetch } = makeClient();
    await client.request('GET', '/api/admin/get-payments', { query: { countryCode: 'MT', currencyCode: undefined, x: null, n: 0, b: false } });
    const url = new URL(fetch.mock.calls[0][0] as string);
    expect(url.searchParams.get('countryCode')).toBe('MT');
    expect(url.searchParams.has('currencyCode')).toBe(false);
    expect(url.searchParams.has('x')).toBe(false);
    expect(url.searchParams.get('n')).toBe('0');
    expect(url.searchParams.get('b')).toBe('false');
  });

  it('spec 7 General client rules: the body is sent as JSON', async () => {
    const { client, fetch } = makeClient();
    await client.request('POST', '/api/user/login', { body: { email: 'a@b.c' } });
    expect(fetch.mock.calls[0][1]!.method).toBe('POST');
    expect(JSON.parse(fetch.mock.calls[0][1]!.body as string)).toEqual({ email: 'a@b.c' });
  });

  it('spec 7 General client rules: a bonus path without a token throws at once', async () => {
    const { client, fetch } = makeClient({ getToken: () => null });
    await expect(client.request('GET', '/api/admin/get-all-bonus')).rejects.toBeInstanceOf(MissingTokenError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('spec 7 General client rules: a user-details or documents path without a token throws at once', async () => {
    const { client, fetch } = makeClient({ getToken: () => null });
    await expect(client.request('GET', '/api/user/get-user-details')).rejects.toBeInstanceOf(MissingTokenError);
    await expect(client.request('GET', '/api/user/documents')).rejects.toBeInstanceOf(MissingTokenError);
    await expect(client.request('PUT', '/api/user/update-user-details', { body: {} })).rejects.toBeInstanceOf(MissingTokenError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('spec 7 General client rules: a bonus path with a token is fetched', async () => {
    const { client, fetch } = makeClient();
    await expect(client.request('GET', '/api/admin/get-all-bonus')).resolves.toEqual({ data: { ok: true } });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('spec 7 / spec 9: the default timeout of 15000 ms throws ApiError 408 Request timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn((_url: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const { client } = makeClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const result = client.request('GET', '/api/admin/get-location').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14999);
    expect(fetch.mock.calls[0][1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(408);
    expect((error as ApiError).message).toBe('Request timeout');
  });

  it('spec 7 General client rules: timeoutMs overrides the default timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn((_url: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const { client } = makeClient({ fetch: fetch as unknown as typeof globalThis.fetch, timeoutMs: 100 });
    const result = client.request('GET', '/api/admin/get-location').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(((await result) as ApiError).status).toBe(408);
  });

  it('spec 8 General: other non-200 responses throw the response body', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'Internal server error' }, 500, 'Internal Server Error'));
    const { client, onForbidden } = makeClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const error = (await client.request('GET', '/api/admin/get-location').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ message: 'Internal server error' });
    expect(error.serverMessage).toBe('Internal server error');
    expect(error.message).toContain('/api/admin/get-location');
    expect(error.message).toContain('Internal Server Error');
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('spec 8 General: a non-JSON error body is thrown as text', async () => {
    const fetch = vi.fn(async () => new Response('Service Unavailable', { status: 503 }));
    const { client } = makeClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const error = (await client.request('GET', '/api/admin/get-location').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.body).toBe('Service Unavailable');
  });

  it('spec 4 Session termination: HTTP 403 on any call calls onForbidden before throwing', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'expired' }, 403, 'Forbidden'));
    const { client, onForbidden } = makeClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const error = (await client.request('GET', '/api/admin/get-location').catch((e: unknown) => e)) as ApiError;
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
  });

  it('review finding 8: forToken speaks for another token (a sign-in link\'s), and its 403 does not end the page\'s session', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'expired' }, 403, 'Forbidden'));
    const { client, onForbidden } = makeClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const error = await client.forToken('link-token').request('GET', '/api/user/get-user-details').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(onForbidden).not.toHaveBeenCalled();
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer link-token');
    expect(headers.Authorization2).toBe('Bearer link-token');
    // The page's own client is unchanged.
    await client.request('GET', '/api/user/get-user-details').catch(() => undefined);
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('spec 7 General client rules: a network failure throws ApiError with status 0 and a clear message', async () => {
    const fetch = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    const { client } = makeClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const error = (await client.request('GET', '/api/admin/get-location').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Network error.*get-location.*Failed to fetch/);
  });

  it('spec 7 General client rules: a JSON answer is parsed, an empty one is null', async () => {
    const fetch = vi.fn()
      .mockResolvedValueOnce(jsonResponse({ data: { location: { country: { code: 'MT' } } } }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    const { client } = makeClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    expect(await client.request('GET', '/api/admin/get-location')).toEqual({ data: { location: { country: { code: 'MT' } } } });
    expect(await client.request('POST', '/api/user/logout', { body: {} })).toBeNull();
  });

  it('spec 6 Calls: every call carries the system-level key header when the settings give one (X-System-Key, ours)', async () => {
    let key: string | undefined;
    const { client, fetch } = makeClient({ getSystemKey: () => key, getToken: () => null });
    await client.request('GET', '/api/admin/get-location');
    expect(headersOf(fetch, 0)[SYSTEM_KEY_HEADER]).toBeUndefined();
    key = 'sys-level';
    await client.request('GET', '/api/core/casino/settings2');
    await client.request('POST', '/api/user/login', { body: {} });
    expect(headersOf(fetch, 1)[SYSTEM_KEY_HEADER]).toBe('sys-level');
    expect(headersOf(fetch, 2)[SYSTEM_KEY_HEADER]).toBe('sys-level');
    expect(SYSTEM_KEY_HEADER).toBe('X-System-Key');
  });

  it('spec 7 General client rules: Authorization2 is sent exactly when Authorization is (every call with a token, the core host too)', async () => {
    let token: string | null = null;
    const { client, fetch } = makeClient({ getToken: () => token });
    await client.request('GET', '/api/core/casino/settings2');
    token = 'tok-2';
    await client.request('GET', '/api/core/casino/settings2');
    await client.request('PUT', '/api/user/update-user-details', { body: {} });
    expect(headersOf(fetch, 0).Authorization2).toBeUndefined();
    for (const call of [1, 2]) {
      expect(headersOf(fetch, call).Authorization2).toBe('Bearer tok-2');
      expect(headersOf(fetch, call).Authorization).toBe('Bearer tok-2');
    }
  });
});
