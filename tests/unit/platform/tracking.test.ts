import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../src/platform/api/client';
import { createTracker, deviceType } from '../../../src/platform/tracking';

function makeApi(fetchImpl: () => Promise<Response>) {
  const fetch = vi.fn(fetchImpl);
  const api = new ApiClient({
    apiBase: 'https://api.test', coreApiBase: 'https://core.test', getToken: () => null, getLanguage: () => 'en',
    onForbidden: () => {}, fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { api, fetch };
}

describe('deviceType', () => {
  it('spec 9 Interface: mobile up to 767 px, tablet 768 to 1024 px, desktop above', () => {
    expect(deviceType(320)).toBe('mobile');
    expect(deviceType(767)).toBe('mobile');
    expect(deviceType(768)).toBe('tablet');
    expect(deviceType(1024)).toBe('tablet');
    expect(deviceType(1025)).toBe('desktop');
  });
});

describe('createTracker', () => {
  it('spec 7 Calls: track posts log-event with event, data, mkt, userDeviceType, cpncToSent', async () => {
    const { api, fetch } = makeApi(async () => new Response(null, { status: 204 }));
    const tracker = createTracker(api, { getMarketing: () => ({ mkt: 'm1', cpnc: 'c1' }), getDeviceType: () => 'tablet' });
    await tracker.track('ALTERNATIVE_METHOD_BUTTON', { method: 'visa' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/user/log-event');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      event: 'ALTERNATIVE_METHOD_BUTTON', data: { method: 'visa' }, mkt: 'm1', userDeviceType: 'tablet', cpncToSent: 'c1',
    });
  });

  it('spec 4 Tracking: without a window the device type is desktop and missing marketing values are null', async () => {
    const { api, fetch } = makeApi(async () => new Response(null, { status: 204 }));
    await createTracker(api).track('PAGE_VIEW');
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ event: 'PAGE_VIEW', data: null, mkt: null, userDeviceType: 'desktop', cpncToSent: null });
  });

  it.each([
    ['a network failure', async () => { throw new TypeError('Failed to fetch'); }],
    ['a 500 answer', async () => new Response('oops', { status: 500 })],
  ])('spec 4 Tracking: %s never throws and is only logged', async (_label, impl) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = makeApi(impl);
    await expect(createTracker(api).track('PAGE_VIEW', { page: '/' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
