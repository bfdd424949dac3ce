// A brand overrides a document of the brand it extends with an RFC 7396 JSON merge patch (src/lib/json.ts: objects
// merge key by key, null deletes a key, anything else, arrays included, replaces). This tracks which brand set
// each value, so a problem in a merged document is reported in the file that holds the offending value, and the
// bundle can say which layer set what. A list may be changed item by item instead (src/brand/list-patch.ts): its
// items keep the brand that set them, and the items this brand adds, replaces or merges into are its own.
import { getAt, joinPointer, isWithin } from './pointer.ts';
import { isPlainObject, mergePatch, type Json } from '../lib/json.ts';
import { expandListPatches, LIST_PATCH, type ListProblem } from './list-patch.ts';

/**
 * Origins of one document: JSON pointer -> brand id of the layer that set the value there. The value at
 * a pointer was set by the entry of its nearest ancestor (the "" entry names the brand that created the
 * document). Deletions are kept apart: they explain a missing required property, but are not values.
 */
export interface TrackedDocument {
  data: Json;
  origins: Record<string, string>;
  /** Pointer -> brand id that deleted the value there with null. */
  deletions: Record<string, string>;
}

export function createTracked(data: unknown, brand: string): TrackedDocument {
  return { data: structuredClone(data as Json), origins: { '': brand }, deletions: {} };
}

/**
 * Applies `patch` from `brand` onto a tracked document, returning a new one. The merge is mergePatch's (RFC 7396);
 * this walk only reads the patch beside the old document to note which brand now holds each value it touches.
 */
export function mergePatchTracked(doc: TrackedDocument, listPatch: unknown, brand: string, problems: ListProblem[] = []): TrackedDocument {
  const expanded = expandListPatches(doc.data, listPatch);
  problems.push(...expanded.problems);
  const patch = expanded.patch;
  const origins = { ...doc.origins };
  const deletions = { ...doc.deletions };
  const forget = (pointer: string) => {
    for (const key of Object.keys(origins)) if (key !== '' && isWithin(key, pointer)) delete origins[key];
    for (const key of Object.keys(deletions)) if (isWithin(key, pointer)) delete deletions[key];
  };
  const note = (target: unknown, patchValue: unknown, pointer: string): void => {
    if (!isPlainObject(patchValue) || !isPlainObject(target)) {
      // A replaced value belongs wholly to this brand, whatever was under it before.
      forget(pointer);
      origins[pointer] = brand;
      return;
    }
    for (const [key, value] of Object.entries(patchValue)) {
      const child = joinPointer(pointer, key);
      if (value !== null) note(target[key], value, child);
      else if (Object.hasOwn(target, key)) {
        forget(child);
        deletions[child] = brand;
      }
    }
  };
  note(doc.data, patch, '');
  // A list patched item by item: the list as a whole is this brand's (a problem of the whole list, such as an order
  // that leaves a field out, is named at this brand's $patch, which made it so); its items from the brand below keep
  // their origins (under their new index), and what this brand merged into one is this brand's.
  for (const [pointer, items] of expanded.lists) {
    if (pointer.includes(`/${LIST_PATCH}/`)) continue; // a list inside an added or replaced item: all this brand's
    origins[pointer] = brand;
    items.forEach(({ from, merged }, i) => {
      const at = joinPointer(pointer, i);
      if (from === null) {
        origins[at] = brand;
        return;
      }
      const was = joinPointer(pointer, from);
      origins[at] = originOf(doc.origins, was);
      for (const [key, owner] of Object.entries(doc.origins)) if (key !== was && isWithin(key, was)) origins[at + key.slice(was.length)] = owner;
      let item: unknown = getAt(doc.data, was);
      for (const value of merged) {
        note(item, value, at);
        item = mergePatch(item, value);
      }
    });
  }
  if (!('' in origins)) origins[''] = brand; // the whole document was replaced
  return { data: mergePatch(doc.data, patch), origins, deletions };
}


/** The brand that set the value at `pointer`: the entry of its nearest recorded ancestor. */
export function originOf(origins: Record<string, string>, pointer: string): string {
  let best = '';
  for (const key of Object.keys(origins)) if (isWithin(pointer, key) && key.length > best.length) best = key;
  return origins[best];
}

/**
 * The compact form the bundle stores: one brand id when a single brand set the whole document,
 * else pointer -> brand id with entries that repeat their ancestor's brand left out.
 */
export function compactOrigins(origins: Record<string, string>): string | Record<string, string> {
  const compact: Record<string, string> = {};
  for (const pointer of Object.keys(origins).sort()) {
    const parent = Object.keys(compact).filter((key) => key !== pointer && isWithin(pointer, key)).sort((a, b) => b.length - a.length)[0];
    if (pointer === '' || parent === undefined || compact[parent] !== origins[pointer]) compact[pointer] = origins[pointer];
  }
  const keys = Object.keys(compact);
  return keys.length === 1 && keys[0] === '' ? compact[''] : compact;
}
