// @vitest-environment jsdom
// /profile/transactions (spec 2.1; spec 3 'Transaction statuses: processed, pending, rejected, confirmed,
// cancelled, completed, failed, processing.'), the brand document brands/curacao/pages/transactions.json
// rendered by the renderer: rows with their status labels, filters and page in the address query (Back
// returns to them), Previous / Next, the loading, empty and error states, and the realtime refetch of
// spec 7 as changesTransactions says. The api client is a fake that filters and pages like the sandbox.
import { describe, it, expect, afterEach } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { TestCallCache } from '../support/callCache';
import { createI18n } from '../../src/platform/i18n';
import pageDoc from '../../brands/curacao/pages/transactions.json';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { evaluate } from '../../src/renderer/expressions';
import { emptyScope, freezeDeep, type Scope } from '../../src/renderer/scope';
import type { NodeDocument } from '../../src/generated/types';
import { TRANSACTION_STATUSES } from '../../src/cashier/statuses';
import { TRANSACTION_TYPES, changesTransactions } from '../../src/cashier/transactions';
import { REALTIME_EVENTS } from '../../src/platform/realtimeEvents';
import { WALLET_BROWSER_EVENTS } from '../../src/platform/realtimeStatus';
import { pageOf } from '../../src/widgets/Pager/paging';
import { TestProviders, rendererStandIn, servicesStandIn } from '../support/services';
import { TEXTS, en, renderWith, type Answer } from './tournaments-helpers';

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
function backend(rows: Row[]): Answer {
  return (_method, path, { query = {} }) => {
    expect(path).toBe('/api/user/transactions');
    const matching = rows.filter((r) => (!query.type || r.type === query.type) && (!query.status || r.status === query.status));
    const limit = Number(query.limit ?? 24);
    const pageNo = Number(query.pageNo ?? 1);
    return { data: { transactions: { count: matching.length, rows: matching.slice((pageNo - 1) * limit, pageNo * limit) } } };
  };
}

let location = '';
let go: (delta: number) => void = () => {};
function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  location = `${pathname}${search}`;
  go = (delta) => { void navigate(delta); };
  return null;
}

const PAGE = '/profile/transactions';
const PLAYER: Scope = freezeDeep({
  ...emptyScope,
  auth: { initialized: true, authenticated: true, selfExcluded: false },
  user: { userId: 7, currencyCode: 'EUR', currencySymbol: '€', isCrypto: false },
});
const GUEST: Scope = freezeDeep({ ...emptyScope, auth: { initialized: true, authenticated: false, selfExcluded: false } });

/** The page's body; pageSize replaces the document's 20 (its Flow's value) to page a short ledger. */
function body(pageSize?: number): NodeDocument[] {
  const nodes = structuredClone(pageDoc.body) as unknown as NodeDocument[];
  if (pageSize) (nodes[0].props as { values: Record<string, unknown> }).values.pageSize = pageSize;
  return nodes;
}

function renderPage(answer: Answer, { url = PAGE, pageSize, scope = PLAYER }: { url?: string; pageSize?: number; scope?: Scope } = {}) {
  const services = rendererStandIn();
  const result = renderWith(
    <RendererContext.Provider value={services}>
      <RenderNodes nodes={body(pageSize)} path="pages/transactions.json#/body" />
      <Where />
    </RendererContext.Provider>,
    answer, scope, url,
  );
  return { ...result, services };
}

/** The query of each call, as the address sends it (null and undefined parameters are left out). */
const queries = (request: { mock: { calls: unknown[][] } }) => request.mock.calls.map((c) => Object.fromEntries(
  Object.entries((c[2] as { query: Record<string, unknown> }).query).filter(([, v]) => v !== null && v !== undefined),
));
const typeSelect = () => screen.getByLabelText(en('text.cashier.transactions.filters.type')) as HTMLSelectElement;
const statusSelect = () => screen.getByLabelText(en('text.cashier.transactions.filters.status')) as HTMLSelectElement;
const shownRows = () => screen.getAllByTestId('transaction-row');
const pager = () => screen.getByRole('navigation', { name: en('text.cashier.transactions.paging.label') });
const pageText = () => within(pager()).getByRole('status').textContent;
const table = () => screen.getByTestId('transactions-table');

afterEach(cleanup);

