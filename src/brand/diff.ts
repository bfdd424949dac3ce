// `npm run brand -- diff <id> <a> <b>`: what an operator changed between two stored versions, as the JSON pointers
// whose values differ, each with its old and new value (operator trial: no diff between versions). Bookkeeping
// that changes with every version (its hash, which brand set what) is left out: it is not a change anyone made.
import { isPlainObject } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';

const NOT_CHANGES = new Set(['/hash', '/origins']);
const SHOWN_CHARS = 120;

function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}

export interface Change {
  /** "~" changed, "+" added, "-" removed. */
  kind: '~' | '+' | '-';
  pointer: string;
  old?: unknown;
  new?: unknown;
}

/** Each JSON pointer whose value differs, with its old and new value (the studio shows them; versionDiff prints them). */
export function versionChanges(before: unknown, after: unknown): Change[] {
  const changes: Change[] = [];
  const walk = (a: unknown, b: unknown, pointer: string): void => {
    if (NOT_CHANGES.has(pointer)) return;
    const bothObjects = isPlainObject(a) && isPlainObject(b);
    const bothLists = Array.isArray(a) && Array.isArray(b);
    if (bothObjects || bothLists) {
      const keys = bothLists
        ? Array.from({ length: Math.max((a as unknown[]).length, (b as unknown[]).length) }, (_, i) => String(i))
        : [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])].sort();
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      for (const key of keys) {
        const child = joinPointer(pointer, key);
        if (!Object.hasOwn(y, key)) changes.push({ kind: '-', pointer: child, old: x[key] });
        else if (!Object.hasOwn(x, key)) changes.push({ kind: '+', pointer: child, new: y[key] });
        else walk(x[key], y[key], child);
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ kind: '~', pointer: pointer || '/', old: a, new: b });
  };
  walk(before, after, '');
  return changes;
}

/** Each difference as a line: `~ pointer old -> new`, `+ pointer new` (added), `- pointer old` (removed). */
export function versionDiff(before: unknown, after: unknown): string[] {
  return versionChanges(before, after).map((c) =>
    c.kind === '~' ? `~ ${c.pointer} ${shown(c.old)} -> ${shown(c.new)}` : c.kind === '+' ? `+ ${c.pointer} ${shown(c.new)}` : `- ${c.pointer} ${shown(c.old)}`);
}
