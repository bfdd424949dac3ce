// The cookie-consent modal for games (spec 2.5: 'A separate cookie-consent modal appears for games, once,
// until accepted'; spec 9: 'Game cookie consent one year'). The acceptance time is stored under a fixed
// local storage key; a consent older than a year counts as not given, so the modal comes back.
import { STORAGE_KEYS, readJson, writeJson, remove, type KeyValueStorage, getLocalStorage } from '../platform/storage';

export const GAME_COOKIE_CONSENT_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

interface StoredConsent { acceptedAt: string }

/** True while a game cookie consent from the last year is stored. */
export function hasGameCookieConsent(now: Date = new Date(), storage: KeyValueStorage | null = getLocalStorage()): boolean {
  const stored = readJson<StoredConsent>(STORAGE_KEYS.gameCookieConsent, storage);
  const at = stored && typeof stored.acceptedAt === 'string' ? Date.parse(stored.acceptedAt) : NaN;
  if (Number.isNaN(at)) return false;
  if (now.getTime() - at >= GAME_COOKIE_CONSENT_DAYS * DAY_MS) {
    remove(STORAGE_KEYS.gameCookieConsent, storage); // expired: purge it, the modal asks again
    return false;
  }
  return true;
}

export function acceptGameCookieConsent(now: Date = new Date(), storage: KeyValueStorage | null = getLocalStorage()): boolean {
  return writeJson(STORAGE_KEYS.gameCookieConsent, { acceptedAt: now.toISOString() } satisfies StoredConsent, storage);
}
