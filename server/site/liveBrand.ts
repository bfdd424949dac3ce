// The brand a running site serves: the store's live version (src/brand/store.ts), checked in full
// before it is served (src/brand/check-bundle.ts), and picked up again when an operator publishes or
// rolls back (`npm run brand -- publish|rollback`): the live pointer is polled, so the next page load
// gets the new version with no restart and no rebuild, on every server sharing the store. A broken
// version is refused with its problems in the log, and the last valid one stays: the server never exits
// over a brand once it has started.
// Each poll also checks the drafts in the store (a version `publish` is about to make live, or one stored with
// --draft) and writes what this server serves and would refuse into the store (BrandStore.writeServerReport): the
// CLI reads it, so it never says "live" for a version a running server refuses (operator trial: new widget code
// not deployed yet).
import { watch, type FSWatcher } from 'node:fs';
import { hostname } from 'node:os';
import { BrandStore, isVersionHash } from '../../src/brand/store.ts';
import { validateBundle } from '../../src/brand/check-bundle.ts';
import type { BrandBundle } from '../../src/platform/brand';

export interface LiveBrandOptions {
  /**
   * How often the live pointer is read (ms) when no change was seen: a published version reaches new page loads
   * within this even where the store's folder cannot be watched (a network file system).
   */
  pollMs?: number;
  /** Watch the brand's folder in the store and look at once on a change (default true). */
  watch?: boolean;
  log?: Pick<Console, 'log' | 'error'>;
  /** The checks a version must pass to be served: this server's code's (tests give a stand-in for older code). */
  check?: (data: unknown) => string[];
  /** This server's name in the store's reports (default: host and process id). */
  server?: string;
  /**
   * Told when a look at the store finds something new: a version made live, or a draft checked (main.ts: a notice to
   * the site's other servers, which then look at once instead of at their next poll; `publish` waits for every
   * running server's verdict on a draft, then makes it live).
   */
  onChange?: () => void;
  now?: () => Date;
}

/** A report is rewritten at least this often while nothing changes, so the CLI can tell the server runs. */
const REPORT_EVERY_MS = 3000;

export class NoValidVersion extends Error {}

