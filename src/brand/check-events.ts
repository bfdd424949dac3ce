// A node's `on` names events: an event its widget emits (declared in its props schema as "x-events",
// the names it passes to emit), or a realtime event as "socket:<event>" (src/platform/realtimeEvents.ts).
// Any other name would never run its actions, so `on.clik` is reported with what the widget emits.
import type { RawProblem } from './messages.ts';
import type { TypedLocations } from './schema-walk.ts';
import { schemaByKey } from './schema-walk.ts';
import { getAt, joinPointer } from './pointer.ts';
import { isPlainObject } from '../lib/json.ts';
import { closest, listNames } from './suggest.ts';
import { REALTIME_EVENTS } from '../platform/realtimeEvents.ts';

export const SOCKET_PREFIX = 'socket:';
const SOCKET_EVENTS = REALTIME_EVENTS.map((event) => `${SOCKET_PREFIX}${event}`);

/** The events a widget type declares it emits ("x-events" of its props schema); none when it declares none. */
export function widgetEvents(type: string): string[] | undefined {
  const schema = schemaByKey(`widget:${type}`)?.schema;
  if (!schema) return undefined;
  const events = schema['x-events'];
  return Array.isArray(events) ? events.filter((e): e is string => typeof e === 'string') : [];
}

let eventKey: RegExp | null | undefined;
/** An event key of the right shape; others are the node schema's to report (its propertyNames pattern). */
function wellFormed(key: string): boolean {
  if (eventKey === undefined) {
    const on = (schemaByKey('node')?.schema.properties as Record<string, { propertyNames?: { pattern?: string } }> | undefined)?.on;
    const pattern = on?.propertyNames?.pattern;
    eventKey = pattern === undefined ? null : new RegExp(pattern, 'u');
  }
  return eventKey === null || eventKey.test(key);
}

function suggestion(key: string, candidates: string[]): string {
  // "deposit" on a widget that does not emit it is most likely the realtime event.
  if ((REALTIME_EVENTS as readonly string[]).includes(key)) return ` (did you mean "${SOCKET_PREFIX}${key}"?)`;
  const match = closest(key, candidates);
  return match ? ` (did you mean "${match}"?)` : '';
}

export function checkEvents(data: unknown, locations: TypedLocations): RawProblem[] {
  const problems: RawProblem[] = [];
  for (const pointer of locations.nodes) {
    const node = getAt(data, pointer);
    if (!isPlainObject(node) || !isPlainObject(node.on) || typeof node.type !== 'string') continue;
    const events = widgetEvents(node.type);
    if (!events) continue; // an unknown widget type is reported on its own
    for (const key of Object.keys(node.on)) {
      if (events.includes(key) || SOCKET_EVENTS.includes(key) || !wellFormed(key)) continue;
      const at = joinPointer(pointer, 'on', key);
      if (key.startsWith(SOCKET_PREFIX)) {
        problems.push({ pointer: at, at: 'key', message: `"${key}" is not a realtime event${suggestion(key, SOCKET_EVENTS)}. Realtime events (spec 7): ${listNames(SOCKET_EVENTS)}` });
        continue;
      }
      const emits = events.length ? `it emits ${listNames(events)}` : 'it emits no events';
      problems.push({
        pointer: at,
        at: 'key',
        message: `A ${node.type} node has no event "${key}", so these actions never run${suggestion(key, [...events, ...SOCKET_EVENTS])}: ${emits}, and any node hears the realtime events as socket:<event>`,
      });
    }
  }
  return problems;
}
