// Resolves a brand's "extends" chain into one set of merged documents. A child document merge-patches
// (RFC 7396) the parent's document of the same path, or replaces it when the child's brand.json lists the
// path in "replace"; texts are flattened first so nested and flat files merge key by key.
import { join } from 'node:path';
import { loadBrandFolder, listBrands, type AssetSource, type LoadedBrand } from './load.ts';
import { displayPath, type Problem } from './problems.ts';
import { locate } from './source.ts';
import { createTracked, mergePatchTracked, type TrackedDocument } from './merge-patch.ts';
import { expandListPatches, type ListProblem } from './list-patch.ts';
import { isPlainObject } from '../lib/json.ts';
import { flattenTexts } from './texts.ts';
import { folderDocument } from './documents.ts';
import { didYouMean } from './suggest.ts';

export interface BrandSource {
  /** The folder holding one folder per brand. */
  brandsDir: string;
}

export interface ResolvedBrand {
  id: string;
  /** Base first: ["curacao", "lulu"]. */
  chain: string[];
  layers: Record<string, LoadedBrand>;
  /** Merged documents by path; texts/<locale>.json flattened (pointers of their origins are /<flat key>). */
  documents: Record<string, TrackedDocument>;
  /** texts/<locale>.json -> flat key -> where the winning value sits in its brand's file. */
  textSources: Record<string, Record<string, { brand: string; pointer: string }>>;
  /** The files of assets/ after inheritance, by name: a child's file replaces its parent's of the same name. */
  assets: Record<string, AssetSource & { brand: string }>;
}

export interface ResolveResult {
  /** Absent when the chain cannot be built or a file is not valid JSON: nothing further can be checked. */
  resolved?: ResolvedBrand;
  problems: Problem[];
}

/** A problem at a pointer of a layer's own file. */
export function problemIn(layer: LoadedBrand, path: string, pointer: string, message: string, at: 'key' | 'value' = 'value'): Problem {
  const source = layer.documents[path];
  const position = source ? locate(source.pointers, source.text, pointer, at) : { line: 1, column: 1 };
  return { file: source?.file ?? displayPath(join(layer.dir, path)), pointer, ...position, message };
}

/** The layers of the chain, child first, stopping at the first problem that makes the chain unknowable. */
function loadChain(id: string, { brandsDir }: BrandSource): { layers: LoadedBrand[]; problems: Problem[]; fatal: boolean } {
  const layers: LoadedBrand[] = [];
  const problems: Problem[] = [];
  let current = id;
  for (;;) {
    const { brand, problems: loadProblems } = loadBrandFolder(brandsDir, current);
    const child = layers[layers.length - 1];
    if (!brand) {
      const known = listBrands(brandsDir);
      const file = displayPath(join(brandsDir, current, 'brand.json'));
      const hint = `${didYouMean(current, known)}. Brands: ${known.join(', ') || 'none'}`;
      if (!child) {
        problems.push({ file, pointer: '', line: 1, column: 1, message: `No brand "${current}": ${file} does not exist${hint}` });
      } else {
        problems.push(problemIn(child, 'brand.json', '/extends', `Brand "${child.id}" extends "${current}", but there is no brand "${current}" (no ${file})${hint}`));
      }
      return { layers, problems, fatal: true };
    }
    problems.push(...loadProblems);
    layers.push(brand);
    // A file that is not JSON cannot be merged or checked; the operator fixes syntax first.
    if (loadProblems.some((p) => p.message.startsWith('Not valid JSON') || p.message.startsWith('Cannot read'))) return { layers, problems, fatal: true };
    const manifest = brand.documents['brand.json'].data;
    if (!isPlainObject(manifest)) return { layers, problems, fatal: false }; // the brand schema says what is wrong
    const parent = manifest.extends;
    if (parent === undefined) return { layers, problems, fatal: false };
    if (typeof parent !== 'string') return { layers, problems, fatal: false }; // reported by the brand schema
    const visited = layers.map((l) => l.id);
    if (visited.includes(parent)) {
      const cycle = [...visited.slice(visited.indexOf(parent)), parent].join(' -> ');
      problems.push(problemIn(brand, 'brand.json', '/extends', `Brand "${brand.id}" extends "${parent}", which leads back to "${brand.id}": the chain ${cycle} is a cycle. A brand cannot extend itself, directly or through others`));
      return { layers, problems, fatal: true };
    }
    current = parent;
  }
}

/** Checks of a layer's own brand.json that merging would hide: its id is its folder, its replace list names its documents. */
function checkManifest(layer: LoadedBrand): Problem[] {
  const manifest = layer.documents['brand.json'].data;
  if (!isPlainObject(manifest)) return [];
  const problems: Problem[] = [];
  if (typeof manifest.id === 'string' && manifest.id !== layer.id) {
    problems.push(problemIn(layer, 'brand.json', '/id', `id is "${manifest.id}" but the folder is "${layer.id}": they must be the same`));
  }
  if (Array.isArray(manifest.replace)) {
    manifest.replace.forEach((path, i) => {
      if (typeof path === 'string' && !layer.documents[path]) {
        problems.push(problemIn(layer, 'brand.json', `/replace/${i}`, `replace lists "${path}", but brand "${layer.id}" has no such document${didYouMean(path, Object.keys(layer.documents))}`));
      }
    });
  }
  return problems;
}

function replaceList(layer: LoadedBrand): string[] {
  const manifest = layer.documents['brand.json'].data;
  return isPlainObject(manifest) && Array.isArray(manifest.replace) ? manifest.replace.filter((p): p is string => typeof p === 'string') : [];
}

export function resolveBrand(id: string, source: BrandSource): ResolveResult {
  const { layers: childFirst, problems, fatal } = loadChain(id, source);
  if (fatal) return { problems };
  const chain = [...childFirst].reverse();
  const documents: Record<string, TrackedDocument> = {};
  const textSources: ResolvedBrand['textSources'] = {};
  const assets: ResolvedBrand['assets'] = {};
  for (const layer of chain) {
    problems.push(...checkManifest(layer));
    for (const asset of Object.values(layer.assets)) assets[asset.name] = { ...asset, brand: layer.id };
    const replaced = new Set(replaceList(layer));
    for (const [path, source] of Object.entries(layer.documents)) {
      let data = source.data;
      if (folderDocument(path)?.folder === 'texts') {
        const flat = flattenTexts(data);
        problems.push(...flat.problems.map((p) => problemIn(layer, path, p.pointer, p.message)));
        data = flat.texts;
        const sources = (textSources[path] = replaced.has(path) ? {} : (textSources[path] ?? {}));
        for (const [key, pointer] of Object.entries(flat.sources)) {
          if (flat.texts[key] === null) delete sources[key];
          else sources[key] = { brand: layer.id, pointer };
        }
      }
      const existing = documents[path];
      const listProblems: ListProblem[] = [];
      if (existing && !replaced.has(path)) documents[path] = mergePatchTracked(existing, data, layer.id, listProblems);
      else {
        // A list patch needs a list of the brand this one extends: in a document of its own there is none.
        const expanded = expandListPatches(undefined, data);
        listProblems.push(...expanded.problems);
        documents[path] = createTracked(expanded.patch, layer.id);
      }
      problems.push(...listProblems.map((p) => problemIn(layer, path, p.pointer, p.message)));
    }
  }
  return { resolved: { id, chain: chain.map((l) => l.id), layers: Object.fromEntries(chain.map((l) => [l.id, l])), documents, textSources, assets }, problems };
}
