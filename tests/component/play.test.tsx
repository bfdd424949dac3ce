// @vitest-environment jsdom
// The game player (the brand's page document brands/curacao/pages/play.json, its GamePlay node through the
// renderer) and the favourite heart, with the app's services replaced: the api answers come from the test,
// the game frame's messages are dispatched as the browser would (event.source = the frame's window).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { TestCallCache } from '../support/callCache';
import type { ReactNode } from 'react';
import { createI18n } from '../../src/platform/i18n';
import { ApiError } from '../../src/platform/api/client';
import type { BrandBundle } from '../../src/platform/brand';
import { useSession } from '../../src/platform/session';
import { STORAGE_KEYS } from '../../src/platform/storage';
import { emptyScope, type Scope } from '../../src/renderer/scope';
import { RenderNodes } from '../../src/renderer/RenderNode';
import type { NodeDocument } from '../../src/generated/types';
import { emptyBrand, rendererStandIn, renderWithServices, servicesStandIn } from '../support/services';
import playPage from '../../brands/curacao/pages/play.json';
import { useModalStore } from '../../src/shell/modalStore';
import FavoriteToggle from '../../src/widgets/FavoriteToggle/Widget';
import { propsOf } from '../../src/renderer/widgetDefaults';
import { TEXTS, en } from './tournaments-helpers';

const GAME = { slug: 'lucky-fox', name: 'Lucky Fox', provider: 'Red Fox Studios', hasDemo: true, isBonus: true, restrictedCountries: [] };
type Answer = (method: string, path: string, options: { body?: unknown }) => unknown;

/** The address's query, as the page would have it. */
function Query() {
  return <output data-testid="query">{useLocation().search}</output>;
}

function renderUi(ui: ReactNode, answer: Answer, settings: Record<string, unknown> = {}, scope: Scope = emptyScope, renderer = rendererStandIn()) {
  const request = vi.fn(async (method: string, path: string, options: { body?: unknown }) => answer(method, path, options));
  // As in the brands: a local modal for the game cookies, the login modal in the address.
  const brand = { ...emptyBrand, modals: {
    'game-cookie-consent': { title: 'text.game.cookieConsent.title', queryOpenable: false, body: [] },
    login: { title: 'text.auth.login', body: [] },
  } } as unknown as BrandBundle;
  const services = servicesStandIn({
    api: { request, url: (p: string) => `http://api.test${p}` } as never, settings, brand,
    links: { resolve: (to) => ({ href: typeof to === 'object' && 'page' in to ? `/${to.page}` : '/', external: false, shallow: false }) },
  });
  const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
  renderWithServices(
    <TestCallCache>{ui}<Query /></TestCallCache>,
    { services, renderer, scope, i18n, shellModals: true },
  );
  return request;
}

// The page's game player as the site shows /play/lucky-fox?mode=<mode> (the favourite heart and the
// details below it are other nodes, tested on their own).
const gamePlayNodes = (playPage.body as unknown as NodeDocument[]).filter((node) => node.type === 'GamePlay');
let renderer = rendererStandIn();
function renderPlay(mode: 'demo' | 'real', answer: Answer, settings: Record<string, unknown> = {}, slug = 'lucky-fox') {
  renderer = rendererStandIn({ dev: true });
  const { authenticated } = useSession.getState();
  const scope: Scope = { ...emptyScope, auth: { initialized: true, authenticated, selfExcluded: false }, route: { path: `/play/${slug}`, page: '', params: { game: slug } }, query: { mode }, settings };
  return renderUi(<RenderNodes nodes={gamePlayNodes} path="pages/play.json#/body" />, answer, settings, scope, renderer);
}

const playAnswer: Answer = (method, path) => {
  if (path === '/api/core/casino/games/lucky-fox') return { data: { game: GAME } };
  if (path.endsWith('/launch')) return { data: { launch: { url: '/api/core/casino/play/s1', mode: 'real', sessionId: 's1' } } };
  if (path === '/api/user/bonus-buy-confirm') return { success: true, data: { sessionId: 's1', exemptNext: true } };
  throw new Error(`unexpected ${method} ${path}`);
};

