// The player's last login as the profile shows it (spec 3 Browser storage: "the last login date, IP and
// location" in local storage; spec 7 login stores them from the answer's lastLogin {created_at, ip,
// location}). Pure: the shell reads it in an effect (never while rendering, so the server's HTML and the
// first client render agree) and puts it in the scope as `lastLogin`.
import { STORAGE_KEYS, readString, type KeyValueStorage } from '../platform/storage';

export interface LastLogin {
  /** When (created_at as the platform sent it, an ISO date), null when unknown. */
  date: string | null;
  ip: string | null;
  /** Where, as words ("Valletta, Malta"), null when unknown. */
  location: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The stored location as words. The platform's form is not shown in the spec: a string is kept as it is; an
 * object (stored as JSON by src/platform/auth.ts lastLoginValues) gives its city, region and country, each a
 * string or a record with a name or code.
 */
export function locationWords(stored: string | null): string | null {
  const raw = text(stored);
  if (!raw || !raw.startsWith('{')) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const part = (value: unknown): string | null => {
    if (value && typeof value === 'object') {
      const named = value as Record<string, unknown>;
      return text(named.name) ?? text(named.code);
    }
    return text(value);
  };
  const parts = ['city', 'region', 'subdivision', 'country'].map((key) => part(record[key])).filter((p): p is string => p !== null);
  return parts.length ? [...new Set(parts)].join(', ') : null;
}

/** The stored last login, or null when none of its values is stored (a first login, a guest). */
export function readLastLogin(storage?: KeyValueStorage | null): LastLogin | null {
  const read = (key: string) => (storage === undefined ? readString(key) : readString(key, storage));
  const date = text(read(STORAGE_KEYS.lastLoginDate));
  const ip = text(read(STORAGE_KEYS.lastLoginIp));
  const location = locationWords(read(STORAGE_KEYS.lastLoginLocation));
  return date === null && ip === null && location === null ? null : { date, ip, location };
}

/** Two readings are the same (so the scope is not rebuilt for nothing). */
export const sameLastLogin = (a: LastLogin | null, b: LastLogin | null): boolean =>
  a === b || (!!a && !!b && a.date === b.date && a.ip === b.ip && a.location === b.location);
