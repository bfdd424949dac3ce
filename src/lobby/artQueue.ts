// Game art for the windowed grid (GameCard deferArt), a few images per animation frame. Every game image is an SVG
// document (the sandbox's, and many platforms'), which costs the browser a few ms to load, lay out and
// paint: a grid that stops after a fling shows ~50 cards at once, and loading all their art in the same
// frames stalled scrolling (bench:lobby). Cards ask for a turn; each frame grants ART_PER_FRAME turns in
// the order asked (the grid mounts cards row by row), and a card that unmounts gives its turn back.
// While the grid is flung (holdArt), no turn is granted: the cards flung past never fetch their art;
// after a late frame only one is: art waits while the page (or the machine) is behind.
export const ART_PER_FRAME = 2;
/** A frame this late after the previous one means the page is behind (or the machine busy): one image then. */
export const LATE_FRAME_MS = 25;

const waiting = new Set<() => void>();
let scheduled = false;
let heldUntil = 0;
let lastFrame = 0;

const nextFrame = (run: (now: number) => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(() => run(performance.now()), 16);

function grant(now: number) {
  scheduled = false;
  const late = lastFrame > 0 && now - lastFrame > LATE_FRAME_MS;
  lastFrame = now;
  let turns = now < heldUntil ? 0 : late ? 1 : ART_PER_FRAME;
  for (const show of waiting) {
    if (turns-- === 0) break;
    waiting.delete(show);
    show();
  }
  if (waiting.size) schedule();
  else lastFrame = 0; // the next burst's first frame is not late
}

function schedule() {
  if (!scheduled) {
    scheduled = true;
    nextFrame(grant);
  }
}

/** No turns for the next `ms` (a fling: see gridWindow.ts isFling). */
export function holdArt(ms: number) {
  heldUntil = Math.max(heldUntil, performance.now() + ms);
}

/** Queues `show` for a turn; returns the function that leaves the queue. */
export function requestArtTurn(show: () => void): () => void {
  waiting.add(show);
  schedule();
  return () => { waiting.delete(show); };
}
