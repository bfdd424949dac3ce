// @vitest-environment jsdom
// The document primitives (issue 11 item 1): a Data node's answer, loading and error in the scope, refetched
// on a socket event and by the refetch action; a Repeat node per item; a Flow node's steps moved by
// flowStep and flowSet, kept in the address where declared; a node's "socket:<event>" actions.
import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { TestCallCache } from '../support/callCache';
import { createI18n } from '../../src/platform/i18n';
import { ApiError, type ApiClient } from '../../src/platform/api/client';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyBrand, rendererStandIn, renderWithServices, servicesStandIn } from '../support/services';
import { emptyScope, type Scope } from '../../src/renderer/scope';
import type { NodeDocument } from '../../src/generated/types';
import type { BrandBundle } from '../../src/platform/brand';

const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: {
  'text.loading': 'Loading wins', 'text.failed': 'Failed: {{message}}', 'text.retry': 'Retry', 'text.empty': 'No wins yet',
  'text.row': '{{player}} won {{win}}', 'text.step': 'Step {{step}} ({{index}})', 'text.next': 'Next', 'text.back': 'Back',
  'text.pick': 'Pick Skrill', 'text.method': 'Method: {{method}}', 'text.amount': 'Deposited {{amount}}',
  'text.common.sectionUnavailable': 'Unavailable',
} });

const services = rendererStandIn;

/** The address, as the page would show it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderDoc(nodes: NodeDocument[], request: ApiClient['request'] = vi.fn(), url = '/page', brand: Partial<BrandBundle> = {}, scope: Scope = emptyScope) {
  const svc = services();
  const app = servicesStandIn({ api: { request } as unknown as ApiClient, brand: { ...emptyBrand, ...brand } });
  return {
    ...renderWithServices(
      // A cache per test: the default one would share answers across tests.
      <TestCallCache>
        <RenderNodes nodes={nodes} path="pages/test.json#/body" /><Address />
      </TestCallCache>,
      { services: app, renderer: svc, scope, i18n, url },
    ),
    svc,
  };
}

afterEach(cleanup);

const wins = (rows: Array<{ player: string; win: number }>) => ({ data: { wins: { count: rows.length, rows } } });

/** A top-wins page declared with Data, Repeat and when: no widget of its own. */
const WINS_PAGE: NodeDocument[] = [{
  type: 'Data', props: { name: 'wins', endpoint: 'getTopWins', params: { tab: 'all', limit: 5 }, refetchOn: ['credit'] },
  children: [
    { type: 'Text', props: { text: 'text.loading' }, when: { var: 'data.wins.loading' } },
    { type: 'Stack', when: { var: 'data.wins.error' }, children: [
      { type: 'Text', props: { text: 'text.failed', values: { message: { var: 'data.wins.error.message' } } } },
      { type: 'Button', props: { text: 'text.retry' }, on: { click: [{ action: 'refetch', data: 'wins' }] } },
    ] },
    { type: 'Text', props: { text: 'text.empty' }, when: { '===': [{ length: { var: 'data.wins.value.data.wins.rows' } }, 0] } },
    { type: 'Repeat', props: { items: { var: 'data.wins.value.data.wins.rows' }, keyBy: { var: 'item.player' }, as: 'ul' }, children: [
      { type: 'Text', props: { text: 'text.row', values: { player: { var: 'item.player' }, win: { var: 'item.win' } } } },
    ] },
  ],
}];

