// The call action (src/actions/call): an endpoint that reads dates in the player's time zone gets the
// player's unless the document sets one (spec 7 get-all-bonus and rakeback-claim take timeZone; the coupon's
// happy hours, spec 8 START_TIME_ERROR and END_TIME_ERROR, are read in it too); others get none.
import { describe, it, expect, vi } from 'vitest';
import call from '../../../src/actions/call/handler';
import { ApiError, type ApiClient } from '../../../src/platform/api/client';
import { failureTextKey } from '../../../src/platform/api/failureText';
import { ActionFailed } from '../../../src/renderer/runActions';
import type { ActionContext } from '../../../src/actions/types';
import { servicesStandIn } from '../../support/services';

function harness() {
  const calls: Array<{ path: string; query?: Record<string, unknown>; body?: Record<string, unknown> }> = [];
  const api = {
    request: vi.fn(async (_method: string, path: string, options: { query?: Record<string, unknown>; body?: Record<string, unknown> }) => {
      calls.push({ path, query: options?.query, body: options?.body });
      return { success: true };
    }),
  } as unknown as ApiClient;
  const ctx = { scope: {}, services: servicesStandIn({ api }), run: async () => {} } as unknown as ActionContext;
  return { ctx, calls };
}
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the call action and the player\'s time zone', () => {
  it('a coupon (body timeZone) and get-all-bonus (query timeZone) get the player\'s time zone', async () => {
    const { ctx, calls } = harness();
    await call({ endpoint: 'applyCoupon', params: { code: 'FREECHIP5' } } as never, ctx);
    await call({ endpoint: 'getAllBonus', params: { limit: 5 } } as never, ctx);
    expect(calls[0].body).toEqual({ code: 'FREECHIP5', timeZone: zone });
    expect(calls[1].query).toMatchObject({ limit: 5, timeZone: zone });
  });

  it('a time zone the document sets is kept; an endpoint without one gets none', async () => {
    const { ctx, calls } = harness();
    await call({ endpoint: 'applyCoupon', params: { code: 'X1', timeZone: 'Europe/Malta' } } as never, ctx);
    await call({ endpoint: 'cancelBonus', params: { userBonusId: 3 } } as never, ctx);
    expect(calls[0].body).toEqual({ code: 'X1', timeZone: 'Europe/Malta' });
    expect(calls[1].body).toEqual({ userBonusId: 3 });
  });
});

describe("spec 8 texts for a failed call: 'Internal server error' (500), 'Service Unavailable' (503), 'Request timeout'", () => {
  it('picks the text by status, through an action failure\'s cause; other failures have none', () => {
    expect(failureTextKey(new ApiError(500, 'POST /x failed: 500'))).toBe('text.errors.internalServerError');
    expect(failureTextKey(new ApiError(503, 'x'))).toBe('text.errors.serviceUnavailable');
    expect(failureTextKey(new ApiError(408, 'Request timeout'))).toBe('text.errors.requestTimeout');
    expect(failureTextKey(new ActionFailed('call', new ApiError(503, 'x')))).toBe('text.errors.serviceUnavailable');
    expect(failureTextKey(new ApiError(422, 'refused', { code: 'X', message: 'No' }))).toBeNull();
    expect(failureTextKey(new Error('bug'))).toBeNull();
  });

  it("onError gets the brand's words for a 500 (never the body's inside story), the server's words for a refusal", async () => {
    const ran: unknown[] = [];
    const failing = (error: ApiError) => ({
      scope: {},
      services: servicesStandIn({ translate: (key: string) => `[${key}]`, api: { request: vi.fn(async () => { throw error; }) } as unknown as ApiClient }),
      run: async (_actions: unknown, payload: unknown) => { ran.push(payload); },
    }) as unknown as ActionContext;
    const onError = [{ action: 'notify', text: 'text.x' }];
    await call({ endpoint: 'cancelBonus', params: { userBonusId: 1 }, onError } as never, failing(new ApiError(500, 'POST failed: 500', { message: 'SQLITE_BUSY: database is locked' })));
    await call({ endpoint: 'cancelBonus', params: { userBonusId: 1 }, onError } as never, failing(new ApiError(422, 'POST failed: 422', { code: 'CANCELLED', message: 'Already cancelled.' })));
    expect(ran).toEqual([
      expect.objectContaining({ status: 500, message: '[text.errors.internalServerError]' }),
      expect.objectContaining({ status: 422, message: 'Already cancelled.' }),
    ]);
  });
});
