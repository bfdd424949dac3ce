// Affiliate attribution (spec 4 Affiliate, spec 3 Browser storage): a partner's link carries the affiliate
// key parameter (settings.affiliateKeyQueryParameter, default nxafk) and the token nxaft. The first partner
// to bring a visitor keeps the credit, so a token is never overwritten; a signed-in player is already
// attributed. firstUrl and connect_uid_token identify the visitor's first landing for sign-up (spec 3).
//
// Resolved: "first visit" is read as the landing page load (this runs once at start, not on in-app route
// changes); firstUrl and connect_uid_token are written only when absent. skipAffiliate (365 days) is set
// when a token is saved and, like a stored token, stops a later link from replacing it.
import {
  COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STORAGE_KEYS, type KeyValueStorage,
  getCookie, getLocalStorage, readString, setCookie, writeString,
} from './storage';

export const DEFAULT_AFFILIATE_KEY_PARAMETER = 'nxafk';
export const AFFILIATE_TOKEN_PARAMETER = 'nxaft';

export interface AffiliateInput {
  query: URLSearchParams;
  /** settings.affiliateKeyQueryParameter; nxafk when unset. */
  keyParameter?: string | null;
  authenticated: boolean;
  existingToken: string | null;
  skipAffiliate: boolean;
}

/** The nxaft value to save, or null (spec 4 Affiliate). Pure. */
export function affiliateTokenToSave(input: AffiliateInput): string | null {
  const key = input.keyParameter || DEFAULT_AFFILIATE_KEY_PARAMETER;
  const token = input.query.get(AFFILIATE_TOKEN_PARAMETER)?.trim();
  if (!token || !input.query.has(key) || input.authenticated) return null;
  if (input.existingToken || input.skipAffiliate) return null;
  return token;
}

/** A random id for connect_uid_token. */
export function generateId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface CaptureAffiliateOptions {
  /** The landing address (window.location.href). */
  href: string;
  authenticated: boolean;
  settings?: { affiliateKeyQueryParameter?: string | null } | null;
  storage?: KeyValueStorage | null;
  doc?: Document | null;
  newId?: () => string;
}

/** Runs the landing rules; returns the saved nxaft or null. */
export function captureAffiliate(options: CaptureAffiliateOptions): string | null {
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  const doc = options.doc === undefined ? (typeof document === 'undefined' ? null : document) : options.doc;
  if (!readString(STORAGE_KEYS.firstUrl, storage)) writeString(STORAGE_KEYS.firstUrl, options.href, storage);
  if (!readString(STORAGE_KEYS.connect_uid_token, storage)) {
    writeString(STORAGE_KEYS.connect_uid_token, (options.newId ?? generateId)(), storage);
  }
  let query: URLSearchParams;
  try {
    query = new URL(options.href).searchParams;
  } catch {
    return null;
  }
  const token = affiliateTokenToSave({
    query,
    keyParameter: options.settings?.affiliateKeyQueryParameter,
    authenticated: options.authenticated,
    existingToken: readString(STORAGE_KEYS.nxaft, storage),
    skipAffiliate: getCookie(COOKIE_NAMES.skipAffiliate, doc) !== null,
  });
  if (!token) return null;
  writeString(STORAGE_KEYS.nxaft, token, storage);
  setCookie(COOKIE_NAMES.skipAffiliate, '1', COOKIE_MAX_AGE_SECONDS.skipAffiliate, doc);
  return token;
}
