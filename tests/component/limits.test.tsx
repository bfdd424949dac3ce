// @vitest-environment jsdom
// The limits page is the brand's document (spec 2.5 Responsible gaming; spec 3 Limit forms and periods):
// its form documents' rules as a player meets them. A deposit limit's amount above 0 and its removal by an
// empty amount; the bet limit's required confirmation (spec 5) and the server's 'Change Not Allowed'
// (spec 8); the session limit's minimum per unit and maximum (spec 5 and 9); 'Something went wrong' on a
// failed update (spec 8); pending changes shown; the net deposits only behind the brand setting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import type { BrandBundle } from '../../src/platform/brand';
import { ApiError } from '../../src/platform/api/client';
import { useSession } from '../../src/platform/session';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope } from '../../src/renderer/scope';
import { rendererStandIn } from '../support/services';
import { en, renderWith, type Answer } from './tournaments-helpers';
import limitsPage from '../../brands/curacao/pages/limits.json';
import deposit from '../../brands/curacao/forms/limits-deposit.json';
import loss from '../../brands/curacao/forms/limits-loss.json';
import bets from '../../brands/curacao/forms/limits-bets.json';
import session from '../../brands/curacao/forms/limits-session.json';
import sessionRemove from '../../brands/curacao/forms/limits-session-remove.json';
import winnings from '../../brands/curacao/forms/limits-winnings.json';

type Doc = NodeDocument & { children?: Doc[] };
const brand = {
  forms: { 'limits-deposit': deposit, 'limits-loss': loss, 'limits-bets': bets, 'limits-session': session, 'limits-session-remove': sessionRemove, 'limits-winnings': winnings },
} as unknown as BrandBundle;
const PLAYER = { userId: 1, email: 'p@sandbox.test', currencyCode: 'EUR', currencySymbol: '€', userLimit: {} };

const row = (key: string, period: string, value: number | null = null, pending: { value: number | null; appliesAt: string } | null = null) =>
  ({ key, period, value, pending: Boolean(pending), pendingValue: pending?.value ?? null, appliesAt: pending?.appliesAt ?? null });
function limits(overrides: Record<string, unknown> = {}) {
  return {
    currencyCode: 'EUR',
    deposit: [row('dailyDeposit', 'daily', 50, { value: 80, appliesAt: '2026-11-27T00:00:00.000Z' }), row('weeklyDeposit', 'weekly'), row('monthlyDeposit', 'monthly')],
    loss: [row('dailyLoss', 'daily'), row('weeklyLoss', 'weekly'), row('monthlyLoss', 'monthly')],
    bet: [row('maxBet', 'max'), row('dailyBet', 'daily'), row('weeklyBet', 'weekly'), row('monthlyBet', 'monthly')],
    session: { ...row('sessionMinutes', 'daily'), endsAt: null },
    monthlyWinnings: row('monthlyWinnings', 'monthly'),
    betChangeAllowedAt: null,
    netDeposits: { day: 25, week: 25, month: -10 },
    ...overrides,
  };
}

let renderer = rendererStandIn();
function renderPage(
  post: (body: Record<string, unknown>) => unknown = () => ({ success: true, message: 'ok', data: { change: {}, limits: limits() } }),
  settings: Record<string, unknown> = {},
  shown: Record<string, unknown> = {},
) {
  // A signed-in player has a token: reloadUser (on.success) keeps an answer only while one is held.
  useSession.setState({ user: PLAYER, authenticated: true, initialized: true, token: 'player-token' });
  const posted: Array<Record<string, unknown>> = [];
  const answer: Answer = (method, path, options) => {
    if (method === 'GET' && path === '/api/user/limits') return { success: true, data: { limits: limits(shown) } };
    if (method === 'GET' && path === '/api/user/get-user-details') return { data: { getUser: PLAYER } };
    if (method === 'POST' && path === '/api/user/limits') {
      posted.push(options.body as Record<string, unknown>);
      return post(options.body as Record<string, unknown>);
    }
    throw new Error(`unexpected ${method} ${path}`);
  };
  renderer = rendererStandIn({ dev: true });
  const body = structuredClone(limitsPage.body) as unknown as Doc[];
  renderWith(
    <RenderNodes nodes={body} path="pages/limits.json#/body" />,
    answer,
    { ...emptyScope, user: PLAYER, auth: { authenticated: true, initialized: true }, settings } as never,
    '/',
    { renderer, services: { brand } },
  );
  return posted;
}

