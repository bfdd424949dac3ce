// Away status in games (spec 4 'Away status in games', spec 9 'Away: automatic after 5 minutes, removal
// after 30'): a small timer state machine, free of React and the DOM so fake timers can drive it.
//   active --(5 minutes without activity, or setAway(true))--> away
//   away   --(setAway(false): "I'm back")-------------------> active
//   away   --(30 minutes away)-------------------------------> removed (the game is ended)
//   removed --(restart())------------------------------------> active
// Activity while away does not end it: the player comes back explicitly, so a stray mouse move over the
// overlay does not resume a paused game.

export const AWAY_AFTER_MS = 5 * 60 * 1000;
export const REMOVED_AFTER_MS = 30 * 60 * 1000;

export type AwayState = 'active' | 'away' | 'removed';
/** How the player became away: by the toggle, or by inactivity. */
export type AwayCause = 'manual' | 'inactivity';

export interface AwayTimer {
  readonly state: AwayState;
  /** Activity on the page or from the game (casino:activity): restarts the 5-minute countdown while active. */
  activity(): void;
  /** The "I'm away" toggle. */
  setAway(away: boolean): void;
  /** A new game after removal. */
  restart(): void;
  /** Stops the timers (unmount). */
  dispose(): void;
}

export interface AwayTimerOptions {
  onChange(state: AwayState, cause?: AwayCause): void;
  awayAfterMs?: number;
  removedAfterMs?: number;
}

export function createAwayTimer(options: AwayTimerOptions): AwayTimer {
  const awayAfter = options.awayAfterMs ?? AWAY_AFTER_MS;
  const removedAfter = options.removedAfterMs ?? REMOVED_AFTER_MS;
  let state: AwayState = 'active';
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const go = (next: AwayState, cause?: AwayCause) => {
    clear();
    state = next;
    if (disposed) return;
    if (next === 'active') timer = setTimeout(() => go('away', 'inactivity'), awayAfter);
    if (next === 'away') timer = setTimeout(() => go('removed'), removedAfter);
    options.onChange(next, cause);
  };

  // Starts active with the inactivity countdown running, without announcing the first state.
  timer = setTimeout(() => go('away', 'inactivity'), awayAfter);

  return {
    get state() {
      return state;
    },
    activity() {
      if (state !== 'active' || disposed) return;
      clear();
      timer = setTimeout(() => go('away', 'inactivity'), awayAfter);
    },
    setAway(away) {
      if (disposed || state === 'removed') return;
      if (away && state === 'active') go('away', 'manual');
      else if (!away && state === 'away') go('active');
    },
    restart() {
      if (!disposed && state === 'removed') go('active');
    },
    dispose() {
      disposed = true;
      clear();
    },
  };
}
