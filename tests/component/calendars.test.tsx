// @vitest-environment jsdom
// The declared calendars (issue 14; spec 2.5 Bonus calendar dialog and Rakeback calendar, spec 4 Rakeback day
// states, spec 8 Rakeback, spec 9 Calendars): the brand's modal documents rendered with a fixed clock
// (Wednesday 2026-06-17, 10:00 UTC) and an api whose answers the test gives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import { propsOf } from '../../src/renderer/widgetDefaults';
import { useSession } from '../../src/platform/session';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope } from '../../src/renderer/scope';
import { rendererStandIn } from '../support/services';
import { en, renderWith, type Answer } from './tournaments-helpers';
import calendarModal from '../../brands/curacao/modals/calendar.json';
import rakebackModal from '../../brands/curacao/modals/rakeback.json';
import rakebackFragment from '../../brands/curacao/fragments/rakeback.json';
import type { BrandBundle } from '../../src/platform/brand';

/** The modal includes the rakeback calendar's fragment (also /cashback's). */
const brand = { fragments: { rakeback: rakebackFragment } } as unknown as BrandBundle;

const NOW = new Date('2026-06-17T10:00:00.000Z');
const PLAYER = { userId: 7, email: 'p@sandbox.test', currencyCode: 'EUR', currencySymbol: '€', depositCount: 2 };

beforeEach(() => { vi.useFakeTimers({ now: NOW, toFake: ['Date'] }); });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSession.setState({ user: null, authenticated: false, initialized: true });
});

function render(doc: { body: unknown[] }, answer: Answer, user: Record<string, unknown> | null) {
  useSession.setState({ user, authenticated: Boolean(user), initialized: true });
  const scope = { ...emptyScope, user, auth: { authenticated: Boolean(user), initialized: true, selfExcluded: false }, brand: { ...emptyScope.brand, locale: 'en' } };
  const view = renderWith(
    <RenderNodes nodes={structuredClone(doc.body) as NodeDocument[]} path="modals/x.json#/body" />,
    answer, scope as never, '/', { renderer: rendererStandIn(), services: { brand } },
  );
  return { ...view, actionApi: { request: view.request } };
}

const cells = async (testId: string) => {
  await waitFor(() => expect(screen.getAllByTestId(testId)).toHaveLength(28));
  return screen.getAllByTestId(testId);
};

