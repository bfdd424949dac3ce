// Time and animation frames a test drives by hand (src/lobby/artQueue.ts ArtClock): `frame(ms)` moves
// the clock on by ms and runs the callbacks asked for the next frame. No real timer is involved, so a
// test gives the same answer on an idle and a busy machine.
import type { ArtClock } from '../../src/lobby/artQueue';

export interface ManualClock extends ArtClock {
  /** Moves time on by `ms` and runs the pending frame callbacks with the new time. */
  tick(ms?: number): void;
  /** Frame callbacks waiting. */
  pending(): number;
}

export function manualClock(start = 1000): ManualClock {
  let time = start;
  let callbacks: Array<(now: number) => void> = [];
  return {
    now: () => time,
    frame: (run) => { callbacks.push(run); },
    tick(ms = 16) {
      time += ms;
      const run = callbacks;
      callbacks = [];
      for (const callback of run) callback(time);
    },
    pending: () => callbacks.length,
  };
}
