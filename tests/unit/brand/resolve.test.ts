import { describe, it, expect, afterEach } from 'vitest';
import { resolveBrand } from '../../../src/brand/resolve.ts';
import { FIXTURES, brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const resolved = (id: string, brandsDir = FIXTURES) => {
  const result = resolveBrand(id, { brandsDir });
  if (!result.resolved) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result.resolved;
};

describe('extends chain', () => {
  it('lists the chain base first', () => {
    expect(resolved('child').chain).toEqual(['base', 'child']);
    expect(resolved('base').chain).toEqual(['base']);
  });

  it('merge-patches a child document onto the parent document of the same path', () => {
    const { documents } = resolved('child');
    expect(documents['theme.json'].data).toMatchObject({ defaultColorMode: 'light', colors: { brand: { '500': '#e91e63', '600': '#1558b0' } } });
    expect(documents['theme.json'].data).not.toHaveProperty('radius'); // null deletes
    expect(documents['pages/casino.json'].data).toMatchObject({ title: 'text.child.casinoTitle', body: expect.any(Array) });
  });

  it('replaces instead of merging a document the child lists in brand.json "replace"', () => {
    const menus = resolved('child').documents['menus.json'];
    expect(menus.data).toEqual({ menus: { main: [{ label: 'text.menu.casino', to: { page: 'casino' } }] } });
    expect(menus.origins).toEqual({ '': 'child' });
  });

  it('inherits documents the child does not have, and lets the child id, name and extends win in brand.json', () => {
    const { documents } = resolved('child');
    expect(documents['forms/login.json'].origins).toEqual({ '': 'base' });
    expect(documents['brand.json'].data).toMatchObject({ id: 'child', name: 'Child', extends: 'base', defaultLocale: 'en' });
  });

  it('records which brand set each patched value', () => {
    const { documents } = resolved('child');
    expect(documents['routes.json'].origins).toEqual({ '': 'base', '/pageKeys/promotions': 'child' });
    expect(documents['theme.json'].origins).toEqual({ '': 'base', '/defaultColorMode': 'child', '/colors/brand/500': 'child' });
  });

  it('resolves a three-brand chain, the nearest brand winning', () => {
    const dir = brandsWith(['base', 'child'], {
      'grandchild/brand.json': { id: 'grandchild', name: 'Grandchild', extends: 'child' },
      'grandchild/theme.json': { defaultColorMode: 'dark' },
    });
    const { chain, documents } = resolved('grandchild', dir);
    expect(chain).toEqual(['base', 'child', 'grandchild']);
    expect(documents['theme.json'].origins).toMatchObject({ '/defaultColorMode': 'grandchild', '/colors/brand/500': 'child' });
  });

  it('reports a cycle at the extends that closes it, naming the whole chain', () => {
    const dir = brandsWith([], {
      'a/brand.json': { id: 'a', name: 'A', extends: 'b' },
      'b/brand.json': { id: 'b', name: 'B', extends: 'a' },
    });
    const { resolved: result, problems } = resolveBrand('a', { brandsDir: dir });
    expect(result).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: '/extends', line: 4, column: 14 });
    expect(problems[0].file).toMatch(/b\/brand\.json$/);
    expect(problems[0].message).toContain('the chain a -> b -> a is a cycle');
  });

  it('reports a brand extending itself as a cycle', () => {
    const dir = brandsWith([], { 'solo/brand.json': { id: 'solo', name: 'Solo', extends: 'solo' } });
    const { problems } = resolveBrand('solo', { brandsDir: dir });
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('the chain solo -> solo is a cycle')]);
  });

  it('reports a missing parent at the child extends, with a suggestion', () => {
    const dir = brandsWith(['base'], { 'kid/brand.json': { id: 'kid', name: 'Kid', extends: 'bsae' } });
    const { resolved: result, problems } = resolveBrand('kid', { brandsDir: dir });
    expect(result).toBeUndefined();
    expect(problems[0]).toMatchObject({ pointer: '/extends', line: 4, column: 14 });
    expect(problems[0].message).toMatch(/^Brand "kid" extends "bsae", but there is no brand "bsae" \(no .*bsae\/brand\.json\) \(did you mean "base"\?\)\. Brands: base, kid$/);
  });

  it('reports an unknown brand id', () => {
    const { problems } = resolveBrand('nope', { brandsDir: FIXTURES });
    expect(problems[0].message).toMatch(/^No brand "nope": .*nope\/brand\.json does not exist/);
  });

  it('merges texts as flat keys, whether a brand writes them nested or flat', () => {
    const texts = resolved('child').documents['texts/en.json'];
    expect(texts.data).toMatchObject({ 'text.menu.vip': 'VIP Club', 'text.menu.casino': 'Casino', 'text.child.casinoTitle': 'Child casino' });
    expect(texts.origins).toMatchObject({ '': 'base', '/text.menu.vip': 'child' });
  });
});
