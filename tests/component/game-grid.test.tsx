// @vitest-environment jsdom
// GameGrid's states with a fake api client: skeletons, 'No games found' (spec 8), a failure with a
// retry that works, Load more, and windowing of a big list (jsdom has no layout: the list's position
// and width are stubbed; the arithmetic itself is tested in tests/unit/lobby/gridWindow.test.ts).
import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, cleanup, fireEvent, waitFor, act } from '@testing-library/react';
import { createI18n } from '../../src/platform/i18n';
import { emptyScope } from '../../src/renderer/scope';
import { TestProviders, servicesStandIn } from '../support/services';
import { ApiError, type ApiClient } from '../../src/platform/api/client';
import GameGrid from '../../src/widgets/GameGrid/Widget';
import { propsOf } from '../../src/renderer/widgetDefaults';
import { ArtQueue, ArtQueueContext } from '../../src/lobby/artQueue';
import { FLING_SETTLE_MS } from '../../src/lobby/gridWindow';
import { manualClock } from '../support/manualClock';
import type { GameGridDocumentProps } from '../../src/generated/types';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: {
  'text.lobby.noGames': 'No games found', 'text.lobby.gamesFailed': 'The games could not be loaded.', 'text.common.retry': 'Try again',
  'text.lobby.loadMore': 'Load more', 'text.lobby.shown': 'Showing {{shown}} of {{count}} games', 'text.lobby.allGames': 'All games',
  'text.lobby.searchResults_one': '{{count, number}} game found', 'text.lobby.searchResults_other': '{{count, number}} games found',
} });

const game = (i: number) => ({ id: i, name: `Game ${i}`, slug: `game-${i}`, provider: 'Golden Reel', image: `/art/game-${i}.svg` });

function renderGrid(request: ApiClient['request'], props: GameGridDocumentProps = { title: 'text.lobby.allGames' }, query: Record<string, string> = {}, artQueue = new ArtQueue()) {
  const services = servicesStandIn({ api: { request } as unknown as ApiClient });
  return render(
    <TestProviders services={services} i18n={i18n} scope={{ ...emptyScope, query }}>
      <ArtQueueContext.Provider value={artQueue}>
        <GameGrid props={propsOf('GameGrid', props)} emit={async () => {}} node={{ type: 'GameGrid' }} path="/" />
      </ArtQueueContext.Provider>
    </TestProviders>,
  );
}

