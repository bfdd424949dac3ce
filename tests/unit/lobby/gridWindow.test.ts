import { describe, it, expect } from 'vitest';
import { CARD_TEXT_REM, OVERSCAN_ROWS, WINDOW_FROM, gridGeometry, gridWindow, isFling } from '../../../src/lobby/gridWindow';

describe('gridGeometry: columns and row height of the game grid', () => {
  it('a small phone gets 2 columns, as the CSS grid minmax(min(9.5rem, 45%), 1fr) would', () => {
    // 320 and 390 px phones less 16 px of padding each side.
    expect(gridGeometry(288, 16, 12).columns).toBe(2);
    expect(gridGeometry(358, 16, 12).columns).toBe(2);
  });

  it('wider grids get as many 9.5rem cells (and gaps) as fit', () => {
    expect(gridGeometry(1216, 16, 12).columns).toBe(7); // (1216 + 12) / (152 + 12) = 7.5
    expect(gridGeometry(1228, 16, 12).columns).toBe(7);
    expect(gridGeometry(1300, 16, 12).columns).toBe(8);
    expect(gridGeometry(240, 16, 12).columns).toBe(2); // 45% wins over 9.5rem on a very narrow grid
  });

  it('a row is the 3:4 art of one cell plus the two text lines', () => {
    const { columns, rowHeight } = gridGeometry(358, 16, 12);
    const cell = (358 - 12) / columns;
    expect(rowHeight).toBe(Math.ceil((cell * 4) / 3 + CARD_TEXT_REM * 16));
    // A bigger root font size makes the text lines taller.
    expect(gridGeometry(358, 20, 12).rowHeight).toBeGreaterThan(rowHeight);
  });
});

describe('gridWindow: the games near the viewport', () => {
  const geometry = { columns: 5, rowHeight: 240, gap: 10 }; // a row every 250 px

  it('renders the rows that meet the viewport plus OVERSCAN_ROWS on each side', () => {
    // Viewport from 2500 to 3300 px inside the grid: rows 10 to 13 meet it.
    const w = gridWindow(5000, geometry, 2500, 3300);
    expect(w.start).toBe((10 - OVERSCAN_ROWS) * 5);
    expect(w.end).toBe((14 + OVERSCAN_ROWS) * 5);
    expect(w.nearEnd).toBe(false);
  });

  it('the grid below the viewport renders only its first rows', () => {
    const w = gridWindow(5000, geometry, -900, -100);
    expect(w).toEqual({ start: 0, end: OVERSCAN_ROWS * 5, nearEnd: false });
  });

  it('stops at the loaded end, and says the end is near within a screen of it', () => {
    // 200 games: 40 rows, 9990 px. A viewport of 800 px ending at 9800 is within a screen of the end.
    const w = gridWindow(200, geometry, 9000, 9800);
    expect(w.end).toBe(200);
    expect(w.nearEnd).toBe(true);
    expect(gridWindow(200, geometry, 7000, 7800).nearEnd).toBe(false);
    // Scrolled past the grid: nothing of it is rendered.
    expect(gridWindow(200, geometry, 20000, 20800)).toMatchObject({ start: 200, end: 200, nearEnd: true });
  });

  it('a short list (fewer than WINDOW_FROM games) renders whole', () => {
    expect(gridWindow(WINDOW_FROM - 1, geometry, 5000, 5800)).toMatchObject({ start: 0, end: WINDOW_FROM - 1 });
    expect(gridWindow(WINDOW_FROM, geometry, 5000, 5800).start).toBeGreaterThan(0);
  });

  it('a last row that is not full ends at the last game', () => {
    const w = gridWindow(203, geometry, 9500, 10300);
    expect(w.end).toBe(203);
    expect(w.start % 5).toBe(0);
  });
});

describe('isFling: too fast to look at the cards', () => {
  it('more than 3 screens a second is a fling, either way', () => {
    // An 800 px viewport: 2,400 px a second is the limit.
    expect(isFling(2400, 50, 800)).toBe(true); // a wheel flick: 48,000 px/s
    expect(isFling(-300, 100, 800)).toBe(true);
    expect(isFling(100, 150, 800)).toBe(false); // a wheel notch, smoothly scrolled
    expect(isFling(0, 0, 800)).toBe(false);
  });

  it('a jump after a long pause (End key, a link to the bottom) is not a fling: the player looks where it lands', () => {
    expect(isFling(30000, 20000, 800)).toBe(false);
  });
});
