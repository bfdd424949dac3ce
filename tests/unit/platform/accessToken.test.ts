import { describe, expect, it, vi } from 'vitest';
import { handleAccessTokenLink, linkTokenDecision, takeAccessTokenFromUrl } from '../../../src/platform/accessToken';
import { createSessionStore } from '../../../src/platform/session';
import { memoryStorage } from '../memoryStorage';

function storageWith(token: string) {
  const storage = memoryStorage();
  storage.setItem('accessToken', token);
  return storage;
}

function fakeHistory() {
  return { state: { idx: 3 }, replaceState: vi.fn() } as unknown as History & { replaceState: ReturnType<typeof vi.fn> };
}

describe('takeAccessTokenFromUrl', () => {
  it('spec 2.3: returns the access token of the query parameter at', () => {
    expect(takeAccessTokenFromUrl({ pathname: '/casino', search: '?at=abc.def', hash: '' }, fakeHistory())).toBe('abc.def');
  });

  it('spec 2.3: the token is removed from the address, keeping the other parameters and the hash', () => {
    const history = fakeHistory();
    takeAccessTokenFromUrl({ pathname: '/deposit', search: '?activeMethod=upi&at=tok&modal=login&q=a%20b', hash: '#top' }, history);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/deposit?activeMethod=upi&modal=login&q=a%20b#top');
  });

  it('spec 2.3: with at as the only parameter the address keeps no question mark', () => {
    const history = fakeHistory();
    takeAccessTokenFromUrl({ pathname: '/', search: '?at=tok', hash: '' }, history);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/');
  });

  it('spec 2.3: without at the address is left alone', () => {
    const history = fakeHistory();
    expect(takeAccessTokenFromUrl({ pathname: '/', search: '?modal=login', hash: '' }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('spec 2.3: an empty at is removed from the address and is no token', () => {
    const history = fakeHistory();
    expect(takeAccessTokenFromUrl({ pathname: '/', search: '?at=&x=1', hash: '' }, history)).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/?x=1');
  });
});

describe('linkTokenDecision (review finding 8: a link never silently replaces a session)', () => {
  it('adopts the link when no session is stored', () => {
    expect(linkTokenDecision('link', null)).toBe('adopt');
  });
  it('changes nothing when the stored session is the link\'s', () => {
    expect(linkTokenDecision('same', 'same')).toBe('same');
  });
  it('asks when another session is stored', () => {
    expect(linkTokenDecision('link', 'mine')).toBe('ask');
  });
  it('does nothing without a link token', () => {
    expect(linkTokenDecision(null, 'mine')).toBe('none');
    expect(linkTokenDecision(null, null)).toBe('none');
    expect(linkTokenDecision('', null)).toBe('none');
  });
});

describe('handleAccessTokenLink', () => {
  const at = (token: string) => ({ pathname: '/casino', search: `?at=${token}&x=1`, hash: '' });

  it('spec 2.3: without a session the link\'s token is saved to local storage and becomes the session\'s', () => {
    const storage = memoryStorage();
    const session = createSessionStore({ storage });
    const ask = vi.fn();
    const history = fakeHistory();
    expect(handleAccessTokenLink(at('link'), history, session, ask)).toBe('adopt');
    expect(session.getState()).toMatchObject({ token: 'link', authenticated: true });
    expect(storage.data.get('accessToken')).toBe('link');
    expect(ask).not.toHaveBeenCalled();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/casino?x=1');
  });

  it('with another session stored, that session stays (in the store and in storage) and the player is asked', () => {
    const storage = storageWith('mine');
    const session = createSessionStore({ storage });
    const ask = vi.fn();
    const history = fakeHistory();
    expect(handleAccessTokenLink(at('link'), history, session, ask)).toBe('ask');
    expect(session.getState().token).toBe('mine');
    expect(storage.data.get('accessToken')).toBe('mine');
    expect([...storage.data.values()]).not.toContain('link');
    expect(ask).toHaveBeenCalledWith('link');
    // The link's token leaves the address all the same.
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/casino?x=1');
  });

  it('with the same session stored, nothing changes and nobody is asked', () => {
    const storage = storageWith('mine');
    const session = createSessionStore({ storage });
    const setToken = vi.spyOn(session.getState(), 'setToken');
    const ask = vi.fn();
    expect(handleAccessTokenLink(at('mine'), fakeHistory(), session, ask)).toBe('same');
    expect(session.getState().token).toBe('mine');
    expect(setToken).not.toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
  });
});
