// The server's collector of call answers (src/ssr/preloaded.ts): what a render pass asks for is fetched
// before the next pass; calls known from the page's last rendering are fetched before the first; only the
// answers the last pass used go into the HTML.
import { describe, it, expect, vi } from 'vitest';
import { PreloadCollector, preloadKey } from '../../../src/ssr/preloaded';

describe('PreloadCollector', () => {
  it('a miss is wanted, fetched, then answered; a failed call is not asked again', async () => {
    const collector = new PreloadCollector();
    const games = preloadKey('getGames', { page: 1 });
    collector.beginPass();
    expect(collector.get(games)).toBeUndefined();
    collector.want(games, async () => ({ rows: [1] }));
    collector.want('getBroken {}', async () => { throw new Error('500'); });
    expect(collector.pending).toBe(2);
    await collector.fetchWanted(1000);
    collector.beginPass();
    expect(collector.get(games)).toEqual({ rows: [1] });
    collector.want('getBroken {}', async () => ({}));
    expect(collector.pending).toBe(0);
  });

  it('expected calls are made from their keys (endpoint and parameters) before the first pass', async () => {
    const collector = new PreloadCollector();
    const load = vi.fn(async (endpoint: string, params: unknown) => ({ endpoint, params }));
    collector.expect([preloadKey('getGames', { category: 'slots' }), 'not a key', 'getX {broken json'], load);
    await collector.fetchWanted(1000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(collector.get(preloadKey('getGames', { category: 'slots' }))).toEqual({ endpoint: 'getGames', params: { category: 'slots' } });
  });

  it('the calls and answers of the last pass are what the next rendering expects and the HTML carries', async () => {
    const collector = new PreloadCollector();
    collector.expect(['getOld {}', 'getGames {}'], async (endpoint) => endpoint);
    await collector.fetchWanted(1000);
    collector.beginPass();
    collector.get('getGames {}');
    collector.get('getNew {}');
    expect(collector.calls.sort()).toEqual(['getGames {}', 'getNew {}']);
    expect(collector.toJSON()).toEqual({ 'getGames {}': 'getGames' });
  });
});
