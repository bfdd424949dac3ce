// spec 2.5 Cookie notice and Blocked-country notice, spec 4 Country block, spec 9 Cookies and retention
// (src/compliance/cookieNotice.ts, countryBlock.ts).
import { describe, it, expect } from 'vitest';
import { acceptCookies, consentHolds, isGamePath, showCookieNotice } from '../../../src/compliance/cookieNotice';
import { isBot, isRestrictedLocation, reverify, showCountryBlock, type CountryBlockInput } from '../../../src/compliance/countryBlock';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('spec 2.5 Cookie notice', () => {
  it('shows only with cookiesPopup on, no consent, and off the game pages (/games/, /play/, /casino/games/)', () => {
    const base = { cookiesPopup: true, consent: null, pathname: '/casino', now: NOW };
    expect(showCookieNotice(base)).toBe(true);
    expect(showCookieNotice({ ...base, cookiesPopup: false })).toBe(false);
    expect(showCookieNotice({ ...base, cookiesPopup: undefined })).toBe(false);
    expect(showCookieNotice({ ...base, consent: acceptCookies(NOW) })).toBe(false);
    for (const path of ['/games/x', '/play/book-of-the-nile', '/casino/games/book-of-the-nile', '/de/play/x']) {
      expect(showCookieNotice({ ...base, pathname: path }), path).toBe(false);
    }
    expect(isGamePath('/casino/slots')).toBe(false);
    expect(isGamePath('/playground')).toBe(false);
  });

  it('spec 9: consent lasts one year; an unreadable stored value counts as none', () => {
    const given = acceptCookies(new Date('2025-11-26T12:00:00Z'));
    expect(consentHolds(given, NOW)).toBe(true);
    expect(consentHolds(given, new Date('2026-11-26T12:00:00Z'))).toBe(false);
    expect(consentHolds('yes', NOW)).toBe(false);
    expect(consentHolds({ acceptedAt: 'soon' }, NOW)).toBe(false);
    expect(consentHolds({ acceptedAt: '2027-01-01T00:00:00Z' }, NOW)).toBe(false); // from the future: not trusted
  });
});

describe('spec 4 Country block', () => {
  const input = (over: Partial<CountryBlockInput> = {}): CountryBlockInput => ({
    authenticated: false, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120', location: { country: 'FR', ip: '203.0.113.9' },
    excludedCountryCodeList: ['FR', 'DE'], whitelistedIPs: [], whitelistedQuery: null, whitelistedStored: null, ...over,
  });

  it('a guest in a listed country sees the screen; a player, a bot or an unknown location does not', () => {
    expect(showCountryBlock(input())).toBe(true);
    expect(showCountryBlock(input({ location: { country: 'MT' } }))).toBe(false);
    expect(showCountryBlock(input({ authenticated: true }))).toBe(false);
    expect(showCountryBlock(input({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }))).toBe(false);
    expect(showCountryBlock(input({ location: null }))).toBe(false);
    expect(isBot('Mozilla/5.0 (Linux; Android 11) Chrome/120 Mobile Safari/537.36')).toBe(false);
  });

  it('a whitelisted IP, or whitelisted=1 in the query or storage, bypasses it', () => {
    expect(showCountryBlock(input({ whitelistedIPs: ['203.0.113.9'] }))).toBe(false);
    expect(showCountryBlock(input({ whitelistedIPs: ['203.0.113.10'] }))).toBe(true);
    expect(showCountryBlock(input({ whitelistedQuery: '1' }))).toBe(false);
    expect(showCountryBlock(input({ whitelistedStored: '1' }))).toBe(false);
    expect(showCountryBlock(input({ whitelistedQuery: 'true' }))).toBe(true);
  });

  it('the German subdivision ST counts as blocked when DE is listed, however it is reported', () => {
    expect(isRestrictedLocation({ country: 'ST' }, ['DE'])).toBe(true);
    expect(isRestrictedLocation({ country: 'DE', subdivisions: ['ST'] }, ['AT'])).toBe(false);
    expect(isRestrictedLocation({ country: 'DE', subdivisions: ['DE-ST'] }, ['de'])).toBe(true);
    expect(isRestrictedLocation({ country: 'ST' }, ['FR'])).toBe(false); // São Tomé, unlisted
  });

  it('re-verify clears the flag in an allowed country; a failed geolocation changes nothing', () => {
    expect(reverify({ country: 'MT' }, ['FR'])).toBe('cleared');
    expect(reverify({ country: 'FR' }, ['FR'])).toBe('stillBlocked');
    expect(reverify(null, ['FR'])).toBe('unknown');
  });
});
