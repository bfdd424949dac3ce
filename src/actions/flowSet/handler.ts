import type { ActionHandler, Resolved } from '../types';
import type { FlowSetParams } from '../../generated/types';

const flowSet: ActionHandler<Resolved<FlowSetParams, never, 'values'>> = ({ values, flow, history }, ctx) => {
  const controls = ctx.flow?.(flow);
  if (!controls) throw new Error(flow ? `no Flow node named "${flow}" above this node` : 'no Flow node above this node');
  return controls.set(values, { history });
};
export default flowSet;
