// @vitest-environment jsdom
// The switch-account dialog's body (review finding 8) with a real api client over a fake fetch: it names
// the link's account, read with the link's token, and offers the switch only for another, valid account.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiClient } from '../../src/platform/api/client';
import { createI18n } from '../../src/platform/i18n';
import { forgetLinkToken, holdLinkToken, usePendingLinkToken } from '../../src/platform/linkToken';
import { useSession } from '../../src/platform/session';
import { TestProviders, servicesStandIn } from '../support/services';
import SwitchAccountView from '../../src/widgets/SwitchAccount/View';
import { TEXTS, en } from './tournaments-helpers';

const PLAYER = { userId: 7, email: 'player@sandbox.test', userWallet: { totalAmount: 500 } };
const LINKED = { userId: 8, email: 'new@sandbox.test', userWallet: { totalAmount: 0 } };

/** get-user-details answers by bearer token: the player's, the link's, or 403. */
function platform(users: Record<string, unknown>) {
  const forbidden = vi.fn();
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const bearer = ((init.headers as Record<string, string>).Authorization ?? '').replace('Bearer ', '');
    const user = users[bearer];
    return user
      ? new Response(JSON.stringify({ data: { getUser: user } }), { status: 200 })
      : new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 });
  });
  const api = new ApiClient({
    apiBase: 'https://api.test', coreApiBase: 'https://core.test', getToken: () => useSession.getState().token,
    getLanguage: () => 'en', onForbidden: forbidden, fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { api, fetch, forbidden };
}

function renderView(api: ApiClient) {
  const onDone = vi.fn();
  render(
    <StrictMode>
      <TestProviders services={servicesStandIn({ api })} i18n={createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS })}>
        <SwitchAccountView onDone={onDone} />
      </TestProviders>
    </StrictMode>,
  );
  return { onDone };
}

const state = () => screen.getByTestId('switch-account').getAttribute('data-state');
const button = (key: string, values?: Record<string, unknown>) => screen.queryByRole('button', { name: en(key, values) });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'mine');
  useSession.setState({ token: 'mine', authenticated: true, initialized: true, user: PLAYER, selfExcluded: false });
});
afterEach(() => {
  cleanup();
  forgetLinkToken();
  localStorage.clear();
  useSession.setState({ token: null, authenticated: false, user: null });
});

describe('SwitchAccount', () => {
  it("names the link's account and the signed-in one; staying keeps the session", async () => {
    holdLinkToken('link');
    const { api } = platform({ mine: PLAYER, link: LINKED });
    const { onDone } = renderView(api);
    expect(state()).toBe('checking');
    await waitFor(() => expect(state()).toBe('account'));
    expect(screen.getByTestId('switch-account-link').textContent).toBe(en('text.modal.switchAccount.link', { email: 'new@sandbox.test' }));
    expect(screen.getByTestId('switch-account-current').textContent).toBe(en('text.modal.switchAccount.current', { email: 'player@sandbox.test' }));
    fireEvent.click(button('text.modal.switchAccount.stay')!);
    expect(onDone).toHaveBeenCalledOnce();
    expect(useSession.getState()).toMatchObject({ token: 'mine', user: PLAYER });
    expect(localStorage.getItem('accessToken')).toBe('mine');
  });

  it("confirming makes the link's token the session's and loads its user; the dialog then closes", async () => {
    holdLinkToken('link');
    const { api } = platform({ mine: PLAYER, link: LINKED });
    const { onDone } = renderView(api);
    await waitFor(() => expect(state()).toBe('account'));
    fireEvent.click(button('text.modal.switchAccount.confirm', { email: 'new@sandbox.test' })!);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(useSession.getState()).toMatchObject({ token: 'link', user: LINKED });
    expect(localStorage.getItem('accessToken')).toBe('link');
    expect(usePendingLinkToken.getState().token).toBeNull();
    // While it closes, the dialog keeps what it showed.
    expect(state()).toBe('account');
  });

  it('a refused link says so, offers only Close, and does not end the session', async () => {
    holdLinkToken('expired');
    const { api, forbidden } = platform({ mine: PLAYER });
    renderView(api);
    await waitFor(() => expect(state()).toBe('invalid'));
    expect(screen.getByText(en('text.modal.switchAccount.invalid'))).toBeTruthy();
    expect(button('text.modal.switchAccount.stay')).toBeNull();
    expect(button('text.common.close')).not.toBeNull();
    expect(forbidden).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('mine');
  });

  it('a link for the signed-in account itself offers no switch', async () => {
    holdLinkToken('other-session-of-mine');
    const { api } = platform({ mine: PLAYER, 'other-session-of-mine': PLAYER });
    renderView(api);
    await waitFor(() => expect(state()).toBe('same'));
    expect(screen.getByTestId('switch-account-link').textContent).toBe(en('text.modal.switchAccount.same', { email: 'player@sandbox.test' }));
    expect(button('text.modal.switchAccount.confirm', { email: 'player@sandbox.test' })).toBeNull();
    expect(button('text.common.close')).not.toBeNull();
  });

  it('without a held link (already discarded) it says the link is gone and asks nothing', () => {
    const { api, fetch } = platform({ mine: PLAYER });
    renderView(api);
    expect(state()).toBe('gone');
    expect(screen.getByText(en('text.modal.switchAccount.gone'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
