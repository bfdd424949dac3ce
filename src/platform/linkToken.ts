// A sign-in link's token while the player decides whether to leave their own session for it (security
// review finding 8; the decision is src/platform/accessToken.ts linkTokenDecision). Held in memory only:
// never in storage (another tab would adopt it) and never in the address. A reload forgets it.
import { create } from 'zustand';
import { ApiError, type ApiClient } from './api/client';
import { callEndpoint } from './api/endpoints';
import type { AuthOptions } from './auth';
import { useSession } from './session';
import { STORAGE_KEYS, getLocalStorage, remove } from './storage';

export const usePendingLinkToken = create<{ token: string | null }>(() => ({ token: null }));

export const holdLinkToken = (token: string) => usePendingLinkToken.setState({ token });

/** Forgets the held token; with `token`, only when that one is still held (a newer link is kept). */
export function forgetLinkToken(token?: string) {
  if (token === undefined || usePendingLinkToken.getState().token === token) usePendingLinkToken.setState({ token: null });
}

/** The account of a link: its user (email, userId), a token the platform refuses, or no answer. */
export type LinkAccount =
  | { kind: 'account'; email: string; userId: unknown }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/**
 * Whose account the link signs in to: get-user-details with the link's token as the bearer. Not through
 * the page's 403 handling (ApiClient.forToken): a refused link token must not sign the current player out.
 */
export async function linkAccount(api: ApiClient, token: string): Promise<LinkAccount> {
  try {
    const answer = await callEndpoint(api.forToken(token), 'getUserDetails');
    const user = answer?.data?.getUser as { email?: unknown; userId?: unknown } | undefined;
    if (!user || typeof user.email !== 'string' || user.email === '') return { kind: 'failed' };
    return { kind: 'account', email: user.email, userId: user.userId };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { kind: 'invalid' };
    console.warn('The sign-in link could not be checked', error);
    return { kind: 'failed' };
  }
}

/**
 * The player confirmed: the held link token becomes the session's token and its user is loaded, as a
 * sign-in does. The previous player's last-login values go with their session. Returns false when no
 * token is held (it was discarded meanwhile).
 */
export async function switchToLinkAccount(api: ApiClient, token: string, options: AuthOptions = {}): Promise<boolean> {
  if (usePendingLinkToken.getState().token !== token) return false;
  forgetLinkToken(token);
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  for (const key of [STORAGE_KEYS.lastLoginDate, STORAGE_KEYS.lastLoginIp, STORAGE_KEYS.lastLoginLocation]) remove(key, storage);
  // Loaded when the player confirms: the sign-in code stays out of the first paint (issue 12 size budget).
  const { signInWithToken } = await import('./auth');
  await signInWithToken(api, token, { session: useSession, ...options });
  return true;
}
