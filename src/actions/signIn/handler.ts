import type { ActionHandler } from '../types';
import type { SignInParams as SignInActionParams } from '../../generated/types';

// The login form's data is the payload; only email and password come from the player, the rest
// (device, screen, attribution) is filled in by the flow.
// The auth flows load the first time a player signs in: no page needs them to draw (first paint).
const signIn: ActionHandler<SignInActionParams> = async ({ afterReg }, ctx) => {
  const { signIn: signInFlow } = await import('../../platform/auth');
  // `login` is the login form's email-or-username field (settings.usernameRegistration); the spec's login call
  // carries either as its email.
  const form = (ctx.payload ?? {}) as { email?: string; login?: string; password?: string };
  // spec 3 reCaptchaSiteKey: a token for this login (the captcha code loads only when a site key is set).
  const recaptchaToken = ctx.scope.settings.reCaptchaSiteKey
    ? await (await import('../../identity/captcha')).loadCaptchaToken(ctx.scope.settings, 'login')
    : undefined;
  await signInFlow(ctx.services.api, {
    email: String(form.email ?? form.login ?? '').trim(), password: String(form.password ?? ''),
    ...(afterReg ? { afterReg: true } : {}), ...(recaptchaToken ? { recaptchaToken } : {}),
  });
};
export default signIn;
