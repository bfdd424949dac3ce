// Tournament states (spec 3 Enumerations: starts in, ends in, ended) as one pure rule, used by the sandbox
// (server/sandbox/routes/catalogue.ts) to answer `state` and by the front end to tick the countdown between
// answers, so both read the clock the same way. The window is half-open [startsAt, endsAt): at exactly
// startsAt a race is running ('ends in'), at exactly endsAt it has ended.

/** spec 3 Enumerations: Tournament states (the same strings as schemas/api/enums.schema.json). */
export type TournamentState = 'starts in' | 'ends in' | 'ended';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The whole remaining time in milliseconds (0 once ended). */
  totalMs: number;
}

export interface TournamentClock {
  state: TournamentState;
  /** Time to the start ('starts in'), to the end ('ends in'), or zero ('ended'). */
  remaining: Remaining;
}

type Instant = Date | string | number;

const toMs = (value: Instant): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** Splits a duration into whole days, hours, minutes and seconds (rounded down; negative counts as 0). */
export function splitDuration(ms: number): Remaining {
  const totalMs = Math.max(0, Math.floor(ms));
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

/** spec 3 Tournament states of a race between startsAt and endsAt, at `now`, with the time left. */
export function tournamentState(startsAt: Instant, endsAt: Instant, now: Instant): TournamentClock {
  const start = toMs(startsAt);
  const end = toMs(endsAt);
  const at = toMs(now);
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(at)) throw new RangeError('tournamentState: invalid date');
  if (at < start) return { state: 'starts in', remaining: splitDuration(start - at) };
  if (at < end) return { state: 'ends in', remaining: splitDuration(end - at) };
  return { state: 'ended', remaining: splitDuration(0) };
}

/** Order of the list: running races first, then upcoming, then ended (stable within a state). */
export const STATE_ORDER: Readonly<Record<TournamentState, number>> = { 'ends in': 0, 'starts in': 1, ended: 2 };
