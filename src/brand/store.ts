// The published brands: one folder per brand in a store directory (BRANDS_DIR, default dist/brands),
// which every site server of a brand reads. Publishing never overwrites: each version is its own file,
// named by its content hash, and "live" is a one-line pointer file replaced atomically (write, then
// rename), so a server reading at any moment sees the old version or the new one, never half of one.
//   <store>/<id>/<hash>.json      a published version (immutable)
//   <store>/<id>/versions.json    [{hash, publishedAt, author?, message?, draft?}], oldest first
//   <store>/<id>/live             the live version's hash
//   <store>/<id>/assets/<h>.<ext> a file of the brand's assets/ (immutable, named by its content's hash and shared by
//                                 the versions that hold it; never removed, so a rollback brings the old logo back)
//   <store>/<id>/servers/<s>.json what each running server serves and which versions it refused (servers.ts)
//   <store>/<id>/source/<hash>/   the documents a version was made from: a folder per brand of its chain, laid out
//                                 like brands/ (resolveBrand(id, { brandsDir }) reads it unchanged). The studio edits
//                                 a version from it; `brand pull` writes it back to brands/<id>/. Immutable like the version.
// A draft is a version that has never been live: players never get it, an operator previews it
// (?preview=<hash>), and promoting it makes exactly that version live.
// Several servers may share the directory (a shared volume or a synced object store path): each watches
// <id>/live and takes a new live version up within its poll interval.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandBundle } from '../platform/brand.ts';
import { STORED_ASSET } from '../platform/assets.ts';

export interface VersionEntry {
  hash: string;
  publishedAt: string;
  /** Who published it and why (`publish --author`, `--message`). */
  author?: string;
  message?: string;
  /** Stored but never live yet (`publish --draft`, or waiting for the running servers' check). */
  draft?: boolean;
}

/**
 * What one running site server says about a brand (written by server/site/liveBrand.ts on its polls): the version
 * it serves and its verdict on each version it checked (no problems: it would serve it). The CLI reads the fresh
 * ones before it makes a version live, so it never says "live" for a version a running server refuses.
 */
export interface ServerReport {
  server: string;
  /** When the server last wrote it: a report older than REPORT_FRESH_MS is a server that has stopped. */
  at: string;
  serving: string | null;
  checked: Record<string, string[]>;
  /** Each setting's effective value and where it comes from (src/platform/settings.ts settingSources). */
  settings?: Record<string, { value: unknown; source: string; brandValue?: unknown }>;
}

/** A running server writes its report at least every few seconds; one older than this is not running. */
export const REPORT_FRESH_MS = 10_000;
const SERVER_NAME = /^[A-Za-z0-9._-]{1,100}$/;

export interface PublishOptions {
  /** Store the version without making it live. */
  draft?: boolean;
  author?: string;
  message?: string;
}

const HASH = /^[0-9a-f]{12}$/;
export const isVersionHash = (value: unknown): value is string => typeof value === 'string' && HASH.test(value);

