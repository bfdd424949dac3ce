// spec 2.5 Bonus calendar dialog and Rakeback calendar, spec 4 Rakeback day states, spec 9 Calendars
// (src/rewards/calendar.ts): with fixed dates, across a month end and a year end.
import { describe, it, expect } from 'vitest';
import {
  bonusCalendar, calendarDays, claimDayProblem, countdownText, cutBannerTitle, msToNextHalfHour, rakebackCalendar, sampleRewards,
} from '../../../src/rewards/calendar';

describe('spec 9 Calendars: 28 days, Monday first, starting the week before the current week', () => {
  it.each([
    ['2026-11-25', '2026-11-16', '2026-12-13'], // a Wednesday; runs into December
    ['2026-11-30', '2026-11-23', '2026-12-20'], // a Monday: the week before starts a week earlier
    ['2026-11-29', '2026-11-16', '2026-12-13'], // a Sunday ends its week
    ['2027-01-02', '2026-12-21', '2027-01-17'], // across the year end
    ['2024-03-01', '2024-02-19', '2024-03-17'], // a leap February
  ])('today %s: from %s to %s', (today, first, last) => {
    const days = calendarDays(today);
    expect(days).toHaveLength(28);
    expect(days[0]).toBe(first);
    expect(days[27]).toBe(last);
    expect(new Date(`${days[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(days).toContain(today);
    expect(new Set(days).size).toBe(28);
  });
});

describe('spec 2.5 Bonus calendar dialog', () => {
  const offers = [
    { title: 'Mega Midweek Madness: 75 Free Spins on Crystal Dragon Deluxe', validOnDays: [3] },
    { title: 'Friday Reload', validOnDays: [5] },
    { title: 'Weekend Reload', validOnDays: [5, 6, 0] },
  ];

  it('past days are opened gifts, today its title, the next 7 days upcoming titles, later days locked', () => {
    const days = bonusCalendar('2026-11-25', offers);
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(days.filter((d) => d.state === 'past').map((d) => d.date)).toEqual(calendarDays('2026-11-25').slice(0, 9));
    expect(byDate['2026-11-25']).toMatchObject({ state: 'today', title: 'Mega Midweek Madness: 75 Free Spin…' });
    expect(days.filter((d) => d.state === 'upcoming').map((d) => d.date)).toEqual([
      '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02',
    ]);
    expect(byDate['2026-11-26'].title).toBeNull(); // Thursday: no offer
    expect(byDate['2026-11-27'].title).toBe('Friday Reload'); // the first offer of the day wins
    expect(byDate['2026-11-28'].title).toBe('Weekend Reload');
    expect(byDate['2026-12-02'].title).toBe(cutBannerTitle(offers[0].title));
    expect(days.filter((d) => d.state === 'locked').map((d) => d.date)).toEqual(calendarDays('2026-11-25').slice(17));
    expect(days.filter((d) => d.state !== 'today' && d.state !== 'upcoming').every((d) => d.title === null)).toBe(true);
  });

  it('across the year end, upcoming days run into January', () => {
    const days = bonusCalendar('2026-12-29', offers);
    expect(days.filter((d) => d.state === 'upcoming').map((d) => d.date).at(-1)).toBe('2027-01-05');
    expect(days.find((d) => d.date === '2027-01-01')?.title).toBe('Friday Reload');
  });

  it('spec 9: a banner title is cut at 35 characters', () => {
    expect(cutBannerTitle('Short title')).toBe('Short title');
    expect(cutBannerTitle('x'.repeat(35))).toBe('x'.repeat(35));
    const cut = cutBannerTitle('y'.repeat(36));
    expect([...cut]).toHaveLength(35);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('spec 2.5 Rakeback calendar and spec 4 Rakeback day states', () => {
  const today = '2027-01-01';
  const records = [
    { canClaimDate: '2026-12-30', amount: 4.5, paidAt: null, bonusId: 900 },
    { canClaimDate: '2026-12-31', amount: 12.25, paidAt: null, bonusId: 900 },
    { canClaimDate: '2027-01-01T00:00:00.000Z', amount: 3, paidAt: null, bonusId: 900 },
    { canClaimDate: '2026-12-29', amount: 8, paidAt: '2026-12-30T09:00:00.000Z', bonusId: 900 },
    { canClaimDate: '2027-01-02', amount: 0, paidAt: null, bonusId: 900 },
  ];

  it('each day is ended, today or future; claimed or not claimed by its paid date', () => {
    const days = Object.fromEntries(rakebackCalendar(today, records, true).map((d) => [d.date, d]));
    expect(days['2026-12-29']).toMatchObject({ ended: true, today: false, future: false, claim: 'claimed' });
    expect(days['2026-12-30']).toMatchObject({ ended: true, claim: 'notClaimed' });
    expect(days['2027-01-01']).toMatchObject({ today: true, ended: false, claim: 'notClaimed', amount: 3 });
    expect(days['2027-01-02']).toMatchObject({ future: true, claim: null, amount: null });
  });

  it('spec 9: the claim button only for today and yesterday, signed in, with an unpaid amount', () => {
    const shown = (signedIn: boolean) => rakebackCalendar(today, records, signedIn).filter((d) => d.showButton).map((d) => d.date);
    expect(shown(true)).toEqual(['2026-12-31', '2027-01-01']);
    expect(shown(false)).toEqual([]);
    expect(claimDayProblem('2026-12-31', today)).toBeNull();
    expect(claimDayProblem('2026-12-30', today)).toBe('expired');
    expect(claimDayProblem('2027-01-02', today)).toBe('future');
    expect(claimDayProblem('2027-02-30', today)).toBe('format');
  });

  it('spec 9: the accumulator counts down to the next half hour', () => {
    expect(msToNextHalfHour(new Date('2026-11-25T10:17:30Z'))).toBe(12 * 60_000 + 30_000);
    expect(msToNextHalfHour(new Date('2026-11-25T10:30:00Z'))).toBe(30 * 60_000);
    expect(msToNextHalfHour(new Date('2026-12-31T23:59:59Z'))).toBe(1_000);
    expect(countdownText(12 * 60_000 + 30_000)).toBe('12:30');
    expect(countdownText(1)).toBe('00:01');
    expect(countdownText(-5)).toBe('00:00');
  });

  it('spec 6 and 9: a guest\'s sample calendar has 28 random rewards from 1 to 1000 with 2 decimals', () => {
    const values = [0, 0.5, 0.999999, 0.123456];
    let i = 0;
    const rewards = sampleRewards(today, () => values[i++ % values.length]);
    expect(rewards).toHaveLength(28);
    expect(rewards.slice(0, 4).map((r) => r.amount)).toEqual([1, 500.5, 1000, 124.33]);
    expect(rewards.every((r) => r.amount! >= 1 && r.amount! <= 1000 && Math.round(r.amount! * 100) === r.amount! * 100)).toBe(true);
    expect(rakebackCalendar(today, rewards, false).every((d) => !d.showButton)).toBe(true);
  });
});
