// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nProvider } from '../../../src/platform/i18nContext';
import { createI18n } from '../../../src/platform/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Balance from '../../../src/widgets/Balance/Widget';
import { propsOf } from '../../../src/renderer/widgetDefaults';
import type { BalanceDocumentProps } from '../../../src/generated/types';
import { useSession } from '../../../src/platform/session';
import { useRealtimeStatus } from '../../../src/platform/realtimeStatus';
import { formatWalletAmount, parseWalletEvent, walletAmount } from '../../../src/platform/wallet';
import { PLAYER } from './helpers';

const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: {
  'text.wallet.balance': 'Balance', 'text.wallet.reconnecting': 'Reconnecting…', 'text.wallet.offline': 'Offline',
} });

function renderBalance(props: BalanceDocumentProps = {}) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <Balance props={propsOf('Balance', props)} emit={async () => {}} node={{ type: 'Balance' }} path="test#/0" />
      </I18nProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clearSession();
  useRealtimeStatus.setState({ status: 'idle' });
});
afterEach(cleanup);

function signIn(user: Record<string, unknown> = PLAYER) {
  useSession.getState().setToken('tok');
  useSession.getState().setUser(user);
  useRealtimeStatus.setState({ status: 'connected' });
}

describe('Balance widget', () => {
  it('spec 6 Guest: shows nothing for guests', () => {
    const { container } = renderBalance();
    expect(container.textContent).toBe('');
  });

  it("spec 3 User: shows the signed-in player's wallet total with the currency symbol, fiat with 2 decimals", () => {
    signIn();
    renderBalance();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Balance€500.00');
  });

  it('spec 4 Auth state: a wallet event updates it live, in the polite live region', () => {
    signIn();
    renderBalance();
    act(() => useSession.getState().applyWallet({ cash: 1200, nonCash: 34.5, total: 1234.5 }));
    expect(screen.getByRole('status').textContent).toContain('€1,234.50');
  });

  it('spec 7 Realtime socket: a dropped connection shows a visible notice, and clears when back', () => {
    signIn();
    renderBalance();
    act(() => useRealtimeStatus.setState({ status: 'reconnecting' }));
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    act(() => useRealtimeStatus.setState({ status: 'offline' }));
    expect(screen.getByText('Offline')).toBeTruthy();
    act(() => useRealtimeStatus.setState({ status: 'connected' }));
    expect(screen.queryByText('Offline')).toBeNull();
    expect(screen.getByText('€500.00')).toBeTruthy();
  });

  it('spec 3 User: the amount prop picks cash or non-cash', () => {
    signIn();
    renderBalance({ amount: 'nonCash' });
    expect(screen.getByText('€50.00')).toBeTruthy();
  });
});

describe('wallet amounts', () => {
  it('spec 5 Deposit amount: fiat amounts show 2 decimals, crypto up to 8', () => {
    expect(formatWalletAmount(5, { currencySymbol: '€' })).toBe('€5.00');
    expect(formatWalletAmount(5.129, { currencyCode: 'EUR' })).toBe('5.13 EUR');
    expect(formatWalletAmount(0.123456789, { currencyCode: 'BTC', isCrypto: true })).toBe('0.12345679 BTC');
    expect(formatWalletAmount(1, { currencyCode: 'USDT', isCrypto: true })).toBe('1.00 USDT');
    expect(formatWalletAmount(1234.5, { currencySymbol: '€', locale: 'de' })).toBe('€1.234,50');
  });

  it('spec 7 Realtime socket: a balance event needs numeric cash, nonCash and total', () => {
    expect(parseWalletEvent({ cash: 1, nonCash: '2', total: 3 })).toEqual({ cash: 1, nonCash: 2, total: 3 });
    expect(parseWalletEvent({ cash: 1, nonCash: 0, total: 1, currencyCode: 'USD' })).toEqual({ cash: 1, nonCash: 0, total: 1, currencyCode: 'USD' });
    expect(parseWalletEvent({ cash: 1, total: 3 })).toBeNull();
    expect(parseWalletEvent(null)).toBeNull();
    expect(walletAmount({ userWallet: { amount: 1, nonCashAmount: 2, totalAmount: 3 } }, 'cash')).toBe(1);
    expect(walletAmount(null)).toBeNull();
  });
});
