import type { ActionHandler } from '../types';
import type { LogoutParams } from '../../generated/types';

const logout: ActionHandler<LogoutParams> = ({ reason }, ctx) => ctx.logout(reason ?? 'USER_INITIATED');
export default logout;
