// @vitest-environment jsdom
// The generic read-only widgets (x-chunk account) beyond what the transactions page uses: the Table's
// sideways-scrolling layout and its empty text, the Pager with only hasMore, a Select whose value is none
// of its options, a Notice without a role. The transactions page (transactions.test.tsx) covers the rest.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { emptyScope, freezeDeep } from '../../src/renderer/scope';
import type { NodeDocument } from '../../src/generated/types';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';

afterEach(cleanup);

// The rows a Table lists, as a Data node's answer would give them (a literal object is not an expression).
const scope = freezeDeep({
  ...emptyScope, user: { currencyCode: 'EUR', currencySymbol: '€', isCrypto: false },
  item: { rows: [{ kind: 'a', amount: 5 }, { kind: 'b', amount: -2.5 }] },
});

function renderNodes(nodes: NodeDocument[], url = '/page') {
  const services = rendererStandIn();
  const result = renderWith(
    <RendererContext.Provider value={services}><RenderNodes nodes={nodes} path="pages/test.json#/body" /></RendererContext.Provider>,
    () => ({}), scope, url,
  );
  return { ...result, services };
}

const COLUMNS = [
  { header: 'text.cashier.transactions.columns.type', value: { var: 'item.kind' } },
  { header: 'text.cashier.transactions.columns.amount', value: { var: 'item.amount' }, format: 'amount', align: 'end' },
];

