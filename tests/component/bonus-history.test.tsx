// @vitest-environment jsdom
// /bonuses and /profile2/my-bonuses (issue 14; spec 3 Bonus display labels, spec 4 Bonus rules and Auth
// state), the brand document brands/curacao/pages/bonuses.json rendered by the renderer against a fake api
// that keeps the player's bonuses as the sandbox does: the active bonus with the labels that apply (amounts
// in the player's currency, dates in time elements), cancel behind a confirmation (success and failure),
// the auth state refreshed when the history's active bonus differs, past bonuses paged in the address, and
// the loading, empty and error states.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { NodeDocument } from '../../src/generated/types';
import { ApiError } from '../../src/platform/api/client';
import { useSession } from '../../src/platform/session';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope } from '../../src/renderer/scope';
import { rendererStandIn } from '../support/services';
import { en, renderWith, type Answer } from './tournaments-helpers';
import bonusesPage from '../../brands/curacao/pages/bonuses.json';

type Bonus = Record<string, unknown> & { userBonusId: number; id: number; status: string };
const PLAYER = { userId: 7, email: 'p@sandbox.test', currencyCode: 'EUR', currencySymbol: '€', isCrypto: false };

const bonus = (userBonusId: number, status: string, extra: Record<string, unknown> = {}): Bonus => ({
  userBonusId, id: 100 + userBonusId, name: `Offer ${userBonusId}`, type: 'deposit', banner: null, status,
  depositAmount: 100, bonusAmount: 100, freeSpinsQuantity: 0, freeSpinsLeft: 0, game: null,
  wagerRequirement: 3000, wagered: 450, wagerLeft: 2550, convertedAmount: null, maxWin: null,
  wageringType: 'REAL_TO_FUN', wageringMultiplier: 30, start: '2026-11-01T10:00:00.000Z', expiration: '2026-12-01T10:00:00.000Z',
  endedAt: status === 'active' ? null : '2026-11-05T10:00:00.000Z', ...extra,
});

let location = '';
function Where() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}

interface Backend { active: Bonus | null; past: Bonus[]; failHistory?: number; failCancel?: boolean; calls: string[] }

function render(backend: Backend, url = '/bonuses', user: Record<string, unknown> = { ...PLAYER, activeBonus: backend.active ? { id: backend.active.id } : null }) {
  useSession.setState({ user, authenticated: true, initialized: true, token: 'player-token' });
  const answer: Answer = (method, path, { query = {}, body }) => {
    backend.calls.push(`${method} ${path}`);
    if (method === 'GET' && path === '/api/user/bonus-history') {
      if (backend.failHistory && backend.failHistory-- > 0) throw new ApiError(500, 'down');
      const limit = Number(query.limit ?? 24);
      const pageNo = Number(query.pageNo ?? 1);
      return { success: true, data: { activeBonus: backend.active, history: { count: backend.past.length, pageNo, limit, rows: backend.past.slice((pageNo - 1) * limit, pageNo * limit) } } };
    }
    if (method === 'GET' && path === '/api/user/get-user-details') return { data: { getUser: { ...PLAYER, activeBonus: backend.active ? { id: backend.active.id } : null } } };
    if (method === 'POST' && path === '/api/user/bonus/cancel') {
      if (backend.failCancel) throw new ApiError(409, 'This bonus is not active');
      expect(body).toEqual({ userBonusId: backend.active!.userBonusId });
      const cancelled = { ...backend.active!, status: 'cancelled', endedAt: '2026-11-10T10:00:00.000Z' };
      backend.past = [cancelled, ...backend.past];
      backend.active = null;
      return { success: true, data: cancelled };
    }
    throw new Error(`unexpected ${method} ${path}`);
  };
  const renderer = rendererStandIn();
  renderWith(
    <>
      <Where />
      <RenderNodes nodes={structuredClone(bonusesPage.body) as NodeDocument[]} path="pages/bonuses.json#/body" />
    </>,
    answer,
    { ...emptyScope, user, auth: { authenticated: true, initialized: true, selfExcluded: false }, brand: { ...emptyScope.brand, locale: 'en' } } as never,
    url,
    { renderer },
  );
  return renderer;
}

