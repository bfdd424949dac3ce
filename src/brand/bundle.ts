// The brand bundle the browser fetches: every merged document in one JSON with the chain, the origin of
// each value and a content hash. Only a brand without problems is bundled; a player never gets a broken one.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandBundle } from '../platform/brand.ts';
import { validateBrand } from './validate.ts';
import type { BrandSource, ResolvedBrand } from './resolve.ts';
import { compactOrigins } from './merge-patch.ts';
import { folderDocument } from './documents.ts';
import { displayPath, type Problem } from './problems.ts';
import { bundleTooBig } from './check-size.ts';
import { checkAssetFile, storedAssetName } from './assets.ts';

export type { BrandBundle };

export interface BundleResult {
  bundle?: BrandBundle;
  /** The bytes of the bundle's asset files, by stored name (bundle.assets' values): publish stores them with it. */
  files?: Record<string, Buffer>;
  problems: Problem[];
  documentCount: number;
}

/** JSON with object keys sorted at every level, so the hash depends on content, not on key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** First 12 hex characters of the sha256 of the canonical JSON of the bundle without its hash. */
export function bundleHash(bundle: Omit<BrandBundle, 'hash'> & { hash?: string }): string {
  const { hash: _ignored, ...content } = bundle;
  return createHash('sha256').update(canonicalJson(content)).digest('hex').slice(0, 12);
}

/** The brand's files under their stored names (content-hashed): name -> stored name, and stored name -> bytes. */
export function bundleAssets(resolved: ResolvedBrand): { assets: Record<string, string>; files: Record<string, Buffer> } {
  const assets: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  for (const name of Object.keys(resolved.assets).sort()) {
    const { bytes } = resolved.assets[name];
    const { extension } = checkAssetFile(name, bytes);
    if (!extension) continue; // refused by validate: such a brand is never bundled
    const stored = storedAssetName(bytes, extension);
    assets[name] = stored;
    files[stored] = bytes;
  }
  return { assets, files };
}

/** Assembles the bundle of a resolved brand (no validation: see bundleBrand). */
export function assembleBundle(resolved: ResolvedBrand): BrandBundle {
  const { assets } = bundleAssets(resolved);
  const folders: Record<'pages' | 'modals' | 'forms' | 'fragments' | 'texts', Record<string, unknown>> = { pages: {}, modals: {}, forms: {}, fragments: {}, texts: {} };
  const origins: BrandBundle['origins'] = {};
  const single: Record<string, unknown> = {};
  for (const [path, doc] of Object.entries(resolved.documents)) {
    origins[path] = compactOrigins(doc.origins);
    const inFolder = folderDocument(path);
    if (inFolder) folders[inFolder.folder][inFolder.name] = doc.data;
    else single[path.replace(/\.json$/, '')] = doc.data;
  }
  const content = {
    id: resolved.id,
    chain: resolved.chain,
    brand: single.brand,
    settings: single.settings,
    routes: single.routes,
    menus: single.menus,
    layout: single.layout,
    theme: single.theme,
    texts: folders.texts,
    pages: folders.pages,
    modals: folders.modals,
    forms: folders.forms,
    fragments: folders.fragments,
    origins,
    // Left out when there are none, so a brand without files keeps the hash it had before assets existed.
    assets: Object.keys(assets).length ? assets : undefined,
  } as Omit<BrandBundle, 'hash'>;
  const hash = bundleHash(content);
  const { id, ...rest } = content;
  return { id, hash, ...rest };
}

/** Validates a brand and, when it has no problems, returns its bundle. */
export function bundleBrand(id: string, source: BrandSource): BundleResult {
  const { problems, resolved, documentCount } = validateBrand(id, source);
  if (problems.length || !resolved) return { problems, documentCount };
  const bundle = assembleBundle(resolved);
  const tooBig = bundleTooBig(bundle);
  if (tooBig) return { problems: [{ file: displayPath(join(source.brandsDir, id, 'brand.json')), pointer: '', line: 1, column: 1, message: tooBig }], documentCount };
  return { bundle, files: bundleAssets(resolved).files, problems, documentCount };
}

/** Writes <outDir>/<id>.json and returns its path. */
export function writeBundle(bundle: BrandBundle, outDir: string): string {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${bundle.id}.json`);
  writeFileSync(file, `${JSON.stringify(bundle)}\n`);
  return file;
}
