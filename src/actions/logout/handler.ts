import type { ActionHandler } from '../types';
import type { LogoutParams } from '../../generated/types';

const logout: ActionHandler<LogoutParams> = ({ reason, stay }, ctx) => ctx.services.session.logout(reason ?? 'USER_INITIATED', { stay: stay === true });
export default logout;
