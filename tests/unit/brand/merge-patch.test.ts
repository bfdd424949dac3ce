import { describe, it, expect } from 'vitest';
import { mergePatch, mergePatchTracked, createTracked, originOf, compactOrigins } from '../../../tools/brand/merge-patch.ts';

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

describe('origin tracking', () => {
  it('records the patching brand at each value it set, and the creating brand at ""', () => {
    const doc = mergePatchTracked(createTracked({ title: 'a', body: [1], theme: { x: 1, y: 2 } }, 'base'), { title: 'b', theme: { y: 3, z: 4 } }, 'child');
    expect(doc.data).toEqual({ title: 'b', body: [1], theme: { x: 1, y: 3, z: 4 } });
    expect(doc.origins).toEqual({ '': 'base', '/title': 'child', '/theme/y': 'child', '/theme/z': 'child' });
    expect(originOf(doc.origins, '/theme/x')).toBe('base');
    expect(originOf(doc.origins, '/theme/y')).toBe('child');
    expect(originOf(doc.origins, '/body/0')).toBe('base');
  });

  it('gives a replaced subtree wholly to the replacing brand, forgetting origins recorded under it', () => {
    let doc = createTracked({ body: [{ a: 1 }] }, 'a');
    doc = mergePatchTracked(doc, { body: [{ a: 2 }], extra: { k: 1 } }, 'b');
    doc = mergePatchTracked(doc, { extra: 'flat' }, 'c');
    expect(doc.origins).toEqual({ '': 'a', '/body': 'b', '/extra': 'c' });
    expect(originOf(doc.origins, '/body/0/a')).toBe('b');
  });

  it('keeps deletions apart from origins, so a missing value can be blamed on the brand that deleted it', () => {
    const doc = mergePatchTracked(createTracked({ title: 't', radius: '8px' }, 'base'), { radius: null }, 'child');
    expect(doc.data).toEqual({ title: 't' });
    expect(doc.origins).toEqual({ '': 'base' });
    expect(doc.deletions).toEqual({ '/radius': 'child' });
  });

  it('gives the whole document to a brand whose patch is not an object', () => {
    const doc = mergePatchTracked(createTracked({ a: 1 }, 'base'), ['x'], 'child');
    expect(doc.data).toEqual(['x']);
    expect(doc.origins).toEqual({ '': 'child' });
  });

  it('compacts origins to one brand id when one brand set everything, and drops entries repeating their ancestor', () => {
    expect(compactOrigins({ '': 'base' })).toBe('base');
    expect(compactOrigins({ '': 'base', '/a': 'child', '/a/b': 'child', '/c': 'base' })).toEqual({ '': 'base', '/a': 'child' });
  });
});
