import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsCache, cmsTextsUrl, dailyVersion, flattenTexts, loadCmsTexts } from '../../../src/platform/cms';

describe('flattenTexts', () => {
  it('spec 7 CMS texts: flat keys starting text., object., array. are kept as they are', () => {
    const doc = { 'text.menu.tournaments': 'Tournaments', 'object.banner': { title: 'B' }, 'array.quick': [25, 50], other: 'x' };
    expect(flattenTexts(doc)).toEqual({ 'text.menu.tournaments': 'Tournaments', 'object.banner': { title: 'B' }, 'array.quick': [25, 50] });
  });

  it('spec 7 CMS texts: nested text is flattened to string leaves joined with dots', () => {
    const doc = { text: { menu: { tournaments: 'Tournaments', vip: { title: 'VIP' } }, amount: 700 } };
    expect(flattenTexts(doc)).toEqual({ 'text.menu.tournaments': 'Tournaments', 'text.menu.vip.title': 'VIP', 'text.amount': '700' });
  });

  it('spec 7 CMS texts: nested object and array keep one level with the whole value', () => {
    const doc = { object: { banner: { title: { en: 'Hi' } } }, array: { menu: [{ href: '/vip' }] } };
    expect(flattenTexts(doc)).toEqual({ 'object.banner': { title: { en: 'Hi' } }, 'array.menu': [{ href: '/vip' }] });
  });

  it('spec 7 CMS texts: anything that is not an object gives no texts', () => {
    expect(flattenTexts(null)).toEqual({});
    expect(flattenTexts([1, 2])).toEqual({});
    expect(flattenTexts('text')).toEqual({});
  });
});

describe('daily version and URL', () => {
  it('spec 9 Timeouts and caching: the locale file URL carries a daily version (UTC date)', () => {
    expect(dailyVersion(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12-31');
    expect(cmsTextsUrl('https://core.test/', 'de', new Date('2025-01-02T10:00:00Z')))
      .toBe('https://core.test/api/core/casino/locales/de.json?_v4=2025-01-02');
    expect(cmsTextsUrl('', 'en', new Date('2025-01-02T10:00:00Z'))).toBe('/api/core/casino/locales/en.json?_v4=2025-01-02');
  });
});

describe('CmsCache', () => {
  afterEach(() => vi.useRealTimers());

  it('spec 9 Timeouts and caching: CMS cache entries expire after 5 minutes', () => {
    vi.useFakeTimers();
    const cache = new CmsCache<string>();
    cache.set('a', 'A');
    vi.advanceTimersByTime(5 * 60 * 1000 - 1);
    expect(cache.get('a')).toBe('A');
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('spec 9 Timeouts and caching: at most 50 entries, the least recently used is evicted', () => {
    let now = 0;
    const cache = new CmsCache<number>({ now: () => now });
    for (let i = 0; i < 50; i++) cache.set(`k${i}`, i);
    expect(cache.get('k0')).toBe(0); // k0 is now the most recently used
    cache.set('k50', 50);
    expect(cache.size).toBe(50);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBe(0);
    expect(cache.get('k50')).toBe(50);
    now = 1;
    expect(cache.get('k2')).toBe(2);
  });
});

describe('loadCmsTexts', () => {
  const defaults = { 'text.menu.tournaments': 'Tournaments', 'text.menu.vip': 'VIP' };
  const now = () => new Date('2025-05-06T12:00:00Z');

  it('spec 7 CMS texts: fetched texts are flattened and replace the brand defaults key by key', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ text: { menu: { vip: 'VIP Club' } } }), { status: 200 }));
    const result = await loadCmsTexts('en', { coreApiBase: 'https://core.test', fetch: fetch as unknown as typeof globalThis.fetch, defaults, cache: new CmsCache(), now });
    expect(result).toEqual({ source: 'cms', texts: { 'text.menu.tournaments': 'Tournaments', 'text.menu.vip': 'VIP Club' } });
    expect(fetch.mock.calls[0]).toBeDefined();
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('https://core.test/api/core/casino/locales/en.json?_v4=2025-05-06');
  });

  it('spec 7 CMS texts: a second load within 5 minutes comes from the cache', async () => {
    const fetch = vi.fn(async () => new Response('{"text.a":"A"}', { status: 200 }));
    const cache = new CmsCache();
    const opts = { coreApiBase: '', fetch: fetch as unknown as typeof globalThis.fetch, defaults: {}, cache, now };
    await loadCmsTexts('de', opts);
    const second = await loadCmsTexts('de', opts);
    expect(fetch).toHaveBeenCalledOnce();
    expect(second).toEqual({ source: 'cms', texts: { 'text.a': 'A' } });
  });

  it.each([
    ['a network failure', async () => { throw new TypeError('Failed to fetch'); }],
    ['a non-200 status', async () => new Response('{}', { status: 404, statusText: 'Not Found' })],
    ['bad JSON', async () => new Response('{oops', { status: 200 })],
  ])('spec 7 CMS texts: %s gives the brand defaults with a console warning', async (_label, impl) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(impl);
    const cache = new CmsCache();
    const result = await loadCmsTexts('en', { coreApiBase: '', fetch: fetch as unknown as typeof globalThis.fetch, defaults, cache, now });
    expect(result).toEqual({ source: 'defaults', texts: defaults });
    expect(result.texts).not.toBe(defaults);
    expect(warn).toHaveBeenCalledOnce();
    expect(cache.size).toBe(0);
    warn.mockRestore();
  });
});
