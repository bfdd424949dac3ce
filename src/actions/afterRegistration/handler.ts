import type { ActionHandler } from '../types';
import type { AfterRegistrationParams } from '../../generated/types';
import { afterRegistrationTarget } from '../../identity/registration';

// spec 3 App settings afterRegistrationRedirect: declared after the register modal's closeModal, so the
// modal is closed on the page the player registered on and the redirect is the last move.
const afterRegistration: ActionHandler<AfterRegistrationParams> = (_params, ctx) => {
  const target = afterRegistrationTarget(ctx.scope.settings.afterRegistrationRedirect);
  if (target) ctx.navigate(target);
};
export default afterRegistration;
