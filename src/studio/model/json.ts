// Edits of a plain JSON document keyed by JSON pointer (RFC 6901). Every edit returns a new document and copies
// only the objects and lists on the way to the pointer, so React sees what changed and the rest stays shared.
import { splitPointer, joinPointer } from '../../brand/pointer';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export { getAt, joinPointer, splitPointer, isWithin } from '../../brand/pointer';

/** The parent's pointer and the last segment: /body/2 -> ['/body', '2']. */
export function parentOf(pointer: string): [string, string] {
  const segments = splitPointer(pointer);
  const last = segments.pop() ?? '';
  return [joinPointer('', ...segments), last];
}

function container(value: unknown): Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return [...value];
  if (value !== null && typeof value === 'object') return { ...(value as Record<string, unknown>) };
  return {};
}

/**
 * The document with `fn` applied to the value at `pointer` (undefined when absent); `fn` returning undefined
 * removes the value (a list item is spliced out). Missing objects on the way are made.
 */
export function updateAt<T>(doc: T, pointer: string, fn: (current: unknown) => unknown): T {
  const segments = splitPointer(pointer);
  const go = (value: unknown, i: number): unknown => {
    if (i === segments.length) return fn(value);
    const copy = container(value);
    const key = segments[i];
    if (Array.isArray(copy)) {
      const index = Number(key);
      const next = go(copy[index], i + 1);
      if (next === undefined && i === segments.length - 1) copy.splice(index, 1);
      else copy[index] = next;
    } else {
      const next = go(copy[key], i + 1);
      if (next === undefined) delete copy[key];
      else copy[key] = next;
    }
    return copy;
  };
  return go(doc, 0) as T;
}

/** The document with `value` at `pointer` (undefined removes it). */
export const setAt = <T>(doc: T, pointer: string, value: unknown): T => updateAt(doc, pointer, () => value);

/** The document without the value at `pointer`. */
export const removeAt = <T>(doc: T, pointer: string): T => updateAt(doc, pointer, () => undefined);

/** The document with `item` inserted into the list at `listPointer` before `index` (the end when left out). */
export function insertAt<T>(doc: T, listPointer: string, item: unknown, index?: number): T {
  return updateAt(doc, listPointer, (list) => {
    const copy = Array.isArray(list) ? [...list] : [];
    copy.splice(index ?? copy.length, 0, item);
    return copy;
  });
}

/** The document with the list item at `pointer` moved by `by` places (-1 up, +1 down); unchanged at an end. */
export function moveItem<T>(doc: T, pointer: string, by: number): T {
  const [listPointer, key] = parentOf(pointer);
  const index = Number(key);
  return updateAt(doc, listPointer, (list) => {
    if (!Array.isArray(list)) return list;
    const to = index + by;
    if (to < 0 || to >= list.length) return list;
    const copy = [...list];
    const [item] = copy.splice(index, 1);
    copy.splice(to, 0, item);
    return copy;
  });
}
