// Answers the server fetched while rendering a page (issue 12: server-rendered first screen). The server
// renders a page, collects the public calls its widgets asked for (`want`), fetches them, and renders again
// with the answers; the same answers go into the HTML, so the browser hydrates the same markup without
// asking again. Only guest answers are preloaded: the server never knows a player's session.

export interface Preloaded {
  /** The answer of a call the server fetched, or undefined. */
  get(key: string): unknown;
  /** Server only: asks for a call to be fetched before the next render pass. */
  want?(key: string, load: () => Promise<unknown>): void;
}

/** One key per call and parameters, shared by the server's collector and the browser's lookup. */
export const preloadKey = (endpoint: string, params: unknown) => `${endpoint} ${JSON.stringify(params ?? {})}`;

/** The browser's preloaded answers (the server's `ssr-data` block). */
export function preloadedFrom(answers: Record<string, unknown> | undefined): Preloaded {
  const map = new Map(Object.entries(answers ?? {}));
  return { get: (key) => map.get(key) };
}

/** The server's collector: answers so far, and the calls asked for that have not been fetched yet. */
export class PreloadCollector implements Preloaded {
  readonly answers = new Map<string, unknown>();
  private readonly failed = new Set<string>();
  private wanted = new Map<string, () => Promise<unknown>>();

  get(key: string): unknown { return this.answers.get(key); }

  want(key: string, load: () => Promise<unknown>): void {
    if (!this.answers.has(key) && !this.failed.has(key)) this.wanted.set(key, load);
  }

  get pending(): number { return this.wanted.size; }

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

  toJSON(): Record<string, unknown> { return Object.fromEntries(this.answers); }
}