describe('Transactions (the declared page)', () => {
  it('a row shows date and time, type, payment method, signed amount and the status label of spec 3', async () => {
    const rows = [
      row(4, 'deposit', 200, 'completed', 'bank_transfer'),
      row(3, 'debit', -120, 'completed'),
      row(2, 'globalCredit', 10, 'pending'),
      row(1, 'withdrawal', -50, 'rejected', 'skrill'),
    ];
    renderPage(backend(rows));
    const shown = await screen.findByRole('table', { name: en('text.cashier.transactions.caption') });
    expect(within(shown).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['date', 'type', 'method', 'amount', 'status'].map((k) => en(`text.cashier.transactions.columns.${k}`)),
    );
    const [deposit, bet, bonus, withdrawal] = shownRows();
    const tone = (r: HTMLElement) => (within(r).getByTestId('transaction-status').querySelector('[data-tone]') as HTMLElement).dataset.tone;
    expect(within(deposit).getByTestId('transaction-type').textContent).toBe(en('text.cashier.transactions.type.deposit'));
    expect(within(deposit).getByTestId('transaction-method').textContent).toBe('Bank transfer');
    expect(within(deposit).getByTestId('transaction-amount').textContent).toBe('+€200.00');
    expect(within(deposit).getByTestId('transaction-status').textContent).toBe(en('text.cashier.status.completed'));
    expect(tone(deposit)).toBe('success');
    // The date in the player's locale, with the machine-readable instant beside it; it names the row.
    const time = deposit.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(rows[0].createdAt);
    expect(time.textContent).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(rows[0].createdAt)));
    expect(within(deposit).getByRole('rowheader').contains(time)).toBe(true);
    expect(within(bet).getByTestId('transaction-type').textContent).toBe(en('text.cashier.transactions.type.debit'));
    expect(within(bet).getByTestId('transaction-amount').textContent).toBe('\u2212€120.00');
    expect(within(bet).getByTestId('transaction-method').textContent).toBe('');
    expect(within(bonus).getByTestId('transaction-type').textContent).toBe(en('text.cashier.transactions.type.globalCredit'));
    expect(within(bonus).getByTestId('transaction-status').textContent).toBe(en('text.cashier.status.pending'));
    expect(tone(bonus)).toBe('warning');
    expect(within(withdrawal).getByTestId('transaction-status').textContent).toBe(en('text.cashier.status.rejected'));
    expect(tone(withdrawal)).toBe('danger');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: en('text.cashier.transactions.paging.label') })).toBeNull();
  });

  it('a status or type a newer platform sends reads Unknown / Other, never a raw code', async () => {
    renderPage(backend([row(1, 'cashback', 5, 'refunded')]));
    const [only] = await screen.findAllByTestId('transaction-row');
    expect(within(only).getByTestId('transaction-type').textContent).toBe(en('text.cashier.transactions.type.unknown'));
    expect(within(only).getByTestId('transaction-status').textContent).toBe(en('text.cashier.status.unknown'));
  });

  it('the filters offer All, the kinds and the 8 statuses; a change asks again from page 1, writes the query, and Back returns', async () => {
    const { request } = renderPage(backend(ledger(30)), { pageSize: 5, url: `${PAGE}?page=3` });
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 3, pages: 6 })));
    expect(queries(request)[0]).toEqual({ pageNo: 3, limit: 5 });
    expect([...typeSelect().options].map((o) => o.textContent)).toEqual([
      en('text.cashier.transactions.filters.all'),
      ...TRANSACTION_TYPES.map((k) => en(`text.cashier.transactions.filters.types.${k}`)),
    ]);
    expect([...typeSelect().options].map((o) => o.value)).toEqual(['', ...TRANSACTION_TYPES]);
    expect([...statusSelect().options].map((o) => o.value)).toEqual(['', ...TRANSACTION_STATUSES]);
    expect([...statusSelect().options].slice(1).map((o) => o.textContent)).toEqual(TRANSACTION_STATUSES.map((s) => en(`text.cashier.status.${s}`)));

    fireEvent.change(typeSelect(), { target: { value: 'deposit' } });
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 1, pages: 2 })));
    expect(location).toBe(`${PAGE}?type=deposit`);
    expect(queries(request).at(-1)).toEqual({ type: 'deposit', pageNo: 1, limit: 5 });
    await waitFor(() => expect(table().getAttribute('aria-busy')).toBeNull());
    expect(screen.getAllByTestId('transaction-type').every((c) => c.textContent === en('text.cashier.transactions.type.deposit'))).toBe(true);
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

    // Each change is a history entry: Back shows the filters and page before it.
    act(() => go(-1));
    await waitFor(() => expect(location).toBe(`${PAGE}?type=deposit&status=completed`));
    expect(typeSelect().value).toBe('deposit');
    act(() => go(-1));
    await waitFor(() => expect(location).toBe(`${PAGE}?type=deposit&page=2`));
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 2, pages: 2 })));
    expect(statusSelect().value).toBe('');
  });

  it('Previous and Next move one page, are disabled at the ends, and say Page X of Y', async () => {
    const { request } = renderPage(backend(ledger(45)));
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 1, pages: 3 })));
    const previous = () => screen.getByRole('button', { name: en('text.cashier.transactions.paging.previous') }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: en('text.cashier.transactions.paging.next') }) as HTMLButtonElement;
    expect(within(pager()).getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(shownRows()).toHaveLength(20);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    fireEvent.click(next());
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 2, pages: 3 })));
    await waitFor(() => expect(table().getAttribute('aria-busy')).toBeNull());
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
    // Page 1 leaves the parameter out.
    fireEvent.click(previous());
    await waitFor(() => expect(location).toBe(PAGE));
  });

  it('a bad query value is ignored: ?status=bogus&type=nope&page=-3 lists page 1 of everything, the selects on All', async () => {
    const { request } = renderPage(backend(ledger(4)), { url: `${PAGE}?status=bogus&type=nope&page=-3&modal=login` });
    await waitFor(() => expect(shownRows()).toHaveLength(4));
    expect(queries(request)).toEqual([{ pageNo: 1, limit: 20 }]);
    expect(typeSelect().value).toBe('');
    expect(statusSelect().value).toBe('');
    // A change writes its filter and drops the page; other parameters (a modal) stay.
    fireEvent.change(statusSelect(), { target: { value: 'pending' } });
    await waitFor(() => expect(location).toContain('status=pending'));
    expect(new URLSearchParams(location.split('?')[1]).get('modal')).toBe('login');
    expect(location).not.toContain('page=');
    await waitFor(() => expect(queries(request).at(-1)).toEqual({ status: 'pending', pageNo: 1, limit: 20 }));
  });

  it('the document reads a page from the address as the Pager does, and offers the kinds and statuses it sends', () => {
    const data = (pageDoc.body[0].children[0].props as { params: Record<string, unknown> }).params;
    for (const page of ['1', '2', '17', '-3', '0', '2.5', 'abc', '', ' 3 ', '1e3', 'Infinity', undefined]) {
      const scope = { flow: { values: { page } } };
      expect(evaluate(data.pageNo, scope), String(page)).toBe(pageOf(page));
    }
    for (const type of [...TRANSACTION_TYPES, 'nope', '', undefined]) {
      expect(evaluate(data.type, { flow: { values: { type } } }), String(type)).toBe((TRANSACTION_TYPES as readonly unknown[]).includes(type) ? type : null);
    }
    for (const status of [...TRANSACTION_STATUSES, 'requested', 'bogus', undefined]) {
      expect(evaluate(data.status, { flow: { values: { status } } }), String(status)).toBe((TRANSACTION_STATUSES as readonly unknown[]).includes(status) ? status : null);
    }
  });

  it('a page past the end shows the last page, replacing the address (Back does not return to it)', async () => {
    renderPage(backend(ledger(12)), { pageSize: 5, url: `${PAGE}?page=9` });
    await waitFor(() => expect(location).toBe(`${PAGE}?page=3`));
    await waitFor(() => expect(pageText()).toBe(en('text.cashier.transactions.paging.page', { page: 3, pages: 3 })));
    expect(shownRows()).toHaveLength(2);
  });

  it('loading is a busy skeleton; no transactions at all says so', async () => {
    let release: (() => void) | null = null;
    renderPage(async (...args) => {
      await new Promise<void>((resolve) => { release = resolve; });
      return backend([])(...args);
    });
    const loading = await screen.findByText(en('text.cashier.transactions.loading'));
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!());
    expect(await screen.findByText(en('text.cashier.transactions.empty'))).toBeTruthy();
    expect(screen.queryByText(en('text.cashier.transactions.loading'))).toBeNull();
    expect(screen.queryByRole('button', { name: en('text.cashier.transactions.filters.clear') })).toBeNull();
  });

  it('no match for the filters says so, and Clear filters lists everything again', async () => {
    const { request } = renderPage(backend(ledger(3)), { url: `${PAGE}?type=withdrawal&status=failed` });
    expect(await screen.findByText(en('text.cashier.transactions.emptyFiltered'))).toBeTruthy();
    expect(screen.queryByText(en('text.cashier.transactions.empty'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en('text.cashier.transactions.filters.clear') }));
    await waitFor(() => expect(shownRows()).toHaveLength(3));
    expect(location).toBe(PAGE);
    expect(queries(request).at(-1)).toEqual({ pageNo: 1, limit: 20 });
    expect(typeSelect().value).toBe('');
  });

  it('a failed load says so with a retry that asks again', async () => {
    let fail = true;
    const { request } = renderPage((...args) => {
      if (fail) throw new Error('down');
      return backend(ledger(2))(...args);
    });
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
    const { request } = renderPage((...args) => backend(rows)(...args));
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    const asked = request.mock.calls.length;
    act(() => { window.dispatchEvent(new CustomEvent('wallet:debit', { detail: { type: 'bet', amount: 1 } })); });
    rows.unshift(row(3, 'deposit', 40, 'completed', 'skrill'));
    act(() => { window.dispatchEvent(new CustomEvent('wallet:deposit', { detail: { amount: 40, count: 2 } })); });
    await waitFor(() => expect(shownRows()).toHaveLength(3));
    // The bet before the deposit asked nothing: one call, the deposit's.
    expect(request).toHaveBeenCalledTimes(asked + 1);
    rows.unshift(row(4, 'withdrawal', -30, 'pending', 'skrill'));
    act(() => { window.dispatchEvent(new CustomEvent('wallet:debit', { detail: { type: 'withdrawal', amount: 30 } })); });
    await waitFor(() => expect(shownRows()).toHaveLength(4));
  });

  it('the document refetches on exactly the realtime events changesTransactions names', async () => {
    const { request } = renderPage(backend(ledger(2)));
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    const payloads = [null, { type: 'bet' }, { type: 'win' }, { type: 'withdrawal' }, { type: 'deposit' }, { type: 'globalCredit' }, { amount: 5, count: 1 }];
    for (const event of REALTIME_EVENTS) {
      for (const detail of payloads) {
        const before = request.mock.calls.length;
        // A deposit event after each one: its call shows the one before asked nothing when it should not.
        act(() => { window.dispatchEvent(new CustomEvent(WALLET_BROWSER_EVENTS[event], { detail })); });
        act(() => { window.dispatchEvent(new CustomEvent('wallet:deposit', { detail: { amount: 1, count: 1 } })); });
        const expected = before + 1 + (changesTransactions(event, detail) ? 1 : 0);
        await waitFor(() => expect(request.mock.calls.length, `${event} ${JSON.stringify(detail)}`).toBe(expected));
      }
    }
  });

  it('another player signing in on the tab never sees the previous player\'s rows from the cache', async () => {
    // One cache for both renders, as one tab keeps it across a sign-out and a sign-in.
    const cache = new Map<string, unknown>();
    const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
    const show = (scope: Scope, answer: () => unknown) => render(
      <TestProviders services={servicesStandIn({ api: { request: async () => answer() } as never })} i18n={i18n} url={PAGE} scope={scope}>
        <TestCallCache cache={cache}>
          <RenderNodes nodes={body()} path="pages/transactions.json#/body" />
        </TestCallCache>
      </TestProviders>,
    );
    const first = show(PLAYER, () => backend([row(1, 'deposit', 999, 'completed', 'visa')])('GET', '/api/user/transactions', { query: {} }));
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    first.unmount();
    const other = freezeDeep({ ...PLAYER, user: { ...PLAYER.user, userId: 8 } });
    show(other, () => new Promise(() => {}));
    expect(await screen.findByText(en('text.cashier.transactions.loading'))).toBeTruthy();
    expect(screen.queryByTestId('transaction-row')).toBeNull();
  });

  it('a guest is never asked for: no token, no call', async () => {
    const { request } = renderPage(backend(ledger(2)), { scope: GUEST });
    expect(await screen.findByText(en('text.cashier.transactions.loading'))).toBeTruthy();
    await act(async () => {});
    expect(request).not.toHaveBeenCalled();
  });
});
