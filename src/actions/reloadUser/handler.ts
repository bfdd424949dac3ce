import type { ActionHandler } from '../types';
import type { ReloadUserParams } from '../../generated/types';
import { loadUser } from '../../platform/auth';

// A refresh button (spec 8 KYC status discrepancy: 'with a refresh button'): the player's details again.
// A failure is said (the renderer reports it), never swallowed.
const reloadUser: ActionHandler<ReloadUserParams> = async (_params, ctx) => {
  if (!(await loadUser(ctx.api))) throw new Error('The user details could not be loaded');
};
export default reloadUser;
