// /profile/transactions (spec 2.1): the player's transactions, filtered by type and status (spec 3
// Transaction statuses) and paged. The address query is the only state (?type=&status=&page=), so
// reload, Back and a shared link show the same list; a filter change goes back to page 1.
import { useEffect, useRef } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import type { TransactionsProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { LoadError } from '../../tournaments/LoadError';
import {
  DEFAULT_PAGE_SIZE, pageCount, readTransactionQuery, writeTransactionQuery, type TransactionQuery,
} from '../../cashier/transactions';
import { useTransactions } from './useTransactions';
import { TransactionFilters } from './Filters';
import { TransactionTable } from './TransactionTable';
import { TransactionsLoading } from './TransactionsLoading';
import { Pager } from './Pager';

export default function TransactionsView(props: TransactionsProps) {
  const t = useText();
  const [search, setSearch] = useSearchParams();
  const query = readTransactionQuery(search);
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const { data, stale, error, retry } = useTransactions(query, pageSize);
  const change = (next: Partial<TransactionQuery>, replace = false) =>
    setSearch((current) => writeTransactionQuery(current, next), { replace });

  const list = data?.answer?.data?.transactions;
  const rows = list?.rows ?? [];
  const pages = pageCount(list?.count, pageSize);
  const filtered = Boolean(query.type || query.status);

  // A page past the end (an old link, or fewer rows than when it was made) shows the last page instead
  // of an empty list that looks like "no transactions"; replace, so Back does not return to it.
  const pastTheEnd = Boolean(data && !stale && !error && query.page > pages);
  useEffect(() => {
    if (pastTheEnd) change({ page: pages }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the answer says the page is gone
  }, [pastTheEnd, pages]);

  // After Previous / Next the new page starts at its top, not where the buttons were.
  const top = useRef<HTMLDivElement>(null);
  const shownPage = useRef(query.page);
  useEffect(() => {
    if (shownPage.current === query.page) return;
    shownPage.current = query.page;
    const box = top.current;
    if (box && box.getBoundingClientRect().top < 0 && typeof box.scrollIntoView === 'function') box.scrollIntoView({ block: 'start' });
  }, [query.page]);

  let body;
  if (error) {
    body = <LoadError text="text.cashier.transactions.error" onRetry={retry} />;
  } else if (!data || pastTheEnd || (stale && rows.length === 0)) {
    body = <TransactionsLoading />;
  } else if (rows.length === 0) {
    body = filtered ? (
      <Stack gap="3" align="start" data-testid="transactions-empty" data-filtered="true">
        <Text>{t('text.cashier.transactions.emptyFiltered')}</Text>
        <Button type="button" size="sm" variant="outline" onClick={() => change({ type: null, status: null })}>
          {t('text.cashier.transactions.filters.clear')}
        </Button>
      </Stack>
    ) : (
      <Text data-testid="transactions-empty" data-filtered="false">{t('text.cashier.transactions.empty')}</Text>
    );
  } else {
    body = (
      <>
        <TransactionTable rows={rows} busy={stale} />
        {pages > 1 && <Pager page={Math.min(query.page, pages)} pages={pages} onPage={(page) => change({ page })} />}
      </>
    );
  }

  return (
    <Stack gap="4" data-testid="transactions" ref={top} scrollMarginTop="20">
      <TransactionFilters query={query} onChange={(next) => change(next)} />
      <Box>{body}</Box>
    </Stack>
  );
}
