// @vitest-environment jsdom
// /profile/transactions (spec 2.1; spec 3 'Transaction statuses: processed, pending, rejected, confirmed,
// cancelled, completed, failed, processing.'): rows with their status labels, filters and page in the
// address query, Previous / Next, and the loading, empty and error states. The api client is a fake that
// filters and pages like the sandbox.
import { describe, it, expect, afterEach, beforeEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import TransactionsView from '../../src/widgets/Transactions/View';
import { useSession } from '../../src/platform/session';
import { TRANSACTION_STATUSES } from '../../src/cashier/statuses';
import { en, renderWith } from './tournaments-helpers';

type Row = { id: number; type: string; amount: number; currencyCode: string; status: string; paymentMethod: string | null; createdAt: string };

const row = (id: number, type: string, amount: number, status = 'completed', paymentMethod: string | null = null): Row => ({
  id, type, amount, currencyCode: 'EUR', status, paymentMethod, createdAt: new Date(Date.UTC(2030, 0, 1, 10, id)).toISOString(),
});

/** A ledger of the size asked for: deposits, bets and wins, newest (highest id) first. */
function ledger(size: number): Row[] {
  const kinds: Array<[string, number, string | null]> = [['deposit', 50, 'visa'], ['debit', -2, null], ['credit', 3.5, null]];
  return Array.from({ length: size }, (_, i) => {
    const [type, amount, method] = kinds[i % kinds.length];
    return row(size - i, type, amount, 'completed', method);
  });
}

/** Answers GET /api/user/transactions like the sandbox: type, status, pageNo, limit. */
function backend(rows: Row[]) {
  return (_method: string, path: string, { query = {} }: { query?: Record<string, unknown> }) => {
    expect(path).toBe('/api/user/transactions');
    const matching = rows.filter((r) => (!query.type || r.type === query.type) && (!query.status || r.status === query.status));
    const limit = Number(query.limit ?? 24);
    const pageNo = Number(query.pageNo ?? 1);
    return { data: { transactions: { count: matching.length, rows: matching.slice((pageNo - 1) * limit, pageNo * limit) } } };
  };
}

let location = '';
function Where() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}

const PAGE = '/profile/transactions';
const queries = (request: { mock: { calls: unknown[][] } }) => request.mock.calls.map((c) => (c[2] as { query: Record<string, unknown> }).query);
const typeSelect = () => screen.getByLabelText(en('text.cashier.transactions.filters.type')) as HTMLSelectElement;
const statusSelect = () => screen.getByLabelText(en('text.cashier.transactions.filters.status')) as HTMLSelectElement;
const shownRows = () => screen.getAllByTestId('transaction-row');
const pageText = () => screen.getByTestId('transactions-page').textContent;

beforeEach(() => {
  useSession.setState({ authenticated: true, token: 't', user: { userId: 7, currencyCode: 'EUR', currencySymbol: '€', isCrypto: false } });
});
afterEach(() => {
  cleanup();
  useSession.setState({ authenticated: false, user: null, token: null });
});

