// @vitest-environment jsdom
// The wallet page's multi-wallet part (issue 15, spec 3 App settings useMultiWallet), the brand document
// brands/curacao/pages/wallet.json rendered by the renderer against a fake api: shown only with the setting on;
// loading, failed (retry), empty; each wallet's amounts in its own currency, the active one said in words,
// Switch to <CUR> on the others; Open a wallet from get-currencies' currencies not yet open; a status after a
// switch or an open, and each refusal code's own text (WALLET_SWITCH_BLOCKED with its reason).
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import pageDoc from '../../brands/curacao/pages/wallet.json';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope, freezeDeep, type Scope } from '../../src/renderer/scope';
import { ApiError } from '../../src/platform/api/client';
import type { NodeDocument } from '../../src/generated/types';
import { rendererStandIn } from '../support/services';
import { en, renderWith, type Answer } from './tournaments-helpers';

afterEach(cleanup);

interface Wallet { currency: string; amount: number; nonCash: number; total: number; active: boolean }
const EUR: Wallet = { currency: 'EUR', amount: 40, nonCash: 5, total: 45, active: true };
const USD: Wallet = { currency: 'USD', amount: 25, nonCash: 0, total: 25, active: false };
const CURRENCIES = [{ code: 'EUR', name: 'Euro' }, { code: 'USD', name: 'US Dollar' }, { code: 'GBP', name: 'British Pound' }];

const player = (useMultiWallet: boolean): Scope => freezeDeep({
  ...emptyScope,
  auth: { initialized: true, authenticated: true, selfExcluded: false, demo: false },
  user: { userId: 7, currencyCode: 'EUR', currencySymbol: '€', isCrypto: false, userWallet: { amount: 40, nonCashAmount: 5, totalAmount: 45 } },
  settings: { useMultiWallet },
});

/** The sandbox's answers: the wallets (changed by open and switch), the currencies; `refuse` fails the next open or switch. */
function backend(start: Wallet[], refuse?: ApiError) {
  let wallets = [...start];
  const answer: Answer = (method, path, { body }) => {
    if (path === '/api/user/wallets') return { success: true, data: { wallets } };
    if (path === '/api/admin/get-currencies') return { data: { currencies: CURRENCIES } };
    if (path === '/api/user/get-user-details') return { data: { getUser: player(true).user } };
    const currency = (body as { currency: string }).currency;
    if (refuse) throw refuse;
    if (path === '/api/user/wallets/open') wallets = [...wallets, { currency, amount: 0, nonCash: 0, total: 0, active: false }];
    if (path === '/api/user/wallets/switch') {
      wallets = wallets.map((w) => ({ ...w, active: w.currency === currency })).sort((a, b) => Number(b.active) - Number(a.active));
    }
    expect(method).toBe('POST');
    return { success: true, data: { wallets } };
  };
  return answer;
}

function renderPage(answer: Answer, scope = player(true)) {
  const renderer = rendererStandIn();
  const result = renderWith(
    <RenderNodes nodes={structuredClone(pageDoc.body) as unknown as NodeDocument[]} path="pages/wallet.json#/body" />,
    answer, scope, '/Wallet', { renderer },
  );
  return { ...result, actions: result.request, services: renderer };
}

const walletOf = async (currency: string) => {
  const heading = await screen.findByRole('heading', { name: en('text.wallet.wallets.name', { currency }) });
  return heading.closest('[data-testid="wallet"]') as HTMLElement;
};
const currencySelect = () => screen.getByLabelText(en('text.wallet.wallets.open.currency')) as HTMLSelectElement;

describe('the wallet page with useMultiWallet off', () => {
  it('is as before: the balance summary and links, no wallet list and no wallets call', async () => {
    const { request } = renderPage(backend([EUR]), player(false));
    expect(await screen.findByTestId('wallet-balances')).toBeTruthy();
    expect(screen.queryByText(en('text.wallet.wallets.title'))).toBeNull();
    expect(screen.queryByTestId('wallets')).toBeNull();
    expect(request.mock.calls.map((c) => c[1])).not.toContain('/api/user/wallets');
  });
});

