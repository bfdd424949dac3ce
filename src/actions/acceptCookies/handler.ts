import type { ActionHandler } from '../types';
import type { AcceptCookiesParams } from '../../generated/types';
import { giveCookieConsent } from '../../compliance/cookieConsent';

const acceptCookies: ActionHandler<AcceptCookiesParams> = () => {
  giveCookieConsent();
};
export default acceptCookies;
