import type { ActionHandler } from '../types';
import type { SignInParams as SignInActionParams } from '../../generated/types';
import { signIn as signInFlow } from '../../platform/auth';

// The login form's data is the payload; only email and password come from the player, the rest
// (device, screen, attribution) is filled in by the flow.
const signIn: ActionHandler<SignInActionParams> = async ({ afterReg }, ctx) => {
  const form = (ctx.payload ?? {}) as { email?: string; password?: string };
  await signInFlow(ctx.api, { email: String(form.email ?? '').trim(), password: String(form.password ?? ''), ...(afterReg ? { afterReg: true } : {}) });
};
export default signIn;
