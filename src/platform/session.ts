// The auth state (spec 4 Auth state): initialized, authenticated and self-excluded, plus the token and the
// user. It starts from the stored access token; sign-out clears everything. One zustand store so the
// api client, the socket, the renderer's `auth` scope and the shell read the same truth.
// The token lives in local storage only (spec 2.3). The access token cookie of spec 3 is the server's to
// set (HttpOnly, Secure, SameSite=Strict, on login and sign-up) and to clear (on logout): a cookie written
// from script would be readable by any script on the page and sent with every request, and the API never
// reads it (security review finding 14).
import { create } from 'zustand';
import { useSyncExternalStore } from 'react';
import type { UserLimit } from '../generated/types';
import { isSelfExcluded } from './selfExclusion';
import { applyWalletEvent, type WalletEvent } from './wallet';
import { STORAGE_KEYS, type KeyValueStorage, getLocalStorage, readString, remove, writeString } from './storage';

export interface SessionState {
  token: string | null;
  /** True once the session is known: the user is loaded, or there is no session to load. */
  initialized: boolean;
  authenticated: boolean;
  selfExcluded: boolean;
  user: Record<string, unknown> | null;
  /** Stores the token in local storage; null removes it. */
  setToken(token: string | null): void;
  /** The loaded user details (data.getUser); computes selfExcluded from userLimit. */
  setUser(user: Record<string, unknown> | null): void;
  setInitialized(initialized: boolean): void;
  /** A realtime wallet event replaces the wallet amounts of the loaded user (spec 4 Auth state). */
  applyWallet(event: WalletEvent): void;
  /** Sign-out: removes the stored token and the last-login values, and resets the state. */
  clearSession(): void;
}

export interface SessionStoreOptions {
  storage?: KeyValueStorage | null;
  /** The clock for "today" in the self-exclusion rule. */
  now?: () => Date;
}

/** Values of a signed-in player that sign-out removes (spec 4 "Sign-out clears everything"). */
const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.accessToken, STORAGE_KEYS.lastLoginDate, STORAGE_KEYS.lastLoginIp, STORAGE_KEYS.lastLoginLocation,
] as const;

export function createSessionStore(options: SessionStoreOptions = {}) {
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  const now = options.now ?? (() => new Date());
  const initialToken = readString(STORAGE_KEYS.accessToken, storage) || null;

  return create<SessionState>()((set) => ({
    token: initialToken,
    initialized: false,
    authenticated: initialToken !== null,
    selfExcluded: false,
    user: null,

    setToken(token) {
      const value = token || null;
      if (value) writeString(STORAGE_KEYS.accessToken, value, storage);
      else remove(STORAGE_KEYS.accessToken, storage);
      set(value ? { token: value, authenticated: true } : { token: null, authenticated: false, user: null, selfExcluded: false });
    },

    setUser(user) {
      const userLimit = (user?.userLimit ?? null) as UserLimit | null;
      set({ user, selfExcluded: user ? isSelfExcluded(userLimit, now()) : false, initialized: true });
    },

    setInitialized(initialized) {
      set({ initialized });
    },

    applyWallet(event) {
      set((state) => applyWalletEvent(state, event));
    },

    clearSession() {
      for (const key of SESSION_STORAGE_KEYS) remove(key, storage);
      set({ token: null, authenticated: false, selfExcluded: false, user: null, initialized: true });
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** A session as the server renders it: a guest's, whatever this browser has stored. */
export const guestView = (state: SessionState): SessionState =>
  ({ ...state, token: null, initialized: false, authenticated: false, selfExcluded: false, user: null });

/**
 * Wraps a store's hook so that, while React hydrates server HTML, components read the guest session the
 * server rendered (React's server snapshot); right after hydration, a component whose selected value
 * differs renders again with the stored session, and only that one. Outside React (getState, subscribe)
 * it is the store itself.
 */
export function hydrationSafe(store: SessionStore): SessionStore {
  // One guest view per state object: a server snapshot must be the same value for the same state.
  const guests = new WeakMap<SessionState, SessionState>();
  const guestOf = (state: SessionState) => {
    let guest = guests.get(state);
    if (!guest) {
      guest = guestView(state);
      guests.set(state, guest);
    }
    return guest;
  };
  function useHydratedSession<T>(selector: (state: SessionState) => T = (s) => s as unknown as T): T {
    return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(guestOf(store.getState())));
  }
  return Object.assign(useHydratedSession, store) as SessionStore;
}

/** The page's session. */
export const useSession: SessionStore = hydrationSafe(createSessionStore());
