// Lists a child brand changes item by item (issue 26 item 1). Under RFC 7396 an array replaces the parent's whole,
// so changing one route, menu entry or header node meant copying the list, and the copy stopped following the parent.
// Where a child's document has, in place of a list, an object whose one key is "$patch", its value is a list of
// operations on the parent's list, each addressing an item by its id (an object item's "id"; a form's choice, which
// is a JSON Schema, by its "const"; a string item, as in ui:order, by itself):
//   {"op": "merge",   "id": "logo", "value": {...}}            merge-patch the item (RFC 7396)
//   {"op": "replace", "id": "logo", "value": {...}}            put another item in its place
//   {"op": "remove",  "id": "old"}
//   {"op": "add",     "value": {...}, "before"|"after": "id"}   or "at": "start" | "end" (the default)
//   {"op": "move",    "id": "b", "before"|"after": "a"}        or "at": "start" | "end"
// In the spirit of JSON Patch (RFC 6902), addressed by id instead of index, so a parent's later insertions do not
// shift what a child meant. Operations run in order; one that names no item is a problem at its id, in the child's
// file, and changes nothing.
import { isPlainObject, mergePatch } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';
import { didYouMean } from './suggest.ts';

export const LIST_PATCH = '$patch';
const OPS = ['merge', 'replace', 'remove', 'add', 'move'];

export interface ListProblem { pointer: string; message: string }

/** Where one item of a patched list comes from: the parent list's index (null: this brand's), and what merged into it. */
export interface ItemSource { from: number | null; merged: unknown[] }

export interface ExpandedPatch {
  /** The patch with every list patch replaced by the list it makes (what RFC 7396 then applies). */
  patch: unknown;
  /** The patched lists, by their pointer in the document: where each item came from (for provenance). */
  lists: Map<string, ItemSource[]>;
  problems: ListProblem[];
}

/** The id a list item is addressed by: an object's "id" (a oneOf choice's "const"), or a string item itself. */
export function itemId(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (!isPlainObject(item)) return undefined;
  if (typeof item.id === 'string') return item.id;
  return typeof item.const === 'string' ? item.const : undefined;
}

const isListPatch = (value: unknown): value is { [LIST_PATCH]: unknown } =>
  isPlainObject(value) && Object.keys(value).length === 1 && LIST_PATCH in value;

/** Sentinel: the key's patch is dropped (a list patch with no list to patch changes nothing). */
const DROP = Symbol('drop');

export function expandListPatches(target: unknown, patch: unknown): ExpandedPatch {
  const lists = new Map<string, ItemSource[]>();
  const problems: ListProblem[] = [];
  const walk = (base: unknown, value: unknown, pointer: string): unknown => {
    if (isListPatch(value)) return patchList(base, value[LIST_PATCH], pointer);
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const expanded = walk(isPlainObject(base) ? base[key] : undefined, child, joinPointer(pointer, key));
      if (expanded !== DROP) out[key] = expanded;
    }
    return out;
  };

  const patchList = (base: unknown, ops: unknown, pointer: string): unknown => {
    const at = joinPointer(pointer, LIST_PATCH);
    if (!Array.isArray(base)) {
      problems.push({ pointer: at, message: `"${LIST_PATCH}" changes a list of the brand this one extends item by item, but there is no list here to change` });
      return DROP;
    }
    if (!Array.isArray(ops)) {
      problems.push({ pointer: at, message: `"${LIST_PATCH}" is a list of operations (op: ${OPS.join(', ')})` });
      return DROP;
    }
    const entries = base.map((item, i) => ({ item: item as unknown, source: { from: i as number | null, merged: [] as unknown[] } }));
    const ids = () => entries.map((e) => itemId(e.item)).filter((id): id is string => id !== undefined);
    const indexOf = (id: unknown, where: string): number | undefined => {
      const found = entries.flatMap((e, i) => (itemId(e.item) === id ? [i] : []));
      if (typeof id !== 'string' || found.length !== 1) {
        problems.push({
          pointer: where,
          message: typeof id !== 'string'
            ? 'An operation names its item by id: a string'
            : found.length
              ? `The list has ${found.length} items with id "${id}", so it cannot tell which one is meant: give each a different id`
              : `The list has no item with id "${id}"${didYouMean(id, ids())}. Its ids: ${ids().join(', ') || 'none (add an "id" to the items this brand changes)'}`,
        });
        return undefined;
      }
      return found[0];
    };
    /** Where an add or a move puts its item: before or after an id, at the start, or at the end. */
    const position = (op: Record<string, unknown>, opAt: string): number | undefined => {
      if (op.before !== undefined) return indexOf(op.before, joinPointer(opAt, 'before'));
      if (op.after !== undefined) {
        const i = indexOf(op.after, joinPointer(opAt, 'after'));
        return i === undefined ? undefined : i + 1;
      }
      if (op.at === 'start') return 0;
      if (op.at === undefined || op.at === 'end') return entries.length;
      problems.push({ pointer: joinPointer(opAt, 'at'), message: `"at" is "start" or "end", got ${JSON.stringify(op.at)}` });
      return undefined;
    };

    ops.forEach((op, n) => {
      const opAt = joinPointer(at, n);
      if (!isPlainObject(op) || typeof op.op !== 'string' || !OPS.includes(op.op)) {
        const name = isPlainObject(op) ? op.op : undefined;
        problems.push({ pointer: isPlainObject(op) ? joinPointer(opAt, 'op') : opAt, message: `Unknown list operation ${JSON.stringify(name)}${typeof name === 'string' ? didYouMean(name, OPS) : ''}. Operations: ${OPS.join(', ')}` });
        return;
      }
      if (op.op === 'add') {
        const id = itemId(op.value);
        if (id !== undefined && ids().includes(id)) {
          problems.push({ pointer: joinPointer(opAt, 'value'), message: `The list already has an item with id "${id}": merge or replace that one, or give the new item another id` });
          return;
        }
        const where = position(op, opAt);
        if (where !== undefined) entries.splice(where, 0, { item: walk(undefined, op.value, joinPointer(opAt, 'value')), source: { from: null, merged: [] } });
        return;
      }
      const i = indexOf(op.id, joinPointer(opAt, 'id'));
      if (i === undefined) return;
      if (op.op === 'remove') entries.splice(i, 1);
      else if (op.op === 'replace') entries[i] = { item: walk(undefined, op.value, joinPointer(opAt, 'value')), source: { from: null, merged: [] } };
      else if (op.op === 'merge') {
        // A list inside the item may be patched too ({"children": {"$patch": [...]}}).
        const value = walk(entries[i].item, op.value, joinPointer(opAt, 'value'));
        entries[i] = { item: mergePatch(entries[i].item, value), source: { ...entries[i].source, merged: [...entries[i].source.merged, value] } };
      } else {
        const [moved] = entries.splice(i, 1);
        const where = position(op, opAt);
        entries.splice(where ?? i, 0, moved); // a move to nowhere leaves the item where it was
      }
    });
    lists.set(pointer, entries.map((e) => e.source));
    return entries.map((e) => e.item);
  };

  const expanded = walk(target, patch, '');
  return { patch: expanded === DROP ? undefined : expanded, lists, problems };
}