describe('Table', () => {
  it('phoneLayout scroll: the table sits in its own focusable region named by the caption', async () => {
    renderNodes([{ type: 'Table', props: {
      rows: { var: 'item.rows' }, caption: 'text.cashier.transactions.caption', phoneLayout: 'scroll', columns: COLUMNS,
    } }]);
    const region = await screen.findByRole('region', { name: en('text.cashier.transactions.caption') });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: en('text.cashier.transactions.caption') });
    // Unsigned amounts: no plus, a true minus; the player's currency by its symbol.
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['a', '€5.00', 'b', '\u2212€2.50']);
  });

  it('an empty list shows the empty text, or nothing without one', async () => {
    const { unmount } = renderNodes([{ type: 'Table', props: { rows: [], caption: 'text.cashier.transactions.caption', empty: 'text.cashier.transactions.empty', columns: COLUMNS } }]);
    expect(await screen.findByText(en('text.cashier.transactions.empty'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderNodes([{ type: 'Table', props: { rows: { var: 'data.none' }, caption: 'text.cashier.transactions.caption', columns: COLUMNS } }]);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Pager', () => {
  const pager = (hasMore: boolean): NodeDocument => ({
    type: 'Flow', props: { name: 'list', steps: ['list'], queryParams: { page: 'page' } },
    children: [{
      type: 'Pager',
      props: {
        page: { var: 'flow.values.page' }, hasMore, label: 'text.cashier.transactions.paging.label',
        previous: 'text.cashier.transactions.paging.previous', next: 'text.cashier.transactions.paging.next', status: 'text.cashier.transactions.paging.page',
      },
      on: { page: [{ action: 'flowSet', history: 'push', values: { page: { var: 'event.page' } } }] },
    }],
  } as NodeDocument);

  it('with only hasMore: Next is enabled while there is more, and a click emits the new page', async () => {
    renderNodes([pager(true)], '/list?page=2');
    const button = (key: string) => screen.getByRole('button', { name: en(`text.cashier.transactions.paging.${key}`) }) as HTMLButtonElement;
    await screen.findByRole('navigation');
    expect(button('next').disabled).toBe(false);
    expect(within(screen.getByRole('navigation')).getByRole('status').textContent).toContain('2');
    fireEvent.click(button('previous'));
    await waitFor(() => expect(button('previous').disabled).toBe(true));
    expect(button('next').disabled).toBe(false);
  });

  it('with only hasMore false on page 2: Next is disabled', async () => {
    renderNodes([pager(false)], '/list?page=2');
    expect((await screen.findByRole('button', { name: en('text.cashier.transactions.paging.next') }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Select and Notice', () => {
  it('a value none of the options has shows the empty option; a choice emits change with the value', async () => {
    renderNodes([{
      type: 'Flow', props: { name: 'f', steps: ['a'], queryParams: { kind: 'kind' } },
      children: [
        { type: 'Select', props: {
          label: 'text.cashier.transactions.filters.type', value: { var: 'flow.values.kind' }, emptyOption: 'text.cashier.transactions.filters.all',
          options: [{ value: 'deposit', label: 'text.cashier.transactions.filters.types.deposit' }],
        }, on: { change: [{ action: 'flowSet', values: { kind: { var: 'event.value' } } }] } },
        { type: 'Notice', props: { text: 'text.cashier.transactions.empty' }, when: { '==': [{ var: 'flow.values.kind' }, 'deposit'] } },
      ],
    } as NodeDocument], '/page?kind=bogus');
    const select = await screen.findByLabelText(en('text.cashier.transactions.filters.type')) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'deposit' } });
    const notice = await screen.findByText(en('text.cashier.transactions.empty'));
    expect(select.value).toBe('deposit');
    // No role: plain text, not an alert.
    expect(notice.closest('[role]')).toBeNull();
  });
});

describe('Select optionsFrom (issue 15 multi-wallet: the currencies not yet open)', () => {
  const lists = freezeDeep({
    ...emptyScope,
    item: {
      currencies: [{ code: 'EUR', name: 'Euro' }, { code: 'USD', name: 'US Dollar' }, { code: 'BTC' }, { code: 'USD', name: 'again' }, { name: 'no code' }],
      wallets: [{ currency: 'EUR', active: true }],
    },
  });
  const select = (except: boolean): NodeDocument => ({
    type: 'Flow', props: { name: 'f', steps: ['a'] },
    children: [
      { type: 'Select', props: {
        label: 'text.cashier.transactions.filters.type', value: { var: 'flow.values.currency' }, emptyOption: 'text.cashier.transactions.filters.all',
        optionsFrom: {
          items: { var: 'item.currencies' }, value: { var: 'item.code' },
          label: { cat: [{ var: 'item.name' }, ' (', { var: 'item.code' }, ')'] },
          ...(except ? { except: { items: { var: 'item.wallets' }, value: { var: 'item.currency' } } } : {}),
        },
      }, on: { change: [{ action: 'flowSet', values: { currency: { var: 'event.value' } } }] } },
      { type: 'Notice', props: { text: 'text.cashier.transactions.empty' }, when: { '==': [{ var: 'flow.values.currency' }, 'BTC'] } },
    ],
  } as NodeDocument);
  const render = (node: NodeDocument) => renderWith(
    <RendererContext.Provider value={rendererStandIn()}><RenderNodes nodes={[node]} path="pages/test.json#/body" /></RendererContext.Provider>,
    () => ({}), lists, '/page',
  );

  it('lists each item once with its words, leaves out the other list\'s values, and emits the chosen value', async () => {
    render(select(true));
    const field = await screen.findByLabelText(en('text.cashier.transactions.filters.type')) as HTMLSelectElement;
    expect([...field.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', en('text.cashier.transactions.filters.all')], ['USD', 'US Dollar (USD)'], ['BTC', ' (BTC)'],
    ]);
    fireEvent.change(field, { target: { value: 'BTC' } });
    expect(await screen.findByText(en('text.cashier.transactions.empty'))).toBeTruthy();
    expect(field.value).toBe('BTC');
  });

  it('without except every item with a value is offered', async () => {
    render(select(false));
    const field = await screen.findByLabelText(en('text.cashier.transactions.filters.type')) as HTMLSelectElement;
    expect([...field.options].map((o) => o.value)).toEqual(['', 'EUR', 'USD', 'BTC']);
  });
});