describe('the wallet page with useMultiWallet on', () => {
  it('lists each wallet in its own currency, the active one in words, a switch button on the others only', async () => {
    renderPage(backend([EUR, USD]));
    const eur = await walletOf('EUR');
    expect(within(eur).getByText(en('text.wallet.wallets.active'))).toBeTruthy();
    expect((await within(eur).findByTestId('wallet-cash')).textContent).toBe('€40.00');
    expect(within(eur).getByTestId('wallet-bonus').textContent).toBe('€5.00');
    expect(within(eur).getByTestId('wallet-total').textContent).toBe('€45.00');
    expect(within(eur).queryByRole('button')).toBeNull();
    const usd = await walletOf('USD');
    expect(within(usd).queryByText(en('text.wallet.wallets.active'))).toBeNull();
    expect(within(usd).getByTestId('wallet-total').textContent).toBe('25.00 USD');
    expect(within(usd).getByRole('button', { name: en('text.wallet.wallets.switch', { currency: 'USD' }) })).toBeTruthy();
    // Open a wallet offers only the currencies not yet open, and waits for a choice.
    await waitFor(() => expect([...currencySelect().options].map((o) => o.value)).toEqual(['', 'GBP']));
    expect((screen.getByRole('button', { name: en('text.wallet.wallets.open.button') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('loading, then a failed load with a retry that loads again; an empty list says so', async () => {
    let fail = true;
    const base = backend([EUR]);
    renderPage((method, path, options) => {
      if (path === '/api/user/wallets' && fail) { fail = false; throw new ApiError(503, 'Service Unavailable', { message: 'Service Unavailable' }); }
      return base(method, path, options);
    });
    const alert = await screen.findByText(en('text.wallet.wallets.loadFailed'));
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: en('text.common.retry') }));
    expect(await walletOf('EUR')).toBeTruthy();
    expect(screen.queryByText(en('text.wallet.wallets.loadFailed'))).toBeNull();
    cleanup();
    renderPage(backend([]));
    expect(await screen.findByText(en('text.wallet.wallets.empty'))).toBeTruthy();
  });

  it('a switch says so, and the list is fetched again (the switched wallet first and active)', async () => {
    const { actions, request } = renderPage(backend([EUR, USD]));
    fireEvent.click(within(await walletOf('USD')).getByRole('button', { name: en('text.wallet.wallets.switch', { currency: 'USD' }) }));
    const status = await screen.findByText(en('text.wallet.wallets.switched', { currency: 'USD' }));
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(actions).toHaveBeenCalledWith('POST', '/api/user/wallets/switch', expect.objectContaining({ body: { currency: 'USD' } }));
    await waitFor(() => expect(within(screen.getAllByTestId('wallet')[0]).getByRole('heading').textContent).toBe(en('text.wallet.wallets.name', { currency: 'USD' })));
    expect(request.mock.calls.filter((c) => c[1] === '/api/user/wallets').length).toBeGreaterThanOrEqual(2);
  });

  it('open: the chosen currency is opened and said; with a wallet in every currency the choice gives way to a text', async () => {
    const { actions } = renderPage(backend([EUR, USD]));
    await waitFor(() => expect([...currencySelect().options].map((o) => o.value)).toContain('GBP'));
    fireEvent.change(currencySelect(), { target: { value: 'GBP' } });
    const button = screen.getByRole('button', { name: en('text.wallet.wallets.open.button') }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText(en('text.wallet.wallets.opened', { currency: 'GBP' }))).toBeTruthy();
    expect(actions).toHaveBeenCalledWith('POST', '/api/user/wallets/open', expect.objectContaining({ body: { currency: 'GBP' } }));
    expect(await walletOf('GBP')).toBeTruthy();
    // A wallet in every currency now: no choice left, and the page says so.
    expect(await screen.findByText(en('text.wallet.wallets.open.allOpen'))).toBeTruthy();
    expect(screen.queryByLabelText(en('text.wallet.wallets.open.currency'))).toBeNull();
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['MULTI_WALLET_OFF', {}, 'text.wallet.wallets.errors.off'],
    ['WALLET_SWITCH_BLOCKED', { reason: 'payment' }, 'text.wallet.wallets.errors.blockedPayment'],
    ['WALLET_SWITCH_BLOCKED', { reason: 'bonus' }, 'text.wallet.wallets.errors.blockedBonus'],
    ['WALLET_SWITCH_BLOCKED', {}, 'text.wallet.wallets.errors.blocked'],
    ['WALLET_NOT_OPEN', {}, 'text.wallet.wallets.errors.notOpen'],
    ['WALLET_ALREADY_OPEN', {}, 'text.wallet.wallets.errors.alreadyOpen'],
    ['UNKNOWN_CURRENCY', {}, 'text.wallet.wallets.errors.unknownCurrency'],
  ];
  it.each(refusals)('a refused switch with %s %j shows its own text as an alert, and only that one', async (code, more, key) => {
    renderPage(backend([EUR, USD], new ApiError(409, 'refused', { success: false, code, message: 'refused', ...more })));
    fireEvent.click(within(await walletOf('USD')).getByRole('button', { name: en('text.wallet.wallets.switch', { currency: 'USD' }) }));
    const shown = await screen.findByText(en(key, { currency: 'USD' }));
    expect(shown.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(en('text.wallet.wallets.switched', { currency: 'USD' }))).toBeNull();
  });

  it('any other failure (a 500) says the wallet was not changed, with the platform\'s words', async () => {
    renderPage(backend([EUR, USD], new ApiError(500, 'Internal server error', { message: 'Internal server error' })));
    fireEvent.click(within(await walletOf('USD')).getByRole('button', { name: en('text.wallet.wallets.switch', { currency: 'USD' }) }));
    const shown = await screen.findByText(new RegExp(`^${en('text.wallet.wallets.errors.other', { message: 'x' }).slice(0, -1)}`));
    expect(shown.closest('[role="alert"]')).toBeTruthy();
  });
});
