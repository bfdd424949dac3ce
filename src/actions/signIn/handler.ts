import type { ActionHandler } from '../types';
import type { SignInParams as SignInActionParams } from '../../generated/types';

// The login form's data is the payload; only email and password come from the player, the rest
// (device, screen, attribution) is filled in by the flow.
// The auth flows load the first time a player signs in: no page needs them to draw (first paint).
const signIn: ActionHandler<SignInActionParams> = async ({ afterReg }, ctx) => {
  const { signIn: signInFlow } = await import('../../platform/auth');
  const form = (ctx.payload ?? {}) as { email?: string; password?: string };
  await signInFlow(ctx.api, { email: String(form.email ?? '').trim(), password: String(form.password ?? ''), ...(afterReg ? { afterReg: true } : {}) });
};
export default signIn;
