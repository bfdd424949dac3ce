import type { ActionHandler } from '../types';
import type { AfterRegistrationParams } from '../../generated/types';

// spec 3 App settings afterRegistrationRedirect: declared after the register modal's closeModal, so the
// modal is closed on the page the player registered on and the redirect is the last move. The rule loads
// with the action (not needed to draw any page).
const afterRegistration: ActionHandler<AfterRegistrationParams> = async (_params, ctx) => {
  if (!ctx.scope.settings.afterRegistrationRedirect) return;
  const { afterRegistrationTarget } = await import('../../identity/registration');
  const target = afterRegistrationTarget(ctx.scope.settings.afterRegistrationRedirect);
  if (target) ctx.services.links.navigate(target);
};
export default afterRegistration;
