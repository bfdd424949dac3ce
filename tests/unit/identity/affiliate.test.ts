// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { affiliateTokenToSave, captureAffiliate } from '../../../src/platform/affiliate';
import { deleteCookie, getCookie } from '../../../src/platform/storage';

const base = { authenticated: false, existingToken: null, skipAffiliate: false };
const q = (s: string) => new URLSearchParams(s);

beforeEach(() => {
  localStorage.clear();
  deleteCookie('skipAffiliate');
});

describe('affiliate', () => {
  it('spec 4 Affiliate: the token is saved when the affiliate key parameter and nxaft are both in the URL', () => {
    expect(affiliateTokenToSave({ ...base, query: q('nxafk=k1&nxaft=t1') })).toBe('t1');
    expect(affiliateTokenToSave({ ...base, query: q('nxaft=t1') })).toBeNull();
    expect(affiliateTokenToSave({ ...base, query: q('nxafk=k1') })).toBeNull();
  });

  it('spec 3 App settings: the affiliate key parameter comes from affiliateKeyQueryParameter (default nxafk)', () => {
    expect(affiliateTokenToSave({ ...base, keyParameter: 'aff', query: q('aff=k1&nxaft=t1') })).toBe('t1');
    expect(affiliateTokenToSave({ ...base, keyParameter: 'aff', query: q('nxafk=k1&nxaft=t1') })).toBeNull();
  });

  it('spec 4 Affiliate: not when the user is logged in, nor when a token already exists', () => {
    expect(affiliateTokenToSave({ ...base, authenticated: true, query: q('nxafk=k&nxaft=t') })).toBeNull();
    expect(affiliateTokenToSave({ ...base, existingToken: 'first', query: q('nxafk=k&nxaft=t') })).toBeNull();
    expect(affiliateTokenToSave({ ...base, skipAffiliate: true, query: q('nxafk=k&nxaft=t') })).toBeNull();
  });

  it('spec 4 Affiliate: on the first visit nxaft is stored and the skipAffiliate cookie is set for 365 days', () => {
    const cookieSet = vi.spyOn(Document.prototype, 'cookie', 'set');
    const saved = captureAffiliate({ href: 'https://casino.test/?nxafk=k1&nxaft=t1', authenticated: false, newId: () => 'id-1' });
    expect(saved).toBe('t1');
    expect(localStorage.getItem('nxaft')).toBe('t1');
    expect(getCookie('skipAffiliate')).toBe('1');
    expect(cookieSet.mock.calls.map(([v]) => String(v)).find((c) => c.startsWith('skipAffiliate='))).toContain(`Max-Age=${365 * 86400}`);
    cookieSet.mockRestore();
    // a later partner link does not take the credit
    expect(captureAffiliate({ href: 'https://casino.test/?nxafk=k2&nxaft=t2', authenticated: false })).toBeNull();
    expect(localStorage.getItem('nxaft')).toBe('t1');
  });

  it('spec 3 Browser storage: firstUrl and connect_uid_token (a generated id) are stored on the first visit only', () => {
    captureAffiliate({ href: 'https://casino.test/promotions?cpnc=x', authenticated: false, newId: () => 'id-1' });
    captureAffiliate({ href: 'https://casino.test/casino', authenticated: false, newId: () => 'id-2' });
    expect(localStorage.getItem('firstUrl')).toBe('https://casino.test/promotions?cpnc=x');
    expect(localStorage.getItem('connect_uid_token')).toBe('id-1');
    localStorage.clear();
    captureAffiliate({ href: 'https://casino.test/', authenticated: false });
    expect(localStorage.getItem('connect_uid_token')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
