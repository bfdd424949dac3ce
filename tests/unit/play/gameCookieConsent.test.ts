import { describe, expect, it } from 'vitest';
import { acceptGameCookieConsent, hasGameCookieConsent } from '../../../src/play/gameCookieConsent';
import { STORAGE_KEYS } from '../../../src/platform/storage';
import { memoryStorage as memory } from '../memoryStorage';
const DAY = 24 * 60 * 60 * 1000;

describe('spec 2.5 cookie-consent modal for games', () => {
  it("spec 2.5: 'A separate cookie-consent modal appears for games, once, until accepted'", () => {
    const storage = memory();
    const now = new Date('2030-01-01T00:00:00Z');
    expect(hasGameCookieConsent(now, storage)).toBe(false);
    expect(acceptGameCookieConsent(now, storage)).toBe(true);
    expect(hasGameCookieConsent(now, storage)).toBe(true);
    expect(storage.data.has(STORAGE_KEYS.gameCookieConsent)).toBe(true);
    expect(STORAGE_KEYS.gameCookieConsent).not.toBe(STORAGE_KEYS.cookieConsent);
  });

  it("spec 9: 'Game cookie consent one year'", () => {
    const storage = memory();
    const at = new Date('2030-01-01T00:00:00Z');
    acceptGameCookieConsent(at, storage);
    expect(hasGameCookieConsent(new Date(at.getTime() + 365 * DAY - 1), storage)).toBe(true);
    expect(hasGameCookieConsent(new Date(at.getTime() + 365 * DAY), storage)).toBe(false);
    expect(storage.data.has(STORAGE_KEYS.gameCookieConsent)).toBe(false);
  });

  it('spec 8 General: a corrupt stored value counts as no consent; missing storage never throws', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEYS.gameCookieConsent, '{nope');
    expect(hasGameCookieConsent(new Date(), storage)).toBe(false);
    expect(hasGameCookieConsent(new Date(), null)).toBe(false);
    expect(acceptGameCookieConsent(new Date(), null)).toBe(false);
  });
});
