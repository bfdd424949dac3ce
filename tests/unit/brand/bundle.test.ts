import { describe, it, expect, afterEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleBrand, writeBundle, bundleHash, canonicalJson } from '../../../src/brand/index.ts';
import { FIXTURES, brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const bundleOf = (id: string, brandsDir = FIXTURES) => {
  const { bundle, problems } = bundleBrand(id, { brandsDir });
  if (!bundle) throw new Error(problems.map((p) => p.message).join('\n'));
  return bundle;
};

describe('brand bundle', () => {
  it('holds every merged document, keyed the way src/platform/brand.ts says', () => {
    const bundle = bundleOf('child');
    expect(bundle).toMatchObject({ id: 'child', chain: ['base', 'child'], brand: { id: 'child', extends: 'base' } });
    expect(Object.keys(bundle.pages).sort()).toEqual(['casino', 'not-found']);
    expect(Object.keys(bundle.modals)).toContain('login');
    expect(Object.keys(bundle.modals)).toHaveLength(15);
    expect(Object.keys(bundle.forms)).toEqual(['login']);
    expect(Object.keys(bundle.texts).sort()).toEqual(['de', 'en']);
    expect(bundle.texts.en['text.menu.vip']).toBe('VIP Club');
    expect(bundle.settings).toMatchObject({ brandName: 'Base Casino' });
  });

  it('keeps origins compact: a brand id for a document one brand set, pointers for patched ones', () => {
    const { origins } = bundleOf('child');
    expect(origins['forms/login.json']).toBe('base');
    expect(origins['menus.json']).toBe('child');
    expect(origins['pages/casino.json']).toEqual({ '': 'base', '/title': 'child' });
  });

  it('hashes to 12 hex characters of sha256 over the canonical JSON of the bundle without its hash', () => {
    const bundle = bundleOf('child');
    expect(bundle.hash).toMatch(/^[0-9a-f]{12}$/);
    expect(bundleHash(bundle)).toBe(bundle.hash);
  });

  it('gives the same hash for the same content, whatever the key order or formatting of the files', () => {
    const casino = JSON.parse(readFileSync(join(FIXTURES, 'base/pages/casino.json'), 'utf8'));
    const reordered = Object.fromEntries(Object.entries(casino).reverse());
    const dir = brandsWith(['base', 'child'], { 'base/pages/casino.json': JSON.stringify(reordered) });
    expect(bundleOf('child', dir).hash).toBe(bundleOf('child').hash);
    expect(bundleOf('child').hash).toBe(bundleOf('child').hash);
  });

  it('changes the hash when any value changes', () => {
    const dir = brandsWith(['base', 'child'], { 'child/texts/en.json': { 'text.child.casinoTitle': 'Child casino!', 'text.menu.vip': 'VIP Club' } });
    expect(bundleOf('child', dir).hash).not.toBe(bundleOf('child').hash);
  });

  it('sorts keys at every level in canonical JSON', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });

  it('gives no bundle for a brand with problems', () => {
    const result = bundleBrand('typo-prop', { brandsDir: FIXTURES });
    expect(result.bundle).toBeUndefined();
    expect(result.problems).toHaveLength(1);
  });

  it('writes <out>/<id>.json holding the bundle with its hash', () => {
    const bundle = bundleOf('base');
    const out = join(brandsWith([]), 'dist');
    const file = writeBundle(bundle, out);
    expect(file).toBe(join(out, 'base.json'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(bundle);
  });
});
