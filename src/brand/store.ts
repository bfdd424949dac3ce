// The published brands: one folder per brand in a store directory (BRANDS_DIR, default dist/brands),
// which every site server of a brand reads. Publishing never overwrites: each version is its own file,
// named by its content hash, and "live" is a one-line pointer file replaced atomically (write, then
// rename), so a server reading at any moment sees the old version or the new one, never half of one.
//   <store>/<id>/<hash>.json      a published version (immutable)
//   <store>/<id>/versions.json    [{hash, publishedAt}], oldest first
//   <store>/<id>/live             the live version's hash
// Several servers may share the directory (a shared volume or a synced object store path): each watches
// <id>/live and takes a new live version up within its poll interval.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandBundle } from '../platform/brand.ts';

export interface VersionEntry { hash: string; publishedAt: string }

const HASH = /^[0-9a-f]{12}$/;
export const isVersionHash = (value: unknown): value is string => typeof value === 'string' && HASH.test(value);

/** Writes a file whole or not at all: readers never see a half-written one. */
function writeAtomically(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

export class BrandStore {
  constructor(readonly dir: string) {}

  private folder(id: string): string {
    return join(this.dir, id);
  }

  /** Brands with a live version. */
  brands(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(this.dir, entry.name, 'live')))
      .map((entry) => entry.name)
      .sort();
  }

  versions(id: string): VersionEntry[] {
    const file = join(this.folder(id), 'versions.json');
    if (!existsSync(file)) return [];
    try {
      const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      return Array.isArray(list) ? list.filter((v): v is VersionEntry => isVersionHash(v?.hash) && typeof v?.publishedAt === 'string') : [];
    } catch {
      return [];
    }
  }

  /** The live version's hash, or null when the brand has none (or the pointer is not a hash). */
  liveHash(id: string): string | null {
    const file = join(this.folder(id), 'live');
    if (!existsSync(file)) return null;
    const hash = readFileSync(file, 'utf8').trim();
    return isVersionHash(hash) ? hash : null;
  }

  has(id: string, hash: string): boolean {
    return isVersionHash(hash) && existsSync(join(this.folder(id), `${hash}.json`));
  }

  /** A published version as parsed JSON (not yet checked: see src/brand/check-bundle.ts). */
  read(id: string, hash: string): unknown {
    if (!isVersionHash(hash)) throw new Error(`"${hash}" is not a version hash`);
    return JSON.parse(readFileSync(join(this.folder(id), `${hash}.json`), 'utf8'));
  }

  /**
   * Adds a version (kept if it was published before) and makes it live. Returns whether it was new.
   * The version file and the list are written before the live pointer, so live never names a missing file.
   */
  publish(bundle: BrandBundle, now: Date): { isNew: boolean } {
    const folder = this.folder(bundle.id);
    mkdirSync(folder, { recursive: true });
    const isNew = !this.has(bundle.id, bundle.hash);
    if (isNew) {
      writeAtomically(join(folder, `${bundle.hash}.json`), `${JSON.stringify(bundle)}\n`);
      const versions = [...this.versions(bundle.id), { hash: bundle.hash, publishedAt: now.toISOString() }];
      writeAtomically(join(folder, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
    }
    this.setLive(bundle.id, bundle.hash);
    return { isNew };
  }

  /** Makes a published version live. */
  setLive(id: string, hash: string): void {
    if (!this.has(id, hash)) throw new Error(`brand ${id} has no published version ${hash}`);
    writeAtomically(join(this.folder(id), 'live'), `${hash}\n`);
  }
}
