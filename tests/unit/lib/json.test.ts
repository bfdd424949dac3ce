// The one RFC 7396 JSON merge patch (src/lib/json.ts) of the brand library, the settings' layers and the
// sandbox's settings control (the json-merge-patch package's, made pure).
import { describe, it, expect } from 'vitest';
import { mergePatch } from '../../../src/lib/json';

describe('RFC 7396 merge patch', () => {
  // RFC 7396 Appendix A, every example: [target, patch, result].
  const examples: [unknown, unknown, unknown][] = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(examples)('appendix A: %j patched with %j gives %j', (target, patch, result) => {
    expect(mergePatch(target, patch)).toEqual(result);
  });

  it('applies the section 3 example (nested merge, null deletes, arrays replace)', () => {
    const target = { title: 'Goodbye!', author: { givenName: 'John', familyName: 'Doe' }, tags: ['example', 'sample'], content: 'This will be unchanged' };
    const patch = { title: 'Hello!', phoneNumber: '+01-123-456-7890', author: { familyName: null }, tags: ['example'] };
    expect(mergePatch(target, patch)).toEqual({
      title: 'Hello!',
      author: { givenName: 'John' },
      tags: ['example'],
      content: 'This will be unchanged',
      phoneNumber: '+01-123-456-7890',
    });
  });

  it('is pure: neither the target nor the patch is modified, and the result shares no objects with the patch', () => {
    const target = { a: { b: 1 }, list: [1] };
    const patch = { a: { c: 2 }, list: [{ x: 1 }] };
    const before = JSON.stringify([target, patch]);
    const result = mergePatch(target, patch) as { list: { x: number }[] };
    expect(JSON.stringify([target, patch])).toBe(before);
    result.list[0].x = 99;
    expect(patch.list[0].x).toBe(1);
  });
});