describe('GameGrid', () => {
  it('spec 8: an empty list says exactly "No games found"', async () => {
    renderGrid(vi.fn(async () => ({ data: { games: { count: 0, rows: [] } } })) as never);
    expect(screen.getAllByTestId('game-card-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('No games found')).toBeTruthy();
    expect(screen.queryAllByTestId('game-card-skeleton')).toHaveLength(0);
  });

  it('issue 25: a search says how many games it found, in the plural form of the count', async () => {
    for (const [count, said] of [[1, '1 game found'], [1200, '1,200 games found']] as const) {
      const request = vi.fn(async () => ({ data: { games: { count, rows: Array.from({ length: Math.min(count, 24) }, (_, i) => game(i)) } } }));
      renderGrid(request as never, { title: 'text.lobby.allGames', search: { var: 'query.search' } }, { search: 'book' });
      expect((await screen.findByTestId('game-grid-found')).textContent).toBe(said);
      cleanup();
    }
    // Without a search the list does not say it.
    renderGrid(vi.fn(async () => ({ data: { games: { count: 3, rows: [game(1), game(2), game(3)] } } })) as never);
    await screen.findByTestId('game-grid-shown');
    expect(screen.queryByTestId('game-grid-found')).toBeNull();
  });

  it('a failure shows a message and a retry button; retrying loads the games', async () => {
    let calls = 0;
    const request = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(500, 'GET /api/core/casino/games failed: 500 Internal Server Error');
      return { data: { games: { count: 2, rows: [game(1), game(2)] } } };
    });
    renderGrid(request as never);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The games could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('filters come from expressions over the scope; the sort falls back safely; Load more asks for page 2', async () => {
    const request = vi.fn(async (_m: string, _p: string, options: { query: Record<string, unknown> }) => {
      const page = options.query.pageNo as number;
      return { data: { games: { count: 30, rows: Array.from({ length: page === 1 ? 24 : 6 }, (_, i) => game((page - 1) * 24 + i)) } } };
    });
    renderGrid(request as never, { category: { var: 'query.category' }, sort: { var: 'query.sort' }, search: { var: 'query.search' } }, { category: 'slots', sort: 'bogus', search: '  ' });
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(24));
    expect(request.mock.calls[0][2].query).toMatchObject({ category: 'slots', sort: 'sort', order: 'asc', pageNo: 1, limit: 24, search: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(30));
    expect(request.mock.calls.at(-1)![2].query).toMatchObject({ pageNo: 2 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Showing 30 of 30 games')).toBeTruthy();
  });

  it('a next page shows placeholders only once it takes a while; the Load more button says it is loading', async () => {
    let release: () => void = () => {};
    const request = vi.fn(async (_m: string, _p: string, options: { query: Record<string, unknown> }) => {
      const page = options.query.pageNo as number;
      if (page === 2) await new Promise<void>((r) => { release = r; });
      return { data: { games: { count: 30, rows: Array.from({ length: page === 1 ? 24 : 6 }, (_, i) => game((page - 1) * 24 + i)) } } };
    });
    renderGrid(request as never);
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(24));
    const button = screen.getByRole('button', { name: 'Load more' });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    expect(screen.queryAllByTestId('game-card-skeleton')).toHaveLength(0);
    // After 300 ms: a row of still placeholders where the next games will be.
    const placeholders = await screen.findAllByTestId('game-card-skeleton', {}, { timeout: 3000 });
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders[0].hasAttribute('data-still')).toBe(true);
    act(() => release());
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(30));
    expect(screen.queryAllByTestId('game-card-skeleton')).toHaveLength(0);
  });
});

describe('GameGrid windowing (issue 4: 5,000 games)', () => {
  // A catalogue of 5,000 games served 100 a page.
  const catalogue = () => vi.fn(async (_m: string, _p: string, options: { query: Record<string, unknown> }) => {
    const page = options.query.pageNo as number;
    return { data: { games: { count: 5000, rows: Array.from({ length: 100 }, (_, i) => game((page - 1) * 100 + i + 1)) } } };
  });
  /**
   * Lays the list out 1000 px wide with its top `top()` px from the viewport's top (jsdom's innerHeight is
   * 768): 6 columns and rows of 266 px (3:4 art of a 167 px cell plus two text lines, no gap in jsdom).
   */
  function layout(top: () => number) {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const y = this.getAttribute('role') === 'list' ? top() : 0;
      const width = this.getAttribute('role') === 'list' ? 1000 : 0;
      return { x: 0, y, top: y, left: 0, right: width, bottom: y, width, height: 0, toJSON: () => ({}) } as DOMRect;
    });
  }
  const scrollTo = (top: number, state: { top: number }) => act(() => { state.top = top; window.dispatchEvent(new Event('scroll')); });
  const posinsets = () => screen.getAllByRole('listitem').map((li) => Number(li.getAttribute('aria-posinset')));
  // Pages and art render as transitions, art a few images a frame: jsdom on a busy machine needs time.
  const patient = { timeout: 8000 };

  async function twoPages(state: { top: number }, artQueue?: ArtQueue) {
    layout(() => state.top);
    const request = catalogue();
    renderGrid(request as never, { title: 'text.lobby.allGames', pageSize: 100 }, {}, artQueue);
    // Up to 120 games the list renders whole.
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(100), patient);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // Page 2 renders as a transition while the art of page 1 comes in: give jsdom time.
    await screen.findByText('Showing 200 of 5000 games', {}, patient);
    return request;
  }

  it('a big list has only the rows near the viewport in the DOM, each saying its place in the whole list', async () => {
    await twoPages({ top: 0 });
    // The viewport shows rows 0 to 2; a row of overscan below: 4 rows of 6.
    expect(screen.getAllByTestId('game-card')).toHaveLength(24);
    expect(posinsets()).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const item of screen.getAllByRole('listitem')) expect(item.getAttribute('aria-setsize')).toBe('5000');
    // The list keeps the height of every loaded row: 34 rows for 200 games.
    expect((screen.getByRole('list') as HTMLElement).style.gridTemplateRows).toBe('repeat(34, 266px)');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('scrolling moves the window; a focused card stays mounted and focused', async () => {
    const state = { top: 0 };
    await twoPages(state);
    const first = screen.getAllByTestId('game-card')[0];
    act(() => first.focus());
    // 5000 px down in a few ms (a fling: no overscan rows yet): rows 18 to 21 meet the viewport.
    scrollTo(-10, state);
    scrollTo(-5000, state);
    expect(posinsets()).toEqual([...Array.from({ length: 24 }, (_, i) => 109 + i), 1]);
    // Once the scroll settles, a row of overscan on each side: rows 17 to 22.
    await waitFor(() => expect(posinsets()).toEqual([...Array.from({ length: 36 }, (_, i) => 103 + i), 1]), patient);
    expect(first.isConnected).toBe(true);
    expect(document.activeElement).toBe(first);
    // The focused card keeps its own cell; the others are placed by their index too.
    expect(first.closest('li')!.style.gridRow).toBe('1');
    expect(screen.getByRole('link', { name: 'Game 103' }).closest('li')!.style.gridRow).toBe('18');
    // Once focus leaves the list, the card far from the viewport is unmounted.
    act(() => screen.getByRole('button', { name: 'Load more' }).focus());
    expect(first.isConnected).toBe(false);
    expect(posinsets()[0]).toBe(103);
  });

  it('cards flung past leave their art for later; it comes once the scroll slows down (frames and time driven by the test)', async () => {
    const clock = manualClock();
    const state = { top: 0 };
    await twoPages(state, new ArtQueue(clock));
    const artOf = (name: string) => screen.getByRole('link', { name }).querySelector('img')?.getAttribute('src') ?? null;
    // The art comes a few images per frame, only when frames come.
    expect(artOf('Game 1')).toBeNull();
    for (let n = 0; n < 40 && artOf('Game 1') === null; n += 1) act(() => clock.tick());
    expect(artOf('Game 1')).toBe('/art/game-1.svg');
    // Two scroll events 3,000 px apart 5 ms apart: a fling.
    scrollTo(-100, state);
    clock.tick(5);
    scrollTo(-3100, state);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Game 70' })).toBeTruthy(), patient);
    // While the fling holds, frames pass and grant nothing.
    for (let elapsed = 0; elapsed + 16 < FLING_SETTLE_MS; elapsed += 16) act(() => clock.tick());
    expect(artOf('Game 70')).toBeNull();
    // After it, the art comes, a few images a frame.
    for (let n = 0; n < 100 && artOf('Game 70') === null; n += 1) act(() => clock.tick());
    expect(artOf('Game 70')).toBe('/art/game-70.svg');
  });

  it('scrolling near the loaded end fetches the next page', async () => {
    const state = { top: 0 };
    const request = await twoPages(state);
    expect(request).toHaveBeenCalledTimes(2);
    // The grid is 34 rows of 266 px: its end comes within a screen below the viewport.
    scrollTo(-(34 * 266 - 1500), state);
    await screen.findByText('Showing 300 of 5000 games', {}, patient);
    expect(request.mock.calls.at(-1)![2].query).toMatchObject({ pageNo: 3 });
  });
});
