// The lobby's game list (spec 2.1 /casino, /casino/slots, /casino/live-casino, /casino/popular,
// /providers). Grid: pages of 24 from getGames, skeletons while the first page loads, 'No games found'
// (spec 8) when nothing matches, a retry on failure (only this list fails; the page keeps working),
// "Load more" (for keyboard and screen reader users) plus infinite scroll. Rail: the first page in one
// scrolling row with a 'See all' link.
//
// Staying smooth with thousands of cards (issue 4, measured by bench:lobby, tools/bench-lobby.ts): the
// grid is windowed. Every row has the same height (src/lobby/gridWindow.ts), so each card is placed at
// its own row and column and only the rows near the viewport are in the DOM; the grid's height is still
// that of every loaded row. A card that has focus stays mounted wherever it is, and every card says its
// position in the whole catalogue (aria-posinset of aria-setsize).
import { memo, useEffect, useMemo, useState, type FocusEvent } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { GameDetails, GameGridProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useScope } from '../../renderer/scope';
import { evaluate } from '../../renderer/expressions';
import { useLinks } from '../../shell/links';
import { GameCard, GameCardSkeleton } from '../../lobby/GameCard';
import { parseGameSorting } from '../../lobby/sorting';
import { GAME_PAGE_SIZE, useGamePages, type GameFilter } from '../../lobby/useGamePages';
import { useGridWindow, type MeasuredGrid } from '../../lobby/useGridWindow';

/** An expression's value as a filter: blank, null and non-strings mean "no filter". */
function filterValue(expr: unknown, scope: object): string | undefined {
  if (expr === undefined) return undefined;
  const value = evaluate(expr, scope);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The windowed grid's list, as plain CSS (a Chakra Box would resolve its style props again at every
 * step of a scroll). Card cells before the grid is measured (the first render, jsdom): 2 columns on a
 * small phone, more as the width grows; gridGeometry (src/lobby/gridWindow.ts) computes the same
 * columns once measured, and the inline style then places every cell.
 */
const GRID_CSS = `.game-grid{list-style:none;display:grid;gap:var(--chakra-spacing-3);grid-template-columns:repeat(auto-fill,minmax(min(9.5rem,45%),1fr))}`;
/**
 * A rail card's placeholder size while skipped by content-visibility (3:4 art of a ~10rem cell plus two
 * text lines). `auto` lets the browser remember the real size once a card has been rendered.
 */
const CARD_CELL_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' } as const;

/** How long a next page may take before placeholders show where its games will be. */
const NEXT_PAGE_PLACEHOLDER_MS = 300;

/** A cell's place in the measured grid: its own row and column, so the cells before it need not exist. */
function cellPlace(index: number, grid: MeasuredGrid | null) {
  return grid ? { gridRow: Math.floor(index / grid.columns) + 1, gridColumn: (index % grid.columns) + 1 } : undefined;
}

/**
 * One game of the grid. Memoised on plain values, so a scroll that moves the window by a row renders
 * only the row that enters, and a page that arrives renders only its own cards. The art comes a few
 * images per frame, and not at all while the grid is flung past (src/lobby/artQueue.ts).
 */
const GameCell = memo(function GameCell({ game, index, setSize, row, column }: { game: GameDetails; index: number; setSize: number; row?: number; column?: number }) {
  return (
    <li role="listitem" aria-setsize={setSize} aria-posinset={index + 1} data-index={index} style={row ? { gridRow: row, gridColumn: column } : undefined}>
      <GameCard game={game} deferArt />
    </li>
  );
});

