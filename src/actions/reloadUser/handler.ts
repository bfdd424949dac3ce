import type { ActionHandler } from '../types';
import type { ReloadUserParams } from '../../generated/types';

// The player's details again: after a save (spec 7 update-user-details: 'On success refreshes the user
// details') and for a refresh button (spec 8 KYC status discrepancy: 'with a refresh button').
// A failure is said (the renderer reports it), never swallowed. The auth flows load with their first use
// (as signIn's): no page needs them to draw.
const reloadUser: ActionHandler<ReloadUserParams> = async (_params, ctx) => {
  const { loadUser } = await import('../../platform/auth');
  if (!(await loadUser(ctx.api))) throw new Error('The user details could not be loaded');
};
export default reloadUser;