describe('Data and Repeat: a read-only page declared without a widget of its own', () => {
  it('shows loading, then one row per item of the answer, with the params of the call', async () => {
    let answer: (value: unknown) => void = () => {};
    const request = vi.fn(() => new Promise((resolve) => { answer = resolve; }));
    renderDoc(WINS_PAGE, request as never);
    expect(await screen.findByText('Loading wins')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('GET', '/api/core/casino/top-wins', expect.objectContaining({ query: { tab: 'all', limit: 5 } }));
    await act(async () => answer(wins([{ player: 'Maria', win: 50 }, { player: 'Ivan', win: 20 }])));
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Maria won 50', 'Ivan won 20']);
    expect(screen.queryByText('Loading wins')).toBeNull();
  });

  it('an empty answer shows the empty state declared beside the list', async () => {
    renderDoc(WINS_PAGE, vi.fn(async () => wins([])) as never);
    expect(await screen.findByText('No wins yet')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('a failure shows its message, and the refetch action (a retry button) fetches again', async () => {
    const request = vi.fn()
      .mockRejectedValueOnce(new ApiError(503, 'Service Unavailable', { message: 'Service Unavailable' }))
      .mockResolvedValue(wins([{ player: 'Maria', win: 50 }]));
    renderDoc(WINS_PAGE, request as never);
    expect(await screen.findByText('Failed: Service Unavailable')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maria won 50')).toBeTruthy();
    expect(screen.queryByText(/Failed/)).toBeNull();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a realtime event of refetchOn fetches again (spec 7: a credit changes the wins)', async () => {
    const request = vi.fn()
      .mockResolvedValueOnce(wins([{ player: 'Maria', win: 50 }]))
      .mockResolvedValue(wins([{ player: 'Ivan', win: 900 }, { player: 'Maria', win: 50 }]));
    renderDoc(WINS_PAGE, request as never);
    expect(await screen.findByText('Maria won 50')).toBeTruthy();
    act(() => { window.dispatchEvent(new CustomEvent('wallet:credit', { detail: { amount: 900 } })); });
    expect(await screen.findByText('Ivan won 900')).toBeTruthy();
    // Another event does not.
    act(() => { window.dispatchEvent(new CustomEvent('wallet:debit', { detail: { amount: 1 } })); });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('two Data nodes asking the same call (params in any order) make one request and show the same answer', async () => {
    const request = vi.fn(async () => wins([{ player: 'Maria', win: 50 }]));
    const node = (name: string, params: Record<string, unknown>): NodeDocument => ({
      type: 'Data', props: { name, endpoint: 'getTopWins', params },
      children: [{ type: 'Repeat', props: { items: { var: `data.${name}.value.data.wins.rows` }, as: 'ul' }, children: [
        { type: 'Text', props: { text: 'text.row', values: { player: { var: 'item.player' }, win: { var: 'item.win' } } } },
      ] }],
    });
    renderDoc([node('header', { tab: 'all', limit: 5 }), node('page', { limit: 5, tab: 'all' })], request as never);
    await waitFor(() => expect(screen.getAllByText('Maria won 50')).toHaveLength(2));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('refreshMs goes on after a failure (spec 7 "Refreshed every 10 s"): the error shows beside the last answer, the next answer clears it', async () => {
    // Each request waits for the test to answer it, so every state is seen whatever the machine's speed.
    const calls: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
    const request = vi.fn(() => new Promise((resolve, reject) => { calls.push({ resolve, reject }); }));
    // The interval is the test's clock: short, and the test waits for each state rather than for time.
    const page: NodeDocument[] = [{ ...WINS_PAGE[0], props: { ...WINS_PAGE[0].props, refreshMs: 30 } } as NodeDocument];
    renderDoc(page, request as never);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0].resolve(wins([{ player: 'Maria', win: 50 }])));
    expect(await screen.findByText('Maria won 50')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1].reject(new ApiError(503, 'Service Unavailable', { message: 'Service Unavailable' })));
    expect(await screen.findByText('Failed: Service Unavailable')).toBeTruthy();
    expect(screen.getByText('Maria won 50')).toBeTruthy();
    // Asked again after the failure; the error stays until an answer comes.
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(screen.getByText('Failed: Service Unavailable')).toBeTruthy();
    await act(async () => calls[2].resolve(wins([{ player: 'Ivan', win: 900 }])));
    expect(await screen.findByText('Ivan won 900')).toBeTruthy();
    expect(screen.queryByText(/Failed/)).toBeNull();
  });

  it('refreshOnFocus: a balance is asked for again when the player comes back to the tab; other calls are not', async () => {
    let balance = 10;
    const request = vi.fn(async (_method: string, path: string) => (path.endsWith('/top-wins')
      ? wins([{ player: 'Maria', win: 50 }])
      : { data: { wallets: [{ balance }] } }));
    const wallets: NodeDocument = {
      type: 'Data', props: { name: 'wallets', endpoint: 'getWallets', refreshOnFocus: true },
      children: [{ type: 'Repeat', props: { items: { var: 'data.wallets.value.data.wallets' }, as: 'ul' }, children: [
        { type: 'Text', props: { text: 'text.amount', values: { amount: { var: 'item.balance' } } } },
      ] }],
    };
    renderDoc([wallets, ...WINS_PAGE], request as never);
    expect(await screen.findByText('Deposited 10')).toBeTruthy();
    expect(await screen.findByText('Maria won 50')).toBeTruthy();
    balance = 25;
    act(() => { window.dispatchEvent(new Event('focus')); });
    expect(await screen.findByText('Deposited 25')).toBeTruthy();
    // SWR revalidates every hook on the focus event in one go: the wins list would have been asked by now.
    const paths = request.mock.calls.map((c) => String(c[1]).split('/').pop());
    expect(paths.filter((p) => p === 'top-wins')).toHaveLength(1);
    expect(paths.filter((p) => p !== 'top-wins')).toHaveLength(2);
  });

  it('enabled false makes no call (a guest), and refetch of a name no Data node has is reported', async () => {
    const request = vi.fn();
    const { svc } = renderDoc([
      { type: 'Data', props: { name: 'mine', endpoint: 'getTransactions', enabled: { var: 'auth.authenticated' } }, children: [
        { type: 'Button', props: { text: 'text.retry' }, on: { click: [{ action: 'refetch', data: 'nope' }] } },
      ] },
    ], request as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(svc.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('no Data node named "nope"') }), expect.any(String)));
    expect(request).not.toHaveBeenCalled();
  });
});

describe('Data otherwise: one name, another call while enabled is false (a guest)', () => {
  const OFFERS: NodeDocument[] = [{
    type: 'Data',
    props: { name: 'offers', endpoint: 'getAllBonus', params: { limit: 5 }, enabled: { var: 'auth.authenticated' },
      otherwise: { endpoint: 'getPromotions', params: { limit: 5 } } },
    children: [{ type: 'Repeat', props: { items: { var: 'data.offers.value.data.bonus.rows' }, as: 'ul' }, children: [
      { type: 'Text', props: { text: 'text.row', values: { player: { var: 'item.name' }, win: { var: 'item.id' } } } },
    ] }],
  }];
  const answer = (name: string) => ({ data: { bonus: { count: 1, rows: [{ id: 1, name }] } } });

  it('a guest gets the otherwise call, under the same name', async () => {
    const request = vi.fn(async (_method: string, path: string) => answer(path.includes('promotions') ? 'public' : 'player'));
    renderDoc(OFFERS, request as never);
    expect(await screen.findByText('public won 1')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('GET', '/api/core/casino/promotions', expect.objectContaining({ query: { limit: 5 } }));
  });

  it('enabled true makes the main call only', async () => {
    const request = vi.fn(async (_method: string, path: string) => answer(path.includes('promotions') ? 'public' : 'player'));
    renderDoc(OFFERS, request as never, '/', {}, { ...emptyScope, auth: { authenticated: true, initialized: true } } as never);
    expect(await screen.findByText('player won 1')).toBeTruthy();
    expect(request.mock.calls.map((c) => c[1])).toEqual(['/api/admin/get-all-bonus']);
  });
});

describe('Image: an address from data', () => {
  // The Text shows once the answer is in the scope, so the image's absence is checked after it arrived.
  const IMAGE: NodeDocument[] = [{
    type: 'Data', props: { name: 'offer', endpoint: 'getPromotions' },
    children: [
      { type: 'Image', props: { src: { var: 'data.offer.value.src' }, alt: 'text.row' } },
      { type: 'Text', props: { text: 'text.empty' }, when: { var: 'data.offer.value' } },
    ],
  }];

  it('a site path or https address is shown; javascript: or a protocol-relative address shows nothing', async () => {
    for (const [src, shown] of [['/banners/1.svg', true], ['https://cdn.test/1.svg', true], ['javascript:alert(1)', false], ['//evil.test/1.svg', false]] as const) {
      const { container } = renderDoc(IMAGE, vi.fn(async () => ({ src })) as never);
      await screen.findByText('No wins yet');
      if (shown) expect(container.querySelector('img')?.getAttribute('src')).toBe(src);
      else expect(container.querySelector('img')).toBeNull();
      cleanup();
    }
  });
});

describe('Image: eager for the first screen (issue 25, Lighthouse LCP)', () => {
  it('eager, written or an expression (the first offers of a list), loads at once with high priority; others lazily', () => {
    const image = (eager: unknown): NodeDocument => ({ type: 'Image', props: { src: '/banners/1.svg', alt: 'text.row', eager } } as NodeDocument);
    const { container } = renderDoc([image(true), image(false), image({ '<': [{ var: 'index' }, 2] })], vi.fn(), '/page', {}, { ...emptyScope, index: 1 } as never);
    const shown = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(shown).toEqual([['eager', 'high'], ['lazy', null], ['eager', 'high']]);
    cleanup();
    const later = renderDoc([image({ '<': [{ var: 'index' }, 2] })], vi.fn(), '/page', {}, { ...emptyScope, index: 2 } as never);
    expect(later.container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});

describe('Image and Logo: a brand asset by name (issue 26 item 5)', () => {
  it('asset:<name> shows the file of the version the page renders; a name it lacks shows no image', () => {
    const assets = { 'banner.png': '0123456789abcdef.png', 'logo.svg': 'fedcba9876543210.svg' };
    const { container } = renderDoc([
      { type: 'Image', props: { src: 'asset:banner.png', alt: 'text.row' } },
      { type: 'Image', props: { src: 'asset:missing.png', alt: 'text.row' } },
      { type: 'Logo', props: { src: 'asset:logo.svg', width: 100 } },
    ], vi.fn(), '/page', { assets });
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/brand-assets/0123456789abcdef.png', '/brand-assets/fedcba9876543210.svg']);
    cleanup();
    const without = renderDoc([{ type: 'Logo', props: { src: 'asset:logo.svg' } }]);
    expect(without.container.querySelector('img')).toBeNull();
    expect(without.container.querySelector('a')).not.toBeNull();
  });
});

const STEPS: NodeDocument[] = [
  { type: 'Text', props: { text: 'text.step', values: { step: { var: 'flow.step' }, index: { var: 'flow.index' } } } },
  { type: 'Button', props: { text: 'text.next' }, when: { '!': { var: 'flow.last' } }, on: { click: [{ action: 'flowStep', to: 'next' }] } },
  { type: 'Button', props: { text: 'text.back' }, when: { '!': { var: 'flow.first' } }, on: { click: [{ action: 'flowStep', to: 'back' }] } },
];

describe('Include: a fragment document written once, shown where a page or a modal puts it', () => {
  const text = (key: string): NodeDocument => ({ type: 'Text', props: { text: key } });
  const include = (fragment: string): NodeDocument => ({ type: 'Include', props: { fragment } } as NodeDocument);

  it("shows the fragment's nodes in place, each reported by the fragment's own path if it fails", async () => {
    const { svc } = renderDoc([text('text.next'), include('steps'), text('text.back')], vi.fn(), '/page', {
      fragments: { steps: { body: [text('text.empty'), include('gone')] } },
    });
    await screen.findByText('No wins yet');
    expect(screen.getByText('Next').compareDocumentPosition(screen.getByText('No wins yet')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Back')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(svc.reportError).mock.calls.map((c) => c[1])).toContain('Include at fragments/steps.json#/body/1'));
  });

  it('a missing fragment or one that includes itself is reported, and the rest of the page keeps working', async () => {
    const { svc } = renderDoc([include('gone'), include('loop'), text('text.back')], vi.fn(), '/page', {
      fragments: { loop: { body: [text('text.next'), include('loop')] } },
    });
    await screen.findByText('Back');
    expect(screen.getByText('Next')).toBeTruthy();
    await waitFor(() => {
      const messages = vi.mocked(svc.reportError).mock.calls.map((c) => String((c[0] as Error).message ?? c[0]));
      expect(messages.some((m) => m.includes('Fragment "gone" does not exist'))).toBe(true);
      expect(messages.some((m) => m.includes('Fragment "loop" includes itself (loop > loop)'))).toBe(true);
    });
  });
});

describe('Flow: steps moved by actions, kept in the address where declared', () => {
  it('next and back follow the declared order; the first and last steps know they are', async () => {
    renderDoc([{ type: 'Flow', props: { name: 'deposit', steps: ['method', 'amount', 'pay'] }, children: STEPS }]);
    expect(screen.getByText('Step method (0)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step amount (1)')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step pay (2)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step amount (1)')).toBeTruthy();
  });

  it('a step kept in the address starts from it (a reload) and is written back', async () => {
    renderDoc([{ type: 'Flow', props: { name: 'deposit', steps: ['method', 'amount', 'pay'], stepParam: 'step' }, children: STEPS }], vi.fn(), '/deposit?step=amount&x=1');
    expect(screen.getByText('Step amount (1)')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step pay (2)')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/deposit?step=pay&x=1');
  });

  it('flowSet sets values; one kept in the address (spec 2.1 ?activeMethod) survives a reload', async () => {
    const nodes: NodeDocument[] = [{
      type: 'Flow', props: { name: 'deposit', steps: ['method', 'amount'], queryParams: { method: 'activeMethod' } },
      children: [
        { type: 'Text', props: { text: 'text.method', values: { method: { var: 'flow.values.method' } } } },
        { type: 'Button', props: { text: 'text.pick' }, on: { click: [{ action: 'flowSet', values: { method: 'skrill' } }, { action: 'flowStep', to: 'amount' }] } },
        ...STEPS,
      ],
    }];
    renderDoc(nodes, vi.fn(), '/deposit?activeMethod=visa');
    expect(screen.getByText('Method: visa')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Pick Skrill' }));
    expect(await screen.findByText('Method: skrill')).toBeTruthy();
    expect(screen.getByText('Step amount (1)')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/deposit?activeMethod=skrill');
  });

  it('a step that is not one of the flow\'s is reported, and the flow stays', async () => {
    const { svc } = renderDoc([{ type: 'Flow', props: { name: 'f', steps: ['a', 'b'] }, children: [
      ...STEPS, { type: 'Button', props: { text: 'text.pick' }, on: { click: [{ action: 'flowStep', to: 'c' }] } },
    ] }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick Skrill' }));
    await waitFor(() => expect(svc.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('"c" is not a step') }), expect.any(String)));
    expect(screen.getByText('Step a (0)')).toBeTruthy();
  });
});

describe('socket events in documents: on "socket:<event>"', () => {
  it('runs the node\'s actions with the event\'s payload as event in the scope, while the node is shown', async () => {
    renderDoc([{
      type: 'Flow', props: { name: 'f', steps: ['a'] },
      children: [{
        type: 'Text', props: { text: 'text.amount', values: { amount: { var: 'flow.values.amount' } } },
        on: { 'socket:deposit': [{ action: 'flowSet', values: { amount: { var: 'event.amount' } } }] },
      }],
    }]);
    expect(screen.getByText('Deposited')).toBeTruthy();
    act(() => { window.dispatchEvent(new CustomEvent('wallet:deposit', { detail: { amount: 25, count: 1 } })); });
    expect(await screen.findByText('Deposited 25')).toBeTruthy();
  });
});

describe('the lazy registry: a widget of a chunk (x-chunk) loads with its chunk', () => {
  it('renders the named widget once the chunk has loaded, and only loads the chunk when shown', async () => {
    const { lazyWidget } = await import('../../src/renderer/lazyWidget');
    let loads = 0;
    let resolve!: (chunk: Record<string, unknown>) => void;
    const chunk = new Promise<Record<string, unknown>>((r) => { resolve = r; });
    const Lazy = lazyWidget<{ text: string }>(() => { loads += 1; return chunk; }, 'Shout');
    expect(loads).toBe(0);
    render(<Lazy props={{ text: 'hello' }} emit={vi.fn()} node={{ type: 'Shout' }} path="p" />);
    expect(screen.queryByText('HELLO')).toBeNull();
    await act(async () => resolve({ Shout: ({ props }: { props: { text: string } }) => <p>{props.text.toUpperCase()}</p> }));
    expect(await screen.findByText('HELLO')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('the generated registry loads the cashier widgets lazily, the lobby\'s eagerly', async () => {
    const { widgetRegistry } = await import('../../src/generated/widgets');
    expect(widgetRegistry.Deposit.displayName).toBe('Lazy(Deposit)');
    expect(String(widgetRegistry.GameGrid.displayName ?? widgetRegistry.GameGrid.name)).not.toMatch(/^Lazy/);
    const cashier = await import('../../src/generated/chunks/cashier');
    expect(typeof cashier.Deposit).toBe('function');
  });
});

describe('a repeated item\'s button: its text with the item\'s values, its call with the item\'s params (issue 15 wallets)', () => {
  it('"Method: Maria" calls with Maria, "Method: Ivan" with Ivan', async () => {
    const request = vi.fn(async (method: string) => (method === 'GET' ? wins([{ player: 'Maria', win: 5 }, { player: 'Ivan', win: 2 }]) : { data: { wallets: [] } }));
    renderDoc([{
      type: 'Data', props: { name: 'wins', endpoint: 'getTopWins', params: { tab: 'all', limit: 5 } },
      children: [{ type: 'Repeat', props: { items: { var: 'data.wins.value.data.wins.rows' } }, children: [
        { type: 'Button', props: { text: 'text.method', values: { method: { var: 'item.player' } } },
          on: { click: [{ action: 'call', endpoint: 'switchWallet', params: { currency: { var: 'item.player' } } }] } },
      ] }],
    }], request as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Method: Ivan' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', '/api/user/wallets/switch', expect.objectContaining({ body: { currency: 'Ivan' } })));
    expect(screen.getByRole('button', { name: 'Method: Maria' })).toBeTruthy();
  });
});
