// Registration switches of spec 3 App settings (issue 15): where a new player lands after signing up
// (afterRegistrationRedirect) and what a username may be (the by-login registration variant, spec 2.5).
// Pure rules; the signUp/afterRegistration actions and the sandbox use them.

/** A route target inside this site: a path and its query (src/shell/pageKeys.ts resolves it). */
export interface SitePath {
  path: string;
  query?: Record<string, string>;
}

// Any origin would do: a value that resolves to another origin is not a path of this site.
const BASE = 'https://site.invalid';

/**
 * spec 3 App settings afterRegistrationRedirect: the path the player lands on after a successful sign-up.
 * Only a path of this site counts (it starts with one '/'): an absolute URL, a scheme-relative //host, a
 * javascript: or data: URL, or anything with control characters is ignored (null), so a wrong or hostile
 * setting can never send a new player elsewhere or run code.
 */
export function afterRegistrationTarget(setting: unknown): SitePath | null {
  if (typeof setting !== 'string') return null;
  const value = setting.trim();
  // One leading slash, not two, nor a backslash browsers read as one (/\host is //host).
  // eslint-disable-next-line no-control-regex -- a control character in the path refuses it
  if (!/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const query = Object.fromEntries(url.searchParams);
  return Object.keys(query).length ? { path: url.pathname, query } : { path: url.pathname };
}

/**
 * The by-login variant's username: 3 to 30 letters, digits, dots, hyphens or underscores, a letter or digit
 * first, and at least one letter (so a username never reads as a phone number at login).
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = '^(?=.*\\p{L})[\\p{L}\\p{N}][\\p{L}\\p{N}_.-]{2,29}$';
const USERNAME = new RegExp(USERNAME_PATTERN, 'u');

/** Whether a username follows the rule above (an email, with its @, never does: logins tell them apart by it). */
export const usernameValid = (value: string): boolean => USERNAME.test(value);

/**
 * The login identifier's kind (spec 7 login carries one identifier as its email): an email has an @; only
 * digits, spaces, + and - with at least 6 digits is a phone (code and number); anything else a username.
 */
export function loginIdentifierKind(value: string): 'email' | 'phone' | 'username' {
  const text = value.trim();
  if (text.includes('@')) return 'email';
  if (/^\+?[\d\s-]+$/.test(text) && text.replace(/\D/g, '').length >= 6) return 'phone';
  return 'username';
}
