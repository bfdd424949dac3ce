// @vitest-environment jsdom
// GameGrid's states with a fake api client: skeletons, 'No games found' (spec 8), a failure with a
// retry that works, and Load more.
import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../../src/platform/i18n';
import { RuntimeConfigContext, type RuntimeConfig } from '../../src/shell/RuntimeConfig';
import { ScopeContext, emptyScope } from '../../src/renderer/scope';
import { ApiError, type ApiClient } from '../../src/platform/api/client';
import GameGrid from '../../src/widgets/GameGrid/Widget';
import type { GameGridProps } from '../../src/generated/types';

afterEach(cleanup);

const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: {
  'text.lobby.noGames': 'No games found', 'text.lobby.gamesFailed': 'The games could not be loaded.', 'text.common.retry': 'Try again',
  'text.lobby.loadMore': 'Load more', 'text.lobby.shown': 'Showing {{shown}} of {{count}} games', 'text.lobby.allGames': 'All games',
} });

const game = (i: number) => ({ id: i, name: `Game ${i}`, slug: `game-${i}`, provider: 'Golden Reel' });

function renderGrid(request: ApiClient['request'], props: GameGridProps = { title: 'text.lobby.allGames' }, query: Record<string, string> = {}) {
  const config = { api: { request } as unknown as ApiClient } as RuntimeConfig;
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <RuntimeConfigContext.Provider value={config}>
          <ScopeContext.Provider value={{ ...emptyScope, query }}>
            <MemoryRouter>
              <GameGrid props={props} emit={async () => {}} node={{ type: 'GameGrid' }} path="/" />
            </MemoryRouter>
          </ScopeContext.Provider>
        </RuntimeConfigContext.Provider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

describe('GameGrid', () => {
  it('spec 8: an empty list says exactly "No games found"', async () => {
    renderGrid(vi.fn(async () => ({ data: { games: { count: 0, rows: [] } } })) as never);
    expect(screen.getAllByTestId('game-card-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('No games found')).toBeTruthy();
    expect(screen.queryAllByTestId('game-card-skeleton')).toHaveLength(0);
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
});
