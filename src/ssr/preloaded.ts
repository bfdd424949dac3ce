// Answers the server fetched while rendering a page (issue 12: server-rendered first screen). The server
// renders a page, collects the public calls its widgets asked for (`want`), fetches them, and renders again
// with the answers; the same answers go into the HTML, so the browser hydrates the same markup without
// asking again. Only guest answers are preloaded: the server never knows a player's session. Both sides
// hand them to SWR as its fallback (src/shell/App.tsx), keyed as SWR's cache is (callKey).
import { callKey } from '../platform/api/callCache';

export interface Preloaded {
  /** The answer of a call the server fetched, or undefined. */
  get(key: string): unknown;
  /** Server only: asks for a call to be fetched before the next render pass. */
  want?(key: string, load: () => Promise<unknown>): void;
  /** The answers by key: SWR's fallback for this render. */
  fallback(): Record<string, unknown>;
}

/** One key per call and parameters (a guest's: callKey), shared by the server's collector, the browser and SWR. */
export const preloadKey = (endpoint: string, params: unknown) => callKey(endpoint, params);

/** The browser's preloaded answers (the server's `ssr-data` block). */
export function preloadedFrom(answers: Record<string, unknown> | undefined): Preloaded {
  const record = answers ?? {};
  const map = new Map(Object.entries(record));
  return { get: (key) => map.get(key), fallback: () => record };
}

/** The server's collector: answers so far, and the calls asked for that have not been fetched yet. */
export class PreloadCollector implements Preloaded {
  readonly answers = new Map<string, unknown>();
  private readonly failed = new Set<string>();
  private wanted = new Map<string, () => Promise<unknown>>();
  /** The calls the current render pass asked for: what the page needs (expected calls may be stale). */
  private read = new Set<string>();

  get(key: string): unknown {
    this.read.add(key);
    return this.answers.get(key);
  }

  /** A new render pass: what it asks for replaces what the last one did. */
  beginPass(): void { this.read = new Set(); }

  want(key: string, load: () => Promise<unknown>): void {
    if (!this.answers.has(key) && !this.failed.has(key)) this.wanted.set(key, load);
  }

  get pending(): number { return this.wanted.size; }

  /** Every answer so far (a pass renders with all of them; toJSON keeps those it read). */
  fallback(): Record<string, unknown> { return Object.fromEntries(this.answers); }

  /**
   * Asks for calls known beforehand (those the same page asked for last time it was rendered: server/site/ssr.ts),
   * so they are fetched before the first pass and the page usually renders once. `load` makes a call from its key.
   */
  expect(keys: readonly string[], load: (endpoint: string, params: unknown) => Promise<unknown>): void {
    for (const key of keys) {
      const space = key.indexOf(' ');
      if (space < 0) continue;
      const endpoint = key.slice(0, space);
      let params: unknown;
      try {
        params = JSON.parse(key.slice(space + 1));
      } catch {
        continue;
      }
      this.want(key, () => load(endpoint, params));
    }
  }

  /** The calls the last pass asked for, answered or not (for the next rendering of the same page). */
  get calls(): string[] { return [...this.read]; }

  /** Fetches what was asked for; a call that fails or takes longer than `timeoutMs` is left to the browser. */
  async fetchWanted(timeoutMs: number): Promise<void> {
    const wanted = this.wanted;
    this.wanted = new Map();
    await Promise.all([...wanted].map(async ([key, load]) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), timeoutMs); });
      try {
        this.answers.set(key, await Promise.race([load(), timeout]));
      } catch {
        this.failed.add(key);
      } finally {
        clearTimeout(timer);
      }
    }));
  }

  /** The answers the last pass rendered with (not those of an expected call the page no longer asks for). */
  toJSON(): Record<string, unknown> { return Object.fromEntries([...this.answers].filter(([key]) => this.read.has(key))); }
}
