// Browser storage (spec 3 "Browser storage"): every local storage key and cookie name lives here once, and
// every read or write goes through wrappers that never throw. Storage can be missing (server, tests) or
// throw on access (Safari private mode, disabled cookies, quota); a player must never see a crash for that.
//
// Names the spec leaves open, chosen here (spec 3 only describes them):
//   local storage: restrictedCountry (the restricted-country flag), isVerified, cookieConsent (the cookie
//   consent value under a fixed key), lastLoginDate, lastLoginIp, lastLoginLocation;
//   cookies: currencyCode (currency code cookie), registeredUser (registered-user cookie), accessToken
//   (the access token cookie, which the server sets HttpOnly and clears; script never writes it).

/** Local storage keys (spec 3 Browser storage). The value is the key as stored. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  selectedLanguage: 'selectedLanguage',
  /** The affiliate token. */
  nxaft: 'nxaft',
  firstUrl: 'firstUrl',
  /** The generated id, sent as uidToken. */
  connect_uid_token: 'connect_uid_token',
  whitelisted: 'whitelisted',
  countryCheck: 'countryCheck',
  devMode: 'devMode',
  pid: 'pid',
  sessionTerminationReason: 'sessionTerminationReason',
  sessionTerminationTime: 'sessionTerminationTime',
  /** Our name: the restricted-country flag (spec 4 Country block). */
  restrictedCountry: 'restrictedCountry',
  isVerified: 'isVerified',
  /** Our name: the cookie-consent value under a fixed key (spec 9 Cookies and retention). */
  cookieConsent: 'cookieConsent',
  /** Our name: the separate cookie consent for games (spec 2.5), kept one year (spec 9). */
  gameCookieConsent: 'gameCookieConsent',
  /** Our names: the last login date, IP and location stored after login (spec 7 login). */
  lastLoginDate: 'lastLoginDate',
  lastLoginIp: 'lastLoginIp',
  lastLoginLocation: 'lastLoginLocation',
  /** Our name: the deposits whose tracking action code was sent (spec 7), shared by the player's tabs. */
  trackedDeposits: 'trackedDeposits',
  /** Our name: the add-to-home-screen banner was answered (Install or Not now), so it never shows again (spec 2.5). */
  installPromptAnswered: 'installPromptAnswered',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Cookie names (spec 3 Browser storage). countryCode is read only: the server sets it. */
export const COOKIE_NAMES = {
  languageCode: 'language-code',
  activeLanguages: 'active-languages',
  skipAffiliate: 'skipAffiliate',
  countryCode: 'countryCode',
  /** Our name: the currency code cookie. */
  currencyCode: 'currencyCode',
  /** Our name: the registered-user cookie. */
  registeredUser: 'registeredUser',
  /** Our name: the access token cookie. The server sets it (HttpOnly) on login and sign-up and clears it on logout. */
  accessToken: 'accessToken',
} as const;

const DAY = 24 * 60 * 60;

/** Cookie lifetimes in seconds (spec 9 Cookies and retention). */
export const COOKIE_MAX_AGE_SECONDS = {
  currencyCode: 30 * DAY,
  /** The server's HttpOnly access token cookie (script never writes it). */
  accessToken: 2592000,
  /** "about a year" (spec 3). */
  registeredUser: 365 * DAY,
  skipAffiliate: 365 * DAY,
  /** Not given by the spec; a year, like the other preferences. */
  languageCode: 365 * DAY,
} as const;

/** The part of the Web Storage API we use; tests and callers may pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** window.localStorage, or null where it is missing or access to it throws. */
export function getLocalStorage(): KeyValueStorage | null {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readString(key: string, storage: KeyValueStorage | null = getLocalStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeString(key: string, value: string, storage: KeyValueStorage | null = getLocalStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: string, storage: KeyValueStorage | null = getLocalStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to do: the value could not have been read either
  }
}

/** Parsed JSON, or null. Corrupt JSON is removed with a console warning (spec 8 General). */
export function readJson<T>(key: string, storage: KeyValueStorage | null = getLocalStorage()): T | null {
  const raw = readString(key, storage);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    console.warn(`Corrupt JSON in local storage "${key}" was removed`);
    remove(key, storage);
    return null;
  }
}

export function writeJson(key: string, value: unknown, storage: KeyValueStorage | null = getLocalStorage()): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeString(key, text, storage);
}

function getDocument(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

/** Sets a cookie for the whole site; Secure on https. Never throws. */
export function setCookie(name: string, value: string, maxAgeSeconds: number, doc: Document | null = getDocument()): void {
  if (!doc) return;
  try {
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
    doc.cookie =
      `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}` +
      `; Path=/; SameSite=Lax${secure}`;
  } catch {
    // cookies disabled
  }
}

export function getCookie(name: string, doc: Document | null = getDocument()): string | null {
  if (!doc) return null;
  let all: string;
  try {
    all = doc.cookie;
  } catch {
    return null;
  }
  for (const part of all ? all.split(';') : []) {
    const eq = part.indexOf('=');
    const rawName = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (safeDecode(rawName) !== name) continue;
    return eq < 0 ? '' : safeDecode(part.slice(eq + 1).trim());
  }
  return null;
}

export function deleteCookie(name: string, doc: Document | null = getDocument()): void {
  setCookie(name, '', 0, doc);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
