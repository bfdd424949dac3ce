// @vitest-environment jsdom
// The game player and the favourite heart with the app's services replaced: the api answers come from the
// test, the game frame's messages are dispatched as the browser would (event.source = the frame's window).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { createI18n } from '../../src/platform/i18n';
import { ApiError } from '../../src/platform/api/client';
import { RuntimeConfigContext, type RuntimeConfig } from '../../src/shell/RuntimeConfig';
import { BrandContext } from '../../src/shell/BrandContext';
import type { BrandBundle } from '../../src/platform/brand';
import { useSession } from '../../src/platform/session';
import { STORAGE_KEYS } from '../../src/platform/storage';
import GamePlayerView from '../../src/widgets/GamePlayer/View';
import { useModalStore } from '../../src/shell/modalStore';
import FavoriteToggle from '../../src/widgets/FavoriteToggle/Widget';
import { TEXTS, en } from './tournaments-helpers';

const GAME = { slug: 'lucky-fox', name: 'Lucky Fox', provider: 'Red Fox Studios', hasDemo: true, isBonus: true, restrictedCountries: [] };
type Answer = (method: string, path: string, options: { body?: unknown }) => unknown;

function renderUi(ui: ReactNode, answer: Answer, settings: Record<string, unknown> = {}) {
  const request = vi.fn(async (method: string, path: string, options: { body?: unknown }) => answer(method, path, options));
  const config = { api: { request, url: (p: string) => `http://api.test${p}` }, settings, boot: {}, track: vi.fn(), logout: vi.fn() } as unknown as RuntimeConfig;
  // As in the brands: a local modal, not opened through the address.
  const brand = { modals: { 'game-cookie-consent': { title: 'text.game.cookieConsent.title', queryOpenable: false, body: [] } } } as unknown as BrandBundle;
  const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <BrandContext.Provider value={brand}>
            <RuntimeConfigContext.Provider value={config}>
              <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
            </RuntimeConfigContext.Provider>
          </BrandContext.Provider>
        </MemoryRouter>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return request;
}

const playAnswer: Answer = (method, path) => {
  if (path === '/api/core/casino/games/lucky-fox') return { data: { game: GAME } };
  if (path.endsWith('/launch')) return { data: { launch: { url: '/api/core/casino/play/s1', mode: 'real', sessionId: 's1' } } };
  if (path === '/api/user/bonus-buy-confirm') return { success: true, data: { sessionId: 's1', exemptNext: true } };
  throw new Error(`unexpected ${method} ${path}`);
};

async function startGame(answer: Answer = playAnswer) {
  const request = renderUi(<GamePlayerView slug="lucky-fox" mode="real" consentModal="game-cookie-consent" />, answer);
  const frame = await screen.findByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' })) as HTMLIFrameElement;
  await act(async () => {}); // the launch answer rendered outside act: flush its effects (the away timer)
  return { request, frame };
}
const fromFrame = (frame: HTMLIFrameElement, data: unknown) =>
  act(() => { window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow })); });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.gameCookieConsent, JSON.stringify({ acceptedAt: new Date().toISOString() }));
  useSession.setState({ authenticated: true, token: 't', user: { currencySymbol: '€', currencyCode: 'EUR' }, selfExcluded: false });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  useModalStore.setState({ local: [], order: [] });
  useSession.setState({ authenticated: false, token: null, user: null });
});

