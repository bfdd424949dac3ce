import { describe, it, expect, beforeEach } from 'vitest';
import { ART_PER_FRAME, ArtQueue, LATE_FRAME_MS } from '../../../src/lobby/artQueue';
import { manualClock, type ManualClock } from '../../support/manualClock';

// Animation frames by hand: `frame(ms)` moves the queue's own clock on by ms and runs the frame's callbacks.
let clock: ManualClock;
let queue: ArtQueue;
beforeEach(() => {
  clock = manualClock();
  queue = new ArtQueue(clock);
});
const frame = (ms = 16) => clock.tick(ms);
const requestArtTurn = (show: () => void) => queue.request(show);
const holdArt = (ms: number) => queue.hold(ms);

describe('artQueue: game art a few images per frame', () => {
  it('grants ART_PER_FRAME turns a frame, in the order asked', () => {
    const shown: number[] = [];
    for (let i = 0; i < ART_PER_FRAME * 2 + 1; i++) requestArtTurn(() => shown.push(i));
    expect(shown).toEqual([]);
    frame();
    expect(shown).toEqual(Array.from({ length: ART_PER_FRAME }, (_, i) => i));
    frame();
    frame();
    expect(shown).toHaveLength(ART_PER_FRAME * 2 + 1);
  });

  it('after a late frame (the page, or the machine, is behind) only one turn is granted', () => {
    const shown: number[] = [];
    for (let i = 0; i < ART_PER_FRAME * 3; i++) requestArtTurn(() => shown.push(i));
    frame();
    expect(shown).toHaveLength(ART_PER_FRAME);
    frame(LATE_FRAME_MS + 10);
    expect(shown).toHaveLength(ART_PER_FRAME + 1);
    frame();
    expect(shown).toHaveLength(ART_PER_FRAME * 2 + 1);
  });

  it('a card that leaves (unmounts) gives its turn back', () => {
    const shown: string[] = [];
    const leave = requestArtTurn(() => shown.push('gone'));
    requestArtTurn(() => shown.push('stays'));
    leave();
    frame();
    expect(shown).toEqual(['stays']);
  });

  it('while the grid is flung (holdArt) no turn is granted; they come after the hold', () => {
    const shown: number[] = [];
    holdArt(150);
    requestArtTurn(() => shown.push(1));
    for (let t = 0; t < 140; t += 16) frame();
    expect(shown).toEqual([]);
    // Another fling event extends the hold.
    holdArt(150);
    for (let t = 0; t < 140; t += 16) frame();
    expect(shown).toEqual([]);
    frame();
    frame();
    expect(shown).toEqual([1]);
  });
});
