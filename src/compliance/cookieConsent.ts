// The site cookie consent as the page knows it (spec 2.5 Cookie notice; spec 9 'Cookie consent lasts one
// year. The consent value is stored under a fixed key.'): read from local storage once the page runs,
// written by the acceptCookies action, shared by the notice and the action through one small store so
// accepting hides the notice at once. Storage that refuses the value (private mode) still hides it for
// this page; the notice asks again next visit.
import { create } from 'zustand';
import { STORAGE_KEYS, getLocalStorage, readJson, writeJson, type KeyValueStorage } from '../platform/storage';
import { acceptCookies } from './cookieNotice';

interface ConsentState {
  /** The stored value (judged by consentHolds); undefined until read in the browser. */
  consent: unknown;
  read: boolean;
}

export const useCookieConsent = create<ConsentState>(() => ({ consent: undefined, read: false }));

/** Reads the stored consent (in an effect: never while rendering on the server). */
export function readCookieConsent(storage: KeyValueStorage | null = getLocalStorage()): void {
  useCookieConsent.setState({ consent: readJson<unknown>(STORAGE_KEYS.cookieConsent, storage), read: true });
}

/** Accepting: stored under the fixed key for a year, and known to the page at once. */
export function giveCookieConsent(now: Date = new Date(), storage: KeyValueStorage | null = getLocalStorage()): void {
  const consent = acceptCookies(now);
  writeJson(STORAGE_KEYS.cookieConsent, consent, storage);
  useCookieConsent.setState({ consent, read: true });
}