afterEach(() => {
  cleanup();
  useSession.setState({ user: null, authenticated: false, initialized: true, token: null });
});

const term = (list: HTMLElement, label: string) => {
  const dt = within(list).getByText(en(`text.bonus.history.labels.${label}`), { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

describe('the active bonus (spec 3 Bonus display labels)', () => {
  it('shows the labels that apply, amounts in the player\'s currency and dates as time elements', async () => {
    render({ active: bonus(5, 'active'), past: [], calls: [] });
    const card = await screen.findByTestId('active-bonus');
    expect(within(card).getByRole('heading', { name: 'Offer 5' })).toBeTruthy();
    const list = await within(card).findByTestId('active-bonus-labels');
    await waitFor(() => expect(term(list, 'wagerLeft').textContent).toMatch(/€\s?2,550\.00/));
    expect(term(list, 'wagered').textContent).toMatch(/€\s?450\.00/);
    expect(term(list, 'depositAmount').textContent).toMatch(/€\s?100\.00/);
    expect(term(list, 'status').textContent).toBe(en('text.bonus.history.status.active'));
    expect(term(list, 'expiration').querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-01T10:00:00.000Z');
    // Labels that do not apply to an active deposit bonus are left out.
    expect(within(list).queryByText(en('text.bonus.history.labels.freeSpinsLeft'))).toBeNull();
    expect(within(list).queryByText(en('text.bonus.history.labels.convertedAmount'))).toBeNull();
  });

  it('a free-spin bonus shows its spins left and game; wager left never below 0', async () => {
    render({ active: bonus(6, 'active', { type: 'freespins', depositAmount: null, freeSpinsQuantity: 20, freeSpinsLeft: 12, game: 'book_of_sand', wagered: 3100, wagerLeft: 0 }), past: [], calls: [] });
    const list = await screen.findByTestId('active-bonus-labels');
    await waitFor(() => expect(term(list, 'freeSpinsLeft').textContent).toBe(en('text.bonus.history.freeSpinsLeft', { count: 12 })));
    expect(term(list, 'freeSpinsLeft').textContent).toBe('12 spins');
    expect(term(list, 'game').textContent).toBe('Book of sand');
    expect(term(list, 'wagerLeft').textContent).toMatch(/€\s?0\.00/);
    expect(within(list).queryByText(en('text.bonus.history.labels.depositAmount'))).toBeNull();
  });
});

describe('cancel (spec 4 Bonus rules)', () => {
  it('asks first; Keep changes nothing; Cancel posts, says so, lists it as cancelled and refreshes the auth state', async () => {
    const backend: Backend = { active: bonus(5, 'active'), past: [], calls: [] };
    const renderer = render(backend);
    fireEvent.click(await screen.findByRole('button', { name: en('text.bonus.history.cancel.button') }));
    let dialog = await screen.findByRole('alertdialog', { name: en('text.bonus.history.cancel.confirm.title') });
    expect(dialog.textContent).toContain(en('text.bonus.history.cancel.confirm.text', { name: 'Offer 5' }));
    fireEvent.click(within(dialog).getByRole('button', { name: en('text.bonus.history.cancel.confirm.keep') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.calls).not.toContain('POST /api/user/bonus/cancel');

    fireEvent.click(screen.getByRole('button', { name: en('text.bonus.history.cancel.button') }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en('text.bonus.history.cancel.confirm.accept') }));
    expect(await screen.findByText(en('text.bonus.history.cancel.done'))).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('past-bonus-status').map((c) => c.textContent)).toEqual([en('text.bonus.history.status.cancelled')]));
    expect(screen.getByText(en('text.bonus.history.active.none'))).toBeTruthy();
    await waitFor(() => expect(useSession.getState().user?.activeBonus).toBeNull());
    expect(renderer.reportError).not.toHaveBeenCalled();
  });

  it('a refused cancel says so and keeps the bonus', async () => {
    const backend: Backend = { active: bonus(5, 'active'), past: [], failCancel: true, calls: [] };
    render(backend);
    fireEvent.click(await screen.findByRole('button', { name: en('text.bonus.history.cancel.button') }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en('text.bonus.history.cancel.confirm.accept') }));
    expect((await screen.findByRole('alert')).textContent).toContain(en('text.bonus.history.cancel.failed'));
    expect(screen.getByTestId('active-bonus')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('spec 4 Auth state: the history\'s fresh active bonus refreshes the auth state', () => {
  it('a bonus that ended since the auth state was loaded (none in the history) reloads the user', async () => {
    const backend: Backend = { active: null, past: [bonus(3, 'converted', { convertedAmount: 80 })], calls: [] };
    render(backend, '/bonuses', { ...PLAYER, activeBonus: { id: 103 } });
    await waitFor(() => expect(useSession.getState().user?.activeBonus).toBeNull());
    expect(backend.calls).toContain('GET /api/user/get-user-details');
  });

  it('the same active bonus does not reload the user', async () => {
    const backend: Backend = { active: bonus(5, 'active'), past: [], calls: [] };
    render(backend);
    await screen.findByTestId('active-bonus-labels');
    expect(backend.calls).not.toContain('GET /api/user/get-user-details');
  });
});

describe('past bonuses', () => {
  const many = Array.from({ length: 23 }, (_, i) => bonus(100 - i, i % 2 ? 'expired' : 'converted', { convertedAmount: i % 2 ? null : 10 + i }));

  it('pages of 10 with the page in the address; the converted amount only where it applies', async () => {
    render({ active: null, past: many, calls: [] });
    await waitFor(() => expect(screen.getAllByTestId('past-bonus')).toHaveLength(10));
    expect(screen.getAllByTestId('past-bonus-converted')[0].textContent).toMatch(/€\s?10\.00/);
    expect(screen.getAllByTestId('past-bonus-converted')[1].textContent).toBe(en('text.bonus.history.notApplicable'));
    expect(screen.getByText(en('text.bonus.history.paging.page', { page: 1, pages: 3 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('text.bonus.history.paging.next') }));
    await waitFor(() => expect(screen.getAllByTestId('past-bonus-name')[0].textContent).toBe('Offer 90'));
    expect(location).toBe('/bonuses?page=2');
  });

  it("spec 8 ADD_TO_CALENDAR: a cashback put in the rakeback calendar reads so, not 'Converted'", async () => {
    render({ active: null, past: [bonus(7, 'calendar', { type: 'instant_cashback', convertedAmount: null })], calls: [] });
    const row = (await screen.findAllByTestId('past-bonus'))[0];
    await waitFor(() => expect(row.textContent).toContain(en('text.bonus.history.status.calendar')));
    expect(row.textContent).not.toContain(en('text.bonus.history.status.converted'));
  });

  it('a link to page 3 shows its 3 bonuses', async () => {
    render({ active: null, past: many, calls: [] }, '/profile2/my-bonuses?page=3');
    await waitFor(() => expect(screen.getAllByTestId('past-bonus')).toHaveLength(3));
    expect(screen.getAllByTestId('past-bonus-name').map((c) => c.textContent)).toEqual(['Offer 80', 'Offer 79', 'Offer 78']);
  });
});

describe('states', () => {
  it('no bonuses yet: says so with a link to the promotions', async () => {
    render({ active: null, past: [], calls: [] });
    const empty = await screen.findByTestId('bonus-history-empty');
    expect(empty.textContent).toContain(en('text.bonus.history.empty'));
    expect(within(empty).getByRole('link', { name: en('text.bonus.history.toPromotions') }).getAttribute('href')).toBe('/promotions');
    expect(screen.queryByTestId('bonus-history')).toBeNull();
  });

  it('loading, then an error with a retry that loads the history', async () => {
    const backend: Backend = { active: bonus(5, 'active'), past: [], failHistory: 1, calls: [] };
    render(backend);
    expect(screen.getByText(en('text.bonus.history.loading'))).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en('text.bonus.history.error'));
    fireEvent.click(within(alert).getByRole('button', { name: en('text.common.retry') }));
    expect(await screen.findByTestId('active-bonus')).toBeTruthy();
    expect(screen.queryByText(en('text.bonus.history.error'))).toBeNull();
  });
});
