// The session time limit (spec 2.5 Responsible gaming; spec 5 and 9 Limits): the player's session ends when
// the time since login passes the limit they set. The platform answers the session's end in get-user-details
// (userLimit.sessionEndsAt) and refuses calls after it (403 SESSION_TIME_LIMIT); this timer ends the session
// on time in the browser too, with its own termination reason, so the session-ended notice says why.
import type { User } from '../generated/types';
import type { SessionTerminationReason } from './sessionTermination';

/** Ours (spec 3's Session termination reasons have none for a player's own session limit). */
export const SESSION_LIMIT_REASON: SessionTerminationReason = 'SESSION_TIME_LIMIT';

/** setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer wait is taken in steps. */
const MAX_DELAY_MS = 2_147_483_647;

/** When the user's session ends under the limit (ms since the epoch); null without one. */
export function sessionLimitEnd(user: Pick<User, 'userLimit'> | null | undefined): number | null {
  const endsAt = (user?.userLimit as { sessionEndsAt?: unknown } | null | undefined)?.sessionEndsAt;
  const at = typeof endsAt === 'string' ? Date.parse(endsAt) : NaN;
  return Number.isFinite(at) ? at : null;
}

export interface SessionLimitTimerOptions {
  /** ms since the epoch when the session ends. */
  endsAt: number;
  onEnd: () => void;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

/** Calls onEnd once at endsAt (at once when it has passed); returns a stop function. */
export function startSessionLimitTimer({
  endsAt, onEnd, now = () => Date.now(),
  schedule = (run, ms) => setTimeout(run, ms), cancel = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}: SessionLimitTimerOptions): () => void {
  let handle: unknown;
  let stopped = false;
  const check = () => {
    if (stopped) return;
    const left = endsAt - now();
    if (left > 0) {
      handle = schedule(check, Math.min(left, MAX_DELAY_MS));
      return;
    }
    stopped = true;
    onEnd();
  };
  check();
  return () => {
    stopped = true;
    cancel(handle);
  };
}
