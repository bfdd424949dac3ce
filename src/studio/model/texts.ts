// The texts editor's model (issue 27 item 7): a locale's texts beside the English ones, the keys the locale is
// missing first (players see the English text for them meanwhile), and edits that keep the file's own shape
// (flat "text.a.b" keys, or nested { text: { a: { b } } }).
import { flatTexts } from './context';
import { getAt, setAt, removeAt, joinPointer } from './json';

export interface TextRow {
  key: string;
  english: string;
  /** This locale's text, or undefined when the locale is missing it. */
  text: string | undefined;
}

/** Every English key with this locale's text; the missing ones first, each group in key order. */
export function textRows(english: Record<string, string>, locale: unknown): TextRow[] {
  const own = flatTexts(locale);
  const rows = Object.keys(english).sort().map((key) => ({ key, english: english[key], text: own[key] }));
  return [...rows.filter((r) => r.text === undefined), ...rows.filter((r) => r.text !== undefined)];
}

/** The keys the locale is missing. */
export const missingKeys = (english: Record<string, string>, locale: unknown) => textRows(english, locale).filter((r) => r.text === undefined).map((r) => r.key);

const isNested = (doc: unknown) => Object.keys((doc ?? {}) as object).some((k) => ['text', 'object', 'array'].includes(k));

/** The locale document with `key` set to `text` (an empty text removes the key: the English one shows). */
export function setText<T>(doc: T, key: string, text: string): T {
  const segments = isNested(doc) ? key.split('.') : [key];
  const base = doc ?? ({} as T);
  if (text !== '') return setAt(base, joinPointer('', ...segments), text);
  let next = removeAt(base, joinPointer('', ...segments));
  // A nested group left empty goes too, as a file would be written.
  for (let depth = segments.length - 1; depth > 0; depth--) {
    const group = getAt(next, joinPointer('', ...segments.slice(0, depth)));
    if (group && typeof group === 'object' && Object.keys(group).length === 0) next = removeAt(next, joinPointer('', ...segments.slice(0, depth)));
  }
  return next;
}
