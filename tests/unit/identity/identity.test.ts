// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { allowedForSelfExcluded, startIdentity, type Identity, type IdentityOptions } from '../../../src/platform/identity';
import { useRealtimeStatus } from '../../../src/platform/realtimeStatus';
import { createSessionStore, type SessionStore } from '../../../src/platform/session';
import { recordTermination } from '../../../src/platform/sessionTermination';
import { PLAYER, fakeApi, userDetails, type FakeApi } from './helpers';

const MINUTE = 60_000;

/** A stand-in for socket.io-client's io: records the auth it was given. */
function fakeIo() {
  const made: Array<{ token: unknown; disconnected: boolean }> = [];
  const factory = ((_url: string | undefined, options: { auth: (cb: (d: { token: unknown }) => void) => void }) => {
    const record = { token: undefined as unknown, disconnected: false };
    options.auth((d) => (record.token = d.token));
    made.push(record);
    const socket = {
      active: true, connected: false, recovered: false,
      on: () => socket, removeAllListeners: () => socket,
      io: { removeAllListeners: () => {} },
      disconnect: () => { record.disconnected = true; return socket; },
      connect: () => socket,
    };
    return socket;
  }) as unknown as IdentityOptions['io'];
  return { factory, made };
}

let session: SessionStore;
let fake: FakeApi;
let identity: Identity | null;
let track: Mock<(event: string, data?: Record<string, unknown>) => void>;
let openModal: Mock<(name: string) => void>;
let navigate: Mock<(href: string) => void>;
let sockets: ReturnType<typeof fakeIo>;

function start(href = 'https://casino.test/', extra: Partial<IdentityOptions> = {}) {
  const url = new URL(href);
  identity = startIdentity({
    api: fake.api, settings: { inactivitySessionTimeout: 30 }, socketUrl: '', track, openModal, navigate,
    pageUrl: (key) => `/${key}`, session, io: sockets.factory, location: { href, search: url.search }, ...extra,
  });
  return identity;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
  localStorage.clear();
  session = createSessionStore();
  fake = fakeApi(session, { 'GET /api/user/get-user-details': userDetails(), 'POST /api/user/logout': { status: 204 } });
  track = vi.fn();
  openModal = vi.fn();
  navigate = vi.fn();
  sockets = fakeIo();
  identity = null;
  useRealtimeStatus.setState({ status: 'idle' });
});
afterEach(() => {
  identity?.stop();
  vi.useRealTimers();
});

function signedInAtLoad(user: Record<string, unknown> = PLAYER) {
  localStorage.setItem('accessToken', 'tok-1');
  session = createSessionStore();
  fake = fakeApi(session, { 'GET /api/user/get-user-details': userDetails(user), 'POST /api/user/logout': { status: 204 } });
}

