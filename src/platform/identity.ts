// Player identity for the shell, in one place: the auth state at start, the wallet socket, the inactivity
// timer while signed in, the session-ended notice, affiliate and marketing capture from the landing
// address, page views and visits, and the self-exclusion rule (spec 4). The shell calls startIdentity once
// after the api client, settings and router exist, and onRouteChange on every route change.
import type { AppSettings } from '../generated/types';
import type { ApiClient } from './api/client';
import { captureAffiliate } from './affiliate';
import { initAuth, loadUser, signOut, type AuthOptions } from './auth';
import { startInactivityTimer } from './inactivity';
import { saveMarketingParameters } from './marketing';
import { connectWallet, type ConnectWalletOptions } from './realtime';
import { useSession, type SessionStore } from './session';
import { inactivityTimeoutMinutes } from './settings';
import { terminationModal, watchTermination } from './sessionTermination';
import { SESSION_LIMIT_REASON, sessionLimitEnd, startSessionLimitTimer } from './sessionLimit';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STORAGE_KEYS, type KeyValueStorage, getLocalStorage, readString, setCookie } from './storage';
import { createPageViewScheduler, trackVisit, visitUserKey, type Track } from './visits';

// The pages a self-excluded player may see live in ./selfExclusion (the page view needs them at first paint).
export { SELF_EXCLUDED_PAGES, SELF_EXCLUDED_HOME, allowedForSelfExcluded } from './selfExclusion';
import { SELF_EXCLUDED_HOME, allowedForSelfExcluded } from './selfExclusion';

export interface IdentityOptions {
  api: ApiClient;
  settings: Pick<AppSettings, 'inactivitySessionTimeout' | 'affiliateKeyQueryParameter'> | Record<string, unknown>;
  /** boot config socketUrl ('' for the page's origin). */
  socketUrl?: string;
  /** The tracker (log-event). */
  track: Track;
  /** Opens a modal document by name (session-timeout, logged-out are not query-openable). */
  openModal: (name: string) => void;
  navigate: (href: string) => void;
  /** Page key -> address (shell pageUrl); without it self-excluded players are not redirected. */
  pageUrl?: (pageKey: string) => string;
  /** For tests: defaults are the page's. */
  session?: SessionStore;
  storage?: KeyValueStorage | null;
  target?: EventTarget | null;
  location?: Pick<Location, 'href' | 'search'>;
  io?: ConnectWalletOptions['io'];
}

export interface Identity {
  /** Call on every route change (and once for the first route): path, and the page key or page document. */
  onRouteChange(path: string, page?: string): void;
  /** Settles when the auth state is known (initAuth done). */
  ready: Promise<void>;
  stop(): void;
}

