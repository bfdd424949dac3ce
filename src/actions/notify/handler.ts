import type { ActionHandler, Resolved } from '../types';
import type { NotifyParams } from '../../generated/types';

// The words come from the event's payload (a call's answer or failure); a value that is not words (an
// object, an empty string) leaves the text key's own words.
const notify: ActionHandler<Resolved<NotifyParams, 'message'>> = ({ text, message, tone }, ctx) => {
  ctx.services.notify({ text, words: typeof message === 'string' && message.trim() ? message.trim() : undefined, tone: tone ?? 'info' });
};
export default notify;
