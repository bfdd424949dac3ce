import type { ActionHandler } from '../types';
import type { ReloadUserParams } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';

// The player's details again: after a save (spec 7 update-user-details: 'On success refreshes the user
// details') and for a refresh button (spec 8 KYC status discrepancy: 'with a refresh button').
// With activeBonus, only when that fresh active bonus differs from the auth state's (spec 4 Auth state:
// 'The auth state is refreshed when the active bonus in the user details differs'), so a page that shows
// fresh bonus data (the bonus history) brings the header and the cashier up to date without a call per load.
// A failure is said (the renderer reports it), never swallowed. The auth flows load with their first use
// (as signIn's): no page needs them to draw.
const reloadUser: ActionHandler<ReloadUserParams> = async (params, ctx) => {
  const { activeBonusChanged, loadUser } = await import('../../platform/auth');
  if (params.activeBonus !== undefined) {
    const scope = ctx.payload === undefined ? ctx.scope : { ...ctx.scope, event: ctx.payload };
    const fresh = evaluate(params.activeBonus, scope) ?? null;
    const { useSession } = await import('../../platform/session');
    const current = useSession.getState();
    if (!current.token || !activeBonusChanged({ activeBonus: fresh }, current.user as Record<string, unknown> | null)) return;
  }
  if (!(await loadUser(ctx.api))) throw new Error('The user details could not be loaded');
};
export default reloadUser;
