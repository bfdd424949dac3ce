// Parsing a brand file while keeping where every value sits, so a problem can name line:column.
// JSON.parse gives the data (strict, own properties only); json-source-map gives the positions.
import jsonSourceMap, { type PointerLocations } from 'json-source-map';

export interface Position { line: number; column: number }

export interface ParsedJson {
  data: unknown;
  pointers: Record<string, PointerLocations>;
}

export type ParseResult = { ok: true; value: ParsedJson } | { ok: false; position: Position; message: string };

/** Editors on Windows like to add a byte-order mark; it is not part of the JSON and takes no column. */
export function stripBom(text: string): string {
  return text.replace(/^\uFEFF/, '');
}

/** The offsets where each line of the last text asked about starts (one file's problems are located one after another). */
let lines: { text: string; starts: number[] } = { text: '', starts: [0] };

/**
 * 1-based line and column of a character offset. Counted here so tabs count as one column, like editors show them.
 * The line starts are found once per text, so locating each of many problems in a big file stays fast (a 20,000-node
 * document with a problem in each took 100 s when every problem scanned the text from its start).
 */
export function positionAt(text: string, offset: number): Position {
  if (lines.text !== text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    lines = { text, starts };
  }
  const at = Math.max(0, Math.min(offset, text.length));
  let low = 0;
  let high = lines.starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lines.starts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lines.starts[low] + 1 };
}

export function parseJson(text: string): ParseResult {
  const source = stripBom(text);
  let pointers: Record<string, PointerLocations>;
  try {
    pointers = jsonSourceMap.parse(source).pointers;
  } catch (err) {
    const offset = errorOffset(err, source);
    return { ok: false, position: positionAt(source, offset), message: explainSyntaxError(source, offset) };
  }
  try {
    return { ok: true, value: { data: JSON.parse(source), pointers } };
  } catch (err) {
    // json-source-map is more lenient than JSON.parse in a few corners (raw control characters in strings).
    const offset = errorOffset(err, source);
    return { ok: false, position: positionAt(source, offset), message: `Not valid JSON: ${(err as Error).message}` };
  }
}

function errorOffset(err: unknown, source: string): number {
  const match = /position (\d+)/.exec(err instanceof Error ? err.message : String(err));
  return match ? Number(match[1]) : source.length;
}

/** A sentence about the usual hand-editing mistakes, instead of "Unexpected token }". */
export function explainSyntaxError(source: string, offset: number): string {
  if (offset >= source.length) return 'Not valid JSON: the file ends too early (a missing "}" or "]", or an unclosed string?)';
  const char = source[offset];
  const before = source.slice(0, offset).trimEnd();
  const previous = before[before.length - 1];
  if ((char === '}' || char === ']') && previous === ',') {
    return `Not valid JSON: a comma before "${char}" (JSON allows no comma after the last item)`;
  }
  if (char === "'") return 'Not valid JSON: strings and keys need double quotes ("), not single quotes';
  if (char === '/' && (source[offset + 1] === '/' || source[offset + 1] === '*')) return 'Not valid JSON: comments are not allowed in JSON';
  if ((char === '"' || char === '{' || char === '[') && previous !== undefined && /["}\]0-9el]/.test(previous)) {
    return 'Not valid JSON: a comma is missing before this value';
  }
  if (/[A-Za-z_]/.test(char)) return `Not valid JSON: unexpected "${source.slice(offset).match(/^[A-Za-z_0-9]+/)?.[0]}" (keys and strings need double quotes)`;
  return `Not valid JSON: unexpected "${char}"`;
}

/** Parent pointer: "/body/0/props" -> "/body/0". */
export function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

/**
 * Where a pointer sits in its file. A pointer that is not in the file (a missing property the schema
 * requires) falls back to its nearest ancestor, so the operator still lands on the right object.
 */
export function locate(pointers: Record<string, PointerLocations>, text: string, pointer: string, at: 'key' | 'value' = 'value'): Position {
  let current = pointer;
  for (;;) {
    const entry = pointers[current];
    const loc = (at === 'key' && current === pointer ? entry?.key : undefined) ?? entry?.value;
    if (loc) return positionAt(stripBom(text), loc.pos);
    if (current === '') return { line: 1, column: 1 };
    current = parentPointer(current);
  }
}
