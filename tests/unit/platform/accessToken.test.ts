import { describe, expect, it, vi } from 'vitest';
import { takeAccessTokenFromUrl } from '../../../src/platform/accessToken';
import { memoryStorage } from '../memoryStorage';

function fakeHistory() {
  return { state: { idx: 3 }, replaceState: vi.fn() } as unknown as History & { replaceState: ReturnType<typeof vi.fn> };
}

describe('takeAccessTokenFromUrl', () => {
  it('spec 2.3: an access token in the query parameter at is saved to local storage', () => {
    const storage = memoryStorage();
    const token = takeAccessTokenFromUrl({ pathname: '/casino', search: '?at=abc.def', hash: '' }, fakeHistory(), storage);
    expect(token).toBe('abc.def');
    expect(storage.data.get('accessToken')).toBe('abc.def');
  });

  it('spec 2.3: the token is removed from the address, keeping the other parameters and the hash', () => {
    const history = fakeHistory();
    takeAccessTokenFromUrl({ pathname: '/deposit', search: '?activeMethod=upi&at=tok&modal=login&q=a%20b', hash: '#top' }, history, memoryStorage());
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/deposit?activeMethod=upi&modal=login&q=a%20b#top');
  });

  it('spec 2.3: with at as the only parameter the address keeps no question mark', () => {
    const history = fakeHistory();
    takeAccessTokenFromUrl({ pathname: '/', search: '?at=tok', hash: '' }, history, memoryStorage());
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/');
  });

  it('spec 2.3: without at nothing is stored and the address is left alone', () => {
    const storage = memoryStorage();
    const history = fakeHistory();
    expect(takeAccessTokenFromUrl({ pathname: '/', search: '?modal=login', hash: '' }, history, storage)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it('spec 2.3: an empty at is removed from the address and not stored', () => {
    const storage = memoryStorage();
    const history = fakeHistory();
    expect(takeAccessTokenFromUrl({ pathname: '/', search: '?at=&x=1', hash: '' }, history, storage)).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/?x=1');
    expect(storage.data.has('accessToken')).toBe(false);
  });
});
