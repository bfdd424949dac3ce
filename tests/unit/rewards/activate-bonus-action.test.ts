// The activateBonus action (src/actions/activateBonus): spec 8 Bonus activation error codes shown with
// their text keys and placeholders (src/rewards/activationErrors.ts), the UNIFIED_ERROR reference, the
// player's time zone sent, the user details reloaded after a success (spec 4 Auth state), and a 403 left
// to the client's session handling.
import { describe, it, expect, vi } from 'vitest';
import activateBonus from '../../../src/actions/activateBonus/handler';
import { ApiError, type ApiClient } from '../../../src/platform/api/client';
import type { ActionContext } from '../../../src/actions/types';
import { servicesStandIn } from '../../support/services';

type Call = { method: string; path: string; body?: unknown };

function harness(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const api = {
    request: vi.fn(async (method: string, path: string, options: { body?: unknown }) => {
      const call = { method, path, body: options?.body };
      calls.push(call);
      return answer(call);
    }),
  } as unknown as ApiClient;
  const notices: Array<{ text: string; values?: Record<string, string>; tone: string }> = [];
  const ran: Array<{ which: string; payload: unknown }> = [];
  const ctx = {
    scope: { item: { id: 108 } },
    services: servicesStandIn({ api, notify: (notice) => { notices.push(notice); } }),
    run: async (actions: unknown, payload?: unknown) => {
      if (actions) ran.push({ which: (actions as Array<{ type: string }>)[0].type, payload });
    },
  } as unknown as ActionContext;
  return { ctx, calls, notices, ran };
}

// As runActions hands them over: bonusId evaluated in the scope ({ var: 'item.id' } there).
const params = { bonusId: 108, onSuccess: [{ type: 'refetch', params: { name: 'history' } }], onError: [{ type: 'track', params: { event: 'refused' } }] };

describe('spec 8 Bonus activation error codes through the activateBonus action', () => {
  it('UNIFIED_ERROR: the reference of promotion id, user id and user bonus id in the text, as an error notice', async () => {
    const { ctx, calls, notices, ran } = harness(() => {
      throw new ApiError(422, 'The bonus could not be activated.', { success: false, code: 'UNIFIED_ERROR', message: 'x', reference: { promotionId: 212, userId: 7, userBonusId: 31 } });
    });
    await activateBonus(params as never, ctx);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/user/bonus/activate', body: { bonusId: 108, timeZone: expect.any(String) } });
    expect(notices).toEqual([{ text: 'text.bonus.activation.unified', values: { promotionId: '212', userId: '7', userBonusId: '31' }, tone: 'error' }]);
    expect(ran).toEqual([{ which: 'track', payload: expect.objectContaining({ status: 422, code: 'UNIFIED_ERROR' }) }]);
  });

  it('a code with details (DEPOSITS_NUMBER) and one without (ACTIVE_BONUS); a failure without a code gets the general text', async () => {
    for (const [body, text, values] of [
      [{ code: 'DEPOSITS_NUMBER', details: { forDepositNumber: 2 } }, 'text.bonus.activation.depositsNumber', { deposit: '2' }],
      [{ code: 'ACTIVE_BONUS', details: { activeBonusId: 108 } }, 'text.bonus.activation.activeBonus', {}],
      [null, 'text.bonus.activation.general', {}],
    ] as const) {
      const { ctx, notices } = harness(() => {
        throw body ? new ApiError(409, 'refused', body) : new TypeError('Failed to fetch');
      });
      await activateBonus(params as never, ctx);
      expect(notices).toEqual([{ text, values, tone: 'error' }]);
    }
  });

  it('a success reloads the user details (the auth state follows the active bonus) and runs onSuccess with the answer', async () => {
    const answer = { success: true, data: { status: 'active', bonusId: 108, userBonusId: 3 } };
    const { ctx, calls, notices, ran } = harness((call) => (call.path === '/api/user/bonus/activate' ? answer : { data: { getUser: { userId: 1 } } }));
    await activateBonus(params as never, ctx);
    expect(calls.map((c) => c.path)).toEqual(['/api/user/bonus/activate', '/api/user/get-user-details']);
    expect(notices).toEqual([]);
    expect(ran).toEqual([{ which: 'refetch', payload: answer }]);
  });

  it('a 403 (session expired, spec 8) is not a refusal: it propagates to the client\'s session handling', async () => {
    const { ctx, notices } = harness(() => {
      throw new ApiError(403, 'Session expired', { code: 'SESSION_EXPIRED' });
    });
    await expect(activateBonus(params as never, ctx)).rejects.toMatchObject({ status: 403 });
    expect(notices).toEqual([]);
  });
});
