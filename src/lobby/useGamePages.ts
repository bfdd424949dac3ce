// Paged game lists for the lobby: page 1 of getGames, then the next page on "Load more" or when the
// end of the grid scrolls into view. Only pages that were asked for are fetched (24 games each), so a
// 5,000-game catalogue costs nothing until the player scrolls. A new filter starts again at page 1;
// an answer for an old filter is dropped (the request id check), so a slow page never lands on a new list.
// Its updates are transitions: a page that arrives while the player scrolls is rendered in slices
// between frames (the lobby grid's 50 ms frame budget, bench:lobby), not in one long task.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { GameDetails } from '../generated/types';
import { callEndpoint, type EndpointAnswers, type EndpointParams } from '../platform/api/endpoints';
import { preloadKey } from '../ssr/preloaded';
import { useServices } from '../renderer/services';

export type GameFilter = Omit<EndpointParams['getGames'], 'pageNo' | 'limit'>;

export interface GamePages {
  /** The pages fetched so far, in order; a page is one array so a grid can render it as one unit. */
  pages: GameDetails[][];
  /** The filter's total number of games, once page 1 answered. */
  count: number | null;
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  /** Asks again for the page that failed (page 1 or the next one). */
  retry(): void;
  /** The first page came with the server's HTML (its cards were rendered there, images included). */
  served: boolean;
}

/** pageSize: the GameGrid's (its schema's default is spec 7's page size). */
export function useGamePages(filter: GameFilter, pageSize: number, maxPages = Infinity): GamePages {
  const { api, preloaded } = useServices();
  const key = JSON.stringify([filter, pageSize]);
  const firstPage = { ...filter, pageNo: 1, limit: pageSize };
  // Page 1 as the server rendered it (src/ssr/preloaded.ts): shown at once, not fetched again.
  const preloadedKey = preloadKey('getGames', firstPage);
  const served = preloaded?.get(preloadedKey) as EndpointAnswers['getGames'] | undefined;
  // Only the server's collector wants anything (the browser's preloaded answers have no `want`).
  if (!served) preloaded?.want?.(preloadedKey, () => callEndpoint(api, 'getGames', firstPage));
  const initial = () => served
    ? { key, pages: [served.data?.games?.rows ?? []], count: served.data?.games?.count ?? 0, loading: false, error: null, served: true }
    : { key, pages: [], count: null, loading: true, error: null, served: false };
  const [state, setState] = useState<{ key: string; pages: GameDetails[][]; count: number | null; loading: boolean; error: unknown; served?: boolean }>(initial);
  const request = useRef(0);
  const current = state.key === key ? state : { key, pages: [], count: null, loading: true, error: null, served: false };

  const fetchPage = useCallback((pageNo: number) => {
    const id = ++request.current;
    startTransition(() => setState((s) => ({ ...(s.key === key ? s : { key, pages: [], count: null }), loading: true, error: null })));
    callEndpoint(api, 'getGames', { ...JSON.parse(key)[0] as GameFilter, pageNo, limit: pageSize }).then(
      (answer) => {
        if (id !== request.current) return;
        const rows = answer.data?.games?.rows ?? [];
        startTransition(() => setState((s) => ({ key, pages: [...(s.key === key ? s.pages : []).slice(0, pageNo - 1), rows], count: answer.data?.games?.count ?? 0, loading: false, error: null })));
      },
      (error: unknown) => {
        if (id !== request.current) return;
        startTransition(() => setState((s) => ({ ...(s.key === key ? s : { key, pages: [], count: null }), loading: false, error })));
      },
    );
  }, [api, key, pageSize]);

  // A new filter (or the first render) starts at page 1, unless the server's page 1 is shown.
  const servedFirst = state.served === true && state.key === key;
  useEffect(() => {
    if (!servedFirst) fetchPage(1);
    // Answers for this filter are ignored once it changes or the grid unmounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- request counts requests (not a node): the cleanup bumps the count as it is then
    return () => { request.current++; };
  }, [fetchPage]); // eslint-disable-line react-hooks/exhaustive-deps -- servedFirst only matters on the first run

  const shown = current.pages.reduce((n, page) => n + page.length, 0);
  const hasMore = current.count !== null && shown < current.count && current.pages.length < maxPages;
  const loadMore = useCallback(() => {
    if (current.loading || current.error || !hasMore) return;
    fetchPage(current.pages.length + 1);
  }, [current.loading, current.error, hasMore, current.pages.length, fetchPage]);
  const retry = useCallback(() => fetchPage(current.pages.length + 1), [current.pages.length, fetchPage]);

  return { pages: current.pages, count: current.count, loading: current.loading, error: current.error, hasMore, loadMore, retry, served: current.served === true };
}
