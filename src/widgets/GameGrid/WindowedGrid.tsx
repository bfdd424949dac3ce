// The lobby grid's list, windowed (issue 4, measured by bench:lobby): every row has the same height
// (src/lobby/gridWindow.ts), so each card is placed at its own row and column and only the rows near the
// viewport are in the DOM; the grid's height is still that of every loaded row.
import { memo, useEffect, useState, type FocusEvent } from 'react';
import type { GameDetails } from '../../generated/types';
import { GameCard, GameCardSkeleton } from '../../lobby/GameCard';
import { useGridWindow, type MeasuredGrid } from '../../lobby/useGridWindow';

/**
 * The windowed grid's list, as plain CSS (a Chakra Box would resolve its style props again at every
 * step of a scroll). Card cells before the grid is measured (the first render, jsdom): 2 columns on a
 * small phone, more as the width grows; gridGeometry (src/lobby/gridWindow.ts) computes the same
 * columns once measured, and the inline style then places every cell.
 */
const GRID_CSS = `.game-grid{list-style:none;display:grid;gap:var(--chakra-spacing-3);grid-template-columns:repeat(auto-fill,minmax(min(9.5rem,45%),1fr))}`;

/** A cell's place in the measured grid: its own row and column, so the cells before it need not exist. */
function cellPlace(index: number, grid: MeasuredGrid | null) {
  return grid ? { gridRow: Math.floor(index / grid.columns) + 1, gridColumn: (index % grid.columns) + 1 } : undefined;
}

/**
 * One game of the grid. Memoised on plain values, so a scroll that moves the window by a row renders
 * only the row that enters, and a page that arrives renders only its own cards. The art comes a few
 * images per frame, and not at all while the grid is flung past (src/lobby/artQueue.ts).
 */
const GameCell = memo(function GameCell({ game, index, setSize, row, column, eager, priority }: { game: GameDetails; index: number; setSize: number; row?: number; column?: number; eager: boolean; priority: boolean }) {
  return (
    <li role="listitem" aria-setsize={setSize} aria-posinset={index + 1} data-index={index} style={row ? { gridRow: row, gridColumn: column } : undefined}>
      <GameCard game={game} deferArt={!eager} priority={priority} />
    </li>
  );
});

/**
 * The grid's list, windowed (src/lobby/useGridWindow.ts). Its own component so that a scroll that moves
 * the window renders this list alone, not the heading, counter and buttons around it. `onNearEnd` is
 * called when the loaded end comes within a screen of the viewport (and again whenever it changes, so
 * a tall screen keeps asking while it is still near the end); `skeletons` placeholders follow the games:
 * pulsing for the first page, still for the next ones (a pulse is an animation started and stopped at
 * every page, which bench:lobby measured in the frames).
 */
/** `eagerArt`: the first cards whose images are in the server's HTML (not queued); `priorityArt`: those of the first screen. */
export function WindowedGrid({ games, setSize, skeletons, onNearEnd, eagerArt = 0, priorityArt = 0 }: { games: GameDetails[]; setSize: number; skeletons: number; onNearEnd: () => void; eagerArt?: number; priorityArt?: number }) {
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
        return <GameCell key={games[i].slug ?? String(games[i].id)} game={games[i]} index={i} setSize={setSize} row={place?.gridRow} column={place?.gridColumn} eager={i < eagerArt} priority={i < priorityArt} />;
      })}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`s${i}`} aria-hidden="true" style={cellPlace(shown + i, grid)}><GameCardSkeleton still={shown > 0} /></li>
      ))}
    </ul>
  );
}
