import type { ActionHandler } from '../types';
import type { RefetchParams } from '../../generated/types';

// A name no Data node above answers to is a document mistake: said, not ignored.
const refetch: ActionHandler<RefetchParams> = ({ data }, ctx) => {
  if (!ctx.refetch?.(data)) throw new Error(`no Data node named "${data}" above this node`);
};
export default refetch;
