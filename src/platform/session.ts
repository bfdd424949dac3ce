// The auth state (spec 4 Auth state): initialized, authenticated and self-excluded, plus the token and the
// user. It starts from the stored access token; sign-out clears everything. One zustand store so the
// api client, the socket, the renderer's `auth` scope and the shell read the same truth.
// The token lives in local storage only (spec 2.3). The access token cookie of spec 3 is the server's to
// set (HttpOnly, Secure, SameSite=Strict, on login and sign-up) and to clear (on logout): a cookie written
// from script would be readable by any script on the page and sent with every request, and the API never
// reads it (security review finding 14).
import { create } from 'zustand';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../ssr/hydrated';
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

// One guest view per state object: a snapshot must be the same value for the same state.
const guests = new WeakMap<SessionState, SessionState>();
const guestOf = (state: SessionState) => {
  let guest = guests.get(state);
  if (!guest) {
    guest = guestView(state);
    guests.set(state, guest);
  }
  return guest;
};

/**
 * Wraps a store's hook so that, on the server and while React hydrates server HTML, components read the
 * guest session the server rendered; when hydration is over (src/ssr/hydrated.tsx, a transition), a
 * component whose selected value differs renders again with the stored session. Outside React (getState,
 * subscribe) it is the store itself.
 */
export function hydrationSafe(store: SessionStore): SessionStore {
  function useHydratedSession<T>(selector: (state: SessionState) => T = (s) => s as unknown as T): T {
    const hydrated = useHydrated();
    const snapshot = () => selector(hydrated ? store.getState() : guestOf(store.getState()));
    return useSyncExternalStore(store.subscribe, snapshot, snapshot);
  }
  return Object.assign(useHydratedSession, store) as SessionStore;
}

/** The page's session. */
export const useSession: SessionStore = hydrationSafe(createSessionStore());

/**
 * The whole session, for the part that hands it to every node of the page (the runtime's scope): a change
 * is rendered in a transition, in slices that yield to the browser, where a store hook would render the
 * whole page again in one synchronous task (a sign-in, the session known at boot). The guest session on the
 * server and while hydrating, like the store hook.
 */
export function useSessionInTransition(store: SessionStore = useSession): SessionState {
  const hydrated = useHydrated();
  const [state, setState] = useState(store.getState);
  useEffect(() => {
    // A change between the first render and this subscription is taken too.
    if (store.getState() !== state) startTransition(() => setState(store.getState()));
    return store.subscribe((next) => startTransition(() => setState(next)));
  }, [store]); // eslint-disable-line react-hooks/exhaustive-deps -- subscribed once per store; the state compared is the first render's, on purpose
  return hydrated ? state : guestOf(state);
}