describe('Transactions', () => {
  it('a row shows date and time, type, payment method, signed amount and the status label of spec 3', async () => {
    const rows = [
      row(4, 'deposit', 200, 'completed', 'bank_transfer'),
      row(3, 'debit', -120, 'completed'),
      row(2, 'globalCredit', 10, 'pending'),
      row(1, 'withdrawal', -50, 'rejected', 'skrill'),
    ];
    renderWith(<TransactionsView />, backend(rows), undefined, PAGE);
    const table = await screen.findByRole('table', { name: en('text.cashier.transactions.caption') });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['date', 'type', 'method', 'amount', 'status'].map((k) => en(`text.cashier.transactions.columns.${k}`)),
    );
    const [deposit, bet, bonus, withdrawal] = shownRows();
    expect(within(deposit).getByTestId('transaction-type').textContent).toBe(en('text.cashier.transactions.type.deposit'));
    expect(within(deposit).getByTestId('transaction-method').textContent).toBe('Bank transfer');
    expect(within(deposit).getByTestId('transaction-amount').textContent).toBe('+€200.00');
    expect(within(deposit).getByTestId('transaction-status').textContent).toBe(en('text.cashier.status.completed'));
    expect(within(deposit).getByTestId('transaction-status').dataset.tone).toBe('done');
    // The date in the player's locale, with the machine-readable instant beside it.
    const time = deposit.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(rows[0].createdAt);
    expect(time.textContent).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(rows[0].createdAt)));
    expect(within(bet).getByTestId('transaction-type').textContent).toBe(en('text.cashier.transactions.type.debit'));
    expect(within(bet).getByTestId('transaction-amount').textContent).toBe('\u2212€120.00');
    expect(within(bet).getByTestId('transaction-method').textContent).toBe('');
    expect(within(bonus).getByTestId('transaction-type').textContent).toBe(en('text.cashier.transactions.type.globalCredit'));
    expect(within(bonus).getByTestId('transaction-status').textContent).toBe(en('text.cashier.status.pending'));
    expect(within(bonus).getByTestId('transaction-status').dataset.tone).toBe('inProgress');
    expect(within(withdrawal).getByTestId('transaction-status').textContent).toBe(en('text.cashier.status.rejected'));
    expect(within(withdrawal).getByTestId('transaction-status').dataset.tone).toBe('stopped');
    // One page: no pager.
    expect(screen.queryByTestId('transactions-pager')).toBeNull();
  });

  it('a status or type a newer platform sends reads Unknown / Other, never a raw code', async () => {
    renderWith(<TransactionsView />, backend([row(1, 'cashback', 5, 'refunded')]), undefined, PAGE);
    const [only] = await screen.findAllByTestId('transaction-row');
    expect(within(only).getByTestId('transaction-type').textContent).toBe(en('text.cashier.transactions.type.unknown'));
    expect(within(only).getByTestId('transaction-status').textContent).toBe(en('text.cashier.status.unknown'));
  });

  it('the filters offer All, the kinds and the 8 statuses; a change asks again from page 1 and writes the query', async () => {
    const { request } = renderWith(<><TransactionsView pageSize={5} /><Where /></>, backend(ledger(30)), undefined, `${PAGE}?page=3`);
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 3, pages: 6 })));
    expect(queries(request)[0]).toMatchObject({ pageNo: 3, limit: 5 });
    expect([...typeSelect().options].map((o) => o.textContent)).toEqual([
      en('text.cashier.transactions.filters.all'),
      ...['deposit', 'withdrawal', 'debit', 'credit', 'globalCredit', 'rakeback'].map((k) => en(`text.cashier.transactions.filters.types.${k}`)),
    ]);
    expect([...statusSelect().options].map((o) => o.value)).toEqual(['', ...TRANSACTION_STATUSES]);
    expect([...statusSelect().options].slice(1).map((o) => o.textContent)).toEqual(TRANSACTION_STATUSES.map((s) => en(`text.cashier.status.${s}`)));

    fireEvent.change(typeSelect(), { target: { value: 'deposit' } });
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 1, pages: 2 })));
    expect(location).toBe(`${PAGE}?type=deposit`);
    expect(queries(request).at(-1)).toEqual({ type: 'deposit', pageNo: 1, limit: 5 });
    expect(shownRows().every((r) => r.dataset.type === 'deposit')).toBe(true);
    expect(typeSelect().value).toBe('deposit');

    fireEvent.click(screen.getByRole('button', { name: en('text.cashier.transactions.paging.next') }));
    await waitFor(() => expect(location).toBe(`${PAGE}?type=deposit&page=2`));
    fireEvent.change(statusSelect(), { target: { value: 'completed' } });
    await waitFor(() => expect(location).toBe(`${PAGE}?type=deposit&status=completed`));
    await waitFor(() => expect(queries(request).at(-1)).toEqual({ type: 'deposit', status: 'completed', pageNo: 1, limit: 5 }));

    // Back to All removes the parameter.
    fireEvent.change(typeSelect(), { target: { value: '' } });
    await waitFor(() => expect(location).toBe(`${PAGE}?status=completed`));
    await waitFor(() => expect(queries(request).at(-1)).toEqual({ status: 'completed', pageNo: 1, limit: 5 }));
  });

  it('Previous and Next move one page, are disabled at the ends, and say Page X of Y', async () => {
    const { request } = renderWith(<><TransactionsView pageSize={20} /><Where /></>, backend(ledger(45)), undefined, PAGE);
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 1, pages: 3 })));
    const previous = () => screen.getByRole('button', { name: en('text.cashier.transactions.paging.previous') }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: en('text.cashier.transactions.paging.next') }) as HTMLButtonElement;
    expect(screen.getByRole('navigation', { name: en('text.cashier.transactions.paging.label') })).toBeTruthy();
    expect(shownRows()).toHaveLength(20);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    fireEvent.click(next());
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 2, pages: 3 })));
    await waitFor(() => expect(screen.getByTestId('transactions-table').getAttribute('aria-busy')).toBeNull());
    expect(location).toBe(`${PAGE}?page=2`);
    fireEvent.click(next());
    await waitFor(() => expect(screen.queryByTestId('transactions-table')?.getAttribute('aria-busy')).toBeNull());
    await waitFor(() => expect(shownRows()).toHaveLength(5));
    expect(next().disabled).toBe(true);
    expect(previous().disabled).toBe(false);
    expect(location).toBe(`${PAGE}?page=3`);
    fireEvent.click(previous());
    await waitFor(() => expect(location).toBe(`${PAGE}?page=2`));
    // A page seen before shows at once from the cache and is asked for again.
    await waitFor(() => expect(queries(request).map((q) => q.pageNo)).toEqual([1, 2, 3, 2]));
  });

  it('a bad query value is ignored: ?status=bogus&type=nope&page=-3 lists page 1 of everything, the selects on All', async () => {
    const { request } = renderWith(<><TransactionsView /><Where /></>, backend(ledger(4)), undefined, `${PAGE}?status=bogus&type=nope&page=-3&modal=login`);
    await waitFor(() => expect(shownRows()).toHaveLength(4));
    expect(queries(request)[0]).toEqual({ pageNo: 1, limit: 20 });
    expect(typeSelect().value).toBe('');
    expect(statusSelect().value).toBe('');
    // The first change writes only what it knows; other parameters (a modal) stay.
    fireEvent.change(statusSelect(), { target: { value: 'pending' } });
    await waitFor(() => expect(location).toBe(`${PAGE}?modal=login&status=pending`));
  });

  it('a page past the end shows the last page', async () => {
    renderWith(<><TransactionsView pageSize={5} /><Where /></>, backend(ledger(12)), undefined, `${PAGE}?page=9`);
    await waitFor(() => expect(location).toBe(`${PAGE}?page=3`));
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 3, pages: 3 })));
    expect(shownRows()).toHaveLength(2);
  });

  it('loading is a busy skeleton; no transactions at all says so', async () => {
    let release: (() => void) | null = null;
    renderWith(<TransactionsView />, async (...args) => {
      await new Promise<void>((resolve) => { release = resolve; });
      return backend([])(...args);
    }, undefined, PAGE);
    expect(screen.getByTestId('transactions-loading').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    expect((await screen.findByTestId('transactions-empty')).textContent).toBe(en('text.cashier.transactions.empty'));
    expect(screen.queryByRole('button', { name: en('text.cashier.transactions.filters.clear') })).toBeNull();
  });

  it('no match for the filters says so, and Clear filters lists everything again', async () => {
    const { request } = renderWith(<><TransactionsView /><Where /></>, backend(ledger(3)), undefined, `${PAGE}?type=withdrawal&status=failed`);
    expect((await screen.findByTestId('transactions-empty')).textContent).toContain(en('text.cashier.transactions.emptyFiltered'));
    fireEvent.click(screen.getByRole('button', { name: en('text.cashier.transactions.filters.clear') }));
    await waitFor(() => expect(shownRows()).toHaveLength(3));
    expect(location).toBe(PAGE);
    expect(queries(request).at(-1)).toEqual({ pageNo: 1, limit: 20 });
    expect(typeSelect().value).toBe('');
  });

  it('a failed load says so with a retry that asks again', async () => {
    let fail = true;
    const { request } = renderWith(<TransactionsView />, (...args) => {
      if (fail) throw new Error('down');
      return backend(ledger(2))(...args);
    }, undefined, PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en('text.cashier.transactions.error'));
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: en('text.common.retry') }));
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('spec 7: a deposit or a withdrawal announced by the wallet socket shows without a reload; a bet does not ask again', async () => {
    const rows = ledger(2);
    const { request } = renderWith(<TransactionsView />, (...args) => backend(rows)(...args), undefined, PAGE);
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    const asked = request.mock.calls.length;
    window.dispatchEvent(new CustomEvent('wallet:debit', { detail: { type: 'bet', amount: 1 } }));
    await new Promise((r) => setTimeout(r, 20));
    expect(request).toHaveBeenCalledTimes(asked);

    rows.unshift(row(3, 'deposit', 40, 'completed', 'skrill'));
    window.dispatchEvent(new CustomEvent('wallet:deposit', { detail: { amount: 40, count: 2 } }));
    await waitFor(() => expect(shownRows()).toHaveLength(3));
    rows.unshift(row(4, 'withdrawal', -30, 'pending', 'skrill'));
    window.dispatchEvent(new CustomEvent('wallet:debit', { detail: { type: 'withdrawal', amount: 30 } }));
    await waitFor(() => expect(shownRows()).toHaveLength(4));
  });

  it('a guest is never asked for: no token, no call', async () => {
    useSession.setState({ authenticated: false, token: null, user: null });
    const { request } = renderWith(<TransactionsView />, backend(ledger(2)), undefined, PAGE);
    await new Promise((r) => setTimeout(r, 20));
    expect(request).not.toHaveBeenCalled();
  });
});
