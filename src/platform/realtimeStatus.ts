// What pages read of the realtime wallet socket (spec 7 Realtime socket) without connecting it: the socket's
// events and the browser events they are re-dispatched as, and the connection's status. The connection itself is
// realtime.ts, which only identity (loaded after the first paint) uses.
import { create } from 'zustand';
import { REALTIME_EVENTS, type RealtimeEvent } from './realtimeEvents';

/** Socket events of spec 7 (plus globalCredit, which the spec lists without a browser event): one list, realtimeEvents.ts. */
export const WALLET_SOCKET_EVENTS = REALTIME_EVENTS;
export type WalletSocketEvent = RealtimeEvent;

/** The browser event each socket event is re-dispatched as (CustomEvent, detail = the payload). */
export const WALLET_BROWSER_EVENTS: Record<WalletSocketEvent, string> = {
  balance: 'wallet:balance',
  debit: 'wallet:debit',
  credit: 'wallet:credit',
  globalCredit: 'wallet:globalCredit',
  deposit: 'wallet:deposit',
  failedDeposit: 'wallet:failedDeposit',
  withdrawalStatus: 'wallet:withdrawalStatus',
};

/**
 * idle: no connection wanted (a guest); connecting: the first attempt; connected; reconnecting: the
 * connection dropped and socket.io is retrying; offline: the browser is offline or the server refused.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

export const useRealtimeStatus = create<{ status: RealtimeStatus }>(() => ({ status: 'idle' }));

/** The connection is down in a way the player should be told about. Pure. */
export function isConnectionDown(status: RealtimeStatus): boolean {
  return status === 'reconnecting' || status === 'offline';
}
