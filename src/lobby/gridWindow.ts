// Windowing of the lobby's game grid (issue 4: smooth with 5,000 games). Only the rows near the viewport
// are in the DOM; the grid keeps the height of every loaded row, so the scroll bar and the positions of
// the cards are those of the whole list. Pure arithmetic on sizes the widget measures (jsdom has no
// layout, so the tests check this module, not the DOM).

/** A cell's narrowest width, as the CSS grid's `minmax(min(9.5rem, 45%), 1fr)`: 2 columns on a small phone. */
export const CARD_MIN_WIDTH_REM = 9.5;
export const CARD_MIN_WIDTH_SHARE = 0.45;
/**
 * A card is 3:4 art plus two lines of text (src/lobby/GameCard.tsx): a 0.25rem margin, the name at
 * 0.875rem and the provider at 0.75rem, both with a 1.5 line height: 0.25 + 1.3125 + 1.125 rem.
 */
export const GAME_ART_HEIGHT_PER_WIDTH = 4 / 3;
export const CARD_TEXT_REM = 2.6875;
/** Rows rendered above and below the viewport, so a fast scroll or Tab / Shift+Tab finds cards already there. */
export const OVERSCAN_ROWS = 1;
/**
 * A list of up to 5 pages renders whole: it is cheap, and the player's find-in-page sees every loaded game.
 * Windowing starts above it, where the cost of thousands of cards in the DOM is what makes scrolling stutter.
 */
export const WINDOW_FROM = 121;

/**
 * A fling: the grid moves faster than 3 screens a second, too fast for anyone to look at a card. The
 * cards that pass meanwhile do not fetch their art (the costliest part of a card, bench:lobby) and no
 * overscan rows are rendered (each step of a fling replaces the whole window); both come
 * FLING_SETTLE_MS after the scroll slows down.
 */
export const FLING_SCREENS_PER_SECOND = 3;
export const FLING_SETTLE_MS = 150;

/** Whether moving `px` in `ms` on a viewport `viewportHeight` px tall is a fling. */
export function isFling(px: number, ms: number, viewportHeight: number): boolean {
  return Math.abs(px) * 1000 > FLING_SCREENS_PER_SECOND * viewportHeight * Math.max(ms, 1);
}

export interface GridGeometry {
  columns: number;
  /** A row's height without the gap, in px: every row is this tall, so row n starts at n * (rowHeight + gap). */
  rowHeight: number;
  gap: number;
}

/** Columns and row height for a grid `width` px wide; `rem` is the root font size in px, `gap` the grid gap. */
export function gridGeometry(width: number, rem: number, gap: number): GridGeometry {
  const minCell = Math.min(CARD_MIN_WIDTH_REM * rem, CARD_MIN_WIDTH_SHARE * width);
  // The browser's auto-fill: as many minimum cells (and the gaps between them) as fit, at least one.
  const columns = Math.max(1, Math.floor((width + gap) / (minCell + gap)));
  const cell = (width - gap * (columns - 1)) / columns;
  return { columns, rowHeight: Math.ceil(cell * GAME_ART_HEIGHT_PER_WIDTH + CARD_TEXT_REM * rem), gap };
}

export interface GridWindow {
  /** The first game index rendered. */
  start: number;
  /** One past the last game index rendered. */
  end: number;
  /** The loaded end of the list is within a screen below the viewport: time to fetch the next page. */
  nearEnd: boolean;
}

/**
 * The games to render: the rows that meet the viewport, plus `overscanRows` on each side. `viewTop` and
 * `viewBottom` are the viewport's edges in px from the top of the grid (negative when the grid starts
 * below the top of the viewport); `count` is the number of games loaded.
 */
export function gridWindow(count: number, { columns, rowHeight, gap }: GridGeometry, viewTop: number, viewBottom: number, overscanRows = OVERSCAN_ROWS): GridWindow {
  const pitch = rowHeight + gap;
  const rows = Math.ceil(count / columns);
  const nearEnd = viewBottom + (viewBottom - viewTop) >= rows * pitch - gap;
  if (count < WINDOW_FROM) return { start: 0, end: count, nearEnd };
  const clampRow = (row: number) => Math.min(rows, Math.max(0, row));
  const firstRow = clampRow(Math.floor(viewTop / pitch) - overscanRows);
  const lastRow = clampRow(Math.ceil(viewBottom / pitch) + overscanRows);
  return { start: Math.min(count, firstRow * columns), end: Math.min(count, Math.max(firstRow, lastRow) * columns), nearEnd };
}
