// The brand a running site serves: the store's live version (src/brand/store.ts), checked in full
// before it is served (src/brand/check-bundle.ts), and picked up again when an operator publishes or
// rolls back (`npm run brand -- publish|rollback`): the live pointer is polled, so the next page load
// gets the new version with no restart and no rebuild, on every server sharing the store. A broken
// version is refused with its problems in the log, and the last valid one stays: the server never exits
// over a brand once it has started.
import { BrandStore, isVersionHash } from '../../src/brand/store.ts';
import { validateBundle } from '../../src/brand/check-bundle.ts';
import type { BrandBundle } from '../../src/platform/brand';

export interface LiveBrandOptions {
  /** How often the live pointer is read (ms): a published version reaches new page loads within this. */
  pollMs?: number;
  log?: Pick<Console, 'log' | 'error'>;
}

export class NoValidVersion extends Error {}

export class LiveBrand {
  private bundle!: BrandBundle;
  private liveHash: string | null = null;
  private readonly checked = new Map<string, BrandBundle | null>();
  private timer?: NodeJS.Timeout;
  private readonly log: Pick<Console, 'log' | 'error'>;

  constructor(readonly store: BrandStore, readonly id: string, private readonly options: LiveBrandOptions = {}) {
    this.log = options.log ?? console;
  }

  /**
   * Loads the live version, or, when it is broken, the newest valid earlier one. Throws NoValidVersion
   * when there is none: the server cannot start without a brand to serve.
   */
  start(): BrandBundle {
    const live = this.store.liveHash(this.id);
    const candidates = [live, ...this.store.versions(this.id).map((v) => v.hash).reverse()].filter((h): h is string => !!h);
    for (const hash of [...new Set(candidates)]) {
      const bundle = this.version(hash);
      if (!bundle) continue;
      this.bundle = bundle;
      this.liveHash = live;
      if (hash !== live) this.log.error(`brand ${this.id}: the live version ${live} is invalid; serving ${hash}`);
      this.timer = setInterval(() => this.refresh(), this.options.pollMs ?? 500);
      this.timer.unref();
      return bundle;
    }
    throw new NoValidVersion(`brand ${this.id} has no valid published version in ${this.store.dir}: run \`npm run brand -- publish ${this.id}\``);
  }

  /** The version new page loads get. */
  current(): BrandBundle {
    return this.bundle;
  }

  /** A published version, checked once and remembered (null when missing or invalid). */
  version(hash: string): BrandBundle | null {
    if (!isVersionHash(hash)) return null;
    if (this.checked.has(hash)) return this.checked.get(hash)!;
    let bundle: BrandBundle | null = null;
    if (this.store.has(this.id, hash)) {
      try {
        const data = this.store.read(this.id, hash);
        const problems = validateBundle(data);
        if (problems.length) this.log.error(`brand ${this.id}: version ${hash} is invalid and is not served:\n  ${problems.join('\n  ')}`);
        else if ((data as BrandBundle).id !== this.id || (data as BrandBundle).hash !== hash) this.log.error(`brand ${this.id}: ${hash}.json holds another version`);
        else bundle = data as BrandBundle;
      } catch (error) {
        this.log.error(`brand ${this.id}: version ${hash} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // A missing version may still arrive (a store being synced); a broken one never heals.
    if (bundle || this.store.has(this.id, hash)) this.checked.set(hash, bundle);
    return bundle;
  }

  /** Reads the live pointer and switches to a new valid version; a broken one is logged and skipped. */
  refresh(): void {
    let live: string | null;
    try {
      live = this.store.liveHash(this.id);
    } catch {
      return; // the store is briefly unreadable (a sync in progress): the next poll tries again
    }
    if (!live || live === this.liveHash) return;
    const bundle = this.version(live);
    if (!bundle) {
      if (this.checked.has(live)) this.liveHash = live; // broken: said once, then the last valid version stays
      return;
    }
    this.liveHash = live;
    this.bundle = bundle;
    this.log.log(`brand ${this.id}: version ${live} is live`);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
