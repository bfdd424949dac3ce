// CMS texts (spec 7 first call, spec 9 Timeouts and caching): the brand ships default texts, and the
// CMS locale file, fetched at run time, replaces them key by key. The file comes flat or nested; the rest of
// the site only ever sees flat text./object./array. keys. A CMS failure must never leave a page without text.

import { isPlainObject } from '../lib/json';

export type FlatTexts = Record<string, unknown>;

const FLAT_PREFIXES = ['text.', 'object.', 'array.'];

function flattenTextLeaves(prefix: string, value: unknown, out: FlatTexts): void {
  if (typeof value === 'string') out[prefix] = value;
  else if (typeof value === 'number' && Number.isFinite(value)) out[prefix] = String(value);
  else if (isPlainObject(value)) {
    for (const [name, child] of Object.entries(value)) flattenTextLeaves(`${prefix}.${name}`, child, out);
  }
  // other values (arrays, booleans, null) are not texts and are left out
}

/**
 * Flat keys from a CMS document, flat or nested (both may be mixed):
 * text -> every string leaf, joined with dots (text.menu.tournaments);
 * object / array -> one level: object.<name> and array.<name> keep the whole value.
 */
export function flattenTexts(doc: unknown): FlatTexts {
  const out: FlatTexts = {};
  if (!isPlainObject(doc)) return out;
  for (const [key, value] of Object.entries(doc)) {
    if (FLAT_PREFIXES.some((p) => key.startsWith(p))) out[key] = value;
    else if (key === 'text' && isPlainObject(value)) {
      for (const [name, child] of Object.entries(value)) flattenTextLeaves(`text.${name}`, child, out);
    } else if ((key === 'object' || key === 'array') && isPlainObject(value)) {
      for (const [name, child] of Object.entries(value)) out[`${key}.${name}`] = child;
    }
  }
  return out;
}

/** The daily version of the locale file (_v4), YYYY-MM-DD in UTC. */
export function dailyVersion(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

export function cmsTextsUrl(coreApiBase: string, lng: string, date: Date = new Date()): string {
  return `${coreApiBase.replace(/\/+$/, '')}/api/core/casino/locales/${encodeURIComponent(lng)}.json?_v4=${dailyVersion(date)}`;
}

export const CMS_CACHE_TTL_MS = 5 * 60 * 1000;
export const CMS_CACHE_MAX_ENTRIES = 50;

/** An in-memory cache: entries live 5 minutes, at most 50, the least recently used goes first. */
export class CmsCache<T = FlatTexts> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.ttlMs = options.ttlMs ?? CMS_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? CMS_CACHE_MAX_ENTRIES;
    this.now = options.now ?? (() => Date.now());
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry); // now the most recently used
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Shared by the whole page when the caller passes no cache. */
export const defaultCmsCache = new CmsCache();

export interface LoadCmsTextsOptions {
  coreApiBase: string;
  fetch?: typeof fetch;
  /** The brand's default texts for the language, already flat. */
  defaults: FlatTexts;
  cache?: CmsCache;
  /** The date of the daily version. */
  now?: () => Date;
  /** Default 15000 ms (spec 9). */
  timeoutMs?: number;
}

export interface LoadedCmsTexts {
  texts: FlatTexts;
  source: 'cms' | 'defaults';
}

/** The brand defaults merged with the CMS texts; on any failure the defaults alone, with a warning. */
export async function loadCmsTexts(lng: string, options: LoadCmsTextsOptions): Promise<LoadedCmsTexts> {
  const cache = options.cache ?? defaultCmsCache;
  const url = cmsTextsUrl(options.coreApiBase, lng, options.now?.() ?? new Date());
  const cached = cache.get(url);
  if (cached) return { texts: { ...options.defaults, ...cached }, source: 'cms' };

  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 15000);
  try {
    const response = await doFetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (response.status !== 200) throw new Error(`status ${response.status} ${response.statusText}`.trim());
    const doc: unknown = JSON.parse(await response.text());
    if (!isPlainObject(doc)) throw new Error('the answer is not a JSON object');
    const texts = flattenTexts(doc);
    cache.set(url, texts);
    return { texts: { ...options.defaults, ...texts }, source: 'cms' };
  } catch (error) {
    console.warn(`CMS texts for "${lng}" could not be loaded; using the brand defaults`, error);
    return { texts: { ...options.defaults }, source: 'defaults' };
  } finally {
    clearTimeout(timer);
  }
}