describe('GamePlayer', () => {
  it('shows the game in a frame sandboxed to allow-scripts only (no same-origin, no top navigation)', async () => {
    const { frame } = await startGame();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('http://api.test/api/core/casino/play/s1');
  });

  it("spec 8 Bet limits: casino:error BET_LIMIT opens the limit type's dialog with the bet and the limit in the player's currency", async () => {
    const { frame } = await startGame();
    fromFrame(frame, { type: 'casino:error', code: 'BET_LIMIT', limitType: 'dailyBetLimit', bet: 5, limit: 20 });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(en('text.game.betLimit.dailyBetLimit.title'));
    expect(dialog.textContent).toContain(en('text.game.betLimit.dailyBetLimit.text', { bet: '€5.00', limit: '€20.00' }));
  });

  it('accepts messages only from its own frame (event.source), never from another window', async () => {
    const { frame } = await startGame();
    act(() => { window.dispatchEvent(new MessageEvent('message', { data: { type: 'casino:error', code: 'BET_LIMIT', limitType: 'maxBetLimit', bet: 1, limit: 1 }, source: window })); });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fromFrame(frame, { type: 'casino:error', code: 'BET_LIMIT', limitType: 'maxBetLimit', bet: 1, limit: 1 });
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it("spec 4 Bonus rules: a bonus buy is confirmed once (confirmBonusBuy with the session id and the price shown), then casino:bonusBuyConfirmed goes into the frame", async () => {
    const { frame, request } = await startGame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fromFrame(frame, { type: 'casino:bonusBuy', price: 40 });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('€40.00');
    fireEvent.click(screen.getByRole('button', { name: en('text.game.bonusBuy.confirm') }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'casino:bonusBuyConfirmed' }, '*'));
    expect(request).toHaveBeenCalledWith('POST', '/api/user/bonus-buy-confirm', expect.objectContaining({ body: { sessionId: 's1', price: 40 } }));
  });

  it('spec 4 Bonus rules: cancelling the bonus buy posts casino:bonusBuyCancelled and confirms nothing', async () => {
    const { frame, request } = await startGame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fromFrame(frame, { type: 'casino:bonusBuy', price: 40 });
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: en('text.game.bonusBuy.cancel') }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'casino:bonusBuyCancelled' }, '*'));
    expect(request.mock.calls.some(([, path]) => path === '/api/user/bonus-buy-confirm')).toBe(false);
  });

  it("spec 8 Game access: COUNTRY_RESTRICTED shows the exact text and re-verifying asks get-location and launches again", async () => {
    let launches = 0;
    const request = renderUi(<GamePlayerView slug="lucky-fox" mode="real" consentModal="game-cookie-consent" />, (method, path, options) => {
      if (path.endsWith('/launch')) {
        launches += 1;
        throw new ApiError(409, 'refused', { success: false, code: 'COUNTRY_RESTRICTED', message: 'x' });
      }
      if (path === '/api/admin/get-location') return { data: { location: { country: { code: 'MT' } } } };
      return playAnswer(method, path, options);
    });
    expect(await screen.findByText("You cannot play this game because it's not allowed in your country.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('text.game.reverifyLocation') }));
    await waitFor(() => expect(launches).toBe(2));
    expect(request.mock.calls.some(([, path]) => path === '/api/admin/get-location')).toBe(true);
  });

  it("spec 6: a guest may play demo only if allowGuestPlayDemoGames; else the login prompt and no launch", async () => {
    useSession.setState({ authenticated: false, token: null, user: null });
    const request = renderUi(<GamePlayerView slug="lucky-fox" mode="demo" consentModal="game-cookie-consent" />, playAnswer,
      { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: false });
    expect(await screen.findByText(en('text.game.loginRequired'))).toBeTruthy();
    expect(request.mock.calls.some(([, path]) => path.endsWith('/launch'))).toBe(false);
  });

  it('spec 2.5: the cookie-consent modal for games is asked when a game is shown, never over a guest\'s login prompt', async () => {
    const consentAsked = () => useModalStore.getState().local.some((m) => m.name === 'game-cookie-consent');
    localStorage.removeItem(STORAGE_KEYS.gameCookieConsent);
    useSession.setState({ authenticated: false, token: null, user: null });
    renderUi(<GamePlayerView slug="lucky-fox" mode="demo" consentModal="game-cookie-consent" />, playAnswer,
      { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: false });
    expect(await screen.findByText(en('text.game.loginRequired'))).toBeTruthy();
    expect(consentAsked()).toBe(false);
    cleanup();

    // The same guest where demo play is allowed: the game is shown, so the consent is asked.
    renderUi(<GamePlayerView slug="lucky-fox" mode="demo" consentModal="game-cookie-consent" />, playAnswer,
      { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: true });
    await waitFor(() => expect(consentAsked()).toBe(true));
  });
});

describe('GamePlayer away status (spec 4, spec 9)', () => {
  afterEach(() => vi.useRealTimers());

  it("spec 4: away automatically after 5 minutes without activity (casino:away into the frame, the I'm back overlay), removed after 30 minutes away, then Start again", async () => {
    // Only the clock and timeouts: React flushes effects through setImmediate / MessageChannel, which stay real.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { frame, request } = await startGame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    act(() => { vi.advanceTimersByTime(4 * 60 * 1000); });
    fromFrame(frame, { type: 'casino:activity' }); // activity in the game restarts the 5 minutes
    act(() => { vi.advanceTimersByTime(4 * 60 * 1000); });
    expect(screen.queryByTestId('away-overlay')).toBeNull();
    act(() => { vi.advanceTimersByTime(60 * 1000); });
    expect(await screen.findByTestId('away-overlay')).toBeTruthy();
    expect(post).toHaveBeenCalledWith({ type: 'casino:away', away: true }, '*');
    act(() => { vi.advanceTimersByTime(30 * 60 * 1000); });
    expect(await screen.findByText(en('text.game.away.removed'))).toBeTruthy();
    expect(screen.queryByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' }))).toBeNull(); // the frame is unloaded
    const launches = () => request.mock.calls.filter(([, path]) => path.endsWith('/launch')).length;
    expect(launches()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: en('text.game.away.startAgain') }));
    expect(await screen.findByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' }))).toBeTruthy();
    expect(launches()).toBe(2);
  });

  it("spec 4: set manually with I'm away; I'm back resumes the game", async () => {
    const { frame } = await startGame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    const toggle = screen.getByRole('button', { name: en('text.game.away.toggle') });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByTestId('away-overlay')).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: en('text.game.away.back') }));
    await waitFor(() => expect(screen.queryByTestId('away-overlay')).toBeNull());
    expect(post.mock.calls.map(([m]) => m)).toEqual([{ type: 'casino:away', away: true }, { type: 'casino:away', away: false }]);
  });
});

describe('FavoriteToggle', () => {
  const node = { type: 'FavoriteToggle', props: {} } as never;
  it('optimistic: the heart is pressed at once; a refusal rolls it back with a message', async () => {
    let resolveAdd: (v: unknown) => void = () => {};
    renderUi(<FavoriteToggle props={{ slug: 'lucky-fox' }} node={node} path="" emit={async () => {}} />, (method, path) => {
      if (path === '/api/user/favorites' && method === 'GET') return { data: { favorites: { count: 0, rows: [] } } };
      if (method === 'PUT') return new Promise((_, reject) => { resolveAdd = reject; });
      throw new Error(`unexpected ${method} ${path}`);
    });
    const button = await screen.findByRole('button', { name: en('text.game.favorite.add') });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    await act(async () => resolveAdd(new ApiError(500, 'boom')));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole('alert').textContent).toBe(en('text.game.favorite.failed'));
  });
});
