// The realtime wallet socket (spec 7 Realtime socket): socket.io to the casino backend with the access token
// in its auth, websocket first then polling. It follows the session: it connects when a player is signed
// in, reconnects with the new token when the token changes, and disconnects on sign-out. Wallet events
// update the session's wallet and are re-dispatched as browser events for widgets and other scripts.
// A dropped connection is visible (the status store) and loses nothing: after a reconnect that did not
// recover the missed events, the wallet is reloaded (onResync). Only identity (a lazy chunk) connects; what pages
// read of the socket (its status, the event names) is realtimeStatus.ts, so this stays out of the first paint.
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { useSession, type SessionStore } from './session';
import { parseWalletEvent } from './wallet';
import { noteDeposit } from './depositNews';
import { WALLET_BROWSER_EVENTS, WALLET_SOCKET_EVENTS, useRealtimeStatus, type RealtimeStatus, type WalletSocketEvent } from './realtimeStatus';

type SocketFactory = (url: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface ConnectWalletOptions {
  /** The socket.io address; '' or undefined for the page's own origin (boot config socketUrl). */
  url?: string;
  /** The token sent in the socket's auth on every (re)connect; the session's token by default. */
  getToken?: () => string | null;
  /** Every wallet socket event, after the session and the browser events are updated. */
  onEvent?: (event: WalletSocketEvent, payload: unknown) => void;
  /** Called after a reconnect that did not recover missed events: reload the wallet (loadUser). */
  onResync?: () => void;
  session?: SessionStore;
  /** Where browser events go and online/offline is heard; window by default. */
  target?: EventTarget | null;
  /** The status store; useRealtimeStatus by default. */
  status?: typeof useRealtimeStatus;
  path?: string;
  /** For tests: socket.io-client's io by default. */
  io?: SocketFactory;
}

export interface WalletConnection {
  /** Disconnects and stops following the session. */
  stop(): void;
  /** The current socket (null while signed out). */
  socket(): Socket | null;
}

export function connectWallet(options: ConnectWalletOptions = {}): WalletConnection {
  const session = options.session ?? useSession;
  const statusStore = options.status ?? useRealtimeStatus;
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  const getToken = options.getToken ?? (() => session.getState().token);
  // socket.io-client loads with the first sign-in: guests never download it (first-paint budget).
  const loadFactory = (): Promise<SocketFactory> => (options.io ? Promise.resolve(options.io) : import('socket.io-client').then((m) => m.io));
  const setStatus = (status: RealtimeStatus) => statusStore.setState({ status });

  let socket: Socket | null = null;
  let connectedToken: string | null = null;
  let hasConnected = false;

  const dispatch = (event: WalletSocketEvent, payload: unknown) => {
    if (event === 'balance') {
      const wallet = parseWalletEvent(payload);
      if (!wallet) {
        console.warn('A balance event without cash, nonCash and total was ignored', payload);
        return;
      }
      session.getState().applyWallet(wallet);
      // The payload's other fields (the currencyCode of a switched wallet) go to documents with the parsed amounts.
      target?.dispatchEvent(new CustomEvent(WALLET_BROWSER_EVENTS.balance, { detail: { ...(payload as object), ...wallet } }));
    } else {
      if (event === 'deposit') noteDeposit(payload);
      target?.dispatchEvent(new CustomEvent(WALLET_BROWSER_EVENTS[event], { detail: payload }));
    }
    try {
      options.onEvent?.(event, payload);
    } catch (error) {
      console.warn(`The ${event} handler failed`, error);
    }
  };

  const disconnect = () => {
    socket?.removeAllListeners();
    socket?.io.removeAllListeners();
    socket?.disconnect();
    socket = null;
    connectedToken = null;
  };

  const connect = (token: string) => {
    disconnect();
    hasConnected = false;
    connectedToken = token;
    setStatus(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'connecting');
    void loadFactory().then((factory) => {
      if (connectedToken !== token || socket) return; // signed out or the token changed while loading
      open(factory);
    }, (error) => {
      console.warn('The realtime client could not load', error);
      setStatus('offline');
    });
  };

  const open = (factory: SocketFactory) => {
    const s = factory(options.url || undefined, {
      path: options.path ?? '/socket.io',
      transports: ['websocket', 'polling'],
      // A function, so every reconnect sends the token of that moment.
      auth: (cb: (data: object) => void) => cb({ token: getToken() }),
    });
    socket = s;
    for (const event of WALLET_SOCKET_EVENTS) s.on(event, (payload: unknown) => dispatch(event, payload));
    s.on('connect', () => {
      const resync = hasConnected && !s.recovered;
      hasConnected = true;
      setStatus('connected');
      if (resync) options.onResync?.();
    });
    s.on('disconnect', () => setStatus(s.active ? 'reconnecting' : 'offline'));
    s.on('connect_error', (error) => {
      // socket.active is false when the server refused the connection (its middleware); socket.io does
      // not retry then. A token change or sign-in starts a new attempt.
      setStatus(s.active ? (hasConnected ? 'reconnecting' : 'connecting') : 'offline');
      if (!s.active) console.warn('The realtime connection was refused', error.message);
    });
  };

  /** Follows the session: connected with the current token while signed in, nothing otherwise. */
  const sync = () => {
    const { authenticated, token } = session.getState();
    if (authenticated && token) {
      if (token !== connectedToken) connect(token);
    } else if (socket || statusStore.getState().status !== 'idle') {
      disconnect();
      setStatus('idle');
    }
  };

  const onOffline = () => socket && setStatus('offline');
  const onOnline = () => {
    if (!socket) return;
    if (socket.connected) setStatus('connected');
    else {
      setStatus('reconnecting');
      if (!socket.active) socket.connect();
    }
  };
  target?.addEventListener('offline', onOffline);
  target?.addEventListener('online', onOnline);

  const unsubscribe = session.subscribe((state, previous) => {
    if (state.token !== previous.token || state.authenticated !== previous.authenticated) sync();
  });
  sync();

  return {
    stop() {
      unsubscribe();
      target?.removeEventListener('offline', onOffline);
      target?.removeEventListener('online', onOnline);
      disconnect();
      setStatus('idle');
    },
    socket: () => socket,
  };
}