export default function GameGrid({ props }: WidgetRenderProps<GameGridProps>) {
  const t = useText();
  const scope = useScope();
  const { resolve } = useLinks();
  const rail = props.variant === 'rail';
  const pageSize = props.pageSize ?? GAME_PAGE_SIZE;
  const { sort, order } = parseGameSorting(filterValue(props.sort, scope), filterValue(props.order, scope));
  const filter: GameFilter = {
    category: filterValue(props.category, scope),
    provider: filterValue(props.provider, scope),
    search: filterValue(props.search, scope),
    sort,
    order,
  };
  const list = useGamePages(filter, pageSize, rail ? 1 : Infinity);
  const games = useMemo(() => list.pages.flat(), [list.pages]);
  const shown = games.length;
  const firstLoad = list.pages.length === 0;
  const { hasMore, loading, error, loadMore } = list;

  // Placeholders for a next page only once it takes a while (most pages come at once): a row laid out
  // and taken away again at every page is measurable in the frames (bench:lobby).
  const [slowPage, setSlowPage] = useState(-1);
  const pageCount = list.pages.length;
  useEffect(() => {
    if (!loading || firstLoad || rail) return;
    const timer = setTimeout(() => setSlowPage(pageCount), NEXT_PAGE_PLACEHOLDER_MS);
    return () => clearTimeout(timer);
  }, [loading, firstLoad, rail, pageCount]);
  const skeletons = !loading ? 0 : firstLoad ? Math.min(pageSize, 12) : slowPage === pageCount ? 6 : 0;
  // The button shows it is loading when it asked for the page (its user waits on it); a page that
  // infinite scroll asks for does not flash a spinner (an animation started and stopped at every page).
  const [clickedFor, setClickedFor] = useState(-1);
  const onLoadMore = () => { setClickedFor(pageCount); loadMore(); };

  const titleId = `game-grid-${props.title ?? 'games'}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const seeAll = rail && props.seeAll ? resolve(props.seeAll).href : null;

  return (
    <Box as="section" aria-labelledby={props.title ? titleId : undefined} aria-busy={loading} data-testid="game-grid" data-variant={rail ? 'rail' : 'grid'}>
      {(props.title || seeAll) && <GridHeading title={props.title && t(props.title)} titleId={titleId} seeAll={seeAll} seeAllText={t('text.lobby.seeAll')} />}

      {firstLoad && error ? (
        <FailureMessage onRetry={list.retry} />
      ) : !firstLoad && list.count === 0 ? (
        <Text role="status" py="6" color="fg.muted">{t('text.lobby.noGames')}</Text>
      ) : rail ? (
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gap="3"
          css={{ gridAutoFlow: 'column', gridAutoColumns: 'minmax(8.5rem, 11rem)', overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: '2', '& > li': { scrollSnapAlign: 'start' } }}
        >
          {games.map((game) => (
            <li key={game.slug ?? String(game.id)} style={CARD_CELL_STYLE}>
              <GameCard game={game} deferArt />
            </li>
          ))}
          {Array.from({ length: skeletons }, (_, i) => <li key={`s${i}`}><GameCardSkeleton /></li>)}
        </Box>
      ) : (
        <WindowedGrid games={games} setSize={list.count ?? shown} skeletons={skeletons} onNearEnd={loadMore} />
      )}

      {!rail && !firstLoad && list.count !== null && list.count > 0 && (
        <Stack align="center" mt="4" gap="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="game-grid-shown">
            {t('text.lobby.shown', { shown, count: list.count })}
          </Text>
          {error ? (
            <FailureMessage onRetry={list.retry} />
          ) : hasMore && (
            <Button variant="outline" onClick={onLoadMore} loading={loading && clickedFor === pageCount}>{t('text.lobby.loadMore')}</Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The grid's list, windowed (src/lobby/useGridWindow.ts). Its own component so that a scroll that moves
 * the window renders this list alone, not the heading, counter and buttons around it. `onNearEnd` is
 * called when the loaded end comes within a screen of the viewport (and again whenever it changes, so
 * a tall screen keeps asking while it is still near the end); `skeletons` placeholders follow the games:
 * pulsing for the first page, still for the next ones (a pulse is an animation started and stopped at
 * every page, which bench:lobby measured in the frames).
 */
function WindowedGrid({ games, setSize, skeletons, onNearEnd }: { games: GameDetails[]; setSize: number; skeletons: number; onNearEnd: () => void }) {
  const shown = games.length;
  const [gridRef, grid] = useGridWindow(shown);
  const nearEnd = grid?.nearEnd ?? false;
  useEffect(() => { if (nearEnd) onNearEnd(); }, [nearEnd, onNearEnd]);

  // The card that has keyboard focus stays mounted when the window moves away from it: unmounting it
  // would drop focus to the page's body.
  const [focused, setFocused] = useState<number | null>(null);
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    setFocused(cell ? Number(cell.dataset.index) : null);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
  };

  const start = grid?.start ?? 0;
  const end = grid?.end ?? shown;
  const indices = Array.from({ length: end - start }, (_, i) => start + i);
  if (focused !== null && focused < shown && (focused < start || focused >= end)) indices.push(focused);
  // Before the first measure (and in jsdom) the CSS grid places the cells; then every row is
  // rowHeight tall and each cell is placed at its own row and column.
  const style = grid ? {
    gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${Math.ceil((shown + skeletons) / grid.columns)}, ${grid.rowHeight}px)`,
  } : undefined;

  return (
    // role="list": list-style none removes the list role in some screen readers (Safari).
    <ul role="list" ref={gridRef} className="game-grid" style={style} onFocus={onFocus} onBlur={onBlur}>
      <style href="lobby-game-grid" precedence="medium">{GRID_CSS}</style>
      {indices.map((i) => {
        const place = cellPlace(i, grid);
        return <GameCell key={games[i].slug ?? String(games[i].id)} game={games[i]} index={i} setSize={setSize} row={place?.gridRow} column={place?.gridColumn} />;
      })}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`s${i}`} aria-hidden="true" style={cellPlace(shown + i, grid)}><GameCardSkeleton still={shown > 0} /></li>
      ))}
    </ul>
  );
}

/** The heading and 'See all' link: memoised, as the grid around them renders again at every page. */
const GridHeading = memo(function GridHeading({ title, titleId, seeAll, seeAllText }: { title?: string; titleId: string; seeAll: string | null; seeAllText: string }) {
  return (
    <Stack direction="row" justify="space-between" align="baseline" mb="3">
      {title && <Heading as="h2" id={titleId} size="lg">{title}</Heading>}
      {seeAll && (
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={seeAll} aria-label={title ? `${seeAllText}: ${title}` : undefined}>{seeAllText}</RouterLink>
        </Button>
      )}
    </Stack>
  );
});

function FailureMessage({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <Stack role="alert" direction={{ base: 'column', sm: 'row' }} align={{ base: 'start', sm: 'center' }} gap="3" py="4">
      <Text>{t('text.lobby.gamesFailed')}</Text>
      <Button variant="outline" size="sm" onClick={onRetry}>{t('text.common.retry')}</Button>
    </Stack>
  );
}
