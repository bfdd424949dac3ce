import type { ActionHandler } from '../types';
import type { FlowSetParams } from '../../generated/types';
import { evaluateEach } from '../../renderer/expressions';

const flowSet: ActionHandler<FlowSetParams> = ({ values, flow, history }, ctx) => {
  const controls = ctx.flow?.(flow);
  if (!controls) throw new Error(flow ? `no Flow node named "${flow}" above this node` : 'no Flow node above this node');
  const scope = ctx.payload === undefined ? ctx.scope : { ...ctx.scope, event: ctx.payload };
  return controls.set(evaluateEach(values, scope), { history });
};
export default flowSet;
