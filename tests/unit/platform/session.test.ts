// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../../../src/platform/session';
import { getCookie } from '../../../src/platform/storage';

const now = () => new Date(2025, 5, 15, 12);

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('spec 4 Auth state: it starts from the stored access token', () => {
    localStorage.setItem('accessToken', 'stored');
    const s = createSessionStore({ now }).getState();
    expect(s.token).toBe('stored');
    expect(s.authenticated).toBe(true);
    expect(s.initialized).toBe(false);
    expect(s.user).toBeNull();
  });

  it('spec 4 Auth state: without a stored token the session is not authenticated', () => {
    const s = createSessionStore({ now }).getState();
    expect(s.token).toBeNull();
    expect(s.authenticated).toBe(false);
  });

  it('spec 4 Auth state: setToken stores the token in local storage', () => {
    const store = createSessionStore({ now });
    store.getState().setToken('new');
    expect(store.getState()).toMatchObject({ token: 'new', authenticated: true });
    expect(localStorage.getItem('accessToken')).toBe('new');
  });

  it('review finding 14: the token is never written to document.cookie, neither set nor deleted (the server owns the HttpOnly cookie)', () => {
    const cookieSet = vi.spyOn(Document.prototype, 'cookie', 'set');
    const store = createSessionStore({ now });
    store.getState().setToken('secret-token');
    store.getState().setToken('other-token');
    store.getState().setToken(null);
    store.getState().setToken('again');
    store.getState().clearSession();
    expect(cookieSet).not.toHaveBeenCalled();
    expect(getCookie('accessToken')).toBeNull();
  });

  it('spec 4 Self-exclusion: setUser computes selfExcluded from the user limit', () => {
    const store = createSessionStore({ now });
    store.getState().setUser({ userId: 1, userLimit: { selfExclusion: '2025-06-15' } });
    expect(store.getState()).toMatchObject({ selfExcluded: true, initialized: true });
    store.getState().setUser({ userId: 1, userLimit: { selfExclusion: '2025-06-14' } });
    expect(store.getState().selfExcluded).toBe(false);
    store.getState().setUser({ userId: 1, userLimit: { isSelfExclusionPermanent: true } });
    expect(store.getState().selfExcluded).toBe(true);
    store.getState().setUser({ userId: 1 });
    expect(store.getState().selfExcluded).toBe(false);
  });

  it('spec 4 Auth state: sign-out clears everything', () => {
    localStorage.setItem('accessToken', 'stored');
    localStorage.setItem('lastLoginIp', '1.2.3.4');
    localStorage.setItem('selectedLanguage', 'de');
    localStorage.setItem('sessionTerminationReason', 'USER_INACTIVITY_TIMEOUT');
    const store = createSessionStore({ now });
    store.getState().setToken('stored');
    store.getState().setUser({ userId: 1, userLimit: { isSelfExclusionPermanent: true } });
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ token: null, authenticated: false, selfExcluded: false, user: null, initialized: true });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('lastLoginIp')).toBeNull();
    // preferences and the termination notice survive sign-out
    expect(localStorage.getItem('selectedLanguage')).toBe('de');
    expect(localStorage.getItem('sessionTerminationReason')).toBe('USER_INACTIVITY_TIMEOUT');
  });

  it('spec 3 Browser storage: the store works when storage throws', () => {
    const throwing = { getItem: () => { throw new Error('x'); }, setItem: () => { throw new Error('x'); }, removeItem: () => { throw new Error('x'); } };
    const store = createSessionStore({ storage: throwing, now });
    expect(store.getState().token).toBeNull();
    expect(() => store.getState().setToken('t')).not.toThrow();
    expect(store.getState().token).toBe('t');
    expect(() => store.getState().clearSession()).not.toThrow();
  });
});