async function startGame(answer: Answer = playAnswer) {
  const request = renderPlay('real', answer);
  const frame = await screen.findByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' })) as HTMLIFrameElement;
  await act(async () => {}); // the launch answer rendered outside act: flush its effects (the away timer)
  return { request, frame };
}
const awayOverlay = () => screen.queryByRole('region', { name: en('text.game.away.title') });
const fromFrame = (frame: HTMLIFrameElement, data: unknown) =>
  act(() => { window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow })); });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.gameCookieConsent, JSON.stringify({ acceptedAt: new Date().toISOString() }));
  useSession.setState({ authenticated: true, token: 't', user: { currencySymbol: '€', currencyCode: 'EUR' }, selfExcluded: false });
});
afterEach(() => {
  // No node of the page document failed (an action that threw, a widget that could not render).
  expect(renderer.reportError).not.toHaveBeenCalled();
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
    // Another window's message first, then the frame's: only the frame's limit type reaches the dialog.
    act(() => { window.dispatchEvent(new MessageEvent('message', { data: { type: 'casino:error', code: 'BET_LIMIT', limitType: 'maxBetLimit', bet: 1, limit: 1 }, source: window })); });
    fromFrame(frame, { type: 'casino:error', code: 'BET_LIMIT', limitType: 'weeklyLossLimit', bet: 1, limit: 1 });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(en('text.game.betLimit.weeklyLossLimit.title'));
    expect(dialog.textContent).not.toContain(en('text.game.betLimit.maxBetLimit.title'));
  });

  it('spec 8 Bet limits: the dialog closes with its button and the game goes on', async () => {
    const { frame } = await startGame();
    fromFrame(frame, { type: 'casino:error', code: 'BET_LIMIT', limitType: 'monthlyLossLimit', bet: 5, limit: 20 });
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en('text.game.betLimit.close') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' }))).toBe(frame);
    expect(renderer.reportError).not.toHaveBeenCalled();
  });

  it('a game error shows its text and the next spin clears it; SESSION_ENDED unloads the frame and Start again launches anew', async () => {
    const { frame, request } = await startGame();
    fromFrame(frame, { type: 'casino:error', code: 'INSUFFICIENT_FUNDS' });
    await waitFor(() => expect(screen.getByTestId('game-error').textContent).not.toBe(''));
    fromFrame(frame, { type: 'casino:spin' });
    await waitFor(() => expect(screen.getByTestId('game-error').textContent).toBe(''));
    fromFrame(frame, { type: 'casino:error', code: 'SESSION_ENDED' });
    expect(await screen.findByText(en('text.game.sessionEnded'))).toBeTruthy();
    expect(screen.queryByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' }))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en('text.game.away.startAgain') }));
    expect(await screen.findByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' }))).toBeTruthy();
    expect(request.mock.calls.filter(([, path]) => path.endsWith('/launch'))).toHaveLength(2);
  });

  it('a launch that fails without a code says so and Start again launches again', async () => {
    let launches = 0;
    renderPlay('real', (method, path, options) => {
      if (path.endsWith('/launch') && ++launches === 1) throw new Error('network down');
      return playAnswer(method, path, options);
    });
    expect(await screen.findByText(en('text.game.launchFailed'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('text.game.away.startAgain') }));
    expect(await screen.findByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' }))).toBeTruthy();
    expect(launches).toBe(2);
  });

  it('a game whose details fail to load offers a retry; an unknown game is the not-found state with a way back to the lobby', async () => {
    let loads = 0;
    renderPlay('real', (method, path, options) => {
      if (path === '/api/core/casino/games/lucky-fox' && ++loads === 1) throw new ApiError(500, 'boom');
      return playAnswer(method, path, options);
    });
    expect(await screen.findByText(en('text.game.loadFailed'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('text.common.retry') }));
    expect(await screen.findByTitle(en('text.game.frameTitle', { name: 'Lucky Fox' }))).toBeTruthy();
    cleanup();

    renderPlay('real', () => { throw new ApiError(404, 'not found'); }, {}, 'no-such-game');
    expect(await screen.findByText(en('text.game.notFound'))).toBeTruthy();
    expect(screen.getByRole('link', { name: en('text.game.backToLobby') }).getAttribute('href')).toBe('/casino');
  });

  it('spec 6: a guest where games are for players only gets the view login prompt; its button opens the login modal', async () => {
    useSession.setState({ authenticated: false, token: null, user: null });
    const request = renderPlay('demo', playAnswer, { allowGameViewNotLoggedUser: false });
    expect(await screen.findByText(en('text.game.viewLoginRequired'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('text.game.loginToPlay') }));
    await waitFor(() => expect(screen.getByTestId('query').textContent).toBe('?modal=login'));
    expect(request).not.toHaveBeenCalled();
  });

  it('fullscreen the browser refuses says so', async () => {
    await startGame();
    fireEvent.click(screen.getByRole('button', { name: en('text.game.fullscreen') }));
    expect(await screen.findByText(en('text.game.fullscreenUnavailable'))).toBeTruthy();
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
    const request = renderPlay('real', (method, path, options) => {
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
    const request = renderPlay('demo', playAnswer,
      { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: false });
    expect(await screen.findByText(en('text.game.loginRequired'))).toBeTruthy();
    expect(request.mock.calls.some(([, path]) => path.endsWith('/launch'))).toBe(false);
  });

  it('spec 2.5: the cookie-consent modal for games is asked when a game is shown, never over a guest\'s login prompt', async () => {
    const consentAsked = () => useModalStore.getState().local.some((m) => m.name === 'game-cookie-consent');
    localStorage.removeItem(STORAGE_KEYS.gameCookieConsent);
    useSession.setState({ authenticated: false, token: null, user: null });
    renderPlay('demo', playAnswer,
      { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: false });
    expect(await screen.findByText(en('text.game.loginRequired'))).toBeTruthy();
    expect(consentAsked()).toBe(false);
    cleanup();

    // The same guest where demo play is allowed: the game is shown, so the consent is asked.
    renderPlay('demo', playAnswer,
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
    expect(awayOverlay()).toBeNull();
    act(() => { vi.advanceTimersByTime(60 * 1000); });
    expect(await screen.findByRole('region', { name: en('text.game.away.title') })).toBeTruthy();
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
    expect(await screen.findByRole('region', { name: en('text.game.away.title') })).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: en('text.game.away.back') }));
    await waitFor(() => expect(awayOverlay()).toBeNull());
    expect(post.mock.calls.map(([m]) => m)).toEqual([{ type: 'casino:away', away: true }, { type: 'casino:away', away: false }]);
  });
});

describe('FavoriteToggle', () => {
  const node = { type: 'FavoriteToggle', props: {} } as never;
  it('optimistic: the heart is pressed at once; a refusal rolls it back with a message', async () => {
    let resolveAdd: (v: unknown) => void = () => {};
    renderUi(<FavoriteToggle props={propsOf('FavoriteToggle', { slug: 'lucky-fox' })} node={node} path="" emit={async () => {}} />, (method, path) => {
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

  it('after a change the favourites list is asked for again, and the heart then shows what is stored', async () => {
    const stored: string[] = [];
    const request = renderUi(<FavoriteToggle props={propsOf('FavoriteToggle', { slug: 'lucky-fox' })} node={node} path="" emit={async () => {}} />, (method, path, { body }) => {
      if (path === '/api/user/favorites' && method === 'GET') return { data: { favorites: { count: stored.length, rows: stored.map((slug) => ({ slug })) } } };
      if (method === 'PUT') { stored.push((body as { slug: string }).slug); return { success: true }; }
      throw new Error(`unexpected ${method} ${path}`);
    });
    const button = await screen.findByRole('button', { name: en('text.game.favorite.add') });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    // The heart stays pressed once the call is done: the list was fetched again and holds the game.
    await waitFor(() => expect(screen.getByRole('button', { name: en('text.game.favorite.remove') }).getAttribute('aria-pressed')).toBe('true'));
    const favouriteCalls = () => request.mock.calls.filter(([method, path]) => method === 'GET' && path === '/api/user/favorites').length;
    await waitFor(() => expect(favouriteCalls()).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
