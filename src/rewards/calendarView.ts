// The calendars as a document reads them (spec 2.5 Bonus calendar dialog and Rakeback calendar): the rules of
// src/rewards/calendar.ts fed with the player's date, and each day given its name and number in the player's
// language, so the dialog and the page are Grid, Repeat and Text nodes over `data.<name>.value` (the Compute
// widget gives it). Pure: the clock, the time zone, the language and the random source are parameters.
import { bonusCalendar, cutBannerTitle, rakebackCalendar, sampleRewards, type CalendarOffer, type RakebackDayRecord } from './calendar';

export interface CalendarContext { now: Date; timeZone: string; locale: string; random: () => number }

/** The calendar date (YYYY-MM-DD) at `now` in a time zone (the player's: spec 9 'in the player's time zone'). */
export function dateIn(now: Date, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function names(locale: string) {
  const safe = (options: Intl.DateTimeFormatOptions) => {
    try { return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }); } catch { return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }); }
  };
  const short = safe({ weekday: 'short' });
  const long = safe({ weekday: 'long', day: 'numeric', month: 'long' });
  const month = safe({ month: 'short' });
  return (date: string) => {
    const at = new Date(`${date}T12:00:00Z`);
    return { dayName: short.format(at), dayNumber: Number(date.slice(8, 10)), month: month.format(at), fullDate: long.format(at) };
  };
}

/** An active offer of get-all-bonus as the bonus calendar reads it: its banner title (or name) and weekdays. */
export function calendarOffers(rows: unknown): CalendarOffer[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const r = row as { banner?: { bannerTitle?: unknown } | null; name?: unknown; validOnDays?: unknown; status?: unknown };
    // An offer that is not running (a status other than active) gives no day its title.
    if (typeof r.status === 'string' && r.status !== 'active') return [];
    const title = typeof r.banner?.bannerTitle === 'string' && r.banner.bannerTitle ? r.banner.bannerTitle : typeof r.name === 'string' ? r.name : '';
    if (!title) return [];
    const days = Array.isArray(r.validOnDays) ? r.validOnDays.filter((d): d is number => Number.isInteger(d)) : null;
    return [{ title, validOnDays: days }];
  });
}

type Named<D> = D & ReturnType<ReturnType<typeof names>>;
/** The 28 days, and the same as 4 weeks of 7 (Monday first) for a layout that shows a week at a time. */
export interface CalendarView<D> { today: string; timeZone: string; weekdays: string[]; days: Array<Named<D>>; weeks: Array<{ start: string; days: Array<Named<D>> }> }

function view<D extends { date: string }>(ctx: CalendarContext, today: string, days: D[]): CalendarView<D> {
  const name = names(ctx.locale);
  const named = days.map((d) => ({ ...d, ...name(d.date) }));
  const weeks = [0, 7, 14, 21].map((i) => named.slice(i, i + 7)).filter((w) => w.length > 0).map((w) => ({ start: w[0].date, days: w }));
  return { today, timeZone: ctx.timeZone, weekdays: named.slice(0, 7).map((d) => d.dayName), days: named, weeks };
}

/** The named rules a Compute node may run (its `rule` prop), each from its `args` and the context. */
export const CALENDAR_RULES = {
  /** args.offers: get-all-bonus's rows (data.bonus.rows); a guest passes none. */
  bonusCalendar: (args: Record<string, unknown>, ctx: CalendarContext) => {
    const today = dateIn(ctx.now, ctx.timeZone);
    // Each day also carries the instant a player's calendar asks get-all-bonus about it (spec 7
    // calendarDateTime, with dayOfWeek): midday UTC is within that date in every zone from -12 to +11 hours.
    // stateText: the text key of the day's state, for the day's accessible name (its date and state).
    const days = bonusCalendar(today, calendarOffers(args.offers)).map((d) => ({
      ...d, calendarDateTime: `${d.date}T12:00:00.000Z`, stateText: `text.calendars.bonus.state.${d.state}`,
    }));
    return view(ctx, today, days);
  },
  /**
   * One day of a player's bonus calendar from get-all-bonus asked about that day (spec 7: calendarDateTime,
   * dayOfWeek): args.offers, that answer's rows; args.weekday, the day's (0 = Sunday). Gives {title}: the first
   * offer valid that day, its banner title cut to 35 characters (spec 9), else args.title (a guest's, from the
   * whole list), else null.
   */
  bonusCalendarDay: (args: Record<string, unknown>) => {
    const weekday = Number(args.weekday);
    const offer = calendarOffers(args.offers).find((o) => o.validOnDays === null || o.validOnDays.includes(weekday));
    return { title: offer ? cutBannerTitle(offer.title) : typeof args.title === 'string' && args.title ? args.title : null };
  },
  /**
   * args.days: get-rakeback-days's data.days; args.signedIn: the claim button's condition; args.sample: a
   * guest's sample calendar instead (spec 6 and 9: random amounts 1 to 1000 with 2 decimals, no claim button).
   */
  rakebackCalendar: (args: Record<string, unknown>, ctx: CalendarContext) => {
    const today = dateIn(ctx.now, ctx.timeZone);
    if (args.sample === true) return view(ctx, today, rakebackCalendar(today, sampleRewards(today, ctx.random), false));
    const records = Array.isArray(args.days) ? (args.days as RakebackDayRecord[]) : [];
    return view(ctx, today, rakebackCalendar(today, records, args.signedIn === true));
  },
} as const;

export type CalendarRuleName = keyof typeof CALENDAR_RULES;