const form = async (name: string) => {
  await screen.findByTestId('limits');
  return waitFor(() => {
    const node = document.querySelector(`[data-form="${name}"]`) as HTMLElement | null;
    if (!node || !within(node).queryByRole('button')) throw new Error(`form ${name} not rendered`);
    return node;
  });
};
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label}\\W*$`));
/** Chooses the option a player reads (rjsf's select values are the options' indices). */
function choose(select: HTMLElement, label: string) {
  const option = within(select).getByRole('option', { name: label }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}
const submit = (scope: HTMLElement, label: string) => fireEvent.click(within(scope).getByRole('button', { name: label }));

afterEach(() => {
  // Unmounted first: a failed check must not leave this page in the next test's document.
  const reported = vi.mocked(renderer.reportError).mock.calls;
  cleanup();
  useSession.setState({ user: null, authenticated: false, token: null });
  expect(reported).toEqual([]);
});

describe('the limits page', () => {
  it('shows each limit and the change waiting for its period (spec 2.5; a raise waits)', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: en('text.limits.deposit.caption') });
    const daily = within(table).getByRole('row', { name: new RegExp(en('text.limits.period.daily')) });
    expect(within(daily).getByText('€50.00')).toBeTruthy();
    expect(within(daily).getByText(en('text.limits.change.raise'))).toBeTruthy();
    expect(within(daily).getByText('€80.00')).toBeTruthy();
    const weekly = within(table).getByRole('row', { name: new RegExp(en('text.limits.period.weekly')) });
    expect(within(weekly).getByText(en('text.limits.noLimit'))).toBeTruthy();
    // spec 6: removal of a bet limit is for high loyalty levels, through support; said on the page.
    expect(screen.getByText(en('text.limits.bet.removalSupport'))).toBeTruthy();
  });

  it('a deposit limit: an amount of 0 is refused; an amount is sent with its period (spec 3 Limit periods); empty removes', async () => {
    const posted = renderPage();
    const scope = await form('limits-deposit');
    fireEvent.change(input(scope, en('text.limits.field.amount')), { target: { value: '0' } });
    submit(scope, en('text.limits.deposit.submit'));
    await within(scope).findAllByText(en('text.limits.amountPositive'));
    expect(posted).toEqual([]);
    choose(input(scope, en('text.limits.field.period')), en('text.limits.period.weekly'));
    fireEvent.change(input(scope, en('text.limits.field.amount')), { target: { value: '30' } });
    submit(scope, en('text.limits.deposit.submit'));
    await waitFor(() => expect(posted).toEqual([{ form: 'updateDeposit', period: 1, amount: 30 }]));
    expect(await screen.findByText(en('text.limits.saved'))).toBeTruthy();
    fireEvent.change(input(scope, en('text.limits.field.amount')), { target: { value: '' } });
    submit(scope, en('text.limits.deposit.submit'));
    await waitFor(() => expect(posted[1]).toEqual({ form: 'updateDeposit', period: 1, amount: null }));
  });

  it("a bet limit needs the confirmation (spec 5); the server's 'Change Not Allowed' is shown (spec 8)", async () => {
    const posted = renderPage(() => { throw new ApiError(409, 'refused', { success: false, code: 'CHANGE_NOT_ALLOWED', message: 'Change Not Allowed' }); });
    const scope = await form('limits-bets');
    fireEvent.change(input(scope, en('text.limits.field.amount')), { target: { value: '5' } });
    submit(scope, en('text.limits.bet.submit'));
    await within(scope).findAllByText(en('text.limits.bet.confirmRequired'));
    expect(posted).toEqual([]);
    const confirm = within(scope).getByRole('checkbox', { name: en('text.limits.bet.confirm') }) as HTMLInputElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.checked).toBe(true));
    submit(scope, en('text.limits.bet.submit'));
    await waitFor(() => expect(posted).toEqual([{ form: 'updateBets', limit: 'maxBet', amount: 5, confirm: true }]));
    await waitFor(() => expect(scope.querySelector('[data-form-error]')?.textContent).toBe('Change Not Allowed'));
  });

  it('the session limit: at least 10 minutes, 1 hour or 1 day; at most 720 hours or 30 days (spec 5, 9)', async () => {
    const posted = renderPage();
    const scope = await form('limits-session');
    const value = input(scope, en('text.limits.field.sessionValue'));
    const unit = input(scope, en('text.limits.field.sessionUnit'));
    choose(unit, en('text.limits.session.minutes'));
    fireEvent.change(value, { target: { value: '9' } });
    submit(scope, en('text.limits.session.submit'));
    await within(scope).findAllByText(en('text.limits.session.tooShort'));
    choose(unit, en('text.limits.session.hours'));
    fireEvent.change(value, { target: { value: '721' } });
    await within(scope).findAllByText(en('text.limits.session.tooLong'));
    fireEvent.change(value, { target: { value: '720' } });
    await waitFor(() => expect(within(scope).queryByText(en('text.limits.session.tooLong'))).toBeNull());
    choose(unit, en('text.limits.session.days'));
    fireEvent.change(value, { target: { value: '1' } });
    submit(scope, en('text.limits.session.submit'));
    await waitFor(() => expect(posted).toEqual([{ form: 'updateSessionTime', value: 1, unit: 'days' }]));
  });

  it("a failed update without a message of the server's shows 'Something went wrong' (spec 8); the session limit's own error text", async () => {
    renderPage(() => { throw new ApiError(500, 'failed', null); });
    const scope = await form('limits-deposit');
    fireEvent.change(input(scope, en('text.limits.field.amount')), { target: { value: '30' } });
    submit(scope, en('text.limits.deposit.submit'));
    await waitFor(() => expect(scope.querySelector('[data-form-error]')?.textContent).toBe('Something went wrong'));
    const sessionForm = await form('limits-session');
    fireEvent.change(input(sessionForm, en('text.limits.field.sessionValue')), { target: { value: '2' } });
    submit(sessionForm, en('text.limits.session.submit'));
    await waitFor(() => expect(sessionForm.querySelector('[data-form-error]')?.textContent).toBe(en('text.limits.session.updateFailed')));
  });

  it('the session limit shows in the unit it divides into: days, hours, else minutes', async () => {
    for (const [minutes, text] of [[2880, en('text.limits.session.currentDays', { count: 2 })], [180, en('text.limits.session.currentHours', { count: 3 })], [90, en('text.limits.session.current', { count: 90 })]] as const) {
      renderPage(undefined, {}, { session: { ...row('sessionMinutes', 'daily', minutes), endsAt: null } });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByText(en('text.limits.session.none'))).toBeNull();
      cleanup();
    }
  });

  it('net deposits show only where the brand turns them on (the jurisdiction pack)', async () => {
    renderPage();
    await screen.findByTestId('limits');
    expect(screen.queryByRole('heading', { name: en('text.limits.netDeposits.title') })).toBeNull();
    cleanup();
    renderPage(undefined, { showNetDeposits: true });
    expect(await screen.findByRole('heading', { name: en('text.limits.netDeposits.title') })).toBeTruthy();
    expect(screen.getByText(en('text.limits.netDeposits.day', { amount: '€25.00' }))).toBeTruthy();
  });
});
