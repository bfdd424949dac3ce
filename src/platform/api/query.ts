// Call answers shared by the widgets that read them: one request per key at a time, the answer kept for the
// next reader, a refresh on demand or on an interval. It does the part of SWR this site used, in a fraction
// of its size (issue 12's first-paint budget). Nothing is fetched or stored while rendering: requests start
// in effects, so a server render only ever shows a widget's fallback (the server's preloaded answer).
import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

export type QueryKey = readonly unknown[];

export interface QuerySnapshot {
  data: unknown;
  error: unknown;
  /** A request for the key is under way. */
  fetching: boolean;
  /** An answer or an error has come for the key. */
  settled: boolean;
}

interface Entry {
  key: QueryKey;
  snapshot: QuerySnapshot;
  fetchedAt: number;
  promise: Promise<void> | null;
  /** The number of the latest request: an older one's answer is dropped. */
  sequence: number;
  /** The fetcher of a mounted reader, for a refresh asked from elsewhere (revalidate). */
  fetcher: (() => Promise<unknown>) | null;
  listeners: Set<() => void>;
}

const EMPTY: QuerySnapshot = Object.freeze({ data: undefined, error: undefined, fetching: false, settled: false });

export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * @param dedupeMs a reader mounting this soon after an answer takes it without asking again
   * @param now the clock (tests drive it)
   */
  constructor(readonly dedupeMs = 2000, private readonly now: () => number = () => Date.now()) {}

  private entry(id: string, key: QueryKey): Entry {
    let entry = this.entries.get(id);
    if (!entry) {
      entry = { key, snapshot: EMPTY, fetchedAt: 0, promise: null, sequence: 0, fetcher: null, listeners: new Set() };
      this.entries.set(id, entry);
    }
    return entry;
  }

  private update(entry: Entry, patch: Partial<QuerySnapshot>) {
    entry.snapshot = { ...entry.snapshot, ...patch };
    for (const listener of [...entry.listeners]) listener();
  }

  snapshot(id: string | null): QuerySnapshot {
    return (id !== null && this.entries.get(id)?.snapshot) || EMPTY;
  }

  subscribe(id: string, key: QueryKey, listener: () => void): () => void {
    const entry = this.entry(id, key);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Registers a mounted reader's fetcher (the latest one wins). */
  register(id: string, key: QueryKey, fetcher: () => Promise<unknown>): void {
    this.entry(id, key).fetcher = fetcher;
  }

  /** Stores an answer that came another way (the server's), as if fetched now. */
  seed(id: string, key: QueryKey, data: unknown): void {
    const entry = this.entry(id, key);
    if (entry.snapshot.settled) return;
    entry.fetchedAt = this.now();
    this.update(entry, { data, error: undefined, settled: true });
  }

  /**
   * Fetches the key's answer: readers asking together share one request; unless `force`, an answer younger
   * than the dedupe window is kept. A forced request (a refresh: something changed) is sent even while one is
   * under way, and the answer of the latest request wins. A failure keeps the last answer and says why
   * (`error`), and is not retried.
   */
  fetch(id: string, key: QueryKey, fetcher: () => Promise<unknown>, force = false): Promise<void> {
    const entry = this.entry(id, key);
    if (entry.promise && !force) return entry.promise;
    if (!force && entry.snapshot.settled && this.now() - entry.fetchedAt < this.dedupeMs) return Promise.resolve();
    const sequence = ++entry.sequence;
    const latest = () => sequence === entry.sequence;
    this.update(entry, { fetching: true });
    const promise = fetcher().then(
      (data) => { if (latest()) { entry.fetchedAt = this.now(); this.update(entry, { data, error: undefined, fetching: false, settled: true }); } },
      (error: unknown) => { if (latest()) { entry.fetchedAt = this.now(); this.update(entry, { error, fetching: false, settled: true }); } },
    ).finally(() => { if (latest()) entry.promise = null; });
    entry.promise = promise;
    return promise;
  }

  /**
   * Asks again for every key that matches (a key compared by value, or a test of keys): those a widget
   * shows are fetched now; the others are forgotten, so their next reader fetches.
   */
  revalidate(match: QueryKey | ((key: QueryKey) => boolean)): Promise<void> {
    const test = typeof match === 'function' ? match : (key: QueryKey) => JSON.stringify(key) === JSON.stringify(match);
    const pending: Promise<void>[] = [];
    for (const [id, entry] of [...this.entries]) {
      if (!test(entry.key)) continue;
      if (entry.listeners.size > 0 && entry.fetcher) pending.push(this.fetch(id, entry.key, entry.fetcher, true));
      else if (!entry.promise) this.entries.delete(id);
    }
    return Promise.all(pending).then(() => undefined);
  }
}

