// The reloadUser action with activeBonus (spec 4 Auth state: 'The auth state is refreshed when the active
// bonus in the user details differs from the one in the auth state'): the bonus history's fresh active
// bonus reloads the user only when it differs from the auth state's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import reloadUser from '../../../src/actions/reloadUser/handler';
import type { ApiClient } from '../../../src/platform/api/client';
import type { ActionContext } from '../../../src/actions/types';
import { useSession } from '../../../src/platform/session';
import { resolveParams } from '../../../src/renderer/runActions';
import { actionExpressions } from '../../../src/generated/actions';
import { servicesStandIn } from '../../support/services';

const PLAYER = { userId: 7, email: 'p@sandbox.test', activeBonus: { id: 3, userBonusId: 40 } };

function harness(fresh: Record<string, unknown>) {
  const api = { request: vi.fn(async () => ({ data: { getUser: fresh } })) } as unknown as ApiClient;
  const payload = { data: { activeBonus: fresh.activeBonus } };
  const ctx = { services: servicesStandIn({ api }), scope: { user: useSession.getState().user, event: payload }, payload } as unknown as ActionContext;
  /** The document's params as runActions hands them over: activeBonus evaluated with the payload as `event`. */
  const resolved = (doc: object) => resolveParams({ action: 'reloadUser', ...doc } as never, actionExpressions, ctx.scope) as never;
  return { api, ctx, resolved };
}

afterEach(() => useSession.setState({ token: null, user: null, authenticated: false }));

describe('reloadUser activeBonus (spec 4 Auth state)', () => {
  const param = { activeBonus: { var: 'event.data.activeBonus' } };

  it('the same active bonus (by its offer id): no call, the auth state stays', async () => {
    useSession.setState({ token: 'tok', user: PLAYER, authenticated: true });
    const { api, ctx, resolved } = harness({ ...PLAYER, activeBonus: { id: 3, userBonusId: 40, wagered: 10 } });
    await reloadUser(resolved(param), ctx);
    expect(api.request).not.toHaveBeenCalled();
  });

  it('a different one (cancelled: none) reloads the user details into the auth state', async () => {
    useSession.setState({ token: 'tok', user: PLAYER, authenticated: true });
    const { api, ctx, resolved } = harness({ ...PLAYER, activeBonus: null });
    await reloadUser(resolved(param), ctx);
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(useSession.getState().user?.activeBonus).toBeNull();
  });

  it('a new one where the auth state had none reloads too', async () => {
    useSession.setState({ token: 'tok', user: { ...PLAYER, activeBonus: null }, authenticated: true });
    const { ctx, resolved } = harness({ ...PLAYER, activeBonus: { id: 9 } });
    await reloadUser(resolved(param), ctx);
    expect(useSession.getState().user?.activeBonus).toEqual({ id: 9 });
  });

  it('without activeBonus it always reloads (after a save)', async () => {
    useSession.setState({ token: 'tok', user: PLAYER, authenticated: true });
    const { api, ctx, resolved } = harness(PLAYER);
    await reloadUser(resolved({}), ctx);
    expect(api.request).toHaveBeenCalledTimes(1);
  });
});
