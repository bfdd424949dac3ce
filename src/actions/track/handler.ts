import type { ActionHandler, Resolved } from '../types';
import type { TrackParams } from '../../generated/types';

const track: ActionHandler<Resolved<TrackParams, never, 'data'>> = async ({ event, data }, ctx) => {
  await ctx.services.track(event, data);
};
export default track;
