// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/platform/api/client';
import {
  activeBonusChanged, applyWalletEvent, initAuth, lastLoginValues, loadUser, refreshIfActiveBonusChanged,
  signIn, signOut, signUp,
} from '../../../src/platform/auth';
import { createSessionStore, type SessionStore } from '../../../src/platform/session';
import { deleteCookie, getCookie } from '../../../src/platform/storage';
import { PLAYER, fakeApi, userDetails } from './helpers';

const now = () => new Date('2025-06-15T12:00:00Z');
const LOGIN_OK = {
  body: { data: { accessToken: 'tok-1', lastLogin: { created_at: '2025-06-10T08:00:00Z', ip: '1.2.3.4', location: { country: 'MT' } }, locale: 'en', userId: 7 } },
};

let session: SessionStore;

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  localStorage.clear();
  for (const name of ['accessToken', 'registeredUser']) deleteCookie(name);
  session = createSessionStore({ now });
});
afterEach(() => vi.restoreAllMocks());

describe('signIn', () => {
  it("spec 4 Auth state: sign-in sets authenticated and loads the user", async () => {
    const { api, calls } = fakeApi(session, { 'POST /api/user/login': LOGIN_OK, 'GET /api/user/get-user-details': userDetails() });
    const result = await signIn(api, { email: 'player@sandbox.test', password: 'Sandbox123!' }, { session, now });
    expect(result.accessToken).toBe('tok-1');
    expect(session.getState()).toMatchObject({ token: 'tok-1', authenticated: true, initialized: true, user: PLAYER });
    expect(calls.map((c) => c.route)).toEqual(['POST /api/user/login', 'GET /api/user/get-user-details']);
    expect(calls[1].headers.Authorization).toBe('Bearer tok-1');
  });

  it('spec 2.3: the token goes to local storage; no script writes it to a cookie (the server sets it HttpOnly, review finding 14)', async () => {
    const cookieSet = vi.spyOn(Document.prototype, 'cookie', 'set');
    const { api } = fakeApi(session, { 'POST /api/user/login': LOGIN_OK, 'GET /api/user/get-user-details': userDetails() });
    await signIn(api, { email: 'a@b.test', password: 'x12345' }, { session, now });
    expect(localStorage.getItem('accessToken')).toBe('tok-1');
    const written = cookieSet.mock.calls.map(([v]) => String(v));
    expect(written.filter((c) => c.startsWith('accessToken=') || c.includes('tok-1'))).toEqual([]);
    expect(document.cookie).not.toContain('tok-1');
    // spec 3: the registered-user cookie, about a year
    expect(written.find((c) => c.startsWith('registeredUser='))).toContain(`Max-Age=${365 * 24 * 3600}`);
  });

  it('spec 7 login: stores the last login date, IP and location locally and sets the registered-user cookie', async () => {
    const { api } = fakeApi(session, { 'POST /api/user/login': LOGIN_OK, 'GET /api/user/get-user-details': userDetails() });
    await signIn(api, { email: 'a@b.test', password: 'x12345' }, { session, now });
    expect(localStorage.getItem('lastLoginDate')).toBe('2025-06-10T08:00:00Z');
    expect(localStorage.getItem('lastLoginIp')).toBe('1.2.3.4');
    expect(localStorage.getItem('lastLoginLocation')).toBe('{"country":"MT"}');
    expect(getCookie('registeredUser')).toBe('1');
    expect(lastLoginValues({ lastLogin: null })).toEqual({ lastLoginDate: null, lastLoginIp: null, lastLoginLocation: null });
  });

  it('spec 7 login: sends the visitor attribution (cpnc, mkt, device, uidToken) where the form leaves it out', async () => {
    localStorage.setItem('connect_uid_token', 'uid-1');
    localStorage.setItem('marketingParameters', JSON.stringify([
      { name: 'cpnc', value: 'spring', savedAt: '2025-06-14T12:00:00Z', expiresAt: '2026-06-14T12:00:00Z' },
    ]));
    const { api, calls } = fakeApi(session, { 'POST /api/user/login': LOGIN_OK, 'GET /api/user/get-user-details': userDetails() });
    await signIn(api, { email: 'a@b.test', password: 'x12345', mkt: 'from-form' }, { session, now });
    expect(calls[0].body).toMatchObject({
      email: 'a@b.test', password: 'x12345', cpnc: 'spring', mkt: 'from-form', uidToken: 'uid-1', userDeviceType: 'desktop',
    });
    expect(calls[0].body).not.toHaveProperty('firstUrl');
  });

  it("spec 8 General: a refused login throws an ApiError with the server's message and changes nothing", async () => {
    const { api } = fakeApi(session, { 'POST /api/user/login': { status: 400, body: { message: 'Invalid email or password' } } });
    const error = await signIn(api, { email: 'a@b.test', password: 'wrong1' }, { session, now }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid email or password');
    expect(error.status).toBe(400);
    expect(session.getState()).toMatchObject({ token: null, authenticated: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('signUp', () => {
  const PAYLOAD = { email: 'new@b.test', password: 'Secret1!', firstName: 'Ann', lastName: 'Lee', dateOfBirth: '1990-01-01' };

  it('spec 4 Auth state: sign-up clears the authenticated state, dispatches user:signup and signs in with the returned accessToken', async () => {
    localStorage.setItem('firstUrl', 'https://casino.test/?cpnc=x');
    session.getState().setToken('old-player');
    const { api, calls } = fakeApi(session, {
      'POST /api/user/sign-up': { body: { data: { accessToken: 'tok-new', createUser: { userId: 9 } } } },
      'GET /api/user/get-user-details': userDetails({ ...PLAYER, userId: 9 }),
    });
    const seen: unknown[] = [];
    window.addEventListener('user:signup', (e) => seen.push((e as CustomEvent).detail), { once: true });
    const states: boolean[] = [];
    const unsubscribe = session.subscribe((s) => states.push(s.authenticated));
    const result = await signUp(api, PAYLOAD, { session, now });
    unsubscribe();
    expect(states[0]).toBe(false);
    expect(seen).toEqual([{ data: { accessToken: 'tok-new', createUser: { userId: 9 } } }]);
    expect(result.signedIn).toBe(true);
    expect(session.getState()).toMatchObject({ token: 'tok-new', authenticated: true, user: { userId: 9 } });
    expect(calls[0].body).toMatchObject({ ...PAYLOAD, firstUrl: 'https://casino.test/?cpnc=x', userDeviceType: 'desktop' });
  });

  it('spec 3 Sign-up payload token: the affiliate token saved on landing (spec 4 Affiliate, nxaft) is sent; none saved, none sent', async () => {
    localStorage.setItem('nxaft', 'REF000042');
    const first = fakeApi(session, { 'POST /api/user/sign-up': { body: { data: {} } } });
    await signUp(first.api, PAYLOAD, { session, now });
    expect(first.calls[0].body).toMatchObject({ token: 'REF000042' });
    localStorage.removeItem('nxaft');
    const second = fakeApi(session, { 'POST /api/user/sign-up': { body: { data: {} } } });
    await signUp(second.api, PAYLOAD, { session, now });
    expect(second.calls[0].body).not.toHaveProperty('token');
  });

  it('spec 3 Sign-up payload, spec 7 sign-up: preferredLanguage, subscribe, uniqueKey and userUUID are sent', async () => {
    localStorage.setItem('connect_uid_token', 'uid-7');
    const keys = ['key-1', 'key-2'];
    const { api, calls } = fakeApi(session, { 'POST /api/user/sign-up': { body: { data: {} } } });
    await signUp(api, { ...PAYLOAD, newsLetter: true }, { session, now, newKey: () => keys.shift()! });
    expect(calls[0].body).toMatchObject({ preferredLanguage: 'en', newsLetter: true, subscribe: true, userUUID: 'uid-7', uniqueKey: 'key-1' });
    // Each attempt has its own key; the newsletter box unticked is subscribe false; the form's own values win.
    await signUp(api, { ...PAYLOAD, newsLetter: false, preferredLanguage: 'de' }, { session, now, newKey: () => keys.shift()! });
    expect(calls.at(-1)!.body).toMatchObject({ preferredLanguage: 'de', subscribe: false, uniqueKey: 'key-2' });
    // By default the key is a random UUID.
    await signUp(api, PAYLOAD, { session, now });
    expect((calls.at(-1)!.body as { uniqueKey: string }).uniqueKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.at(-1)!.body).not.toHaveProperty('subscribe');
  });

  it('spec 3 App settings: holdUserOnRegistration keeps the new player signed out', async () => {
    const { api, calls } = fakeApi(session, { 'POST /api/user/sign-up': { body: { data: { accessToken: 'tok-new' } } } });
    const result = await signUp(api, PAYLOAD, { session, now, holdUserOnRegistration: true });
    expect(result.signedIn).toBe(false);
    expect(session.getState()).toMatchObject({ token: null, authenticated: false, initialized: true });
    expect(calls).toHaveLength(1);
  });

  it("spec 7 sign-up: a failure dispatches user:errorSignup with the server's message and throws it", async () => {
    const { api } = fakeApi(session, { 'POST /api/user/sign-up': { status: 409, body: { message: 'Email already registered' } } });
    const seen: unknown[] = [];
    window.addEventListener('user:errorSignup', (e) => seen.push((e as CustomEvent).detail), { once: true });
    await expect(signUp(api, PAYLOAD, { session, now })).rejects.toThrow('Email already registered');
    expect(seen).toEqual([{ message: 'Email already registered' }]);
  });

  it('spec 8 Session and other: without a server message user:errorSignup carries null (the form shows a try-again text)', async () => {
    const { api } = fakeApi(session, { 'POST /api/user/sign-up': { status: 500, body: 'oops' } });
    const seen: unknown[] = [];
    window.addEventListener('user:errorSignup', (e) => seen.push((e as CustomEvent).detail), { once: true });
    await expect(signUp(api, PAYLOAD, { session, now })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([{ message: null }]);
  });
});

describe('signOut', () => {
  it('spec 7 logout: posts the reason (default USER_INITIATED) and spec 4: sign-out clears everything', async () => {
    session.getState().setToken('tok');
    session.getState().setUser(PLAYER);
    localStorage.setItem('lastLoginIp', '1.2.3.4');
    const { api, calls } = fakeApi(session, { 'POST /api/user/logout': { status: 204 } });
    await signOut(api, undefined, { session, now });
    expect(calls[0]).toMatchObject({ route: 'POST /api/user/logout', body: { reason: 'USER_INITIATED' } });
    expect(session.getState()).toMatchObject({ token: null, authenticated: false, user: null });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('lastLoginIp')).toBeNull();
    // the player chose it: no session-ended notice
    expect(localStorage.getItem('sessionTerminationReason')).toBeNull();
  });

  it('spec 4 Auth state: sign-out clears everything even when the logout call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    session.getState().setToken('tok');
    const { api } = fakeApi(session, { 'POST /api/user/logout': { status: 500, body: { message: 'down' } } });
    await signOut(api, 'USER_INACTIVITY_TIMEOUT', { session, now });
    expect(session.getState().authenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('spec 4 Session termination: a reason the player did not choose is stored with its time', async () => {
    session.getState().setToken('tok');
    const { api, calls } = fakeApi(session, { 'POST /api/user/logout': { status: 204 } });
    await signOut(api, 'USER_INACTIVITY_TIMEOUT', { session, now });
    expect(calls[0].body).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT' });
    expect(localStorage.getItem('sessionTerminationReason')).toBe('USER_INACTIVITY_TIMEOUT');
    expect(localStorage.getItem('sessionTerminationTime')).toBe('2025-06-15T12:00:00.000Z');
  });
});

describe('initAuth and loadUser', () => {
  it('spec 4 Auth state: it starts from the stored access token and loads the user', async () => {
    localStorage.setItem('accessToken', 'stored');
    session = createSessionStore({ now });
    const { api } = fakeApi(session, { 'GET /api/user/get-user-details': userDetails() });
    await initAuth(api, { session });
    expect(session.getState()).toMatchObject({ token: 'stored', authenticated: true, initialized: true, user: PLAYER });
  });

  it('spec 4 Auth state: without a stored token the state is initialized at once, with no call', async () => {
    const { api, calls } = fakeApi(session);
    await initAuth(api, { session });
    expect(session.getState()).toMatchObject({ initialized: true, authenticated: false });
    expect(calls).toHaveLength(0);
  });

  it('spec 4 Session termination: a 403 on get-user-details clears the session (api client onForbidden)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('accessToken', 'expired');
    session = createSessionStore({ now });
    const { api, forbidden } = fakeApi(session, { 'GET /api/user/get-user-details': { status: 403 } });
    await initAuth(api, { session });
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(session.getState()).toMatchObject({ token: null, authenticated: false, initialized: true });
  });

  it('spec 9 Timeouts: another failure keeps the session (an offline platform does not sign the player out)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    session.getState().setToken('tok');
    const { api } = fakeApi(session, { 'GET /api/user/get-user-details': { status: 503 } });
    expect(await loadUser(api, { session })).toBeNull();
    expect(session.getState()).toMatchObject({ token: 'tok', authenticated: true, initialized: true });
  });
});

describe('active bonus refresh', () => {
  it('spec 4 Auth state: the active bonus differs by its id, or when one appears or goes', () => {
    expect(activeBonusChanged({ activeBonus: null }, { activeBonus: undefined })).toBe(false);
    expect(activeBonusChanged({ activeBonus: { id: 3, wagerLeft: 10 } }, { activeBonus: { id: 3, wagerLeft: 20 } })).toBe(false);
    expect(activeBonusChanged({ activeBonus: 3 }, { activeBonus: { id: 3 } })).toBe(false);
    expect(activeBonusChanged({ activeBonus: { id: 4 } }, { activeBonus: { id: 3 } })).toBe(true);
    expect(activeBonusChanged({ activeBonus: { id: 4 } }, { activeBonus: null })).toBe(true);
    expect(activeBonusChanged({ activeBonus: null }, { activeBonus: 4 })).toBe(true);
  });

  it('spec 4 Auth state: the auth state is refreshed when the active bonus in the user details differs', () => {
    session.getState().setToken('tok');
    session.getState().setUser(PLAYER);
    expect(refreshIfActiveBonusChanged({ ...PLAYER, firstName: 'same bonus' }, { session })).toBe(false);
    expect(session.getState().user).toEqual(PLAYER);
    expect(refreshIfActiveBonusChanged({ ...PLAYER, activeBonus: { id: 11 } }, { session })).toBe(true);
    expect(session.getState().user?.activeBonus).toEqual({ id: 11 });
  });
});

describe('wallet events', () => {
  it('spec 4 Auth state: a wallet event replaces the wallet amounts (cash, non-cash, total)', () => {
    const state = { user: { ...PLAYER, userWallet: { ...PLAYER.userWallet, currency: 'EUR' } }, other: 1 };
    const next = applyWalletEvent(state, { cash: 10, nonCash: 2.5, total: 12.5 });
    expect(next.user?.userWallet).toEqual({ amount: 10, nonCashAmount: 2.5, totalAmount: 12.5, currency: 'EUR' });
    expect(state.user.userWallet.amount).toBe(450);
    expect(applyWalletEvent({ user: null }, { cash: 1, nonCash: 0, total: 1 })).toEqual({ user: null });
  });

  it("spec 4 Auth state with multi-wallet: an event in the user's currency replaces the amounts; one in another (a switch) changes nothing until the user's details bring it with its currency", () => {
    const state = { user: { ...PLAYER, currencyCode: 'EUR', userWallet: { amount: 450, nonCashAmount: 0, totalAmount: 450 } } };
    expect(applyWalletEvent(state, { cash: 10, nonCash: 0, total: 10, currencyCode: 'EUR' }).user?.userWallet).toMatchObject({ amount: 10, totalAmount: 10 });
    expect(applyWalletEvent(state, { cash: 25, nonCash: 0, total: 25, currencyCode: 'USD' }).user).toBe(state.user);
  });

  it('spec 4 Auth state: the session applies a wallet event to the loaded user', () => {
    session.getState().setUser(PLAYER);
    session.getState().applyWallet({ cash: 1, nonCash: 2, total: 3 });
    expect(session.getState().user?.userWallet).toEqual({ amount: 1, nonCashAmount: 2, totalAmount: 3 });
    expect(session.getState().user?.email).toBe(PLAYER.email);
  });
});