describe('startIdentity', () => {
  it('spec 4 Auth state: at start a stored token loads the user and the wallet socket connects with it', async () => {
    signedInAtLoad();
    await start().ready;
    expect(session.getState()).toMatchObject({ initialized: true, authenticated: true, user: PLAYER });
    expect(sockets.made).toEqual([{ token: 'tok-1', disconnected: false }]);
  });

  it("spec 3 and 9 Cookies: the currency code cookie holds the player's currency for 30 days", async () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    signedInAtLoad({ ...PLAYER, currencyCode: 'USD' });
    await start().ready;
    const cookie = written.mock.calls.map(([v]) => String(v)).find((c) => c.startsWith('currencyCode='));
    expect(cookie).toContain('currencyCode=USD');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    written.mockRestore();
  });

  it('spec 4 Affiliate and Marketing parameters: the landing address is captured', async () => {
    await start('https://casino.test/?nxafk=k&nxaft=aff-1&cpnc=spring').ready;
    expect(localStorage.getItem('nxaft')).toBe('aff-1');
    expect(localStorage.getItem('firstUrl')).toBe('https://casino.test/?nxafk=k&nxaft=aff-1&cpnc=spring');
    expect(JSON.parse(localStorage.getItem('marketingParameters')!)[0]).toMatchObject({ name: 'cpnc', value: 'spring' });
    expect(session.getState()).toMatchObject({ initialized: true, authenticated: false });
    expect(sockets.made).toEqual([]);
  });

  it('spec 4 Tracking: onRouteChange logs PAGE_VIEW after 300 ms and a visit at most once per 30 minutes', async () => {
    const id = start();
    await id.ready;
    id.onRouteChange('/', 'casino');
    id.onRouteChange('/promotions', 'promotions');
    await vi.advanceTimersByTimeAsync(300);
    id.onRouteChange('/casino', 'casino');
    await vi.advanceTimersByTimeAsync(300);
    const visitor = localStorage.getItem('connect_uid_token');
    expect(track.mock.calls).toEqual([
      ['VISIT', { page: '/' }], ['PAGE_VIEW', { page: '/promotions' }], ['PAGE_VIEW', { page: '/casino' }],
    ]);
    expect(Object.keys(JSON.parse(localStorage.getItem('visitTracking')!))).toEqual([`visitor:${visitor}`]);
  });

  it('spec 4 Session termination: inactivity signs a player out (USER_INACTIVITY_TIMEOUT) and the next click shows session-timeout', async () => {
    signedInAtLoad();
    await start().ready;
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(fake.calls.find((c) => c.route === 'POST /api/user/logout')?.body).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT' });
    expect(session.getState()).toMatchObject({ authenticated: false, token: null });
    expect(sockets.made[0].disconnected).toBe(true);
    expect(openModal).not.toHaveBeenCalled();
    document.body.click();
    expect(openModal).toHaveBeenCalledWith('session-timeout');
    expect(localStorage.getItem('sessionTerminationReason')).toBeNull();
  });

  it('spec 4 Session termination: a guest has no inactivity timer', async () => {
    await start().ready;
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(fake.calls.some((c) => c.route === 'POST /api/user/logout')).toBe(false);
  });

  it('spec 4 Session termination: activity keeps the session', async () => {
    signedInAtLoad();
    await start().ready;
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(10 * MINUTE);
      window.dispatchEvent(new Event('scroll'));
    }
    expect(session.getState().authenticated).toBe(true);
  });

  it('spec 4 Session termination: a termination stored before the load is shown at load (logged-out for other reasons)', async () => {
    recordTermination('CONCURRENT_SESSION');
    await start().ready;
    expect(openModal).toHaveBeenCalledWith('logged-out');
  });

  it('spec 4 Self-exclusion: a self-excluded player can only withdraw; other pages go to withdraw', async () => {
    signedInAtLoad({ ...PLAYER, userLimit: { isSelfExclusionPermanent: true } });
    const id = start();
    id.onRouteChange('/', 'casino');
    await id.ready;
    expect(session.getState().selfExcluded).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/withdraw');
    navigate.mockClear();
    id.onRouteChange('/withdraw', 'withdraw');
    id.onRouteChange('/terms-and-conditions', 'terms-and-conditions');
    expect(navigate).not.toHaveBeenCalled();
    id.onRouteChange('/deposit', 'deposit');
    expect(navigate).toHaveBeenCalledWith('/withdraw');
  });

  it('spec 6 Self-excluded player: only withdraw and the pages around it are allowed', () => {
    for (const page of ['withdraw', 'verification', 'contacts', 'responsible-gambling', 'privacy-policy', 'not-found']) {
      expect(allowedForSelfExcluded(page), page).toBe(true);
    }
    for (const page of ['root', 'casino', 'deposit', 'promotions', 'play', 'game', 'cashback', 'bonuses', 'profile']) {
      expect(allowedForSelfExcluded(page), page).toBe(false);
    }
  });

  it('spec 4 Auth state: a sign-out in another tab clears this tab too', async () => {
    signedInAtLoad();
    await start().ready;
    localStorage.removeItem('accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));
    expect(session.getState()).toMatchObject({ authenticated: false, token: null });
  });

  it('stop ends the socket, the timer and the listeners', async () => {
    signedInAtLoad();
    const id = start();
    await id.ready;
    id.onRouteChange('/', 'casino');
    id.stop();
    identity = null;
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(sockets.made[0].disconnected).toBe(true);
    expect(track.mock.calls.filter(([e]) => e === 'PAGE_VIEW')).toEqual([]);
    expect(session.getState().authenticated).toBe(true);
  });
});
