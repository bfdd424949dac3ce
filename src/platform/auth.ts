// Sign-in, sign-up, sign-out and the loaded user (spec 4 Auth state, spec 7 login, sign-up, logout,
// get-user-details). The flows the login and registration forms call: each leaves the session store,
// local storage and cookies in the state the spec names, so no form repeats a storage rule.
import type {
  LoginRequest, LoginResult, SignUpPayload, SignUpResponse, User,
} from '../generated/types';
import { ApiError } from './api/client';
import type { ApiClient } from './api/client';
import { callEndpoint } from './api/endpoints';
import { attribution } from './marketing';
import { useSession, type SessionStore } from './session';
import { notifiesTermination, recordTermination, type SessionTerminationReason } from './sessionTermination';
import {
  COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STORAGE_KEYS, type KeyValueStorage,
  getLocalStorage, readString, remove, setCookie, writeString,
} from './storage';

export { applyWalletEvent, parseWalletEvent, type WalletEvent } from './wallet';

export interface AuthOptions {
  /** The session store; the page's useSession by default. */
  session?: SessionStore;
  storage?: KeyValueStorage | null;
  /** Where the browser events go; window by default. */
  events?: EventTarget | null;
  now?: () => Date;
}

function deps(options: AuthOptions) {
  return {
    session: options.session ?? useSession,
    storage: options.storage === undefined ? getLocalStorage() : options.storage,
    events: options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events,
    now: options.now ?? (() => new Date()),
  };
}

/** The server's message of a failed call, or null (spec 8: sign-up failure shows it, else a try-again text). */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.serverMessage ?? null) : null;
}

/** The same failure, its message the server's when it sent one, so a form can show error.message. */
function withServerMessage(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = error.serverMessage;
  return message && message !== error.message ? new ApiError(error.status, message, error.body) : error;
}

/** The last login values to keep locally (spec 7 login); null removes a value. Pure. */
export function lastLoginValues(result: Pick<LoginResult, 'lastLogin'>): Record<string, string | null> {
  const last = result.lastLogin ?? null;
  const location = last?.location;
  return {
    [STORAGE_KEYS.lastLoginDate]: last?.created_at ?? null,
    [STORAGE_KEYS.lastLoginIp]: last?.ip ?? null,
    [STORAGE_KEYS.lastLoginLocation]: location == null ? null : typeof location === 'string' ? location : JSON.stringify(location),
  };
}

/**
 * The active bonus as an identity: a bonus record by its id, an id as itself, none as null. Two user
 * records have the same active bonus when these are equal (spec 4 Auth state).
 */
function activeBonusId(user: Record<string, unknown> | null | undefined): string | null {
  const bonus = user?.activeBonus as User['activeBonus'] | undefined;
  if (bonus === null || bonus === undefined || bonus === '') return null;
  if (typeof bonus === 'object') return bonus.id === undefined || bonus.id === null ? JSON.stringify(bonus) : String(bonus.id);
  return String(bonus);
}

/** True when the active bonus of fresh user details differs from the one in the auth state. Pure. */
export function activeBonusChanged(fresh: Record<string, unknown> | null | undefined, current: Record<string, unknown> | null | undefined): boolean {
  return activeBonusId(fresh) !== activeBonusId(current);
}

/**
 * get-user-details -> the session's user (and selfExcluded, initialized). A 403 is handled by the api client
 * (the session is cleared); other failures leave the session as it is, mark it initialized and return null,
 * so a slow or offline platform never signs a player out.
 */
export async function loadUser(api: ApiClient, options: AuthOptions = {}): Promise<User | null> {
  const { session } = deps(options);
  try {
    const answer = await callEndpoint(api, 'getUserDetails');
    const user = answer?.data?.getUser ?? null;
    if (!user) throw new Error('get-user-details answered no data.getUser');
    // A sign-out while the call was under way wins over its answer.
    if (!session.getState().token) return null;
    session.getState().setUser(user);
    return user;
  } catch (error) {
    console.warn('The user details could not be loaded', error);
    session.getState().setInitialized(true);
    return null;
  }
}

/**
 * Fresh user details fetched elsewhere (a profile page, a bonus claim) refresh the auth state when their
 * active bonus differs from the auth state's (spec 4). Returns true when the session was updated.
 */
export function refreshIfActiveBonusChanged(user: Record<string, unknown> | null | undefined, options: AuthOptions = {}): boolean {
  const { session } = deps(options);
  const state = session.getState();
  if (!user || !state.token || !activeBonusChanged(user, state.user)) return false;
  state.setUser(user);
  return true;
}

/** At start: a stored token loads the user; without one the auth state is known at once (spec 4). */
export async function initAuth(api: ApiClient, options: AuthOptions = {}): Promise<void> {
  const { session } = deps(options);
  if (session.getState().token) await loadUser(api, options);
  else session.getState().setInitialized(true);
}

/** Adopts an access token (a sign-up answer, a link): stores it, sets authenticated and loads the user. */
export async function signInWithToken(api: ApiClient, accessToken: string, options: AuthOptions = {}): Promise<User | null> {
  deps(options).session.getState().setToken(accessToken);
  return loadUser(api, options);
}

export type SignInParams = LoginRequest;

/**
 * POST login (spec 7). The visitor's attribution (cpnc, mkt, device, screen, uidToken) is filled in where
 * the form leaves it out. On success: the token (session and local storage; the server sets the access
 * token cookie, HttpOnly), the last login date, IP and location, the registered-user cookie, then the user
 * (spec 4: sign-in sets authenticated and loads the user). Throws an ApiError whose message is the server's.
 */
