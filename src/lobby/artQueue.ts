// Game art for the windowed grid (GameCard deferArt), a few images per animation frame. Every game image is an SVG
// document (the sandbox's, and many platforms'), which costs the browser a few ms to load, lay out and
// paint: a grid that stops after a fling shows ~50 cards at once, and loading all their art in the same
// frames stalled scrolling (bench:lobby). Cards ask for a turn; each frame grants ART_PER_FRAME turns in
// the order asked (the grid mounts cards row by row), and a card that unmounts gives its turn back.
// While the grid is flung (hold), no turn is granted: the cards flung past never fetch their art;
// after a late frame only one is: art waits while the page (or the machine) is behind.
// The queue takes its clock and its frames (ArtClock), so a test drives them; the page uses the
// browser's (performance.now, requestAnimationFrame) through ArtQueueContext's default queue.
import { createContext, useContext } from 'react';

export const ART_PER_FRAME = 2;
/** A frame this late after the previous one means the page is behind (or the machine busy): one image then. */
export const LATE_FRAME_MS = 25;

/** Time and animation frames: the browser's, or a test's. */
export interface ArtClock {
  now(): number;
  /** Runs `run` at the next frame, with that frame's time. */
  frame(run: (now: number) => void): void;
}

export const browserClock: ArtClock = {
  now: () => performance.now(),
  frame: (run) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    else setTimeout(() => run(performance.now()), 16);
  },
};

export class ArtQueue {
  private readonly waiting = new Set<() => void>();
  private scheduled = false;
  private heldUntil = 0;
  private lastFrame = 0;

  constructor(readonly clock: ArtClock = browserClock) {}

  /** No turns for the next `ms` (a fling: see gridWindow.ts isFling). */
  hold(ms: number): void {
    this.heldUntil = Math.max(this.heldUntil, this.clock.now() + ms);
  }

  /** Queues `show` for a turn; returns the function that leaves the queue. */
  request(show: () => void): () => void {
    this.waiting.add(show);
    this.schedule();
    return () => { this.waiting.delete(show); };
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.clock.frame((now) => this.grant(now));
  }

  private grant(now: number): void {
    this.scheduled = false;
    const late = this.lastFrame > 0 && now - this.lastFrame > LATE_FRAME_MS;
    this.lastFrame = now;
    let turns = now < this.heldUntil ? 0 : late ? 1 : ART_PER_FRAME;
    for (const show of this.waiting) {
      if (turns-- === 0) break;
      this.waiting.delete(show);
      show();
    }
    if (this.waiting.size) this.schedule();
    else this.lastFrame = 0; // the next burst's first frame is not late
  }
}

/** The page's art queue (one for the page, so all grids share the frames); a test provides its own. */
export const ArtQueueContext = createContext<ArtQueue>(new ArtQueue());
export const useArtQueue = () => useContext(ArtQueueContext);
