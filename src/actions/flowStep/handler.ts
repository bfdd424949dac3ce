import type { ActionHandler } from '../types';
import type { FlowStepParams } from '../../generated/types';

const flowStep: ActionHandler<FlowStepParams> = ({ to, flow }, ctx) => {
  const controls = ctx.flow?.(flow);
  if (!controls) throw new Error(flow ? `no Flow node named "${flow}" above this node` : 'no Flow node above this node');
  return controls.go(to);
};
export default flowStep;
