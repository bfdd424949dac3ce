// Documents the studio edits (issue 27 item 2): a version's source from the store (src/brand/store.ts sourceOf), the
// operator's changed documents written over a copy of it, then resolved, validated and bundled exactly as
// `brand validate` / `brand publish` do (src/brand). A draft is that bundle, stored with publish({ draft: true }) and
// its source kept beside it, so the next edit starts from it.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { bundleBrand, validateBrand, type BrandBundle, type Problem } from '../../src/brand/index.ts';
import { schemaKeyOf } from '../../src/brand/documents.ts';
import { checkAssetFile } from '../../src/brand/assets.ts';
import type { BrandStore } from '../../src/brand/store.ts';
import { StudioError } from './accounts';

/** A document path the operator may write: one a brand folder holds (brand.json, pages/casino.json, ...). */
export function isDocumentPath(path: unknown): path is string {
  return typeof path === 'string' && !path.includes('..') && !path.startsWith('/') && schemaKeyOf(path) !== undefined;
}

/** The operator's changes: a document's new text (kept as typed, so problems name its lines), or null to remove it. */
export type Edits = Record<string, string | null>;

/** A problem as the studio shows it: the CLI's Problem, its file named as brand/path inside the version's source. */
export interface StudioProblem extends Problem {
  brand: string;
  path: string;
}

export interface Composed {
  /** The temporary brands folder: the base's source with the edits (remove it with done()). */
  dir: string;
  done: () => void;
}

/** The base's source copied to a temporary folder, with the edits (documents and asset files) of brand `id` written over it. */
export function compose(store: BrandStore, id: string, base: string, edits: Edits, assets: Record<string, Buffer> = {}): Composed {
  const source = store.sourceOf(id, base);
  if (!source) throw new StudioError(`Version ${base} of brand ${id} has no stored source (it was published before sources were kept): publish it again with \`npm run brand -- publish ${id}\`.`);
  const dir = mkdtempSync(join(tmpdir(), 'studio-'));
  try {
    cpSync(source, dir, { recursive: true });
    for (const [path, text] of Object.entries(edits)) {
      if (!isDocumentPath(path)) throw new StudioError(`"${path}" is not a document of a brand folder`);
      const file = join(dir, id, path);
      if (text === null) rmSync(file, { force: true });
      else {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
    }
    for (const [name, bytes] of Object.entries(assets)) {
      const { problems } = checkAssetFile(name, bytes);
      if (problems.length) throw new StudioError(problems.join('; '));
      const file = join(dir, id, 'assets', name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Problems named by brand/path inside the composed folder. */
export function inSource(dir: string, problems: Problem[]): StudioProblem[] {
  const prefix = `${dir}${sep}`;
  return problems.map((p) => {
    const relative = p.file.startsWith(prefix) ? p.file.slice(prefix.length).split(sep).join('/') : p.file;
    const [brand, ...rest] = relative.split('/');
    return { ...p, file: relative, brand, path: rest.join('/') };
  });
}

export function validateEdits(store: BrandStore, id: string, base: string, edits: Edits): { problems: StudioProblem[]; warnings: StudioProblem[] } {
  const composed = compose(store, id, base, edits);
  try {
    const { problems, warnings } = validateBrand(id, { brandsDir: composed.dir });
    return { problems: inSource(composed.dir, problems), warnings: inSource(composed.dir, warnings) };
  } finally {
    composed.done();
  }
}

export interface DraftResult {
  bundle?: BrandBundle;
  isNew?: boolean;
  problems: StudioProblem[];
}

/** Validates and stores the edits as a draft (never live), with their source; problems and nothing stored otherwise. */
export function saveDraft(store: BrandStore, id: string, base: string, edits: Edits, about: { author: string; message?: string; now: Date }, assets: Record<string, Buffer> = {}): DraftResult {
  const composed = compose(store, id, base, edits, assets);
  try {
    const { bundle, files, problems } = bundleBrand(id, { brandsDir: composed.dir });
    if (!bundle) return { problems: inSource(composed.dir, problems) };
    store.writeSource(id, bundle.hash, composed.dir, bundle.chain);
    const { isNew } = store.publish(bundle, about.now, { draft: true, author: about.author, message: about.message }, files);
    return { bundle, isNew, problems: [] };
  } finally {
    composed.done();
  }
}
