// The lobby's game list (spec 2.1 /casino, /casino/slots, /casino/live-casino, /casino/popular,
// /providers). Grid: pages of 24 from getGames, skeletons while the first page loads, how many games a search
// found, 'No games found' (spec 8) when nothing matches, a retry on failure (only this list fails; the page keeps working),
// "Load more" (for keyboard and screen reader users) plus infinite scroll. Rail: the first page in one
// scrolling row with a 'See all' link.
//
// Staying smooth with thousands of cards (issue 4, measured by bench:lobby, tools/bench-lobby.ts): the
// grid is windowed (./WindowedGrid.tsx). Every row has the same height (src/lobby/gridWindow.ts), so each card is placed at
// its own row and column and only the rows near the viewport are in the DOM; the grid's height is still
// that of every loaded row. A card that has focus stays mounted wherever it is, and every card says its
// position in the whole catalogue (aria-posinset of aria-setsize).
import { memo, useEffect, useMemo, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { GameGridProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useScope } from '../../renderer/scope';
import { evaluate } from '../../renderer/expressions';
import { useServices } from '../../renderer/services';
import { GameCard, GameCardSkeleton } from '../../lobby/GameCard';
import { parseGameSorting } from '../../lobby/sorting';
import { useGamePages, type GameFilter } from '../../lobby/useGamePages';
import { WindowedGrid } from './WindowedGrid';

/** An expression's value as a filter: blank, null and non-strings mean "no filter". */
function filterValue(expr: unknown, scope: object): string | undefined {
  if (expr === undefined) return undefined;
  const value = evaluate(expr, scope);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * A rail card's placeholder size while skipped by content-visibility (3:4 art of a ~10rem cell plus two
 * text lines). `auto` lets the browser remember the real size once a card has been rendered.
 */
const CARD_CELL_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' } as const;

/** How long a next page may take before placeholders show where its games will be. */
const NEXT_PAGE_PLACEHOLDER_MS = 300;

export default function GameGrid({ props }: WidgetRenderProps<GameGridProps>) {
  const t = useText();
  const scope = useScope();
  const { resolve } = useServices().links;
  const rail = props.variant === 'rail';
  const pageSize = props.pageSize;
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
  // The server's first page has its images in the HTML (the first paint's art); later cards queue theirs.
  const eagerArt = list.served ? (list.pages[0]?.length ?? 0) : 0;
  const priorityArt = Math.min(props.priorityArt, eagerArt);
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
      {/* A search says how many games it found ("1 game found", "12 games found": a plural text, issue 25). */}
      {!rail && filter.search && !firstLoad && list.count !== null && list.count > 0 && (
        <Text role="status" mb="3" color="fg.muted" data-testid="game-grid-found">{t('text.lobby.searchResults', { count: list.count })}</Text>
      )}

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
          {games.map((game, index) => (
            <li key={game.slug ?? String(game.id)} style={CARD_CELL_STYLE}>
              <GameCard game={game} deferArt={index >= eagerArt} priority={index < priorityArt} />
            </li>
          ))}
          {Array.from({ length: skeletons }, (_, i) => <li key={`s${i}`}><GameCardSkeleton /></li>)}
        </Box>
      ) : (
        <WindowedGrid games={games} setSize={list.count ?? shown} skeletons={skeletons} onNearEnd={loadMore} eagerArt={eagerArt} priorityArt={priorityArt} />
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