export async function signIn(api: ApiClient, params: SignInParams, options: AuthOptions = {}): Promise<LoginResult> {
  const { session, storage, now } = deps(options);
  const { firstUrl: _firstUrl, ...context } = attribution(now(), storage);
  const body: LoginRequest = { ...context, ...definedOnly(params), email: params.email, password: params.password };
  let result: LoginResult;
  try {
    const answer = await callEndpoint(api, 'login', body);
    result = answer?.data;
  } catch (error) {
    throw withServerMessage(error);
  }
  if (!result?.accessToken) throw new ApiError(502, 'The login answer has no access token', result ?? null);

  session.getState().setToken(result.accessToken);
  for (const [key, value] of Object.entries(lastLoginValues(result))) {
    if (value === null) remove(key, storage);
    else writeString(key, value, storage);
  }
  setCookie(COOKIE_NAMES.registeredUser, '1', COOKIE_MAX_AGE_SECONDS.registeredUser);
  await loadUser(api, options);
  return result;
}

export interface SignUpOptions extends AuthOptions {
  /** settings.holdUserOnRegistration: keep the new player signed out (e.g. until the email is verified). */
  holdUserOnRegistration?: boolean;
  /** The sign-up's uniqueKey (signUpContext); a random UUID by default. */
  newKey?: () => string;
}

export interface SignUpResult {
  response: SignUpResponse;
  /** True when the returned accessToken signed the new player in. */
  signedIn: boolean;
}

/** The browser events of sign-up (spec 7). */
export const SIGN_UP_EVENT = 'user:signup';
export const SIGN_UP_ERROR_EVENT = 'user:errorSignup';

/**
 * POST sign-up with the sign-up payload (spec 3), attribution filled in where left out. Success: the
 * authenticated state is cleared (spec 4), `user:signup` is dispatched with the answer, the registered-user
 * cookie is set, and the returned accessToken signs the player in unless holdUserOnRegistration.
 * Failure: `user:errorSignup` with { message } (the server's, or null: show a try-again text), then throws.
 */
export async function signUp(api: ApiClient, payload: SignUpPayload, options: SignUpOptions = {}): Promise<SignUpResult> {
  const { session, storage, events, now } = deps(options);
  // spec 3 Sign-up payload token: the affiliate token saved on landing (spec 4 Affiliate, nxaft), so the
  // partner or the referring player who brought the visitor is credited.
  const affiliateToken = readString(STORAGE_KEYS.nxaft, storage);
  const body: SignUpPayload = {
    ...attribution(now(), storage), ...(affiliateToken ? { token: affiliateToken } : {}), ...signUpContext(api, payload, storage, options.newKey), ...definedOnly(payload),
  };
  let response: SignUpResponse;
  try {
    response = await callEndpoint(api, 'signUp', body);
  } catch (error) {
    events?.dispatchEvent(new CustomEvent(SIGN_UP_ERROR_EVENT, { detail: { message: serverMessageOf(error) } }));
    throw withServerMessage(error);
  }
  session.getState().clearSession();
  events?.dispatchEvent(new CustomEvent(SIGN_UP_EVENT, { detail: response }));
  setCookie(COOKIE_NAMES.registeredUser, '1', COOKIE_MAX_AGE_SECONDS.registeredUser);
  const token = response?.data?.accessToken;
  if (!token || options.holdUserOnRegistration) return { response, signedIn: false };
  await signInWithToken(api, token, options);
  return { response, signedIn: true };
}

/**
 * The rest of spec 3's sign-up payload that no form field gives (spec 3 and 7; the spec names them, our reading
 * of what they carry): preferredLanguage, the page's language; subscribe, the newsletter choice (the form's one
 * consent box answers both newsLetter and subscribe); userUUID, the visitor's generated id (connect_uid_token,
 * the one uidToken carries); uniqueKey, a new random key for this sign-up attempt, so the platform can tell a
 * repeated request from a second account.
 */
export function signUpContext(api: Pick<ApiClient, 'language'>, payload: SignUpPayload, storage: KeyValueStorage | null, newKey: () => string = randomKey): Partial<SignUpPayload> {
  const language = api.language?.();
  const userUUID = readString(STORAGE_KEYS.connect_uid_token, storage);
  return {
    ...(language ? { preferredLanguage: language } : {}),
    ...(typeof payload.newsLetter === 'boolean' ? { subscribe: payload.newsLetter } : {}),
    ...(userUUID ? { userUUID } : {}),
    uniqueKey: newKey(),
  };
}

const randomKey = () => globalThis.crypto.randomUUID();

/**
 * POST logout with the reason (spec 7, default USER_INITIATED), then clear everything (spec 4) even when the
 * call fails. A reason the player did not choose is recorded for the session-ended notice (spec 4).
 */
export async function signOut(
  api: ApiClient, reason: SessionTerminationReason = 'USER_INITIATED', options: AuthOptions = {},
): Promise<void> {
  const { session, storage, now } = deps(options);
  try {
    if (session.getState().token) await callEndpoint(api, 'logout', { reason });
  } catch (error) {
    console.warn('logout failed; the session is cleared anyway', error);
  } finally {
    session.getState().clearSession();
    if (notifiesTermination(reason)) recordTermination(reason, now(), storage);
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
