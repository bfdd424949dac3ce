import type { ActionHandler, Resolved } from '../types';
import type { ActivateBonusParams } from '../../generated/types';
import { callEndpoint } from '../../platform/api/endpoints';
import { ApiError } from '../../platform/api/client';
import { playerTimeZone } from '../../platform/timeZone';

// Activation (spec 3 Bonus, spec 8 Bonus activation error codes): the answer's code picks its text, with
// the placeholders from the answer's details or reference (activationMessage); anything else without a
// code (a network failure) gets the general text. The user details are reloaded after a success so the
// header balance's bonus money and the auth state's active bonus follow (spec 4 Auth state).
const activateBonus: ActionHandler<Resolved<ActivateBonusParams, 'bonusId'>> = async ({ bonusId, onSuccess, onError }, ctx) => {
  const id = Number(bonusId);
  let answer: unknown;
  try {
    answer = await callEndpoint(ctx.services.api, 'activateBonus', { bonusId: id, timeZone: playerTimeZone() });
  } catch (err) {
    // A 403 is the session ending: the client's onForbidden handles it, as for every call.
    if (err instanceof ApiError && err.status === 403) throw err;
    const body = err instanceof ApiError ? err.body : undefined;
    // The code-to-text table loads with its first use: no page needs it to draw.
    const { activationMessage, activationNoticeTone } = await import('../../rewards/activationErrors');
    const message = activationMessage(body);
    ctx.services.notify({ text: message.key, values: message.values, tone: activationNoticeTone(body) });
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    await ctx.run(onError, { status: err instanceof ApiError ? err.status : 0, code: typeof code === 'string' ? code : null, message: message.key, body });
    return;
  }
  await ctx.services.session.reload();
  await ctx.run(onSuccess, answer);
};
export default activateBonus;
