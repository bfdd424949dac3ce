// Reading a call's answer in a widget: SWR (src/platform/api/callCache.ts: the key and the settings), through
// the one api client (spec 7 rules apply). `params: null` waits (nothing is fetched), e.g. until a slug or a
// token is known. Failures stay in `error` for the widget to show; the rest of the page keeps working.
// Nothing is fetched while rendering: SWR asks in effects, so a server render shows the server's answers
// (the fallback) or a loading state, as the browser's first render does.
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { callEndpoint, type EndpointAnswers, type EndpointName, type EndpointParams } from './endpoints';
import { callKey, endpointOfKey, pollEvery, takesServerAnswer, viewerOf } from './callCache';
import { useCalls } from './calls';
import { useHydrated } from '../../ssr/hydrated';
import { useSession } from '../session';

export interface EndpointOptions<T> {
  /** Shown while the cache has no answer. */
  fallbackData?: T;
  /** false: no request when the hook mounts (the answer shown is enough). */
  revalidateOnMount?: boolean;
  /** Ask again every so many ms while mounted and the page is visible, after a failure too; 0 or absent: never. */
  refreshInterval?: number;
  /** While a new key's answer comes, show the previous key's (a filter changed). */
  keepPreviousData?: boolean;
  /** Ask again when the player comes back to the tab (a balance); off by default (callCacheConfig). */
  revalidateOnFocus?: boolean;
}

export interface EndpointResult<T> {
  data: T | undefined;
  error: unknown;
  /** No answer to show yet and one is coming. */
  isLoading: boolean;
  /** Asks again now (never deduped); resolves when the answer is in. */
  mutate: () => Promise<void>;
}

export interface CallOptions<T> extends EndpointOptions<T> {
  /** On the server, a miss asks for the call to be fetched before the next render pass (a guest's calls only). */
  preload?: boolean;
}

/** Whose answers this session reads (callCache.ts viewerOf). */
export function useViewer(): string | undefined {
  const authenticated = useSession((s) => s.authenticated);
  const userId = useSession((s) => s.user?.userId);
  return viewerOf(authenticated, userId);
}

/** A call's answer by its key (callKey); `key` null waits. The one place widgets' reads meet SWR. */
export function useCall<T>(key: string | null, fetcher: () => Promise<T>, options: CallOptions<T> = {}): EndpointResult<T> {
  const { preload, refreshInterval = 0, ...rest } = options;
  const { preloaded } = useCalls();
  const { fallback } = useSWRConfig();
  const hydrated = useHydrated();
  if (preloaded && key !== null && (preload || fallback?.[key] !== undefined)) {
    // Server: the collector records each answer the page rendered with (the HTML carries them, so hydration
    // shows the same) and fetches a preloaded call it lacks before the next pass (src/ssr/preloaded.ts).
    // The browser's preloaded answers have no `want`: they reach SWR as its fallback.
    if (preloaded.get(key) === undefined && preload) preloaded.want?.(key, fetcher);
  }
  const config: SWRConfiguration<T> = { ...pollEvery(refreshInterval), ...rest };
  if (takesServerAnswer(key, fallback, !hydrated)) config.revalidateOnMount = false;
  const answer = useSWR<T>(key, fetcher, config);
  const { data, error, isLoading, mutate } = answer;
  const refresh = useCallback(() => mutate().then(() => undefined), [mutate]);
  return { data, error, isLoading, mutate: refresh };
}

export function useEndpoint<N extends EndpointName>(name: N, params: EndpointParams[N] | null, config?: EndpointOptions<EndpointAnswers[N]>): EndpointResult<EndpointAnswers[N]> {
  const { api } = useCalls();
  const viewer = useViewer();
  return useCall<EndpointAnswers[N]>(
    params === null ? null : callKey(name, params, viewer),
    () => callEndpoint(api, name, params as never),
    { preload: viewer === undefined, keepPreviousData: true, ...config },
  );
}

/**
 * After an action changed what some calls answer: every cached answer of those endpoints (any params, any
 * viewer) is asked for again, those on screen now (resolves when they are in), the others by their next reader.
 */
export function useRevalidateCalls(): (...endpoints: EndpointName[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...endpoints: EndpointName[]) => mutate((key) => endpoints.includes(endpointOfKey(key) as EndpointName)).then(() => undefined),
    [mutate],
  );
}
