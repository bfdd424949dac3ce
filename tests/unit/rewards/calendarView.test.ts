// spec 2.5 Bonus calendar dialog and Rakeback calendar, spec 9 Calendars: the calendars as documents read them
// (src/rewards/calendarView.ts): the player's date in their time zone, day names in their language, the
// offers of get-all-bonus, a guest's sample. Fixed clocks and a fixed random source.
import { describe, expect, it } from 'vitest';
import { CALENDAR_RULES, calendarOffers, dateIn } from '../../../src/rewards/calendarView';

const ctx = (iso: string, timeZone = 'UTC', locale = 'en') => ({ now: new Date(iso), timeZone, locale, random: () => 0.5 });

describe('the player\'s date (spec 9: today and yesterday in the player\'s time zone)', () => {
  it('is the date in the time zone, not UTC\'s', () => {
    expect(dateIn(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('2026-12-31');
    expect(dateIn(new Date('2026-12-31T23:30:00Z'), 'Europe/Malta')).toBe('2027-01-01');
    expect(dateIn(new Date('2027-01-01T02:00:00Z'), 'America/New_York')).toBe('2026-12-31');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(dateIn(new Date('2026-06-17T10:00:00Z'), 'Nowhere/Zone')).toBe('2026-06-17');
  });
});

describe('bonusCalendar: 28 days Monday first, with day names in the player\'s language', () => {
  it('starts on the Monday of the week before, names the days, and gives today the offer of its weekday', () => {
    const offers = [
      { id: 1, banner: { bannerTitle: 'Wednesday reload: 50% up to 500 EUR and 50 free spins' }, validOnDays: [3] },
      { id: 2, name: 'Every day bonus', banner: null, validOnDays: null },
    ];
    const view = CALENDAR_RULES.bonusCalendar({ offers }, ctx('2026-06-17T10:00:00Z'));
    expect(view.today).toBe('2026-06-17');
    expect(view.days).toHaveLength(28);
    expect(view.days[0]).toMatchObject({ date: '2026-06-08', dayName: 'Mon', dayNumber: 8, state: 'past' });
    expect(view.weekdays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const today = view.days.find((d) => d.state === 'today')!;
    expect(today.title).toBe('Wednesday reload: 50% up to 500 EU…');
    expect([...today.title!]).toHaveLength(35);
    expect(view.days.find((d) => d.date === '2026-06-18')).toMatchObject({ state: 'upcoming', title: 'Every day bonus' });
    expect(view.days.find((d) => d.date === '2026-06-25')).toMatchObject({ state: 'locked', title: null });
    // The same days as 4 weeks of 7, each from a Monday (a layout that shows a week at a time).
    expect(view.weeks.map((w) => w.start)).toEqual(['2026-06-08', '2026-06-15', '2026-06-22', '2026-06-29']);
    expect(view.weeks.flatMap((w) => w.days)).toEqual(view.days);
    expect(view.weeks.every((w) => w.days.length === 7 && w.days[0].dayName === 'Mon')).toBe(true);
  });
  it('names the days in the player\'s language', () => {
    const german = CALENDAR_RULES.bonusCalendar({}, ctx('2026-06-17T10:00:00Z', 'UTC', 'de')).weekdays;
    expect(german[0]).toMatch(/^Mo/);
    expect(german[2]).toMatch(/^Mi/);
    expect(german[6]).toMatch(/^So/);
  });
  it('reads get-all-bonus rows: banner title, else name; rows without either, or not active, are left out', () => {
    expect(calendarOffers([{ banner: { bannerTitle: 'A' }, validOnDays: [1, 'x'] }, { name: 'B', status: 'active' }, { name: 'Gone', status: 'expired' }, { id: 3 }, null])).toEqual([
      { title: 'A', validOnDays: [1] }, { title: 'B', validOnDays: null },
    ]);
    expect(calendarOffers(undefined)).toEqual([]);
  });
});

describe('rakebackCalendar', () => {
  it('across a year end: the calendar of 2027-01-01 starts on Monday 2026-12-21', () => {
    const view = CALENDAR_RULES.rakebackCalendar({ days: [], signedIn: true }, ctx('2027-01-01T12:00:00Z'));
    expect(view.days[0]).toMatchObject({ date: '2026-12-21', dayName: 'Mon' });
    expect(view.days.at(-1)!.date).toBe('2027-01-17');
  });
  it('a player\'s days: the button for today and yesterday with an unpaid amount, when signed in', () => {
    const days = [
      { canClaimDate: '2026-06-17', amount: 4.5, paidAt: null, bonusId: 900 },
      { canClaimDate: '2026-06-16', amount: 3, paidAt: null, bonusId: 900 },
      { canClaimDate: '2026-06-15', amount: 2, paidAt: null, bonusId: 900 },
      { canClaimDate: '2026-06-14', amount: 2, paidAt: '2026-06-15T09:00:00Z', bonusId: 900 },
    ];
    const view = CALENDAR_RULES.rakebackCalendar({ days, signedIn: true }, ctx('2026-06-17T10:00:00Z'));
    const by = (date: string) => view.days.find((d) => d.date === date)!;
    expect(by('2026-06-17')).toMatchObject({ today: true, showButton: true, claim: 'notClaimed' });
    expect(by('2026-06-16')).toMatchObject({ ended: true, showButton: true });
    expect(by('2026-06-15')).toMatchObject({ showButton: false, claim: 'notClaimed' });
    expect(by('2026-06-14')).toMatchObject({ showButton: false, claim: 'claimed' });
    expect(CALENDAR_RULES.rakebackCalendar({ days, signedIn: false }, ctx('2026-06-17T10:00:00Z')).days.some((d) => d.showButton)).toBe(false);
  });
  it('a guest\'s sample: amounts 1 to 1000 with 2 decimals on every day, no button', () => {
    const view = CALENDAR_RULES.rakebackCalendar({ sample: true, signedIn: true }, ctx('2026-06-17T10:00:00Z'));
    expect(view.days).toHaveLength(28);
    for (const day of view.days) {
      expect(day.amount).toBe(500.5);
      expect(day.showButton).toBe(false);
    }
  });
});
