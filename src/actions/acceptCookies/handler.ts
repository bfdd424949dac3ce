import type { ActionHandler } from '../types';
import type { AcceptCookiesParams } from '../../generated/types';

const acceptCookies: ActionHandler<AcceptCookiesParams> = (_params, ctx) => {
  ctx.services.consent.giveCookieConsent();
};
export default acceptCookies;
