// JSON pointers (RFC 6901), the way problems and origins name a place inside a document.

export function escapeSegment(segment: string | number): string {
  const text = String(segment);
  // Most segments need no escaping; the walk joins pointers for every value of every document.
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function joinPointer(pointer: string, ...segments: (string | number)[]): string {
  return pointer + segments.map((s) => `/${escapeSegment(s)}`).join('');
}

export function splitPointer(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}

/** True when `pointer` is `ancestor` or lies inside it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return ancestor === '' || pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/** The value at a pointer, or undefined. */
export function getAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const segment of splitPointer(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * An operator-readable path: /body/0/props/columns -> body[0].props.columns. Given the data, a digit key
 * of an object (a theme shade "500") stays a key; without it digits read as list positions.
 */
export function dottedPath(segments: string[], data?: unknown): string {
  let out = '';
  let current = data;
  for (const s of segments) {
    const isIndex = data === undefined ? /^\d+$/.test(s) : Array.isArray(current);
    out = isIndex ? `${out}[${s}]` : out ? `${out}.${s}` : s;
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[s] : undefined;
  }
  return out;
}
