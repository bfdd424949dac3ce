import type { ActionHandler } from '../types';
import type { SignUpParams, SignUpPayload } from '../../generated/types';
import { signUp as signUpFlow } from '../../platform/auth';
import payloadSchema from '../../../schemas/api/sign-up-payload.schema.json';

const PAYLOAD_FIELDS = new Set(Object.keys(payloadSchema.properties));

/** The sign-up payload of spec 3 from a registration form's data. */
export function signUpPayload(form: Record<string, unknown>): SignUpPayload {
  return Object.fromEntries(Object.entries(form).filter(([name, value]) => PAYLOAD_FIELDS.has(name) && value !== undefined && value !== '')) as SignUpPayload;
}

const signUp: ActionHandler<SignUpParams> = async (_params, ctx) => {
  await signUpFlow(ctx.api, signUpPayload((ctx.payload ?? {}) as Record<string, unknown>), {
    holdUserOnRegistration: ctx.scope.settings.holdUserOnRegistration === true,
  });
};
export default signUp;
