// Realtime events in documents (DESIGN: socket events): a node's `on` may name one as "socket:<event>",
// e.g. {"on": {"socket:deposit": [{"action": "refetch", "data": "transactions"}]}}. The wallet socket
// (src/platform/realtime.ts) re-dispatches each event as a browser event; the node listens while it is
// shown, in an effect (never while rendering, so it renders on a server too), and runs the actions with
// the event's payload as `event` in the scope.
import { useEffect, useRef } from 'react';
import { WALLET_BROWSER_EVENTS, WALLET_SOCKET_EVENTS, type WalletSocketEvent } from '../platform/realtimeStatus';

export const SOCKET_EVENT_PREFIX = 'socket:';

/** The socket events a node's `on` names, known ones only (the brand validator reports the others). */
export function socketEventsOf(on: Record<string, unknown> | undefined): WalletSocketEvent[] {
  return Object.keys(on ?? {})
    .filter((key) => key.startsWith(SOCKET_EVENT_PREFIX))
    .map((key) => key.slice(SOCKET_EVENT_PREFIX.length))
    .filter((name): name is WalletSocketEvent => (WALLET_SOCKET_EVENTS as readonly string[]).includes(name));
}

/** Calls `handle("socket:<event>", payload)` for each socket event named, while mounted. */
export function useSocketEvents(events: WalletSocketEvent[], handle: (key: string, payload: unknown) => void, target?: EventTarget) {
  const latest = useRef(handle);
  latest.current = handle;
  const names = events.join(',');
  useEffect(() => {
    if (!names) return undefined;
    const on = target ?? window;
    const listeners = names.split(',').map((name) => {
      const listener = (event: Event) => latest.current(`${SOCKET_EVENT_PREFIX}${name}`, (event as CustomEvent).detail);
      on.addEventListener(WALLET_BROWSER_EVENTS[name as WalletSocketEvent], listener);
      return [WALLET_BROWSER_EVENTS[name as WalletSocketEvent], listener] as const;
    });
    return () => { for (const [type, listener] of listeners) on.removeEventListener(type, listener); };
  }, [names, target]);
}
