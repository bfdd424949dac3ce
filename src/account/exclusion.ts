// Self-exclusion and account freeze (spec 2.5 Responsible gaming; spec 3 Enumerations: 'Self-exclusion
// durations: 1h, 12h, 1 day, 3 days, 1 week, 1 month', 'Freeze options: 1 Day (24h), 3 Days, 7 Days,
// 10 Days'; spec 3 User: userLimit holds isSelfExclusionPermanent and a selfExclusion *date*). Pure, so
// the sandbox and the tests use the same rules; whether an exclusion is in force is spec 4's rule
// (src/platform/selfExclusion.ts isSelfExcluded).
// An exclusion ends when the player chose, to the minute (issue 29 item 2): the platform keeps the end
// instant; the user details still give spec 3's selfExclusion date (the UTC day it ends, so a front end
// reading only the date keeps the player excluded through that day, never less) and, ours, the instant
// as selfExclusionEndsAt, which spec 4's rule uses when it is there.

/** spec 3 Enumerations, Self-exclusion durations, by the codes the form and the API use. */
export const SELF_EXCLUSION_DURATIONS = ['1h', '12h', '1d', '3d', '1w', '1m'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
/** Permanent exclusion: only where the brand's settings allow it (allowPermanentSelfExclusion). */
export const PERMANENT = 'permanent';

/** spec 3 Enumerations, Freeze options, in days. */
export const FREEZE_DAYS = [1, 3, 7, 10] as const;
export type FreezeDays = (typeof FREEZE_DAYS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SPANS: Record<Exclude<SelfExclusionDuration, '1m'>, number> = { '1h': HOUR, '12h': 12 * HOUR, '1d': DAY, '3d': 3 * DAY, '1w': 7 * DAY };

export function isSelfExclusionDuration(value: unknown): value is SelfExclusionDuration {
  return typeof value === 'string' && (SELF_EXCLUSION_DURATIONS as readonly string[]).includes(value);
}

export function isFreezeDays(value: unknown): value is FreezeDays {
  return typeof value === 'number' && (FREEZE_DAYS as readonly number[]).includes(value);
}

/** When an exclusion of this duration, started at now, ends: 1 month is a calendar month (31 Jan -> 28/29 Feb). */
export function selfExclusionEnd(duration: SelfExclusionDuration, now: Date): Date {
  if (duration !== '1m') return new Date(now.getTime() + SPANS[duration]);
  const end = new Date(now.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** When a freeze of this many days, started at now, ends (spec 3: '1 Day (24h)': whole days of 24 hours). */
export function freezeEnd(days: FreezeDays, now: Date): Date {
  return new Date(now.getTime() + days * DAY);
}

/** A frozen account refuses login until the freeze ends (spec 2.5 Freeze account); until is an ISO date-time. */
export function isFrozen(frozenUntil: string | null | undefined, now: Date): boolean {
  if (!frozenUntil) return false;
  const end = Date.parse(frozenUntil);
  return !Number.isNaN(end) && end > now.getTime();
}

/**
 * An exclusion as the platform stores it: permanent, or until an instant (ISO date-time: the player's own
 * exclusions) or a date (YYYY-MM-DD, UTC: the control endpoint's and the seeded one, through that whole
 * day); neither when none.
 */
export interface SelfExclusionState { permanent: boolean; until: string | null }

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When an exclusion ends, in epoch ms: a date lasts through that whole UTC day (spec 4: 'the exclusion date is
 * today or later'), a date-time ends at that instant; Infinity when permanent, -Infinity when there is none.
 */
export function exclusionEndsAt(exclusion: SelfExclusionState): number {
  if (exclusion.permanent) return Infinity;
  const until = exclusion.until?.trim();
  if (!until) return -Infinity;
  const end = DATE_ONLY.test(until) ? Date.parse(`${until}T00:00:00.000Z`) + DAY : Date.parse(until);
  return Number.isNaN(end) ? -Infinity : end;
}

/**
 * An exclusion cannot be lifted early (spec 4 Self-exclusion; the limits page says so): a new exclusion may
 * only lengthen the current one. True when `requested` would end before `current` does, which covers any
 * duration while the current exclusion is permanent. An equal or later end is not early; an exclusion that
 * has already ended is lengthened by any new one.
 */
export function liftsExclusionEarly(current: SelfExclusionState, requested: SelfExclusionState): boolean {
  return exclusionEndsAt(requested) < exclusionEndsAt(current);
}

/**
 * The same for a freeze (spec 2.5 Freeze account; the page: 'The freeze cannot be lifted early'): a new freeze
 * may only lengthen a running one. Both are ISO date-times; no current freeze (null) is never lifted early.
 */
export function liftsFreezeEarly(currentUntil: string | null | undefined, requestedUntil: string): boolean {
  if (!currentUntil) return false;
  const current = Date.parse(currentUntil);
  return !Number.isNaN(current) && Date.parse(requestedUntil) < current;
}

/**
 * The exclusion a choice of the limits page (a duration, or permanent) made at `now` asks for: it ends that
 * long after now, rounded up to the whole minute, so the time the player is shown is when it ends.
 */
export function requestedExclusion(choice: SelfExclusionDuration | typeof PERMANENT, now: Date): SelfExclusionState {
  if (choice === PERMANENT) return { permanent: true, until: null };
  const end = selfExclusionEnd(choice, now).getTime();
  return { permanent: false, until: new Date(Math.ceil(end / MINUTE) * MINUTE).toISOString() };
}

/**
 * spec 3 User userLimit as the platform answers it: isSelfExclusionPermanent, selfExclusion (the UTC date the
 * exclusion ends: spec 3's date, through which a date-only reader keeps the player excluded) and, ours,
 * selfExclusionEndsAt (the ISO instant it ends); both null when permanent or none.
 */
export function selfExclusionLimit(exclusion: SelfExclusionState): { isSelfExclusionPermanent: boolean; selfExclusion: string | null; selfExclusionEndsAt: string | null } {
  const end = exclusionEndsAt(exclusion);
  const endsAt = Number.isFinite(end) ? new Date(end).toISOString() : null;
  const until = exclusion.until?.trim();
  // A date-only end is that day itself (its end instant is the next midnight).
  const date = !endsAt || !until ? null : DATE_ONLY.test(until) ? until : endsAt.slice(0, 10);
  return { isSelfExclusionPermanent: exclusion.permanent, selfExclusion: exclusion.permanent ? null : date, selfExclusionEndsAt: exclusion.permanent ? null : endsAt };
}

/**
 * Whether the player's choice would lift their current exclusion early (liftsExclusionEarly), read from the
 * user details (spec 3 User: userLimit's isSelfExclusionPermanent and selfExclusion), so the limits page can say
 * so before asking for a confirmation. No choice yet, or no userLimit: false (the platform still refuses).
 */
export function choiceLiftsExclusionEarly(userLimit: unknown, choice: unknown, now: Date): boolean {
  if (choice !== PERMANENT && !isSelfExclusionDuration(choice)) return false;
  if (!userLimit || typeof userLimit !== 'object') return false;
  const { isSelfExclusionPermanent, selfExclusion, selfExclusionEndsAt } = userLimit as Record<string, unknown>;
  // The instant when the platform gives it (ours), else spec 3's date.
  const until = typeof selfExclusionEndsAt === 'string' ? selfExclusionEndsAt : typeof selfExclusion === 'string' ? selfExclusion : null;
  const current = { permanent: isSelfExclusionPermanent === true, until };
  return liftsExclusionEarly(current, requestedExclusion(choice, now));
}
