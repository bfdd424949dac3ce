import type { ActionHandler } from '../types';
import type { TrackParams } from '../../generated/types';
import { evaluateEach } from '../../renderer/expressions';

const track: ActionHandler<TrackParams> = async ({ event, data }, ctx) => {
  const values = data ? evaluateEach(data, ctx.scope) : undefined;
  await ctx.track(event, values);
};
export default track;
