import { describe, it, expect } from 'vitest';
// Brand inheritance is src/lib/json.ts mergePatch (tests/unit/lib/json.test.ts) plus which brand set each value.
import { mergePatchTracked, createTracked, originOf, compactOrigins } from '../../../src/brand/merge-patch.ts';

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
