// The keys and settings of the call answers' cache (src/platform/api/callCache.ts): one key per call and
// params whatever their order, a player's answers never under a guest's key (the server's preloaded answers
// are a guest's), the server's answer taken without a request only while hydrating, and SWR's settings.
import { describe, it, expect, vi, afterEach } from 'vitest';
import type { SWRConfiguration } from 'swr';
import { callCacheConfig, callKey, DEDUPE_MS, endpointOfKey, pollEvery, stableJson, takesServerAnswer, viewerOf } from '../../../src/platform/api/callCache';
import { PreloadCollector, preloadKey } from '../../../src/ssr/preloaded';

afterEach(() => { vi.useRealTimers(); });

describe('callKey', () => {
  it('the same params in another order are the same call, at every depth; other values are another call', () => {
    expect(callKey('getGames', { limit: 24, category: 'slots', filter: { b: 1, a: [2, 1] } }))
      .toBe(callKey('getGames', { filter: { a: [2, 1], b: 1 }, category: 'slots', limit: 24 }));
    expect(callKey('getGames', { limit: 24, category: 'slots' })).toBe('getGames {"category":"slots","limit":24}');
    expect(callKey('getGames', { filter: { a: [1, 2] } })).not.toBe(callKey('getGames', { filter: { a: [2, 1] } }));
    expect(callKey('getGames', { limit: 24 })).not.toBe(callKey('getProviders', { limit: 24 }));
  });

  it('absent params and undefined values are no params, as they are sent', () => {
    expect(callKey('getProviders', undefined)).toBe('getProviders {}');
    expect(callKey('getProviders', null)).toBe('getProviders {}');
    expect(callKey('getGames', { category: undefined, limit: 1 })).toBe(callKey('getGames', { limit: 1 }));
    expect(stableJson({ b: undefined, a: null })).toBe('{"a":null}');
  });

  it("a player's key is never a guest's: the server's preloaded answers (a guest's) are never a player's", () => {
    expect(viewerOf(false, 7)).toBeUndefined();
    expect(viewerOf(true, 7)).toBe('player:7');
    // Signed in, the user not loaded yet: a player's all the same (the call carries the token).
    expect(viewerOf(true, undefined)).toBe('player:');
    const guest = callKey('getFavorites', {});
    expect(callKey('getFavorites', {}, viewerOf(true, 7))).toBe(`${guest} player:7`);
    expect(callKey('getFavorites', {}, viewerOf(true, 8))).not.toBe(callKey('getFavorites', {}, viewerOf(true, 7)));
  });

  it('the endpoint of a key is what an action revalidates by', () => {
    expect(endpointOfKey(callKey('getTopWins', { tab: 'my text' }, 'player:1'))).toBe('getTopWins');
    expect(endpointOfKey(['getTopWins'])).toBeNull();
    expect(endpointOfKey('nospace')).toBeNull();
  });

  it("a guest's key is the server's preload key, and the server can make the call from it", async () => {
    const params = { limit: 24, category: 'slots' };
    expect(preloadKey('getGames', params)).toBe(callKey('getGames', params));
    const collector = new PreloadCollector();
    const load = vi.fn(async () => 'answer');
    collector.expect([callKey('getGames', params)], load);
    await collector.fetchWanted(1000);
    expect(load).toHaveBeenCalledWith('getGames', { category: 'slots', limit: 24 });
    expect(collector.fallback()).toEqual({ [callKey('getGames', params)]: 'answer' });
  });
});

describe('takesServerAnswer', () => {
  const fallback = { [callKey('getProviders', {})]: { data: [] } };
  it('while hydrating (and on the server) a call the server answered is not asked again', () => {
    expect(takesServerAnswer(callKey('getProviders', {}), fallback, true)).toBe(true);
  });
  it('after hydration it is asked for as any cached answer; a call the server did not answer always is', () => {
    expect(takesServerAnswer(callKey('getProviders', {}), fallback, false)).toBe(false);
    expect(takesServerAnswer(callKey('getProviders', { limit: 1 }), fallback, true)).toBe(false);
    expect(takesServerAnswer(callKey('getProviders', {}, 'player:1'), fallback, true)).toBe(false);
    expect(takesServerAnswer(null, fallback, true)).toBe(false);
    expect(takesServerAnswer(callKey('getProviders', {}), undefined, true)).toBe(false);
  });
});

describe('callCacheConfig', () => {
  it('a cache of its own each time (a tab, a server render), the server answers as fallback', () => {
    const fallback = { 'getProviders {}': 1 };
    const config = callCacheConfig(fallback);
    const provider = config.provider!;
    const first = provider(new Map());
    expect(first).toBeInstanceOf(Map);
    expect(provider(new Map())).not.toBe(first);
    expect(config.fallback).toBe(fallback);
    expect(callCacheConfig().fallback).toEqual({});
  });

  it('the choices: dedupe 2 s, no refresh on focus, a refresh on reconnect, no retry behind the player\'s back', () => {
    expect(callCacheConfig()).toMatchObject({
      dedupingInterval: DEDUPE_MS, revalidateOnFocus: false, revalidateOnReconnect: true, shouldRetryOnError: false,
    });
    expect(DEDUPE_MS).toBe(2000);
  });
});

describe('pollEvery', () => {
  it('no interval, no polling', () => {
    expect(pollEvery(0)).toEqual({});
  });

  it('polls at the interval, and after a failure asks again after the same interval (spec 7: refreshed every 10 s)', () => {
    vi.useFakeTimers();
    const config = pollEvery(10_000);
    expect(config.refreshInterval).toBe(10_000);
    expect(config.shouldRetryOnError).toBe(true);
    const revalidate = vi.fn(async () => true);
    const options = { retryCount: 1, dedupe: true };
    config.onErrorRetry!(new Error('503'), 'calendarAward {}', {} as Parameters<NonNullable<SWRConfiguration['onErrorRetry']>>[2], revalidate, options);
    vi.advanceTimersByTime(9_999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledWith(options);
  });
});
