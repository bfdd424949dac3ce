// Reads one brand folder into its documents, keyed by path inside the folder (brand.json,
// pages/casino.json, texts/en.json). Each keeps its raw text and pointer positions, because every
// problem found later (possibly after merging with a parent brand) is reported at a line:column of it.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PointerLocations } from 'json-source-map';
import { parseJson } from './source.ts';
import { displayPath, type Problem } from './problems.ts';
import { schemaKeyOf, expectedLayout } from './documents.ts';

export interface SourceDocument {
  /** Path inside the brand folder, with forward slashes: pages/casino.json. */
  path: string;
  /** The path problems print (repo-relative). */
  file: string;
  text: string;
  data: unknown;
  pointers: Record<string, PointerLocations>;
}

/** A file of the brand's assets/ folder (src/brand/assets.ts checks it). */
export interface AssetSource {
  /** Path inside assets/, with forward slashes: logo.svg, icons/deposit.png. */
  name: string;
  /** The path problems print (repo-relative). */
  file: string;
  bytes: Buffer;
}

export interface LoadedBrand {
  id: string;
  dir: string;
  documents: Record<string, SourceDocument>;
  /** The files of assets/, by name. */
  assets: Record<string, AssetSource>;
}

export interface LoadResult {
  /** Undefined when the folder has no brand.json: the caller decides what that means (unknown id, missing parent). */
  brand?: LoadedBrand;
  problems: Problem[];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((entry) => !entry.startsWith('.')) // editor swap files, .DS_Store
    .flatMap((entry) => {
      const full = join(dir, entry);
      return statSync(full).isDirectory() ? listFiles(full) : [full];
    });
}

/** The folder of a brand's own files (logo, banners, favicon, icons): src/brand/assets.ts. */
export const ASSETS_FOLDER = 'assets';

export function brandDir(brandsDir: string, id: string): string {
  return join(brandsDir, id);
}

export function brandExists(brandsDir: string, id: string): boolean {
  return existsSync(join(brandsDir, id, 'brand.json'));
}

/** Folders of brandsDir that hold a brand.json. */
export function listBrands(brandsDir: string): string[] {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir)
    .filter((entry) => !entry.startsWith('.') && statSync(join(brandsDir, entry)).isDirectory() && brandExists(brandsDir, entry))
    .sort();
}

export function loadBrandFolder(brandsDir: string, id: string): LoadResult {
  const dir = brandDir(brandsDir, id);
  if (!brandExists(brandsDir, id)) return { problems: [] };
  const problems: Problem[] = [];
  const documents: Record<string, SourceDocument> = {};
  const assets: Record<string, AssetSource> = {};
  for (const full of listFiles(dir).sort()) {
    const path = relative(dir, full).split(sep).join('/');
    const file = displayPath(full);
    if (path.startsWith(`${ASSETS_FOLDER}/`)) {
      const name = path.slice(ASSETS_FOLDER.length + 1);
      try {
        assets[name] = { name, file, bytes: readFileSync(full) };
      } catch (err) {
        problems.push({ file, pointer: '', line: 1, column: 1, message: `Cannot read the file: ${(err as Error).message}` });
      }
      continue;
    }
    if (!schemaKeyOf(path)) {
      // A misspelt folder or extension would otherwise be ignored without a word.
      problems.push({ file, pointer: '', line: 1, column: 1, message: `Unexpected file "${path}": a brand folder holds ${expectedLayout()}, each document a .json file, and images in ${ASSETS_FOLDER}/` });
      continue;
    }
    let text: string;
    try {
      text = readFileSync(full, 'utf8');
    } catch (err) {
      problems.push({ file, pointer: '', line: 1, column: 1, message: `Cannot read the file: ${(err as Error).message}` });
      continue;
    }
    const parsed = parseJson(text);
    if (!parsed.ok) {
      problems.push({ file, pointer: '', ...parsed.position, message: parsed.message });
      continue;
    }
    documents[path] = { path, file, text, data: parsed.value.data, pointers: parsed.value.pointers };
  }
  return { brand: { id, dir, documents, assets }, problems };
}