/** Writes a file whole or not at all: readers never see a half-written one. */
function writeAtomically(file: string, text: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

export class BrandStore {
  constructor(readonly dir: string) {}

  private folder(id: string): string {
    return join(this.dir, id);
  }

  /** The folder of a brand's versions, live pointer and reports (a running server watches it). */
  folderOf(id: string): string {
    return this.folder(id);
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

  /** The folder of a version's source (laid out like brands/), or null when none was kept (published before sources were). */
  sourceOf(id: string, hash: string): string | null {
    const dir = join(this.folder(id), 'source', hash);
    return isVersionHash(hash) && existsSync(dir) ? dir : null;
  }

  /**
   * Keeps the source of a version: the folders of `chain` (the bundle's, parent first) from `brandsDir`. Copied to a
   * temporary folder, then renamed into place, so a source that exists is whole. An existing one is kept (same hash,
   * same content).
   */
  writeSource(id: string, hash: string, brandsDir: string, chain: readonly string[]): void {
    if (!isVersionHash(hash)) throw new Error(`"${hash}" is not a version hash`);
    const target = join(this.folder(id), 'source', hash);
    if (existsSync(target)) return;
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    for (const brand of chain) cpSync(join(brandsDir, brand), join(temp, brand), { recursive: true });
    try {
      renameSync(temp, target);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      if (!existsSync(target)) throw error; // else another writer put the same source there first
    }
  }

  /** Whether the brand's stored files include this one (a name bundle.assets gives). */
  hasAsset(id: string, file: string): boolean {
    return STORED_ASSET.test(file) && existsSync(join(this.folder(id), 'assets', file));
  }

  /** A stored asset file's bytes, or null when there is none of that name. */
  readAsset(id: string, file: string): Buffer | null {
    if (!this.hasAsset(id, file)) return null;
    try {
      return readFileSync(join(this.folder(id), 'assets', file));
    } catch {
      return null;
    }
  }

  /**
   * Adds a version (kept, with its first author and message, if it was published before) and makes it live,
   * unless it is a draft. Returns whether it was new. Its asset files (`files`: stored name -> bytes, from
   * bundleBrand), then the version file and the list are written before the live pointer, so live never names a
   * missing file.
   */
  publish(bundle: BrandBundle, now: Date, options: PublishOptions = {}, files: Record<string, Uint8Array> = {}): { isNew: boolean } {
    const folder = this.folder(bundle.id);
    mkdirSync(folder, { recursive: true });
    for (const file of Object.values(bundle.assets ?? {})) {
      if (this.hasAsset(bundle.id, file)) continue;
      if (!STORED_ASSET.test(file) || !files[file]) throw new Error(`brand ${bundle.id}: the asset file ${file} is neither given nor stored`);
      mkdirSync(join(folder, 'assets'), { recursive: true });
      writeAtomically(join(folder, 'assets', file), files[file]);
    }
    const isNew = !this.has(bundle.id, bundle.hash);
    if (!isNew && options.draft) this.propose(bundle.id, bundle.hash);
    if (isNew) {
      writeAtomically(join(folder, `${bundle.hash}.json`), `${JSON.stringify(bundle)}\n`);
      const entry: VersionEntry = { hash: bundle.hash, publishedAt: now.toISOString() };
      if (options.author) entry.author = options.author;
      if (options.message) entry.message = options.message;
      if (options.draft) entry.draft = true;
      this.writeVersions(bundle.id, [...this.versions(bundle.id), entry]);
    }
    if (!options.draft) this.setLive(bundle.id, bundle.hash);
    return { isNew };
  }

  /** Makes a published version live (a draft stops being one). */
  setLive(id: string, hash: string): void {
    if (!this.has(id, hash)) throw new Error(`brand ${id} has no published version ${hash}`);
    const versions = this.versions(id);
    if (versions.some((v) => v.hash === hash && v.draft)) this.writeVersions(id, versions.map((v) => (v.hash === hash ? { ...v, draft: undefined } : v)));
    writeAtomically(join(this.folder(id), 'live'), `${hash}\n`);
  }

  /** Marks a stored version that is not live as waiting (a draft again), so the running servers check it. */
  propose(id: string, hash: string): void {
    const versions = this.versions(id);
    if (this.liveHash(id) === hash || !versions.some((v) => v.hash === hash && !v.draft)) return;
    this.writeVersions(id, versions.map((v) => (v.hash === hash ? { ...v, draft: true } : v)));
  }

  private writeVersions(id: string, versions: VersionEntry[]): void {
    writeAtomically(join(this.folder(id), 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
  }

  /** A running server's report on this brand (atomically replaced). */
  writeServerReport(id: string, report: ServerReport): void {
    if (!SERVER_NAME.test(report.server)) throw new Error(`"${report.server}" is not a server name`);
    const dir = join(this.folder(id), 'servers');
    mkdirSync(dir, { recursive: true });
    writeAtomically(join(dir, `${report.server}.json`), `${JSON.stringify(report)}\n`);
  }

  /** The reports of the servers running now (written within REPORT_FRESH_MS of `now`). */
  serverReports(id: string, now: Date): ServerReport[] {
    const dir = join(this.folder(id), 'servers');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => {
        try {
          const report = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ServerReport;
          return now.getTime() - Date.parse(report.at) <= REPORT_FRESH_MS ? [report] : [];
        } catch {
          return []; // being replaced this instant, or not a report
        }
      });
  }

  /** A server that stops takes its report away (one that crashes goes stale instead). */
  removeServerReport(id: string, server: string): void {
    if (SERVER_NAME.test(server)) rmSync(join(this.folder(id), 'servers', `${server}.json`), { force: true });
  }
}
