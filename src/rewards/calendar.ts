// The rules of the bonus and rakeback calendars (spec 2.5 Bonus calendar dialog and Rakeback calendar;
// spec 4 Rakeback day states; spec 9 Calendars), pure and on calendar dates (YYYY-MM-DD), so the dialog,
// the page and the sandbox (server/sandbox/rakeback.ts) use the same ones. `today` is the player's date,
// given by the caller: no rule here reads a clock.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** spec 9: 28 days, 4 weeks of 7. */
export const CALENDAR_DAYS = 28;
/** spec 9: 'Banner title cut at 35 characters.' */
export const BANNER_TITLE_MAX = 35;
/** spec 2.5: days within the 7-day window after today show upcoming titles. */
export const UPCOMING_DAYS = 7;
/** spec 9: 'Random sample reward 1 to 1000 with 2 decimals.' */
export const SAMPLE_REWARD = { min: 1, max: 1000 } as const;
/** spec 9: 'Rakeback days refresh every 10 s. Calendar award refresh every 15 s.' */
export const RAKEBACK_DAYS_REFRESH_MS = 10_000;
export const CALENDAR_AWARD_REFRESH_MS = 15_000;

export function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, as Date.getDay. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** 0 = Monday ... 6 = Sunday. */
const mondayIndex = (date: string) => (weekdayOf(date) + 6) % 7;

/** spec 9: 28 days, Monday first, starting the week before the current week. */
export function calendarDays(today: string): string[] {
  const start = addDays(today, -mondayIndex(today) - 7);
  return Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(start, i));
}

export type ClaimDayProblem = 'format' | 'future' | 'expired';

/** spec 9: a claim is allowed for today and yesterday (in the player's time zone) only. */
export function claimDayProblem(claimDate: unknown, today: string): ClaimDayProblem | null {
  if (!isDate(claimDate)) return 'format';
  if (claimDate > today) return 'future';
  if (claimDate < addDays(today, -1)) return 'expired';
  return null;
}

/** spec 9: a banner title longer than 35 characters is cut, and says so with an ellipsis (35 in all). */
export function cutBannerTitle(title: string): string {
  const chars = [...title];
  return chars.length <= BANNER_TITLE_MAX ? title : `${chars.slice(0, BANNER_TITLE_MAX - 1).join('').trimEnd()}…`;
}

/** An offer as the bonus calendar reads it: its banner title and weekdays (null: every day). */
export interface CalendarOffer { title: string; validOnDays: number[] | null }

export type BonusDayState = 'past' | 'today' | 'upcoming' | 'locked';

export interface BonusCalendarDay {
  date: string;
  /** 0 = Sunday, for the day's name in the player's language. */
  weekday: number;
  state: BonusDayState;
  /** The banner title (cut) of today's and the upcoming days' offer; null on other days or with no offer. */
  title: string | null;
}

/**
 * spec 2.5 Bonus calendar dialog: past days an opened gift with a check mark; today the banner title (cut to
 * 35 characters) and a More button; the next 7 days their upcoming banner titles; later days locked gifts.
 * A day's offer is the first offer valid on its weekday, in the list's order (get-all-bonus's sort).
 */
export function bonusCalendar(today: string, offers: readonly CalendarOffer[]): BonusCalendarDay[] {
  const offerOn = (weekday: number) => offers.find((o) => o.validOnDays === null || o.validOnDays.includes(weekday)) ?? null;
  const lastUpcoming = addDays(today, UPCOMING_DAYS);
  return calendarDays(today).map((date) => {
    const weekday = weekdayOf(date);
    const state: BonusDayState = date < today ? 'past' : date === today ? 'today' : date <= lastUpcoming ? 'upcoming' : 'locked';
    const offer = state === 'today' || state === 'upcoming' ? offerOn(weekday) : null;
    return { date, weekday, state, title: offer ? cutBannerTitle(offer.title) : null };
  });
}

/** A day of get-rakeback-days (spec 3 Rakeback day). */
export interface RakebackDayRecord { canClaimDate?: string | null; bonusId?: string | number | null; amount?: number | null; paidAt?: string | null }

export type RakebackDayState = 'ended' | 'today' | 'future';

export interface RakebackCalendarDay {
  date: string;
  weekday: number;
  /** spec 3: the calendar view adds ended, future and today. */
  ended: boolean;
  today: boolean;
  future: boolean;
  /** spec 4: a day with an amount is claimed when paid, not claimed otherwise; null with no amount. */
  claim: 'claimed' | 'notClaimed' | null;
  amount: number | null;
  /** spec 2.5: the claim button only for today and yesterday, signed in, with an unpaid amount. */
  showButton: boolean;
  day: RakebackDayRecord | null;
}

const recordDate = (day: RakebackDayRecord) => (typeof day.canClaimDate === 'string' ? day.canClaimDate.slice(0, 10) : null);

/** spec 2.5 Rakeback calendar: the 4x7 days with their state from get-rakeback-days. */
export function rakebackCalendar(today: string, records: readonly RakebackDayRecord[], signedIn: boolean): RakebackCalendarDay[] {
  const byDate = new Map<string, RakebackDayRecord>();
  for (const record of records) {
    const date = recordDate(record);
    if (date && !byDate.has(date)) byDate.set(date, record);
  }
  return calendarDays(today).map((date) => {
    const day = byDate.get(date) ?? null;
    const amount = typeof day?.amount === 'number' && Number.isFinite(day.amount) && day.amount > 0 ? day.amount : null;
    const paid = typeof day?.paidAt === 'string' && day.paidAt !== '';
    return {
      date,
      weekday: weekdayOf(date),
      ended: date < today,
      today: date === today,
      future: date > today,
      claim: amount === null ? null : paid ? 'claimed' : 'notClaimed',
      amount,
      showButton: signedIn && amount !== null && !paid && claimDayProblem(date, today) === null,
      day,
    };
  });
}

/**
 * spec 9: 'The accumulator resets on the half hour': the milliseconds from `now` to the next :00 or :30
 * (a whole half hour at the turn itself). Counted on UTC's half hours, which are every zone's but those a
 * quarter hour off (Nepal, Chatham).
 */
export function msToNextHalfHour(now: Date): number {
  const half = 30 * 60_000;
  const into = now.getTime() % half;
  return half - into;
}

/** The countdown's MM:SS (up to 30:00). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** spec 6 and 9: a guest's sample calendar, random amounts 1 to 1000 with 2 decimals (random given: tests fix it). */
export function sampleRewards(today: string, random: () => number): RakebackDayRecord[] {
  return calendarDays(today).map((date) => ({
    canClaimDate: date,
    amount: Math.round((SAMPLE_REWARD.min + random() * (SAMPLE_REWARD.max - SAMPLE_REWARD.min)) * 100) / 100,
    paidAt: null,
    bonusId: null,
  }));
}
