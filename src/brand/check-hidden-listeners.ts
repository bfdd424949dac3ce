// A warning, not a refusal (issue 26 item 4, operator trial): a node with its own "when" listens for realtime events
// only while it is shown, since a hidden node is not mounted. An operator who writes on.socket:<event> on such a node
// usually means "whenever it happens"; the warning says where the handler would always run.
import type { RawProblem } from './messages.ts';
import { isPlainObject } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';

/** The var paths an expression reads. */
function varsOf(expression: unknown): string[] {
  if (Array.isArray(expression)) return expression.flatMap(varsOf);
  if (!isPlainObject(expression)) return [];
  if (typeof expression.var === 'string') return [expression.var];
  return Object.values(expression).flatMap(varsOf);
}

/** Realtime events reach signed-in players only, so a "when" on the session alone hides nothing they would hear. */
const onlyTheSession = (when: unknown) => {
  const vars = varsOf(when);
  return vars.length > 0 && vars.every((path) => path.startsWith('auth.'));
};

export function hiddenListeners(data: unknown, pointer = ''): RawProblem[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => hiddenListeners(item, joinPointer(pointer, i)));
  if (!isPlainObject(data)) return [];
  const own: RawProblem[] = [];
  if (typeof data.type === 'string' && data.when !== undefined && !onlyTheSession(data.when) && isPlainObject(data.on)) {
    for (const event of Object.keys(data.on).filter((e) => e.startsWith('socket:'))) {
      own.push({
        pointer: joinPointer(pointer, 'on', event),
        at: 'key',
        message: `This ${data.type} node listens for ${event} only while its own "when" shows it: a hidden node is not mounted, so the event is missed then. Put the handler on a node that is always shown (its parent), or move the "when" to its children`,
      });
    }
  }
  return [...own, ...Object.entries(data).flatMap(([key, value]) => hiddenListeners(value, joinPointer(pointer, key)))];
}
