import type { ActionHandler } from '../types';
import type { ReloadUserParams } from '../../generated/types';

// The auth module loads with the first sign-in, not with the first paint.
const reloadUser: ActionHandler<ReloadUserParams> = async (_params, ctx) => {
  const { loadUser } = await import('../../platform/auth');
  await loadUser(ctx.api);
};
export default reloadUser;
