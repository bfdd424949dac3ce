// Reading a call's answer in a widget: the query cache (query.ts) keyed by the call's name and parameters, through the one api
// client (spec 7 rules apply). `params: null` waits (nothing is fetched), e.g. until a slug or a token is
// known. Failures stay in `error` for the widget to show; the rest of the page keeps working.
import { useQuery, type QueryOptions } from './query';
import { callEndpoint, type EndpointAnswers, type EndpointName, type EndpointParams } from './endpoints';
import { useCalls } from './calls';
import { preloadKey, type Preloaded } from '../../ssr/preloaded';
import { useSession } from '../session';

export function useEndpoint<N extends EndpointName>(name: N, params: EndpointParams[N] | null, config?: QueryOptions<EndpointAnswers[N]>) {
  const { api, preloaded } = useCalls();
  const fetcher = () => callEndpoint(api, name, params as never);
  const preload = usePreloaded(preloaded, params === null ? null : preloadKey(name, params), fetcher);
  return useQuery<EndpointAnswers[N]>(
    params === null ? null : [name, JSON.stringify(params)],
    fetcher,
    { keepPreviousData: true, ...preload, ...config },
  );
}

/**
 * The server's answer as the query's first data (no request while hydrating); on the server, a miss asks for
 * the call to be fetched before the next render pass. Only guest calls: the server has no session.
 */
export function usePreloaded<T>(preloaded: Preloaded | undefined, key: string | null, fetcher: () => Promise<T>): Partial<QueryOptions<T>> {
  const authenticated = useSession((s) => s.authenticated);
  if (!preloaded || key === null || authenticated) return {};
  const answer = preloaded.get(key) as T | undefined;
  if (answer === undefined) {
    // Only the server's collector wants anything (the browser's preloaded answers have no `want`).
    preloaded.want?.(key, fetcher);
    return {};
  }
  return { fallbackData: answer, revalidateOnMount: false };
}
