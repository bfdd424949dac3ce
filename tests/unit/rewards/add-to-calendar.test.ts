// spec 8 Bonus activation error codes, ADD_TO_CALENDAR: 'the cashback is put in the rakeback calendar'. The
// activation is refused, but the cashback is the player's (on the calendar): the activateBonus action tells
// it as news (info), with its own text, and still runs onError with the code (a page may refresh its calendar).
import { describe, expect, it, vi } from 'vitest';
import activateBonus from '../../../src/actions/activateBonus/handler';
import { ApiError, type ApiClient } from '../../../src/platform/api/client';
import type { ActionContext } from '../../../src/actions/types';
import { servicesStandIn } from '../../support/services';
import { activationNoticeTone } from '../../../src/rewards/activationErrors';

describe('ADD_TO_CALENDAR', () => {
  it('is news, every other code an error', () => {
    expect(activationNoticeTone({ code: 'ADD_TO_CALENDAR' })).toBe('info');
    expect(activationNoticeTone({ errorCode: 'add_to_calendar' })).toBe('info');
    expect(activationNoticeTone({ code: 'NO_CASHBACK' })).toBe('error');
    expect(activationNoticeTone(null)).toBe('error');
  });

  it('the action shows its text as an info notice and runs onError with the code', async () => {
    const body = { success: false, code: 'ADD_TO_CALENDAR', message: 'x', bonusId: 204, details: { amount: 3, currencyCode: 'EUR', canClaimDate: '2026-06-18' } };
    const api = { request: vi.fn(async () => { throw new ApiError(422, 'refused', body); }) } as unknown as ApiClient;
    const notices: unknown[] = [];
    const ran: unknown[] = [];
    const ctx = {
      scope: { item: { id: 204 } },
      services: servicesStandIn({ api, notify: (n) => { notices.push(n); } }),
      run: async (actions: unknown, payload?: unknown) => { if (actions) ran.push(payload); },
    } as unknown as ActionContext;
    await activateBonus({ bonusId: 204, onError: [{ action: 'refetch', data: 'days' }] } as never, ctx);
    expect(notices).toEqual([{ text: 'text.bonus.activation.addToCalendar', values: {}, tone: 'info' }]);
    expect(ran).toEqual([expect.objectContaining({ status: 422, code: 'ADD_TO_CALENDAR' })]);
  });
});
