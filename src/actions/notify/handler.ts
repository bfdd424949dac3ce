import type { ActionHandler } from '../types';
import type { NotifyParams } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';

// The words come from the event's payload (a call's answer or failure); a value that is not words (an
// object, an empty string) leaves the text key's own words.
const notify: ActionHandler<NotifyParams> = ({ text, message, tone }, ctx) => {
  const scope = ctx.payload === undefined ? ctx.scope : { ...ctx.scope, event: ctx.payload };
  const words = message === undefined ? undefined : evaluate(message, scope);
  ctx.notify?.({ text, words: typeof words === 'string' && words.trim() ? words.trim() : undefined, tone: tone ?? 'info' });
};
export default notify;
