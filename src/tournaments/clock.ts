// One shared one-second clock for every countdown on the page (a list of races must not start one timer
// per card). It runs only while something listens and the tab is visible: a hidden tab does no work,
// and on coming back the clock jumps to the current time at once.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function sync() {
  const run = listeners.size > 0 && !hidden();
  if (run && timer === null) {
    tick();
    timer = setInterval(tick, 1000);
  } else if (!run && timer !== null) {
    clearInterval(timer);
    timer = null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1 && typeof document !== 'undefined') document.addEventListener('visibilitychange', sync);
  sync();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof document !== 'undefined') document.removeEventListener('visibilitychange', sync);
    sync();
  };
}

/** The current time in milliseconds, re-rendering the caller every second while the tab is visible. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}

/** For tests: whether the shared timer is running. */
export const clockRunning = () => timer !== null;
