// @vitest-environment jsdom
import { describe, it, expect, afterEach } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import TopWinsView from '../../src/widgets/TopWins/View';
import GhostModeView from '../../src/widgets/GhostModeToggle/View';
import { propsOf } from '../../src/renderer/widgetDefaults';
import { useSession } from '../../src/platform/session';
import { en, renderWith } from './tournaments-helpers';

afterEach(() => {
  cleanup();
  useSession.setState({ authenticated: false, user: null, token: null });
});

const row = (id: number, player: string | null, ghost = false) => ({
  id, player, ghost, game: { slug: 'golden-fortune', name: 'Golden Fortune', image: null },
  stake: 2, win: 50, multiplier: 25, currencyCode: 'EUR', createdAt: '2030-01-01T10:00:00.000Z',
});
const feed = (rows: unknown[]) => ({ data: { wins: { count: rows.length, rows } } });

describe('TopWins', () => {
  it("spec 2.5 Top wins table with tabs: my wins, all wins, high rollers, multiplier madness; only the open tab's feed is fetched", async () => {
    const { request } = renderWith(<TopWinsView {...propsOf('TopWins', { defaultTab: 'all' })} />, (_m, path, { query }) => {
      expect(path).toBe('/api/core/casino/top-wins');
      return feed(query?.tab === 'all' ? [row(1, 'Mia K.'), row(2, null, true)] : [row(3, 'reelqueen7')]);
    });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['text.topWins.tabs.my', 'text.topWins.tabs.all', 'text.topWins.tabs.highRollers', 'text.topWins.tabs.multiplier'].map((k) => en(k)));
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    const players = async () => (await screen.findAllByTestId('top-win-player')).map((c) => c.textContent);
    // spec 6 Ghost mode: a ghost's row shows a neutral label, never a name.
    expect(await players()).toEqual(['Mia K.', en('text.topWins.hiddenPlayer')]);
    expect(screen.getAllByRole('link', { name: 'Golden Fortune' })[0].getAttribute('href')).toBe('/casino/games/golden-fortune');
    // Arrow keys need layout to find the next tab (zag's focusables), which jsdom lacks: the browser test
    // presses them; here a click switches.
    fireEvent.click(tabs[2]);
    await waitFor(() => expect(screen.getAllByRole('tab')[2].getAttribute('aria-selected')).toBe('true'));
    await waitFor(async () => expect(await players()).toEqual(['reelqueen7']));
    expect(request.mock.calls.map((c) => (c[2] as { query: { tab: string } }).query.tab)).toEqual(['all', 'high-rollers']);
  });

  it("a guest on 'my wins' gets a login prompt opening ?modal=login, and no call is made", async () => {
    const { request, navigate } = renderWith(<TopWinsView {...propsOf('TopWins', { tabs: ['my'] })} />, () => feed([]));
    fireEvent.click(screen.getByRole('button', { name: en('text.topWins.login') }));
    expect(navigate).toHaveBeenCalledWith('?modal=login');
    expect(request).not.toHaveBeenCalled();
  });

  it("a player's 'my wins' shows their own name even as a ghost; empty and failed feeds say so", async () => {
    useSession.setState({ authenticated: true, token: 't', user: { userId: 1 } });
    renderWith(<TopWinsView {...propsOf('TopWins', { tabs: ['my'] })} />, () => feed([row(5, 'Lucky Player', true)]));
    expect((await screen.findByTestId('top-win-player')).textContent).toBe('Lucky Player');
    cleanup();
    renderWith(<TopWinsView {...propsOf('TopWins', { tabs: ['all'] })} />, () => feed([]));
    expect(await screen.findByText(en('text.topWins.empty'))).toBeTruthy();
    cleanup();
    renderWith(<TopWinsView {...propsOf('TopWins', { tabs: ['all'] })} />, () => { throw new Error('down'); });
    expect((await screen.findByRole('alert')).textContent).toContain(en('text.topWins.error'));
  });
});

