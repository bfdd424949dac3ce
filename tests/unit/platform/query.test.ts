// The query cache (src/platform/api/query.ts) that widgets read call answers from: one request per key at a
// time, the dedupe window on a clock the test drives, failures kept beside the last answer, refreshes.
import { describe, it, expect } from 'vitest';
import { QueryCache } from '../../../src/platform/api/query';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
};

describe('QueryCache', () => {
  it('readers asking together share one request', async () => {
    const cache = new QueryCache(0);
    const answer = deferred<string>();
    let calls = 0;
    const fetcher = () => { calls += 1; return answer.promise; };
    const a = cache.fetch('k', ['k'], fetcher);
    const b = cache.fetch('k', ['k'], fetcher);
    expect(cache.snapshot('k')).toMatchObject({ fetching: true, settled: false });
    answer.resolve('one');
    await Promise.all([a, b]);
    expect(calls).toBe(1);
    expect(cache.snapshot('k')).toMatchObject({ data: 'one', fetching: false, settled: true });
  });

  it('a refresh while a request is under way sends another, and the latest answer wins whatever the order', async () => {
    const cache = new QueryCache(0);
    const first = deferred<string>();
    const second = deferred<string>();
    const a = cache.fetch('k', ['k'], () => first.promise);
    const b = cache.fetch('k', ['k'], () => second.promise, true);
    second.resolve('after the change');
    await b;
    first.resolve('before the change');
    await a;
    expect(cache.snapshot('k')).toMatchObject({ data: 'after the change', fetching: false });
  });

  it('an answer younger than the dedupe window is kept; older, or forced, it is asked again', async () => {
    let now = 1_000;
    const cache = new QueryCache(2_000, () => now);
    let calls = 0;
    const fetcher = async () => ++calls;
    await cache.fetch('k', ['k'], fetcher);
    now += 1_999;
    await cache.fetch('k', ['k'], fetcher);
    expect(calls).toBe(1);
    await cache.fetch('k', ['k'], fetcher, true);
    expect(calls).toBe(2);
    now += 2_000;
    await cache.fetch('k', ['k'], fetcher);
    expect(cache.snapshot('k').data).toBe(3);
  });

  it('a failure keeps the last answer and says why; the next success clears it', async () => {
    const cache = new QueryCache(0);
    await cache.fetch('k', ['k'], async () => 'good');
    await cache.fetch('k', ['k'], async () => { throw new Error('down'); });
    expect(cache.snapshot('k')).toMatchObject({ data: 'good', error: new Error('down'), settled: true });
    await cache.fetch('k', ['k'], async () => 'again');
    expect(cache.snapshot('k')).toMatchObject({ data: 'again', error: undefined });
  });

  it('readers are told of each change; an unsubscribed one no longer', async () => {
    const cache = new QueryCache(0);
    const seen: unknown[] = [];
    const stop = cache.subscribe('k', ['k'], () => seen.push(cache.snapshot('k').fetching));
    await cache.fetch('k', ['k'], async () => 1);
    expect(seen).toEqual([true, false]);
    stop();
    await cache.fetch('k', ['k'], async () => 2, true);
    expect(seen).toHaveLength(2);
  });

  it('a seed (the server\'s answer) counts as an answer, but never replaces one', async () => {
    const cache = new QueryCache(5_000, () => 0);
    cache.seed('k', ['k'], 'server');
    let calls = 0;
    await cache.fetch('k', ['k'], async () => { calls += 1; return 'browser'; });
    expect(calls).toBe(0);
    expect(cache.snapshot('k').data).toBe('server');
    await cache.fetch('k', ['k'], async () => 'browser', true);
    cache.seed('k', ['k'], 'late server');
    expect(cache.snapshot('k').data).toBe('browser');
  });

  it('revalidate asks again for the keys widgets show and forgets the others', async () => {
    const cache = new QueryCache(60_000, () => 0);
    let shown = 0;
    cache.subscribe('["getTopWins","all"]', ['getTopWins', 'all'], () => {});
    cache.register('["getTopWins","all"]', ['getTopWins', 'all'], async () => ++shown);
    await cache.fetch('["getTopWins","all"]', ['getTopWins', 'all'], async () => ++shown);
    await cache.fetch('["getTopWins","my"]', ['getTopWins', 'my'], async () => 'unseen');
    await cache.fetch('["getFavorites"]', ['getFavorites'], async () => 'kept');
    await cache.revalidate((key) => key[0] === 'getTopWins');
    expect(cache.snapshot('["getTopWins","all"]').data).toBe(2);
    expect(cache.snapshot('["getTopWins","my"]').settled).toBe(false);
    expect(cache.snapshot('["getFavorites"]').data).toBe('kept');
    await cache.revalidate(['getFavorites']);
    expect(cache.snapshot('["getFavorites"]').settled).toBe(false);
  });
});
