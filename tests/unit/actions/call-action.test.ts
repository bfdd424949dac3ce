// The call action (src/actions/call): an endpoint that reads dates in the player's time zone gets the
// player's unless the document sets one (spec 7 get-all-bonus and rakeback-claim take timeZone; the coupon's
// happy hours, spec 8 START_TIME_ERROR and END_TIME_ERROR, are read in it too); others get none.
import { describe, it, expect, vi } from 'vitest';
import call from '../../../src/actions/call/handler';
import type { ApiClient } from '../../../src/platform/api/client';
import type { ActionContext } from '../../../src/actions/types';

function harness() {
  const calls: Array<{ path: string; query?: Record<string, unknown>; body?: Record<string, unknown> }> = [];
  const api = {
    request: vi.fn(async (_method: string, path: string, options: { query?: Record<string, unknown>; body?: Record<string, unknown> }) => {
      calls.push({ path, query: options?.query, body: options?.body });
      return { success: true };
    }),
  } as unknown as ApiClient;
  const ctx = { scope: {}, api, run: async () => {} } as unknown as ActionContext;
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