describe('TopWins per player', () => {
  it("another player signing in never sees the previous player's wins, not even from the cache", async () => {
    useSession.setState({ authenticated: true, token: 't1', user: { userId: 1 } });
    let release: (() => void) | null = null;
    const { request } = renderWith(<TopWinsView {...propsOf('TopWins', { tabs: ['my'] })} />, async () => {
      const who = useSession.getState().user?.userId;
      if (who === 2) await new Promise<void>((resolve) => { release = resolve; });
      return feed([row(who as number, `Player ${who}`)]);
    });
    expect((await screen.findByTestId('top-win-player')).textContent).toBe('Player 1');
    act(() => useSession.setState({ token: 't2', user: { userId: 2 } }));
    // While the second player's answer is under way, the first player's row is gone.
    await waitFor(() => expect(screen.queryByText('Player 1')).toBeNull());
    expect(request).toHaveBeenCalledTimes(2);
    act(() => release!());
    expect((await screen.findByTestId('top-win-player')).textContent).toBe('Player 2');
  });
});

describe('GhostModeToggle', () => {
  it("spec 6 Ghost mode: the switch shows the user's ghostMode, sends the change and reloads the user", async () => {
    useSession.setState({ authenticated: true, token: 't', user: { userId: 1, ghostMode: false } });
    let ghost = false;
    const { request } = renderWith(<GhostModeView {...propsOf('GhostModeToggle', {})} />, (method, path, { body }) => {
      if (method === 'PUT' && path === '/api/user/ghost-mode') {
        ghost = (body as { enabled: boolean }).enabled;
        return { success: true, data: { ghostMode: ghost } };
      }
      if (path === '/api/user/get-user-details') return { data: { getUser: { userId: 1, ghostMode: ghost } } };
      throw new Error(`unexpected ${method} ${path}`);
    });
    const toggle = screen.getByRole('checkbox', { name: en('text.topWins.ghostMode.label') });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(en('text.topWins.ghostMode.description'))).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(useSession.getState().user?.ghostMode).toBe(true));
    expect(request.mock.calls.map((c) => `${c[0]} ${c[1]}`)).toEqual(['PUT /api/user/ghost-mode', 'GET /api/user/get-user-details']);
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true));
  });
});

describe('GhostModeToggle and the feeds on the page', () => {
  it('spec 6 Ghost mode: after the change the top wins feed shown is asked for again, so the public row hides the name', async () => {
    useSession.setState({ authenticated: true, token: 't', user: { userId: 1, ghostMode: false, username: 'Lucky Player' } });
    let ghost = false;
    const { request } = renderWith(<><TopWinsView {...propsOf('TopWins', { tabs: ['all'] })} /><GhostModeView {...propsOf('GhostModeToggle', {})} /></>, (method, path, { body }) => {
      if (method === 'PUT' && path === '/api/user/ghost-mode') {
        ghost = (body as { enabled: boolean }).enabled;
        return { success: true, data: { ghostMode: ghost } };
      }
      if (path === '/api/user/get-user-details') return { data: { getUser: { userId: 1, ghostMode: ghost } } };
      if (path === '/api/core/casino/top-wins') return feed([row(5, ghost ? null : 'Lucky Player', ghost)]);
      throw new Error(`unexpected ${method} ${path}`);
    });
    expect((await screen.findByTestId('top-win-player')).textContent).toBe('Lucky Player');
    fireEvent.click(screen.getByRole('checkbox', { name: en('text.topWins.ghostMode.label') }));
    await waitFor(() => expect(screen.getByTestId('top-win-player').textContent).toBe(en('text.topWins.hiddenPlayer')));
    expect(request.mock.calls.map((c) => `${c[0]} ${c[1]}`)).toEqual([
      'GET /api/core/casino/top-wins', 'PUT /api/user/ghost-mode', 'GET /api/user/get-user-details', 'GET /api/core/casino/top-wins',
    ]);
  });
});
