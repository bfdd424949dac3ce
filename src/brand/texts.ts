// CMS texts come flat ("text.menu.vip": "VIP") or nested ({ "text": { "menu": { "vip": "VIP" } } }), like
// the CMS answers of spec 7. The bundle holds them flat, the form i18next and the text-key check look up.
import { joinPointer } from './pointer.ts';
import { isPlainObject } from '../lib/json.ts';

export interface FlatTexts {
  texts: Record<string, unknown>;
  /** Flat key -> pointer in the file it came from, to report problems at the right line. */
  sources: Record<string, string>;
  problems: { pointer: string; message: string }[];
}

const GROUPS = ['text', 'object', 'array'] as const;

/**
 * text subtrees become string leaves joined by dots (text.menu.vip); object.<name> and array.<name> are
 * one level deep, their values kept whole (a CMS object or list is one value).
 */
export function flattenTexts(document: unknown): FlatTexts {
  const out: FlatTexts = { texts: {}, sources: {}, problems: [] };
  if (!isPlainObject(document)) return out; // the texts schema reports the shape
  for (const [key, value] of Object.entries(document)) {
    if ((GROUPS as readonly string[]).includes(key) && isPlainObject(value)) {
      if (key === 'text') flattenTextTree(value, 'text', joinPointer('', key), out);
      else for (const [name, item] of Object.entries(value)) add(out, `${key}.${name}`, item, joinPointer('', key, name));
    } else if (key !== '$schema') {
      add(out, key, value, joinPointer('', key));
    }
  }
  return out;
}

function flattenTextTree(tree: Record<string, unknown>, prefix: string, pointer: string, out: FlatTexts) {
  for (const [key, value] of Object.entries(tree)) {
    const flatKey = `${prefix}.${key}`;
    const child = joinPointer(pointer, key);
    if (isPlainObject(value)) flattenTextTree(value, flatKey, child, out);
    else if (typeof value === 'string' || value === null) add(out, flatKey, value, child); // null: a child brand deletes the text
    else out.problems.push({ pointer: child, message: `${flatKey} must be a string (the wording), or an object of more texts, got ${describeType(value)}` });
  }
}

function add(out: FlatTexts, key: string, value: unknown, pointer: string) {
  if (key.startsWith('text.') && typeof value !== 'string' && value !== null) {
    out.problems.push({ pointer, message: `${key} must be a string (the wording), got ${describeType(value)}` });
    return;
  }
  out.texts[key] = value;
  out.sources[key] = pointer;
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return `${value}`;
  if (typeof value === 'number') return `a number (${value})`;
  return `a string ("${value}")`;
}
