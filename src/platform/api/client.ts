// The one HTTP client of the site (spec 7 "General client rules"): every call gets the same headers,
// timeout, host choice and error handling, so widgets and actions never touch fetch and a rule of the
// spec is written once. A 403 anywhere ends the session (spec 4 Session termination, spec 8 General).
import { ApiError } from './apiError';

export { ApiError };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** undefined and null values are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON. */
  body?: unknown;
  /** Cacheable calls are sent without the no-cache headers. */
  cacheable?: boolean;
  /** Extra headers; they win over the defaults. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  apiBase: string;
  /** Where paths under /api/core go (spec 7). */
  coreApiBase: string;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called on any 403 before the error is thrown; the shell clears the session and opens /?modal=login. */
  onForbidden: () => void;
  fetch?: typeof fetch;
  /** Default 15000 ms (spec 9 Timeouts). */
  timeoutMs?: number;
  /**
   * spec 6 Calls: 'a system-level key header (value: not shown)'. The settings' systemKey (the server's: its
   * environment's SETTINGS, or settings2), sent on every call as SYSTEM_KEY_HEADER when set.
   */
  getSystemKey?: () => string | null | undefined;
  /** spec 7: get-full-category-list's system-access-token when configured (settings.systemAccessToken). */
  getSystemAccessToken?: () => string | null | undefined;
  /** spec 7 get-all-bonus cpnc: the visitor's campaign (spec 4 Marketing parameters, the latest cpnc still valid). */
  getCampaign?: () => string | null | undefined;
}

/** The header carrying the system-level key (spec 6 Calls; the spec shows neither name nor value: ours). */
export const SYSTEM_KEY_HEADER = 'X-System-Key';

export const DEFAULT_TIMEOUT_MS = 15000;
export const DEFAULT_LANGUAGE = 'en';

/** A user-details, documents or bonus call without a token (spec 7): thrown at once, nothing is fetched. */
export class MissingTokenError extends Error {
  readonly path: string;

  constructor(path: string) {
    super(`A token is needed for ${path}`);
    this.name = 'MissingTokenError';
    this.path = path;
  }
}

/** Path parts that need a token (spec 7 General client rules). */
const TOKEN_PATH_PARTS = ['user-details', 'documents', 'bonus'];

export function needsToken(path: string): boolean {
  const p = path.split('?')[0].toLowerCase();
  return TOKEN_PATH_PARTS.some((part) => p.includes(part));
}

export function isCorePath(path: string): boolean {
  return path === '/api/core' || path.startsWith('/api/core/');
}

export class ApiClient {
  private readonly options: ApiClientOptions;

  constructor(options: ApiClientOptions) {
    this.options = options;
  }

  /**
   * The same client speaking for another token, e.g. a sign-in link's before the player accepts it. A 403
   * then means that token is refused, not that the page's session ended, so onForbidden is not called.
   */
  forToken(token: string): ApiClient {
    return new ApiClient({ ...this.options, getToken: () => token, onForbidden: () => {} });
  }

  /** The configured system access token of get-full-category-list (spec 7), undefined when none. */
  systemAccessToken(): string | undefined {
    return this.options.getSystemAccessToken?.() || undefined;
  }

  /** The visitor's campaign (cpnc) for get-all-bonus, null when none. */
  campaign(): string | null {
    try {
      return this.options.getCampaign?.() || null;
    } catch {
      return null;
    }
  }

  /** The full address of a path: /api/core paths on the core host, the others on the api host. */
  url(path: string, query?: RequestOptions['query']): string {
    const base = isCorePath(path) ? this.options.coreApiBase : this.options.apiBase;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values as QueryValue[]) {
        if (v === undefined || v === null) continue;
        params.append(name, String(v));
      }
    }
    const qs = params.toString();
    const joined = `${base.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
    return qs ? `${joined}${joined.includes('?') ? '&' : '?'}${qs}` : joined;
  }

  /** The current language, en when unknown (also when the i18n instance does not exist yet). */
  language(): string {
    try {
      return this.options.getLanguage() || DEFAULT_LANGUAGE;
    } catch {
      return DEFAULT_LANGUAGE;
    }
  }

  headers(options: Pick<RequestOptions, 'cacheable' | 'headers'> = {}): Record<string, string> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      language: this.language(),
    };
    const token = this.options.getToken();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
      headers.Authorization2 = `Bearer ${token}`;
    }
    const systemKey = this.options.getSystemKey?.();
    if (systemKey) headers[SYSTEM_KEY_HEADER] = systemKey;
    if (!options.cacheable) {
      headers['Cache-Control'] = 'no-cache';
      headers.Pragma = 'no-cache';
      headers.Expires = '0';
    }
    return { ...headers, ...options.headers };
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    if (needsToken(path) && !this.options.getToken()) throw new MissingTokenError(path);

    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) controller.abort(options.signal.reason);
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const label = `${method} ${path}`;
    try {
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(this.url(path, options.query), {
          method,
          headers: this.headers(options),
          body: options.body === undefined || method === 'GET' ? undefined : JSON.stringify(options.body),
          signal: controller.signal,
        });
        body = await readBody(response);
      } catch (error) {
        if (timedOut) throw new ApiError(408, 'Request timeout');
        if (options.signal?.aborted) throw options.signal.reason ?? error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new ApiError(0, `Network error on ${label}: ${reason}`);
      }
      if (response.ok) return body as T;
      if (response.status === 403) {
        try {
          this.options.onForbidden();
        } catch (error) {
          console.warn('onForbidden failed', error);
        }
      }
      // The message names the endpoint, status and status text (spec 8: category prefetch failure).
      throw new ApiError(response.status, `${label} failed: ${response.status} ${response.statusText}`.trim(), body);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /**
   * Sends a file the player chose (a file field's value, src/forms/heldFiles.ts) as the raw body, reporting
   * its progress to the field: fetch has no upload progress, so this one call is XMLHttpRequest (upload.ts,
   * loaded with the first upload).
   */
  async upload<T>(path: string, fileId: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    if (needsToken(path) && !this.options.getToken()) throw new MissingTokenError(path);
    const { sendFile } = await import('./upload');
    return sendFile<T>(this, this.options, path, fileId, options);
  }

  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }
}

/** JSON when it parses, else the text; null for an empty body. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
