// One page of the player's transactions (the sandbox's GET /api/user/transactions; not shown in the spec).
// The answer is kept while the next page or filter loads, so the list does not collapse to a skeleton on
// every click; it carries the request it answers, so the view can tell a current answer from a previous
// one (shown dimmed and busy), and another player's rows are never shown, not even from the cache.
import { useEffect } from 'react';
import useSWR from 'swr';
import { callEndpoint, type EndpointAnswers } from '../../platform/api/endpoints';
import { useSession } from '../../platform/session';
import { useRuntimeConfig } from '../../shell/RuntimeConfig';
import { changesTransactions, type TransactionQuery } from '../../cashier/transactions';
import { WALLET_BROWSER_EVENTS, WALLET_SOCKET_EVENTS } from '../../platform/realtime';

export interface TransactionsPage {
  /** The request this answer is for: userId, type, status, page, page size. */
  key: string;
  userId: string;
  answer: EndpointAnswers['getTransactions'];
}

export function useTransactions(query: TransactionQuery, pageSize: number) {
  const { api } = useRuntimeConfig();
  const authenticated = useSession((s) => s.authenticated);
  const userId = useSession((s) => String(s.user?.userId ?? ''));
  const key = JSON.stringify([userId, query.type, query.status, query.page, pageSize]);
  const swr = useSWR<TransactionsPage>(
    // No token, no call (the page is for players only; PageView shows guests the sign-in prompt).
    authenticated ? ['getTransactions', key] : null,
    async () => ({
      key,
      userId,
      answer: await callEndpoint(api, 'getTransactions', {
        ...(query.type ? { type: query.type } : {}),
        ...(query.status ? { status: query.status } : {}),
        pageNo: query.page,
        limit: pageSize,
      }),
    }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
  // A deposit settling or a withdrawal moving money while the page is open shows up without a reload.
  const { mutate } = swr;
  useEffect(() => {
    if (!authenticated) return;
    // changesTransactions is the one place that says which events matter.
    const off = WALLET_SOCKET_EVENTS.map((event) => {
      const listener = (e: Event) => { if (changesTransactions(event, (e as CustomEvent).detail)) void mutate(); };
      window.addEventListener(WALLET_BROWSER_EVENTS[event], listener);
      return () => window.removeEventListener(WALLET_BROWSER_EVENTS[event], listener);
    });
    return () => off.forEach((stop) => stop());
  }, [authenticated, mutate]);
  const data = swr.data && swr.data.userId === userId ? swr.data : undefined;
  return {
    data,
    /** The answer shown is for an earlier request while this one loads. */
    stale: Boolean(data && data.key !== key),
    error: swr.error as unknown,
    validating: swr.isValidating,
    retry: () => void swr.mutate(),
  };
}
