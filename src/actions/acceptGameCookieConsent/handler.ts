import type { ActionHandler } from '../types';
import type { AcceptGameCookieConsentParams } from '../../generated/types';
import { acceptGameCookieConsent as accept } from '../../play/gameCookieConsent';

// Storage that refuses the value (private mode) is not an error for the player: the modal asks again next time.
const acceptGameCookieConsent: ActionHandler<AcceptGameCookieConsentParams> = () => {
  accept();
};
export default acceptGameCookieConsent;