export class LiveBrand {
  private bundle!: BrandBundle;
  private liveHash: string | null = null;
  private readonly checked = new Map<string, BrandBundle | null>();
  /** Checked versions whose asset files have not all arrived in the store. */
  private readonly awaitingFiles = new Map<string, BrandBundle>();
  /** Each checked version's problems ([] for one this server serves). */
  private readonly verdicts = new Map<string, string[]>();
  private reported = { text: '', at: 0 };
  private reportFailed = false;
  /** More this server tells the store in its report (main.ts: each setting's value and source, for `brand status`). */
  describe?: () => Record<string, unknown>;
  private timer?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  private watcher?: FSWatcher;
  private refreshQueued = false;
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
      // The report says this server runs even when the live pointer is read seldom (BRAND_POLL_MS): publish waits for
      // the verdicts of the servers whose reports are fresh, and would otherwise take this one for stopped.
      if ((this.options.pollMs ?? 500) > REPORT_EVERY_MS) {
        this.heartbeat = setInterval(() => this.checkDrafts(), REPORT_EVERY_MS);
        this.heartbeat.unref();
      }
      if (this.options.watch !== false) this.watchStore();
      this.checkDrafts();
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
    const awaited = this.awaitingFiles.get(hash);
    if (awaited) return this.missingFiles(awaited).length ? null : this.accept(hash, awaited);
    let bundle: BrandBundle | null = null;
    if (this.store.has(this.id, hash)) {
      try {
        const data = this.store.read(this.id, hash);
        const problems = (this.options.check ?? validateBundle)(data);
        if (!problems.length && ((data as BrandBundle).id !== this.id || (data as BrandBundle).hash !== hash)) problems.push(`${hash}.json holds another version`);
        const missing = problems.length ? [] : this.missingFiles(data as BrandBundle);
        // Its asset files are stored before it (store.ts publish): one not there yet (a store being synced) is looked
        // for again on the next poll, and meanwhile the version is not served, or players would see a broken image.
        if (missing.length) this.awaitingFiles.set(hash, data as BrandBundle);
        if (problems.length || missing.length) this.log.error(`brand ${this.id}: version ${hash} is invalid and is not served:\n  ${[...problems, ...missing].join('\n  ')}`);
        else bundle = data as BrandBundle;
        this.verdicts.set(hash, [...problems, ...missing]);
        if (missing.length) return null;
      } catch (error) {
        const problem = `version ${hash} could not be read: ${error instanceof Error ? error.message : String(error)}`;
        this.log.error(`brand ${this.id}: ${problem}`);
        this.verdicts.set(hash, [problem]);
      }
    }
    // A missing version may still arrive (a store being synced); a broken one never heals.
    if (bundle || this.store.has(this.id, hash)) this.checked.set(hash, bundle);
    return bundle;
  }

  /**
   * Looks at once when `publish` writes a draft or the live pointer (issue 26: publish to live under 1 s, where a
   * draft's check and then the new live pointer each waited for a poll). The poll stays, for a folder that
   * cannot be watched or an event that is missed; the events of one write come together, so they make one look.
   */
  private watchStore(): void {
    try {
      this.watcher = watch(this.store.folderOf(this.id), (_event, name) => {
        if (name !== null && name !== 'live' && name !== 'versions.json') return;
        if (this.refreshQueued) return;
        this.refreshQueued = true;
        setImmediate(() => {
          this.refreshQueued = false;
          this.refresh();
        });
      });
      this.watcher.on('error', () => this.watcher?.close()); // the folder went away: the poll carries on
      this.watcher.unref();
    } catch {
      // No watching here (the folder is missing, or the file system cannot): the poll does the work.
    }
  }

  /** The version's asset files the store does not have (yet). */
  private missingFiles(bundle: BrandBundle): string[] {
    return Object.entries(bundle.assets ?? {}).flatMap(([name, file]) => (this.store.hasAsset(this.id, file) ? [] : [`assets/${name}: its file ${file} is not in the store`]));
  }

  /** A version whose files have all arrived. */
  private accept(hash: string, bundle: BrandBundle): BrandBundle {
    this.awaitingFiles.delete(hash);
    this.checked.set(hash, bundle);
    this.verdicts.set(hash, []);
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
    const seen = { live: this.liveHash, verdicts: this.verdicts.size };
    if (live && live !== this.liveHash) {
      const bundle = this.version(live);
      if (bundle) {
        this.liveHash = live;
        this.bundle = bundle;
        this.log.log(`brand ${this.id}: version ${live} is live`);
      } else if (this.checked.has(live)) this.liveHash = live; // broken: said once, then the last valid version stays
    }
    this.checkDrafts();
    if (this.liveHash !== seen.live || this.verdicts.size !== seen.verdicts) this.options.onChange?.();
  }

  /** Checks the drafts waiting in the store and tells the store what this server serves and refuses. */
  private checkDrafts(): void {
    try {
      for (const entry of this.store.versions(this.id)) if (entry.draft) this.version(entry.hash);
      const report = { serving: this.bundle.hash, checked: Object.fromEntries(this.verdicts), ...this.describe?.() };
      const text = JSON.stringify(report);
      const now = (this.options.now ?? (() => new Date()))();
      if (text === this.reported.text && now.getTime() - this.reported.at < REPORT_EVERY_MS) return;
      this.store.writeServerReport(this.id, { server: this.serverName, at: now.toISOString(), ...report });
      this.reported = { text, at: now.getTime() };
      this.reportFailed = false;
    } catch (error) {
      // A read-only or briefly unreadable store: serving goes on; the CLI then finds no report of this server.
      if (this.reportFailed) return; // said once
      this.reportFailed = true;
      this.log.error(`brand ${this.id}: could not report to the store: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private get serverName(): string {
    return this.options.server ?? `${hostname().replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 60)}-${process.pid}`;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.watcher?.close();
    this.store.removeServerReport(this.id, this.serverName);
  }
}
