// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STORAGE_KEYS, type KeyValueStorage,
  deleteCookie, getCookie, readJson, readString, remove, setCookie, writeJson, writeString,
} from '../../../src/platform/storage';

const throwing: KeyValueStorage = {
  getItem: () => { throw new Error('SecurityError'); },
  setItem: () => { throw new Error('QuotaExceededError'); },
  removeItem: () => { throw new Error('SecurityError'); },
};

describe('storage keys and cookie names', () => {
  it('spec 3 Browser storage: every named local storage key is stored under its spec name', () => {
    const named = ['accessToken', 'selectedLanguage', 'nxaft', 'firstUrl', 'connect_uid_token', 'whitelisted',
      'countryCheck', 'devMode', 'pid', 'sessionTerminationReason', 'sessionTerminationTime', 'isVerified'];
    const values = Object.values(STORAGE_KEYS) as string[];
    for (const key of named) expect(values).toContain(key);
  });

  it('spec 3 Browser storage: restricted country, cookie consent and last login values have keys of their own', () => {
    const values = [STORAGE_KEYS.restrictedCountry, STORAGE_KEYS.cookieConsent, STORAGE_KEYS.lastLoginDate,
      STORAGE_KEYS.lastLoginIp, STORAGE_KEYS.lastLoginLocation];
    expect(values.every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.keys(STORAGE_KEYS).length);
  });

  it('spec 3 Browser storage: cookie names include language-code, active-languages, skipAffiliate and countryCode', () => {
    expect(COOKIE_NAMES.languageCode).toBe('language-code');
    expect(COOKIE_NAMES.activeLanguages).toBe('active-languages');
    expect(COOKIE_NAMES.skipAffiliate).toBe('skipAffiliate');
    expect(COOKIE_NAMES.countryCode).toBe('countryCode');
    expect(new Set(Object.values(COOKIE_NAMES)).size).toBe(Object.keys(COOKIE_NAMES).length);
  });

  it('spec 9 Cookies and retention: access token 2592000 s, currency 30 days, skipAffiliate 365 days', () => {
    expect(COOKIE_MAX_AGE_SECONDS.accessToken).toBe(2592000);
    expect(COOKIE_MAX_AGE_SECONDS.currencyCode).toBe(30 * 86400);
    expect(COOKIE_MAX_AGE_SECONDS.skipAffiliate).toBe(365 * 86400);
  });
});

describe('local storage wrappers', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('spec 3 Browser storage: strings are written, read and removed in local storage', () => {
    expect(writeString(STORAGE_KEYS.pid, 'p-1')).toBe(true);
    expect(localStorage.getItem('pid')).toBe('p-1');
    expect(readString(STORAGE_KEYS.pid)).toBe('p-1');
    remove(STORAGE_KEYS.pid);
    expect(readString(STORAGE_KEYS.pid)).toBeNull();
  });

  it('spec 8 General: corrupt JSON in stored parameters is removed with a console warning', () => {
    localStorage.setItem('lastLoginLocation', '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readJson(STORAGE_KEYS.lastLoginLocation)).toBeNull();
    expect(localStorage.getItem('lastLoginLocation')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('spec 8 General: valid stored JSON is parsed and kept', () => {
    writeJson(STORAGE_KEYS.lastLoginLocation, { city: 'Valletta' });
    expect(readJson<{ city: string }>(STORAGE_KEYS.lastLoginLocation)).toEqual({ city: 'Valletta' });
    expect(localStorage.getItem('lastLoginLocation')).not.toBeNull();
  });

  it('spec 3 Browser storage: storage that throws (private mode) never crashes', () => {
    expect(readString('accessToken', throwing)).toBeNull();
    expect(writeString('accessToken', 'x', throwing)).toBe(false);
    expect(() => remove('accessToken', throwing)).not.toThrow();
    expect(readJson('accessToken', throwing)).toBeNull();
    expect(writeJson('accessToken', { a: 1 }, throwing)).toBe(false);
    expect(readString('accessToken', null)).toBeNull();
  });

  it('spec 3 Browser storage: a throwing window.localStorage getter never crashes', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new Error('SecurityError'); });
    expect(readString('accessToken')).toBeNull();
    expect(writeString('accessToken', 'x')).toBe(false);
    spy.mockRestore();
  });
});

describe('cookies', () => {
  beforeEach(() => {
    for (const name of ['language-code', 'currencyCode', 'a b']) deleteCookie(name);
  });

  it('spec 3 Browser storage: a cookie is set, read back and deleted', () => {
    setCookie(COOKIE_NAMES.languageCode, 'de', 3600);
    expect(getCookie(COOKIE_NAMES.languageCode)).toBe('de');
    deleteCookie(COOKIE_NAMES.languageCode);
    expect(getCookie(COOKIE_NAMES.languageCode)).toBeNull();
  });

  it('spec 3 Browser storage: cookie values are encoded and decoded', () => {
    setCookie('a b', 'x;y=z', 3600);
    expect(getCookie('a b')).toBe('x;y=z');
  });

  it('spec 9 Cookies and retention: setCookie writes Max-Age and the site-wide path', () => {
    const doc = { cookie: '', location: { protocol: 'https:' } } as unknown as Document;
    setCookie(COOKIE_NAMES.currencyCode, 'EUR', COOKIE_MAX_AGE_SECONDS.currencyCode, doc);
    expect(doc.cookie).toContain('currencyCode=EUR');
    expect(doc.cookie).toContain('Max-Age=2592000');
    expect(doc.cookie).toContain('Path=/');
    expect(doc.cookie).toContain('Secure');
  });

  it('spec 3 Browser storage: cookies that throw never crash', () => {
    const doc = {} as Document;
    Object.defineProperty(doc, 'cookie', { get: () => { throw new Error('denied'); }, set: () => { throw new Error('denied'); } });
    expect(() => setCookie('x', 'y', 10, doc)).not.toThrow();
    expect(getCookie('x', doc)).toBeNull();
    expect(getCookie('x', null)).toBeNull();
  });
});
