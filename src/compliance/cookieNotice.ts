// The cookie notice (spec 2.5 Cookie notice; spec 9 Cookies and retention), as pure rules: when it shows,
// and what accepting stores. The notice itself is a brand document; these are what it and the shell ask.

/** spec 2.5: the game pages, on which the notice never shows (and from which it hides on arrival). */
export const GAME_PATH_PREFIXES = ['/games/', '/play/', '/casino/games/'] as const;

/** spec 9: 'Cookie consent lasts one year.' */
export const COOKIE_CONSENT_DAYS = 365;

/** Whether a path is a game page (spec 2.5), wherever the prefix sits after a locale segment. */
export function isGamePath(pathname: string): boolean {
  const path = pathname.replace(/^\/[a-z]{2}(?:-[a-z]{2})?(?=\/)/i, '');
  return GAME_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** A stored consent: the time it was given (ISO), valid one year from then. */
export interface CookieConsent { acceptedAt: string }

/** Whether a stored consent still holds at `now` (one year; anything unreadable counts as none). */
export function consentHolds(stored: unknown, now: Date): boolean {
  const acceptedAt = stored && typeof stored === 'object' ? (stored as Partial<CookieConsent>).acceptedAt : undefined;
  const at = typeof acceptedAt === 'string' ? Date.parse(acceptedAt) : Number.NaN;
  return Number.isFinite(at) && at <= now.getTime() && now.getTime() - at < COOKIE_CONSENT_DAYS * 86_400_000;
}

/**
 * spec 2.5: 'Shown only when cookiesPopup is enabled in the settings, the user has not accepted, and the
 * path is not a game page.'
 */
export function showCookieNotice(input: { cookiesPopup: boolean | undefined; consent: unknown; pathname: string; now: Date }): boolean {
  return input.cookiesPopup === true && !consentHolds(input.consent, input.now) && !isGamePath(input.pathname);
}

/** What accepting stores under the fixed key. */
export const acceptCookies = (now: Date): CookieConsent => ({ acceptedAt: now.toISOString() });
