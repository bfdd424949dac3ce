// The inactivity timer (spec 4 Session termination, spec 9 Session and away): a session ends after the
// configured minutes without a mouse, keyboard, scroll, touch, click or focus event. Activity only records
// a time (no timer is reset per mouse move, and the shared time is written at most once per throttle
// interval); one timer checks on expiry and waits the remainder when there was activity meanwhile. The
// last activity is shared through local storage, so a player active in one tab is not signed out by an
// idle other tab (they share the token).
import { type KeyValueStorage, getLocalStorage, readString, writeString } from './storage';

/** Events that count as activity (spec 4 Session termination). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click', 'focus'] as const;

/** Our name: the last activity time (ms since epoch) shared between tabs. */
export const LAST_ACTIVITY_STORAGE_KEY = 'lastActivityAt';

/** Activity is recorded at most this often. */
export const ACTIVITY_THROTTLE_MS = 1000;

export interface InactivityTimerOptions {
  /** inactivityTimeoutMinutes(settings) (src/platform/settings.ts). */
  minutes: number;
  onTimeout: () => void;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Shares the last activity between tabs; null keeps it in this tab only. */
  storage?: KeyValueStorage | null;
  throttleMs?: number;
  now?: () => number;
}

/** Milliseconds left before the timeout, from the last activity. Pure. */
export function remainingMs(lastActivity: number, timeoutMs: number, now: number): number {
  return lastActivity + timeoutMs - now;
}

/** Starts the timer; returns a stop function. onTimeout runs at most once, then the timer stops. */
export function startInactivityTimer(options: InactivityTimerOptions): () => void {
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  const now = options.now ?? (() => Date.now());
  const throttleMs = options.throttleMs ?? ACTIVITY_THROTTLE_MS;
  const timeoutMs = Math.max(0, options.minutes) * 60 * 1000;

  let lastActivity = now();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const share = (at: number) => writeString(LAST_ACTIVITY_STORAGE_KEY, String(at), storage);
  const sharedActivity = () => {
    const n = Number(readString(LAST_ACTIVITY_STORAGE_KEY, storage));
    // A time in the future (another tab's clock, a bad value) does not keep the session alive.
    return Number.isFinite(n) && n <= now() ? n : 0;
  };

  const onActivity = () => {
    const t = now();
    if (t - lastActivity < throttleMs) return;
    lastActivity = t;
    share(t);
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target?.removeEventListener(type, onActivity, { capture: true } as EventListenerOptions);
  };

  const check = () => {
    if (stopped) return;
    const left = remainingMs(Math.max(lastActivity, sharedActivity()), timeoutMs, now());
    if (left > 0) {
      timer = setTimeout(check, left);
      return;
    }
    stop();
    options.onTimeout();
  };

  share(lastActivity);
  // Capture, so focus and scroll (which do not bubble) anywhere in the page count; passive, so listening
  // never delays scrolling or touch.
  for (const type of ACTIVITY_EVENTS) target?.addEventListener(type, onActivity, { capture: true, passive: true });
  timer = setTimeout(check, timeoutMs);
  return stop;
}
