import type { ActionHandler } from '../types';
import type { SignUpParams } from '../../generated/types';

// The flow is its own chunk (./run.ts), loaded when a player registers.
const signUp: ActionHandler<SignUpParams> = async (params, ctx) => (await import('./run')).runSignUp(params, ctx);
export default signUp;