describe('the bonus calendar dialog (?modal=calendar)', () => {
  const offers = [
    { id: 1, banner: { bannerTitle: 'Wednesday reload: 50% up to 500 EUR and 50 free spins' }, validOnDays: [3] },
    { id: 2, name: 'Weekend spins', banner: null, validOnDays: [0, 6] },
  ];
  // get-all-bonus as the platform answers it: with dayOfWeek, the offers of that weekday (spec 7).
  const answer: Answer = (method, path, options) => {
    if (path === '/api/admin/get-all-bonus') {
      const day = options.query?.dayOfWeek;
      const rows = offers.filter((o) => day === undefined || o.validOnDays.includes(Number(day)));
      return { data: { bonus: { count: rows.length, rows } } };
    }
    throw new Error(`unexpected ${method} ${path}`);
  };

  it('shows 28 cells from the Monday of last week, past days opened, today\'s cut title with More, the next 7 days, then locked', async () => {
    render(calendarModal, answer, PLAYER);
    const days = await cells('calendar-day');
    expect(days[0].textContent).toContain('Mon 8');
    expect(days[6].textContent).toContain('Sun 14');
    for (const past of days.slice(0, 9)) expect(past.textContent).toContain(en('text.calendars.bonus.opened'));
    const today = days[9];
    await waitFor(() => expect(today.textContent).toContain('Wednesday reload: 50% up to 500 EU…'));
    expect(within(today).getByRole('link', { name: en('text.calendars.bonus.more') }).getAttribute('href')).toBe('/promotions');
    expect(days[12].textContent).toContain('Weekend spins'); // Saturday 20, within the 7 days after today
    expect(days[16].textContent).toContain('Wednesday reload'); // Wednesday 24, the 7th day
    for (const later of days.slice(17)) expect(later.textContent).toContain(en('text.calendars.bonus.locked'));
    expect(screen.getAllByRole('link', { name: en('text.calendars.bonus.more') })).toHaveLength(1);
  });

  it("issue 29 item 11: the 28 days are lists of days, each named by its date and state for a screen reader", async () => {
    render(calendarModal, answer, PLAYER);
    await cells('calendar-day');
    expect(screen.getAllByRole('list', { name: en('text.calendars.bonus.daysLabel') })).toHaveLength(4);
    expect(screen.getAllByRole('listitem')).toHaveLength(28);
    expect(screen.getByRole('listitem', { name: 'Wednesday, June 17: today' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Monday, June 15: opened' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Thursday, June 18: coming up' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Sunday, July 5: locked' })).toBeTruthy();
  });

  it('for a guest: the titles of the public promotions (GET /api/core/casino/promotions), never a bonus call (it needs a token)', async () => {
    const paths: string[] = [];
    const { request } = render(calendarModal, (method, path, options) => {
      paths.push(path);
      if (path === '/api/core/casino/promotions') {
        expect(options.query).toMatchObject({ limit: 100 });
        return { data: { bonus: { count: offers.length, rows: offers } } };
      }
      throw new Error(`unexpected ${method} ${path}`);
    }, null);
    const days = await cells('calendar-day');
    await waitFor(() => expect(days[9].textContent).toContain('Wednesday reload: 50% up to 500 EU…'));
    expect(days[12].textContent).toContain('Weekend spins');
    expect(days[9].textContent).not.toContain(en('text.calendars.bonus.guestOffer'));
    expect(paths).toEqual(['/api/core/casino/promotions']);
    expect(request.mock.calls.map((c) => c[1])).not.toContain('/api/admin/get-all-bonus');
  });

  it('for a guest whose promotions cannot load, today asks to log in', async () => {
    render(calendarModal, (method, path) => { throw new Error(`unexpected ${method} ${path}`); }, null);
    const days = await cells('calendar-day');
    await waitFor(() => expect(days[9].textContent).toContain(en('text.calendars.bonus.guestOffer')));
  });

  it('a player reads get-all-bonus, not the public promotions', async () => {
    const { request } = render(calendarModal, answer, PLAYER);
    const days = await cells('calendar-day');
    await waitFor(() => expect(days[9].textContent).toContain('Wednesday reload'));
    expect(request.mock.calls.map((c) => c[1])).not.toContain('/api/core/casino/promotions');
  });

  it('spec 7 get-all-bonus calendarDateTime and dayOfWeek: a player\'s calendar asks about each day it titles (today and the next 7)', async () => {
    const { request } = render(calendarModal, answer, PLAYER);
    const days = await cells('calendar-day');
    await waitFor(() => expect(days[16].textContent).toContain('Wednesday reload'));
    const asked = request.mock.calls.filter((c) => c[1] === '/api/admin/get-all-bonus').map((c) => (c[2] as { query: Record<string, unknown> }).query);
    expect(asked.map((q) => [q.calendarDateTime, q.dayOfWeek]).sort()).toEqual([
      ['2026-06-17T12:00:00.000Z', 3], ['2026-06-18T12:00:00.000Z', 4], ['2026-06-19T12:00:00.000Z', 5], ['2026-06-20T12:00:00.000Z', 6],
      ['2026-06-21T12:00:00.000Z', 0], ['2026-06-22T12:00:00.000Z', 1], ['2026-06-23T12:00:00.000Z', 2], ['2026-06-24T12:00:00.000Z', 3],
    ]);
    for (const q of asked) expect(q).toMatchObject({ limit: 1, timeZone: expect.any(String) });
    // A day without an offer of its own says so (Thursday 18: none).
    expect(days[10].textContent).toContain(en('text.calendars.bonus.upcomingNone'));
  });
});

describe('the rakeback calendar (?modal=rakeback, /cashback)', () => {
  const award = { data: { userCalendarData: { ngr: 120, payout: 6, percent: 5, currencyCode: 'EUR' } } };
  function player(claim: () => unknown = () => ({ data: { amount: 4.5, bonusId: 900, currencyCode: 'EUR' } }), user: Record<string, unknown> = PLAYER) {
    let paid = false;
    let participating = true;
    const calls: Array<{ method: string; path: string; query?: Record<string, unknown>; body?: unknown }> = [];
    const answer: Answer = (method, path, options) => {
      calls.push({ method, path, ...options });
      if (path === '/api/admin/get-rakeback-days') {
        return { data: { days: [
          { canClaimDate: '2026-06-17', bonusId: 900, amount: 4.5, paidAt: paid ? '2026-06-17T10:00:00Z' : null },
          { canClaimDate: '2026-06-16', bonusId: 900, amount: 3, paidAt: null },
          { canClaimDate: '2026-06-15', bonusId: 900, amount: 2, paidAt: null },
          { canClaimDate: '2026-06-14', bonusId: 900, amount: 2, paidAt: '2026-06-15T09:00:00Z' },
        ], participating } };
      }
      if (path === '/api/user/calendar-award') return award;
      if (path === '/api/user/get-user-details') return { data: { getUser: user } };
      if (path === '/api/user/rakeback-claim') { paid = true; return claim(); }
      if (path === '/api/user/rakeback-participation') {
        participating = (options.body as { participate: boolean }).participate;
        return { success: true, message: participating ? 'joined' : 'left', data: { participating } };
      }
      throw new Error(`unexpected ${method} ${path}`);
    };
    return { answer, calls };
  }

  it('shows the day states and a claim button only on today and yesterday with an unpaid amount', async () => {
    const { answer } = player();
    render(rakebackModal, answer, PLAYER);
    const days = await cells('rakeback-day');
    await waitFor(() => expect(days[9].textContent).toContain('€4.50'));
    expect(within(days[9]).getByRole('button', { name: en('text.calendars.rakeback.claim') })).toBeTruthy();
    expect(within(days[8]).getByRole('button', { name: en('text.calendars.rakeback.claim') })).toBeTruthy();
    expect(days[7].textContent).toContain(en('text.calendars.rakeback.notClaimed'));
    expect(days[6].textContent).toContain(en('text.calendars.rakeback.claimed'));
    expect(days[20].textContent).toContain(en('text.calendars.rakeback.future'));
    expect(screen.getAllByRole('button', { name: en('text.calendars.rakeback.claim') })).toHaveLength(2);
    // The accumulator: ngr, payout, percent, and the countdown to the next half hour (10:30).
    expect(await screen.findByText(en('text.calendars.rakeback.accumulator.percent', { percent: 5 }))).toBeTruthy();
    expect((await screen.findByRole('timer')).textContent).toBe(en('text.calendars.rakeback.accumulator.countdown', { time: '30:00' }));
    expect(screen.queryByText(en('text.calendars.rakeback.unlock'))).toBeNull();
  });

  it('claims with the spec\'s query and body, shows the amount and currency, and refetches the days', async () => {
    const { answer, calls } = player();
    const { actionApi } = render(rakebackModal, answer, PLAYER);
    const days = await cells('rakeback-day');
    fireEvent.click(await within(days[9]).findByRole('button', { name: en('text.calendars.rakeback.claim') }));
    const dialog = await screen.findByRole('dialog', { name: en('text.calendars.rakeback.successTitle') });
    expect(dialog.textContent).toContain(en('text.calendars.rakeback.successText', { amount: 4.5, currency: 'EUR' }));
    const [, path, options] = actionApi.request.mock.calls.find(([, p]) => p === '/api/user/rakeback-claim')!;
    expect(path).toBe('/api/user/rakeback-claim');
    expect(options.query).toMatchObject({ bonusId: 900, customerDate: '2026-06-17' });
    expect(typeof options.query?.timeZone).toBe('string');
    expect(options.body).toEqual({ bonusId: 900, claimDate: '2026-06-17', customerDate: '2026-06-17' });
    await waitFor(() => expect(within(screen.getAllByTestId('rakeback-day')[9]).queryByRole('button')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/admin/get-rakeback-days').length).toBeGreaterThan(1);
  });

  it('a negative amount or a refusal shows \'Oops! Something Went Wrong\' with the try-again text', async () => {
    for (const claim of [() => ({ data: { amount: -1, bonusId: 900 } }), () => { throw new Error('refused'); }]) {
      const { answer } = player(claim);
      render(rakebackModal, answer, PLAYER);
      const days = await cells('rakeback-day');
      fireEvent.click(await within(days[9]).findByRole('button', { name: en('text.calendars.rakeback.claim') }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Oops! Something Went Wrong' });
      expect(dialog.textContent).toContain(en('text.calendars.rakeback.failedText'));
      cleanup();
    }
  });

  it('cancel participation asks first, then posts participate false and shows the way back', async () => {
    const { answer, calls } = player();
    render(rakebackModal, answer, PLAYER);
    await cells('rakeback-day');
    fireEvent.click(await screen.findByRole('button', { name: en('text.calendars.rakeback.leave') }));
    const confirm = await screen.findByRole('alertdialog', { name: en('text.calendars.rakeback.leaveTitle') });
    expect(calls.some((c) => c.path === '/api/user/rakeback-participation')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: en('text.calendars.rakeback.leaveConfirm') }));
    expect(await screen.findByText(en('text.calendars.rakeback.leftHint'))).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user/rakeback-participation')?.body).toEqual({ participate: false });
    expect(screen.queryByRole('button', { name: en('text.calendars.rakeback.leave') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en('text.calendars.rakeback.join') }));
    expect(await screen.findByRole('button', { name: en('text.calendars.rakeback.leave') })).toBeTruthy();
  });

  it('a player with no deposit sees the unlock hint', async () => {
    const user = { ...PLAYER, depositCount: 0 };
    const { answer } = player(undefined, user);
    render(rakebackModal, answer, user);
    expect(await screen.findByText('This feature is available only for depositors...')).toBeTruthy();
  });

  it('a guest sees a sample calendar: amounts 1 to 1000 with 2 decimals, no claim button, no calls', async () => {
    const { answer } = player();
    const { request } = render(rakebackModal, answer, null);
    const days = await cells('rakeback-day');
    expect(screen.getByText(en('text.calendars.rakeback.sample'))).toBeTruthy();
    for (const day of days) {
      const shown = day.querySelectorAll('p')[1].textContent!;
      expect(shown).toMatch(/^\d{1,3}(,\d{3})*\.\d\d$/);
      const amount = Number(shown.replace(/,/g, ''));
      expect(amount).toBeGreaterThanOrEqual(1);
      expect(amount).toBeLessThanOrEqual(1000);
    }
    expect(screen.queryByRole('button', { name: en('text.calendars.rakeback.claim') })).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('Countdown: the accumulator counts down to the next half hour and fires zero there, once', () => {
  it('ticks each second and emits zero at 10:30, then counts to 11:00', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ now: new Date('2026-06-17T10:29:58.000Z') });
    const { default: Countdown } = await import('../../src/widgets/Countdown/Widget');
    const emit = vi.fn(async () => {});
    renderWith(<Countdown props={propsOf('Countdown', { text: 'text.calendars.rakeback.accumulator.countdown', testId: 'countdown' })} emit={emit} node={{ type: 'Countdown' }} path="" />, () => null);
    const shown = () => screen.getByTestId('countdown').textContent;
    expect(shown()).toBe(en('text.calendars.rakeback.accumulator.countdown', { time: '00:02' }));
    act(() => { vi.advanceTimersByTime(1000); });
    expect(shown()).toBe(en('text.calendars.rakeback.accumulator.countdown', { time: '00:01' }));
    expect(emit).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1000); });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('zero');
    expect(shown()).toBe(en('text.calendars.rakeback.accumulator.countdown', { time: '30:00' }));
    act(() => { vi.advanceTimersByTime(29 * 60_000); });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(shown()).toBe(en('text.calendars.rakeback.accumulator.countdown', { time: '01:00' }));
  });
});
