import type { ActionHandler } from '../types';
import type { TrackParams } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';

const track: ActionHandler<TrackParams> = async ({ event, data }, ctx) => {
  const values = data ? Object.fromEntries(Object.entries(data).map(([k, expr]) => [k, evaluate(expr, ctx.scope)])) : undefined;
  await ctx.track(event, values);
};
export default track;
