// Fragments (fragments/<name>.json) are written once and shown by Include nodes: brand validate checks
// that an Include names a fragment that exists, that no fragment includes itself, and a fragment's own
// nodes as any page's, in the fragment's file. The bundle carries them for the browser.
import { describe, it, expect, afterEach } from 'vitest';
import { validateBrand } from '../../../src/brand/validate.ts';
import { bundleBrand } from '../../../src/brand/bundle.ts';
import { validateBundle } from '../../../src/brand/check-bundle.ts';
import { brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const page = (fragment: string) => ({ title: 'text.casino.title', body: [{ type: 'Include', props: { fragment } }] });
const fragment = (...body: unknown[]) => ({ body });
const heading = { type: 'Heading', props: { text: 'text.casino.heading', level: 2 } };
const problemsOf = (files: Record<string, unknown>) =>
  validateBrand('base', { brandsDir: brandsWith(['base'], files) }).problems.map((p) => `${p.file.replace(/^.*\/base\//, '')} ${p.pointer} ${p.message}`);

describe('fragments and Include', () => {
  it('a page includes a fragment: valid, and the bundle carries the fragment (checked again when loaded)', () => {
    const dir = brandsWith(['base'], { 'base/pages/vip.json': page('promo'), 'base/fragments/promo.json': fragment(heading) });
    const { bundle, problems } = bundleBrand('base', { brandsDir: dir });
    expect(problems).toEqual([]);
    expect(bundle?.fragments).toEqual({ promo: { body: [heading] } });
    expect(validateBundle(bundle)).toEqual([]);
  });

  it('an Include naming no fragment is reported where it is written, with the names that exist', () => {
    expect(problemsOf({ 'base/pages/vip.json': page('promos'), 'base/fragments/promo.json': fragment(heading) })).toEqual([
      'pages/vip.json /body/0/props/fragment Fragment "promos" does not exist: there is no fragments/promos.json (did you mean "promo"?)',
    ]);
  });

  it('a fragment that includes itself, directly or through another, is reported in the fragment that closes the cycle', () => {
    expect(problemsOf({
      'base/fragments/a.json': fragment({ type: 'Include', props: { fragment: 'b' } }),
      'base/fragments/b.json': fragment(heading, { type: 'Include', props: { fragment: 'a' } }),
      'base/fragments/c.json': fragment({ type: 'Include', props: { fragment: 'c' } }),
    })).toEqual([
      'fragments/a.json /body/0/props/fragment Fragment "a" includes itself: a > b > a',
      'fragments/b.json /body/1/props/fragment Fragment "b" includes itself: b > a > b',
      'fragments/c.json /body/0/props/fragment Fragment "c" includes itself: c > c',
    ]);
  });

  it("a fragment's own nodes are checked as a page's: a text key without a default, in the fragment's file", () => {
    expect(problemsOf({ 'base/fragments/promo.json': fragment({ type: 'Heading', props: { text: 'text.casino.headin', level: 2 } }) })).toEqual([
      expect.stringMatching(/^fragments\/promo\.json \/body\/0\/props\/text Text key "text\.casino\.headin" has no default/),
    ]);
  });
});
