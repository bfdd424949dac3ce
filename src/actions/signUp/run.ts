// The sign-up flow, loaded the first time a player registers: the auth flows and the payload schema
// are not needed to draw any page (first paint, issue 12).
import type { ActionContext } from '../types';
import type { SignUpParams, SignUpPayload } from '../../generated/types';
import { signUp as signUpFlow } from '../../platform/auth';
import { loadCaptchaToken } from '../../identity/captcha';
import payloadSchema from '../../../schemas/api/sign-up-payload.schema.json';

/** The brand's modal document that shows the credential-save screen. */
export const CREDENTIAL_SAVE_MODAL = 'credential-save';

/** Shown when the settings hold a new player signed out (holdUserOnRegistration). */
export const HELD_TEXT = 'text.registration.held';

const PAYLOAD_FIELDS = new Set(Object.keys(payloadSchema.properties));

/** The sign-up payload of spec 3 from a registration form's data. */
export function signUpPayload(form: Record<string, unknown>): SignUpPayload {
  return Object.fromEntries(Object.entries(form).filter(([name, value]) => PAYLOAD_FIELDS.has(name) && value !== undefined && value !== '')) as SignUpPayload;
}

export async function runSignUp(_params: SignUpParams, ctx: ActionContext): Promise<void> {
  const payload = signUpPayload((ctx.payload ?? {}) as Record<string, unknown>);
  // spec 3 sign-up payload: the mirror domain the visitor registers on, when the hostname is one.
  if (ctx.scope.registration.mirrorDomain && payload.mirrorDomainFk === undefined) payload.mirrorDomainFk = ctx.scope.registration.mirrorDomain;
  // spec 3 reCaptchaSiteKey: a token for this sign-up.
  const recaptchaToken = await loadCaptchaToken(ctx.scope.settings, 'signup');
  if (recaptchaToken) payload.recaptchaToken = recaptchaToken;
  const { response, signedIn } = await signUpFlow(ctx.services.api, payload, {
    holdUserOnRegistration: ctx.scope.settings.holdUserOnRegistration === true,
  });
  // spec 3 holdUserOnRegistration: the account exists but the player stays signed out; say so, or the
  // closed modal would look like nothing happened.
  if (!signedIn && ctx.scope.settings.holdUserOnRegistration === true) ctx.services.notify({ text: HELD_TEXT, tone: 'info' });
  // A 1-click registration: the platform made the password; the player saves it now (spec 2.5).
  const generated = response?.data?.generatedPassword;
  if (typeof generated === 'string' && generated && payload.email) {
    await ctx.services.credentials.hold({ email: payload.email, password: generated });
    ctx.services.modals.openModal(CREDENTIAL_SAVE_MODAL);
  }
}
