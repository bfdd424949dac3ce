// The brand library: the brand CLI (tools/brand.ts), the site server and the dev server use it to
// validate brand folders and build the bundles the browser loads.
export { bundleBrand, writeBundle, assembleBundle, bundleHash, canonicalJson, type BrandBundle, type BundleResult } from './bundle.ts';
export { validateBrand, validateResolved, type ValidationResult } from './validate.ts';
export { resolveBrand, type ResolvedBrand, type ResolveResult, type BrandSource } from './resolve.ts';
export { loadBrandFolder, listBrands, brandExists, type LoadedBrand, type SourceDocument } from './load.ts';
export { mergePatch, type Json } from '../lib/json.ts';
export { mergePatchTracked, createTracked, originOf, compactOrigins, type TrackedDocument } from './merge-patch.ts';
export { flattenTexts } from './texts.ts';
export { formatProblem, sortProblems, type Problem } from './problems.ts';
export { validateBundle } from './check-bundle.ts';
