import type { ActionHandler, Resolved } from '../types';
import type { CallParams } from '../../generated/types';
import { callEndpoint, ENDPOINTS, type EndpointName } from '../../platform/api/endpoints';
import { ApiError } from '../../platform/api/client';
import { failureTextKey } from '../../platform/api/failureText';
import { playerTimeZone } from '../../platform/timeZone';

/** An endpoint that reads dates in the player's time zone gets it unless the document sets one (a coupon's hours). */
function withTimeZone(endpoint: EndpointName, values: Record<string, unknown>): Record<string, unknown> {
  const { query, body } = ENDPOINTS[endpoint];
  const takes = query.includes('timeZone') || (Array.isArray(body) && body.includes('timeZone'));
  return takes && values.timeZone === undefined ? { ...values, timeZone: playerTimeZone() } : values;
}

// The answer goes to onSuccess; a failure goes to onError with what a message needs. Without an
// onError the failure propagates, so the renderer reports it to the player instead of swallowing it.
const call: ActionHandler<Resolved<CallParams, never, 'params'>> = async ({ endpoint, params, onSuccess, onError }, ctx) => {
  const values = withTimeZone(endpoint as EndpointName, params ?? {});
  let answer: unknown;
  try {
    answer = await callEndpoint(ctx.services.api, endpoint as EndpointName, values);
  } catch (err) {
    if (!onError?.length) throw err;
    const status = err instanceof ApiError ? err.status : 0;
    const body = err instanceof ApiError ? err.body : undefined;
    // A failure on the platform's side has the spec's words (failureText.ts), not its body's; else the server's own.
    const failure = failureTextKey(err);
    const message = (failure ? ctx.services.translate(failure) : null)
      || (!failure && err instanceof ApiError && err.serverMessage) || (err instanceof Error ? err.message : String(err));
    await ctx.run(onError, { status, message, body });
    return;
  }
  await ctx.run(onSuccess, answer);
};
export default call;
