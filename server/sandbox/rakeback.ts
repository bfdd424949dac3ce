// Rakeback rules (spec 9 Calendars: "Claim allowed for today and yesterday"; spec 4 Rakeback day
// states) as pure functions, and the deterministic day amounts of the sandbox, so the calendar of a
// seeded player looks the same in every run and on every day.
import { hashString } from './seed/prng';
import { addDays } from '../../src/rewards/calendar';

// The calendar rules are the front end's own (one module, so the two cannot drift).
export { addDays, calendarDays, claimDayProblem, isDate, type ClaimDayProblem } from '../../src/rewards/calendar';

// Making an Intl.DateTimeFormat costs about 0.1 ms, more than the rest of a call; one per zone is kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
    if (formats.size < 1000) formats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) at `now` in an IANA time zone; throws RangeError for an unknown zone. */
export function dateInTimeZone(now: Date, timeZone = 'UTC'): string {
  const parts = dateFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The weekday (0 = Sunday, as Date.getDay) at `now` in an IANA time zone. */
export function weekdayInTimeZone(now: Date, timeZone = 'UTC'): number {
  const name = dateFormat(timeZone).formatToParts(now).find((p) => p.type === 'weekday')?.value ?? '';
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

export function isTimeZone(value: string): boolean {
  try {
    dateInTimeZone(new Date(0), value);
    return true;
  } catch {
    return false;
  }
}


/** The rakeback a depositor earned on a day, in minor units (1.00 to 40.00 in a 2-decimal currency). */
export function rakebackAmountMinor(userId: number, date: string, decimals: number): number {
  const units = 100 + (hashString(`rakeback:${userId}:${date}`) % 3901);
  return decimals >= 2 ? units * 10 ** (decimals - 2) : Math.max(1, Math.round(units / 10 ** (2 - decimals)));
}

/**
 * Days before yesterday can no longer be claimed: the sandbox shows most of them as claimed (paid the
 * next morning) and some as missed, so the calendar has both states of spec 4 without a stored history.
 */
export function seededPaidAt(userId: number, date: string, today: string): string | null {
  if (date >= addDays(today, -1)) return null;
  return hashString(`paid:${userId}:${date}`) % 10 < 7 ? `${addDays(date, 1)}T09:00:00.000Z` : null;
}
