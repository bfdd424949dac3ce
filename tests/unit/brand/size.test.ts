// Size budgets (issue 26 item 4, operator trial: a 2 MB document of 20,000 nodes was published, and the bundle
// every page loads went from 257 KB to 1.4 MB): refused by validate and publish, with the document and the sizes.
import { afterEach, describe, expect, it } from 'vitest';
import { validateBrand } from '../../../src/brand/validate.ts';
import { bundleBrand } from '../../../src/brand/bundle.ts';
import { formatProblem } from '../../../src/brand/problems.ts';
import { BUNDLE_MAX_BYTES, DOCUMENT_MAX_BYTES, jsonBytes } from '../../../src/brand/check-size.ts';
import { brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const page = (nodes: number) => ({
  title: 'text.notFound.title',
  body: Array.from({ length: nodes }, () => ({ type: 'Text', props: { text: 'text.notFound.body' } })),
});

describe('size budgets', () => {
  it('refuses a document over its budget, in the file of the brand that made it so', () => {
    const big = page(20_000);
    expect(jsonBytes(big)).toBeGreaterThan(DOCUMENT_MAX_BYTES);
    const dir = brandsWith(['base'], { 'huge/brand.json': { id: 'huge', name: 'Huge', extends: 'base' }, 'huge/pages/not-found.json': big });
    const printed = validateBrand('huge', { brandsDir: dir }).problems.map(formatProblem);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/huge\/pages\/not-found\.json:1:1 \/ pages\/not-found\.json is \d+ KB, over the 256 KB a document may be: split it/);
  });

  it('refuses a bundle whose documents are each within budget but together past what every page loads', () => {
    const each = page(4_000); // about 220 KB: under the document budget
    expect(jsonBytes(each)).toBeLessThan(DOCUMENT_MAX_BYTES);
    const files: Record<string, unknown> = { 'wide/brand.json': { id: 'wide', name: 'Wide', extends: 'base' } };
    for (const name of ['a', 'b', 'c']) files[`wide/pages/${name}.json`] = each;
    const dir = brandsWith(['base'], files);
    expect(validateBrand('wide', { brandsDir: dir }).problems).toEqual([]);
    const { bundle, problems } = bundleBrand('wide', { brandsDir: dir });
    expect(bundle).toBeUndefined();
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`wide/brand\\.json:1:1 / The bundle every page loads would be \\d+ KB, over its ${BUNDLE_MAX_BYTES / 1024} KB budget\\. Largest: pages/[abc]\\.json \\d+ KB, pages/[abc]\\.json \\d+ KB, pages/[abc]\\.json \\d+ KB$`)),
    ]);
  });

  it('the real brands are within both budgets', () => {
    for (const id of ['curacao', 'lulu']) expect(bundleBrand(id, { brandsDir: 'brands' }).bundle?.id).toBe(id);
  });
});
