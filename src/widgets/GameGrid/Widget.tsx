// The lobby's game list (spec 2.1 /casino, /casino/slots, /casino/live-casino, /casino/popular,
// /providers). Grid: pages of 24 from getGames, skeletons while the first page loads, 'No games found'
// (spec 8) when nothing matches, a retry on failure (only this list fails; the page keeps working),
// "Load more" plus infinite scroll. Rail: the first page in one scrolling row with a 'See all' link.
//
// Staying smooth with thousands of cards: every card sits in an <li> with `content-visibility: auto`,
// so the browser skips layout and paint of cards away from the viewport; pages render as memoised
// units, so appending page 40 renders 24 cards, not 960. bench:lobby (tools/bench-lobby.ts) measures it.
import { memo, useEffect, useRef } from 'react';
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

/** An expression's value as a filter: blank, null and non-strings mean "no filter". */
function filterValue(expr: unknown, scope: object): string | undefined {
  if (expr === undefined) return undefined;
  const value = evaluate(expr, scope);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Card cells: 2 columns on a small phone, more as the width grows. */
const GRID_COLUMNS = 'repeat(auto-fill, minmax(min(9.5rem, 45%), 1fr))';
/**
 * A card's placeholder size while skipped by content-visibility (3:4 art of a ~10rem cell plus two
 * text lines). `auto` lets the browser remember the real size once a card has been rendered.
 */
const CARD_CELL_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' } as const;

const GamePage = memo(function GamePage({ games }: { games: GameDetails[] }) {
  return (
    <>
      {games.map((game) => (
        <li key={game.slug ?? String(game.id)} style={CARD_CELL_STYLE}>
          <GameCard game={game} />
        </li>
      ))}
    </>
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
  const shown = list.pages.reduce((n, page) => n + page.length, 0);
  const firstLoad = list.pages.length === 0;

  // Infinite scroll: when the end of the grid comes within a screen of the viewport, fetch the next
  // page. The observer is made again after every page, so a sentinel that is still visible (a tall
  // screen, a fast scroll) asks for the following page too.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loading, error, loadMore } = list;
  useEffect(() => {
    const node = sentinel.current;
    if (rail || !node || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    }, { rootMargin: '100% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [rail, hasMore, loading, error, loadMore, list.pages.length]);

  const titleId = `game-grid-${props.title ?? 'games'}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const seeAll = rail && props.seeAll ? resolve(props.seeAll).href : null;

  return (
    <Box as="section" aria-labelledby={props.title ? titleId : undefined} aria-busy={loading} data-testid="game-grid" data-variant={rail ? 'rail' : 'grid'}>
      {(props.title || seeAll) && (
        <Stack direction="row" justify="space-between" align="baseline" mb="3">
          {props.title && <Heading as="h2" id={titleId} size="lg">{t(props.title)}</Heading>}
          {seeAll && (
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={seeAll} aria-label={props.title ? `${t('text.lobby.seeAll')}: ${t(props.title)}` : undefined}>{t('text.lobby.seeAll')}</RouterLink>
            </Button>
          )}
        </Stack>
      )}

      {firstLoad && error ? (
        <FailureMessage onRetry={list.retry} />
      ) : !firstLoad && list.count === 0 ? (
        <Text role="status" py="6" color="fg.muted">{t('text.lobby.noGames')}</Text>
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gap="3"
          css={rail
            ? { gridAutoFlow: 'column', gridAutoColumns: 'minmax(8.5rem, 11rem)', overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: '2', '& > li': { scrollSnapAlign: 'start' } }
            : { gridTemplateColumns: GRID_COLUMNS }}
        >
          {list.pages.map((games, i) => <GamePage key={i} games={games} />)}
          {loading && Array.from({ length: firstLoad ? Math.min(pageSize, 12) : rail ? 0 : 6 }, (_, i) => <li key={`s${i}`}><GameCardSkeleton /></li>)}
        </Box>
      )}

      {!rail && !firstLoad && list.count !== null && list.count > 0 && (
        <Stack align="center" mt="4" gap="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="game-grid-shown">
            {t('text.lobby.shown', { shown, count: list.count })}
          </Text>
          {error ? (
            <FailureMessage onRetry={list.retry} />
          ) : hasMore && (
            <Button variant="outline" onClick={loadMore} loading={loading}>{t('text.lobby.loadMore')}</Button>
          )}
        </Stack>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </Box>
  );
}

function FailureMessage({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <Stack role="alert" direction={{ base: 'column', sm: 'row' }} align={{ base: 'start', sm: 'center' }} gap="3" py="4">
      <Text>{t('text.lobby.gamesFailed')}</Text>
      <Button variant="outline" size="sm" onClick={onRetry}>{t('text.common.retry')}</Button>
    </Stack>
  );
}
