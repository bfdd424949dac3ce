// A sign-in link (?at=) for another account (review finding 8): its account is read with its own token,
// outside the page's 403 handling; it is held in memory until the player switches or declines.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetLinkToken, holdLinkToken, linkAccount, switchToLinkAccount, usePendingLinkToken } from '../../../src/platform/linkToken';
import { createSessionStore, type SessionStore } from '../../../src/platform/session';
import { useModalStore } from '../../../src/shell/modalStore';
import { SWITCH_ACCOUNT_MODAL, askToSwitchAccount } from '../../../src/shell/switchAccount';
import { memoryStorage } from '../memoryStorage';
import { PLAYER, fakeApi, userDetails } from './helpers';

const LINKED = { ...PLAYER, userId: 8, email: 'new@sandbox.test', userWallet: { amount: 0, nonCashAmount: 0, totalAmount: 0 } };

let storage: ReturnType<typeof memoryStorage>;
let session: SessionStore;

beforeEach(() => {
  storage = memoryStorage();
  storage.setItem('accessToken', 'mine');
  storage.setItem('lastLoginIp', '1.2.3.4');
  session = createSessionStore({ storage });
  session.getState().setUser(PLAYER);
});
afterEach(() => {
  forgetLinkToken();
  useModalStore.setState({ local: [], order: [] });
});

describe('linkAccount', () => {
  it("reads the link's account with the link's token as the bearer; the session is not touched", async () => {
    const { api, calls } = fakeApi(session, { 'GET /api/user/get-user-details': userDetails(LINKED) });
    expect(await linkAccount(api, 'link')).toEqual({ kind: 'account', email: 'new@sandbox.test', userId: 8 });
    expect(calls[0].headers.Authorization).toBe('Bearer link');
    expect(session.getState()).toMatchObject({ token: 'mine', user: PLAYER });
  });

  it('a refused link token (403, 401) is invalid, and the signed-in player stays signed in (no global 403 handling)', async () => {
    const { api, forbidden } = fakeApi(session, { 'GET /api/user/get-user-details': { status: 403, body: { message: 'Forbidden' } } });
    expect(await linkAccount(api, 'expired')).toEqual({ kind: 'invalid' });
    expect(forbidden).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ token: 'mine', authenticated: true, user: PLAYER });
    expect(storage.data.get('accessToken')).toBe('mine');
    const unauthorized = fakeApi(session, { 'GET /api/user/get-user-details': { status: 401, body: {} } });
    expect(await linkAccount(unauthorized.api, 'expired')).toEqual({ kind: 'invalid' });
  });

  it('no answer, a server error or an answer without an email is a failure to check, not an account', async () => {
    const { api } = fakeApi(session, { 'GET /api/user/get-user-details': { status: 500, body: {} } });
    expect(await linkAccount(api, 'link')).toEqual({ kind: 'failed' });
    const noEmail = fakeApi(session, { 'GET /api/user/get-user-details': userDetails({ userId: 8 }) });
    expect(await linkAccount(noEmail.api, 'link')).toEqual({ kind: 'failed' });
  });
});

describe('switchToLinkAccount', () => {
  it("the confirmed link's token becomes the session's (stored) and its user is loaded; the previous last-login values go", async () => {
    holdLinkToken('link');
    const { api, calls } = fakeApi(session, { 'GET /api/user/get-user-details': userDetails(LINKED) });
    expect(await switchToLinkAccount(api, 'link', { session, storage })).toBe(true);
    expect(session.getState()).toMatchObject({ token: 'link', authenticated: true, user: LINKED });
    expect(storage.data.get('accessToken')).toBe('link');
    expect(storage.data.has('lastLoginIp')).toBe(false);
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer link']);
    expect(usePendingLinkToken.getState().token).toBeNull();
  });

  it('a link the player declined (no longer held) switches nothing', async () => {
    const { api, calls } = fakeApi(session, { 'GET /api/user/get-user-details': userDetails(LINKED) });
    expect(await switchToLinkAccount(api, 'link', { session, storage })).toBe(false);
    expect(session.getState().token).toBe('mine');
    expect(storage.data.get('accessToken')).toBe('mine');
    expect(calls).toEqual([]);
  });
});

describe('askToSwitchAccount', () => {
  it('holds the token in memory only and opens the switch-account dialog, which is not query-openable', async () => {
    askToSwitchAccount('link');
    expect(usePendingLinkToken.getState().token).toBe('link');
    expect(useModalStore.getState().local.map((m) => m.name)).toEqual([SWITCH_ACCOUNT_MODAL]);
    expect([...storage.data.values()]).not.toContain('link');
    const doc = (await import('../../../brands/curacao/modals/switch-account.json')).default;
    expect(doc.queryOpenable).toBe(false);
  });

  it('closing the dialog without switching (cancel, close button, Escape) forgets the token', () => {
    askToSwitchAccount('link');
    const [modal] = useModalStore.getState().local;
    useModalStore.getState().closeLocal(modal.id);
    expect(usePendingLinkToken.getState().token).toBeNull();
  });

  it("closing an older link's dialog keeps a newer link's token", () => {
    askToSwitchAccount('first');
    const [older] = useModalStore.getState().local;
    askToSwitchAccount('second');
    useModalStore.getState().closeLocal(older.id);
    expect(usePendingLinkToken.getState().token).toBe('second');
  });
});
