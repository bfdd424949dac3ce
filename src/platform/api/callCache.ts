// The call answers widgets share, as SWR keeps them (the design card's library): one key per call, its
// params and whose answer it is; SWR's settings for this site, with why. The same key names an answer the
// server preloaded (src/ssr/preloaded.ts), so those answers are SWR's `fallback` as they are. No React here.
import type { SWRConfiguration } from 'swr';

/** JSON with every object's keys sorted: {a, b} and {b, a} are one call. Undefined values drop out, as in JSON. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
    : v));
}

/**
 * Whose answer a key holds: undefined for a guest, else `player:<userId>` ('' until the user is loaded). A
 * player's answers are never a guest's (the server's preloaded answers are a guest's), and another player
 * signing in on the tab never sees the previous one's from the cache.
 */
export function viewerOf(authenticated: boolean, userId: unknown): string | undefined {
  return authenticated ? `player:${String(userId ?? '')}` : undefined;
}

/** The cache key of a call: `<endpoint> <params as stable JSON>`, then ` <viewer>` for a player. */
export function callKey(endpoint: string, params: unknown, viewer?: string): string {
  const key = `${endpoint} ${stableJson(params ?? {})}`;
  return viewer === undefined ? key : `${key} ${viewer}`;
}

/** The endpoint of a cache key (a string made by callKey), else null. */
export function endpointOfKey(key: unknown): string | null {
  if (typeof key !== 'string') return null;
  const space = key.indexOf(' ');
  return space > 0 ? key.slice(0, space) : null;
}

/**
 * Whether a hook mounting now takes the server's answer without asking: only while the browser hydrates the
 * server's HTML (and on the server), so the first render is the server's and no request repeats the one the
 * server just made. A reader mounting later asks as for any cached answer (a lobby visited again is fresh).
 */
export function takesServerAnswer(key: string | null, fallback: Record<string, unknown> | undefined, hydrating: boolean): boolean {
  return hydrating && key !== null && fallback?.[key] !== undefined;
}

/**
 * A reader mounting within this many ms of a request for its key shares it (the header and the page asking
 * for the same list make one request). An action's refresh (mutate) is never deduped.
 */
export const DEDUPE_MS = 2_000;

/**
 * SWR for this site. `fallback`: the server's preloaded answers by key. `provider`: a cache of its own per
 * app: one per tab, one per server render, so no answer leaks from one request (or test) to another.
 */
export function callCacheConfig(fallback: Record<string, unknown> = {}): SWRConfiguration {
  return {
    provider: () => new Map(),
    fallback,
    dedupingInterval: DEDUPE_MS,
    // Not on focus, unless a call asks for it (a balance: Data refreshOnFocus, the wallets; at most once in SWR's
    // focusThrottleInterval, 5 s). The header's balance is the socket's (spec 7 Realtime socket: balance, debit,
    // credit), and the spec names each refresh it wants (every 10 s, 15 s, after a claim or a save; Data refreshMs
    // and refetchOn); a focus revalidation of everything would ask for every list on the page each time a player
    // comes back from a game frame or another tab.
    revalidateOnFocus: false,
    // On reconnect: answers from before the connection dropped may be old, and calls that failed while
    // offline show their error state until asked again; the browser's 'online' event is rare.
    revalidateOnReconnect: true,
    // A failed call shows its error state with a retry (spec 8); it is not retried behind the player's back.
    shouldRetryOnError: false,
  };
}

/**
 * Polling that survives a failure: SWR's refreshInterval pauses while the last answer is an error, but the
 * spec's refreshes go on ('Refreshed every 10 s'), so a failed one is asked again after the same interval.
 */
export function pollEvery(ms: number): SWRConfiguration {
  if (!(ms > 0)) return {};
  return {
    refreshInterval: ms,
    shouldRetryOnError: true,
    onErrorRetry: (_error, _key, _config, revalidate, options) => { setTimeout(() => void revalidate(options), ms); },
  };
}
