// Measures a game grid for windowing (gridWindow.ts): its width (ResizeObserver) gives columns and row
// height, its position against the viewport (scroll, resize) gives the rows to render. The component
// re-renders only when the viewport moves into another row or the geometry changes, not on every
// scroll event.
import { hydration } from '../ssr/hydrated';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useArtQueue } from './artQueue';
import { FLING_SETTLE_MS, OVERSCAN_ROWS, gridGeometry, gridWindow, isFling, type GridGeometry, type GridWindow } from './gridWindow';

export type MeasuredGrid = GridGeometry & GridWindow;

/** Where the viewport is, in px from the grid's top, and the geometry it was measured with. */
interface View { geometry: GridGeometry; top: number; bottom: number }

/** The rows the view's edges (and a screen below it, for nearEnd) fall in: a new view matters only when one changes. */
function sameRows(a: View, b: View) {
  const g = a.geometry;
  if (g.columns !== b.geometry.columns || g.rowHeight !== b.geometry.rowHeight || g.gap !== b.geometry.gap) return false;
  const rows = (v: View) => [v.top, v.bottom, 2 * v.bottom - v.top].map((px) => Math.floor(px / (g.rowHeight + g.gap)));
  const [x, y] = [rows(a), rows(b)];
  return x.every((row, i) => row === y[i]);
}

/**
 * `[ref, grid]`: put `ref` on the grid element; `count` is the number of games loaded. `grid` is null
 * until the element has a width (and always in jsdom, which has no layout): the caller then renders
 * every loaded game in a plain CSS grid. The window is computed at render from the last view, so it
 * always fits the current count (a page that arrives, a new filter that empties the list).
 */
export function useGridWindow(count: number): [(el: HTMLElement | null) => void, MeasuredGrid | null] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [fling, setFling] = useState(false);
  // The geometry is kept between scroll events and worked out again only for a new width; the last
  // position and time give the scroll's speed; `settle` ends a fling.
  const measured = useRef({ width: 0, geometry: null as GridGeometry | null, top: 0, time: 0, flinging: false, settle: 0 });
  const artQueue = useArtQueue();

  // `scrolled`: a scroll or resize, whose new window renders as a transition: React renders it in
  // slices between frames, and a scroll that goes on meanwhile updates it before it is shown.
  const measure = useCallback((scrolled: boolean) => {
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const m = measured.current;
    if (rect.width !== m.width) {
      m.width = rect.width;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      m.geometry = rect.width > 0 ? gridGeometry(rect.width, rem, parseFloat(getComputedStyle(element).rowGap) || 0) : null;
    }
    const geometry = m.geometry;
    if (!geometry) { setView(null); return; }
    const next = { geometry, top: -rect.top, bottom: window.innerHeight - rect.top };
    const update = () => setView((prev) => (prev && sameRows(prev, next) ? prev : next));
    if (scrolled) startTransition(update); else update();
    // A fling: no overscan rows, and the cards that pass do not fetch their art (artQueue.ts), until
    // the scroll slows down.
    const now = artQueue.clock.now();
    if (m.time && isFling(next.top - m.top, now - m.time, window.innerHeight)) {
      artQueue.hold(FLING_SETTLE_MS);
      if (!m.flinging) startTransition(() => setFling(true));
      m.flinging = true;
      window.clearTimeout(m.settle);
      m.settle = window.setTimeout(() => {
        m.flinging = false;
        startTransition(() => setFling(false));
      }, FLING_SETTLE_MS);
    }
    m.top = next.top;
    m.time = now;
  }, [element, artQueue]);

  // Before the first paint, so the first page is placed with the right columns; but not while hydrating
  // server HTML, whose plain CSS grid already has them: measuring there would force a layout of the
  // whole page inside hydration's task. A page that arrives needs no measure here (the window is worked
  // out from the count at render; the grid grows below, and the ResizeObserver measures again): reading
  // the layout in every commit would force it.
  const mountedHydrating = useRef(hydration.active);
  useLayoutEffect(() => { if (!mountedHydrating.current) measure(false); }, [measure]);
  useEffect(() => { if (mountedHydrating.current) measure(false); }, [measure]);

  useEffect(() => {
    if (!element) return;
    const onScroll = () => measure(true);
    // Capture: a scrolling ancestor other than the document moves the grid too.
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', onScroll);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    observer?.observe(element);
    return () => {
      window.clearTimeout(measured.current.settle);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- measured holds the scroll's state (not a node): the cleanup ends it as it is then
      measured.current.flinging = false;
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
      observer?.disconnect();
    };
  }, [element, measure]);

  if (!element || !view) return [setElement, null];
  return [setElement, { ...view.geometry, ...gridWindow(count, view.geometry, view.top, view.bottom, fling ? 0 : OVERSCAN_ROWS) }];
}
