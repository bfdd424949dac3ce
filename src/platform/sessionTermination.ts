// Session termination notice (spec 4 Session termination): when a session ends without the player asking
// (inactivity, expiry, another login...), the reason and time are kept in local storage so the notice
// survives the sign-out, a reload or another tab, and the player sees why on the next click or key press
// (or at load), exactly once.
import type { LogoutRequest } from '../generated/types';
import { STORAGE_KEYS, type KeyValueStorage, getLocalStorage, readString, remove, writeString } from './storage';

/** spec 3 Enumerations: the session termination reasons. */
export type SessionTerminationReason = NonNullable<LogoutRequest['reason']>;

export interface SessionTermination {
  reason: string;
  /** ISO timestamp. */
  time: string | null;
}

/** The modal documents of brands/<id>/modals/ (spec 2.5 Session-ended modal). */
export type TerminationModal = 'session-timeout' | 'session-limit' | 'logged-out';

/**
 * Inactivity shows the inactive title and message; the player's own session time limit (our reason
 * SESSION_TIME_LIMIT, src/platform/sessionLimit.ts) its own; other reasons the logout ones (spec 4).
 */
export function terminationModal(reason: string): TerminationModal {
  if (reason === 'SESSION_TIME_LIMIT') return 'session-limit';
  return reason === 'USER_INACTIVITY_TIMEOUT' ? 'session-timeout' : 'logged-out';
}

/** A player who signs out knows why: only other reasons are worth a notice. */
export function notifiesTermination(reason: string): boolean {
  return reason !== 'USER_INITIATED';
}

export function recordTermination(
  reason: SessionTerminationReason | string, now: Date = new Date(), storage: KeyValueStorage | null = getLocalStorage(),
): void {
  writeString(STORAGE_KEYS.sessionTerminationReason, reason, storage);
  writeString(STORAGE_KEYS.sessionTerminationTime, now.toISOString(), storage);
}

/** The stored termination, removed from storage so it is shown once; null when there is none. */
export function takeTermination(storage: KeyValueStorage | null = getLocalStorage()): SessionTermination | null {
  const reason = readString(STORAGE_KEYS.sessionTerminationReason, storage);
  const time = readString(STORAGE_KEYS.sessionTerminationTime, storage);
  remove(STORAGE_KEYS.sessionTerminationReason, storage);
  remove(STORAGE_KEYS.sessionTerminationTime, storage);
  return reason ? { reason, time } : null;
}

export interface WatchTerminationOptions {
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  storage?: KeyValueStorage | null;
  /** Keep listening after a notice was shown, for a page that outlives several sessions (the shell). */
  repeat?: boolean;
}

/** The interactions after which a stored termination is shown (spec 4: "the next click or key press"). */
const SHOW_ON = ['click', 'keydown'] as const;

/**
 * Shows a stored termination now (at load); otherwise on the next click or key press after one is stored,
 * then stops listening (unless repeat). Returns a stop function. onShow gets the termination, already cleared from storage.
 */
export function watchTermination(onShow: (termination: SessionTermination) => void, options: WatchTerminationOptions = {}): () => void {
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  const show = (termination: SessionTermination) => {
    try {
      onShow(termination);
    } catch (error) {
      console.warn('The session-ended notice could not be shown', error);
    }
  };

  const atLoad = takeTermination(storage);
  if (atLoad) {
    show(atLoad);
    if (!options.repeat) return () => {};
  }
  if (!target) return () => {};

  const stop = () => {
    for (const type of SHOW_ON) target.removeEventListener(type, onInteraction, true);
  };
  function onInteraction() {
    // Cheap when nothing is stored: two local storage reads per click or key press.
    if (!readString(STORAGE_KEYS.sessionTerminationReason, storage)) return;
    const termination = takeTermination(storage);
    if (!options.repeat) stop();
    if (termination) show(termination);
  }
  for (const type of SHOW_ON) target.addEventListener(type, onInteraction, true);
  return stop;
}