export function startIdentity(options: IdentityOptions): Identity {
  const session = options.session ?? useSession;
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  const location = options.location ?? (typeof window === 'undefined' ? undefined : window.location);
  const settings = options.settings as Pick<AppSettings, 'inactivitySessionTimeout' | 'affiliateKeyQueryParameter'>;
  const authOptions: AuthOptions = { session, storage, events: target };
  const stops: Array<() => void> = [];
  let current: { path: string; page?: string } | null = null;

  // Landing: affiliate and marketing parameters (spec 4 Affiliate, Marketing parameters).
  if (location) {
    try {
      captureAffiliate({ href: location.href, authenticated: session.getState().authenticated, settings, storage });
      saveMarketingParameters(location.search, new Date(), { storage });
    } catch (error) {
      console.warn('Affiliate or marketing parameters could not be saved', error);
    }
  }

  const ready = initAuth(options.api, authOptions);

  // The wallet socket follows the session; after a drop it reloads the user so no balance is lost; a
  // deposit changes depositCount (the depositor role, spec 6), so the user is reloaded then too.
  const wallet = connectWallet({
    url: options.socketUrl,
    session,
    target,
    io: options.io,
    onResync: () => void loadUser(options.api, authOptions),
    onEvent: (event) => {
      if (event === 'deposit') void loadUser(options.api, authOptions);
    },
  });
  stops.push(() => wallet.stop());

  // The session-ended notice: at load, then after each later termination (spec 4 Session termination).
  stops.push(watchTermination((t) => options.openModal(terminationModal(t.reason)), { target, storage, repeat: true }));

  // Inactivity ends the session, only while signed in (spec 4). signOut records the reason for the notice.
  let stopTimer: (() => void) | null = null;
  const syncTimer = () => {
    const { authenticated } = session.getState();
    if (authenticated && !stopTimer) {
      stopTimer = startInactivityTimer({
        minutes: inactivityTimeoutMinutes(settings),
        target,
        storage,
        onTimeout: () => {
          stopTimer = null;
          void signOut(options.api, 'USER_INACTIVITY_TIMEOUT', authOptions);
        },
      });
    } else if (!authenticated && stopTimer) {
      stopTimer();
      stopTimer = null;
    }
  };
  stops.push(() => stopTimer?.());

  // A self-excluded player can only withdraw (spec 4): other pages send them to withdraw.
  const guardSelfExclusion = () => {
    if (!options.pageUrl || !current?.page || !session.getState().selfExcluded) return;
    if (!allowedForSelfExcluded(current.page)) options.navigate(options.pageUrl(SELF_EXCLUDED_HOME));
  };

  // Visits: once the auth state is known, so a returning player's visit is counted as theirs.
  const visit = () => {
    const state = session.getState();
    if (!current || !state.initialized) return;
    const key = visitUserKey(state.user?.userId, readString(STORAGE_KEYS.connect_uid_token, storage));
    trackVisit(options.track, key, current.path, Date.now(), storage);
  };

  // The player's own session time limit ends the session on time (spec 2.5; src/platform/sessionLimit.ts).
  let limitTimer: { endsAt: number; stop: () => void } | null = null;
  const syncSessionLimit = () => {
    const { authenticated, user } = session.getState();
    const endsAt = authenticated ? sessionLimitEnd(user) : null;
    if (limitTimer && limitTimer.endsAt === endsAt) return;
    limitTimer?.stop();
    limitTimer = endsAt === null ? null : {
      endsAt,
      stop: startSessionLimitTimer({ endsAt, onEnd: () => void signOut(options.api, SESSION_LIMIT_REASON, authOptions) }),
    };
  };
  stops.push(() => limitTimer?.stop());

  // spec 3 and 9: the currency code cookie holds the player's currency for 30 days.
  const rememberCurrency = () => {
    const code = session.getState().user?.currencyCode;
    if (typeof code === 'string' && code) setCookie(COOKIE_NAMES.currencyCode, code, COOKIE_MAX_AGE_SECONDS.currencyCode);
  };

  const unsubscribe = session.subscribe((state, previous) => {
    if (state.user?.currencyCode !== previous.user?.currencyCode) rememberCurrency();
    if (state.authenticated !== previous.authenticated || state.user !== previous.user) syncSessionLimit();
    if (state.authenticated !== previous.authenticated) syncTimer();
    if (state.selfExcluded && !previous.selfExcluded) guardSelfExclusion();
    if (state.initialized !== previous.initialized || state.user?.userId !== previous.user?.userId) visit();
  });
  stops.push(unsubscribe);
  syncTimer();
  syncSessionLimit();
  rememberCurrency();

  // Another tab signed in or out: this tab follows, so it never calls with a token that was ended.
  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key !== null && key !== STORAGE_KEYS.accessToken) return;
    const stored = readString(STORAGE_KEYS.accessToken, storage);
    const state = session.getState();
    if (!stored && state.token) state.clearSession();
    else if (stored && stored !== state.token) {
      state.setToken(stored);
      void loadUser(options.api, authOptions);
    }
  };
  target?.addEventListener('storage', onStorage);
  stops.push(() => target?.removeEventListener('storage', onStorage));

  const pageViews = createPageViewScheduler(options.track);
  stops.push(() => pageViews.stop());

  return {
    ready,
    onRouteChange(path, page) {
      current = { path, page };
      pageViews.routeChanged(path);
      visit();
      guardSelfExclusion();
    },
    stop() {
      for (const stop of stops.splice(0).reverse()) stop();
    },
  };
}