/** The browser's one cache; tests and server renders give their own through the context. */
export const defaultQueryCache = new QueryCache();
export const QueryCacheContext = createContext<QueryCache>(defaultQueryCache);
export const useQueryCache = () => useContext(QueryCacheContext);

export interface QueryOptions<T> {
  /** Shown while the cache has no answer (the server's preloaded one). */
  fallbackData?: T;
  /** false: a reader with fallbackData does not ask on mount (the answer is the server's, just rendered). */
  revalidateOnMount?: boolean;
  /** Ask again every so many ms while mounted and the page is visible; 0 or absent: never. */
  refreshInterval?: number;
  /** While a new key's answer comes, show the previous key's (a filter changed). */
  keepPreviousData?: boolean;
}

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** No answer to show yet and one is coming. */
  isLoading: boolean;
  /** Asks again now. */
  mutate: () => Promise<void>;
}

/** A call's answer by key; `key` null waits (nothing is fetched). */
export function useQuery<T>(key: QueryKey | null, fetcher: () => Promise<T>, options: QueryOptions<T> = {}): QueryResult<T> {
  const cache = useQueryCache();
  const id = key === null ? null : JSON.stringify(key);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const keyRef = useRef(key);
  keyRef.current = key;
  const latest = useCallback(() => fetcherRef.current(), []);

  const subscribe = useCallback((listener: () => void) => (id === null ? () => {} : cache.subscribe(id, keyRef.current!, listener)), [cache, id]);
  const read = () => cache.snapshot(id);
  const snapshot = useSyncExternalStore(subscribe, read, read);

  const seeded = options.revalidateOnMount === false && options.fallbackData !== undefined;
  const { fallbackData } = options;
  useEffect(() => {
    if (id === null) return;
    cache.register(id, keyRef.current!, latest);
    if (seeded) cache.seed(id, keyRef.current!, fallbackData);
    else void cache.fetch(id, keyRef.current!, latest);
  }, [cache, id, latest, seeded]); // eslint-disable-line react-hooks/exhaustive-deps -- fallbackData is read once per key

  const interval = options.refreshInterval ?? 0;
  useEffect(() => {
    if (id === null || interval <= 0) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void cache.fetch(id, keyRef.current!, latest, true);
    }, interval);
    return () => clearInterval(timer);
  }, [cache, id, interval, latest]);

  const previous = useRef<T | undefined>(undefined);
  const own = (snapshot.data as T | undefined) ?? (snapshot.settled ? undefined : fallbackData);
  if (own !== undefined) previous.current = own;
  const data = own ?? (options.keepPreviousData ? previous.current : undefined);
  const mutate = useCallback(() => (id === null ? Promise.resolve() : cache.fetch(id, keyRef.current!, latest, true)), [cache, id, latest]);
  return {
    data,
    error: snapshot.error,
    // Nothing to show and an answer coming: from the first render on for a key that will be fetched (server
    // and browser alike, so hydration agrees; a seeded one never is), and while asking again after a failure.
    isLoading: id !== null && own === undefined && (snapshot.fetching || (!snapshot.settled && !seeded)),
    mutate,
  };
}
