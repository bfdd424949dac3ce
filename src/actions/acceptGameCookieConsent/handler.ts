import type { ActionHandler } from '../types';
import type { AcceptGameCookieConsentParams } from '../../generated/types';

// Storage that refuses the value (private mode) is not an error for the player: the modal asks again next time.
const acceptGameCookieConsent: ActionHandler<AcceptGameCookieConsentParams> = (_params, ctx) => {
  ctx.services.consent.acceptGameCookieConsent();
};
export default acceptGameCookieConsent;
