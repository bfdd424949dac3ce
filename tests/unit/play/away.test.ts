import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAY_AFTER_MS, createAwayTimer, REMOVED_AFTER_MS, type AwayCause, type AwayState } from '../../../src/play/away';

const MIN = 60 * 1000;

function setup() {
  const changes: Array<[AwayState, AwayCause | undefined]> = [];
  const timer = createAwayTimer({ onChange: (state, cause) => changes.push([state, cause]) });
  return { timer, changes };
}

describe('spec 4 Away status in games', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec 9 Session and away: automatic after 5 minutes, removal after 30', () => {
    expect(AWAY_AFTER_MS).toBe(5 * MIN);
    expect(REMOVED_AFTER_MS).toBe(30 * MIN);
  });

  it("spec 4: 'It is set ... automatically after 5 minutes of inactivity'", () => {
    const { timer, changes } = setup();
    vi.advanceTimersByTime(5 * MIN - 1);
    expect(timer.state).toBe('active');
    vi.advanceTimersByTime(1);
    expect(timer.state).toBe('away');
    expect(changes).toEqual([['away', 'inactivity']]);
  });

  it('spec 4: activity restarts the 5-minute countdown', () => {
    const { timer } = setup();
    vi.advanceTimersByTime(4 * MIN);
    timer.activity();
    vi.advanceTimersByTime(4 * MIN);
    expect(timer.state).toBe('active');
    vi.advanceTimersByTime(1 * MIN);
    expect(timer.state).toBe('away');
  });

  it("spec 4: 'It is set manually' and the player comes back with I'm back", () => {
    const { timer, changes } = setup();
    timer.setAway(true);
    expect(timer.state).toBe('away');
    timer.activity(); // activity while away does not end it: the player says so
    expect(timer.state).toBe('away');
    timer.setAway(false);
    expect(timer.state).toBe('active');
    expect(changes).toEqual([['away', 'manual'], ['active', undefined]]);
    vi.advanceTimersByTime(5 * MIN);
    expect(timer.state).toBe('away');
  });

  it("spec 4: 'The player is removed from the game after 30 minutes away'", () => {
    const { timer, changes } = setup();
    vi.advanceTimersByTime(5 * MIN); // away by inactivity
    vi.advanceTimersByTime(30 * MIN - 1);
    expect(timer.state).toBe('away');
    vi.advanceTimersByTime(1);
    expect(timer.state).toBe('removed');
    expect(changes.at(-1)).toEqual(['removed', undefined]);
    timer.setAway(false); // too late: only a new game brings the player back
    expect(timer.state).toBe('removed');
    timer.restart();
    expect(timer.state).toBe('active');
  });

  it('spec 4: coming back within 30 minutes cancels the removal', () => {
    const { timer } = setup();
    timer.setAway(true);
    vi.advanceTimersByTime(29 * MIN);
    timer.setAway(false);
    vi.advanceTimersByTime(2 * MIN);
    expect(timer.state).toBe('active');
  });

  it('dispose stops every timer', () => {
    const { timer, changes } = setup();
    timer.dispose();
    vi.advanceTimersByTime(60 * MIN);
    expect(changes).toEqual([]);
  });
});
