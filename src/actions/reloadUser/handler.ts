import type { ActionHandler, Resolved } from '../types';
import type { ReloadUserParams } from '../../generated/types';

// The player's details again: after a save (spec 7 update-user-details: 'On success refreshes the user
// details') and for a refresh button (spec 8 KYC status discrepancy: 'with a refresh button').
// With activeBonus, only when that fresh active bonus differs from the auth state's (spec 4 Auth state:
// 'The auth state is refreshed when the active bonus in the user details differs'), so a page that shows
// fresh bonus data (the bonus history) brings the header and the cashier up to date without a call per load.
// A failure is said (the renderer reports it), never swallowed.
const reloadUser: ActionHandler<Resolved<ReloadUserParams, 'activeBonus'>> = async (params, ctx) => {
  const { session } = ctx.services;
  if ('activeBonus' in params && !(await session.activeBonusDiffers(params.activeBonus ?? null))) return;
  if (!(await session.reload())) throw new Error('The user details could not be loaded');
};
export default reloadUser;
