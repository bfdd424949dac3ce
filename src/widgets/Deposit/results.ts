// The result of a deposit is shown once. It can arrive twice: in the deposit call's answer and as a
// realtime event (spec 7: the socket's deposit and failedDeposit), in either order, and the event may
// come while the answer is still on its way. So: results are claimed by transaction id (the first one
// shows, the second is dropped), and events that arrive while a pay attempt is in flight wait for it,
// so the answer, which knows the exact status, claims first.
import { useCallback } from 'react';
import { useServices } from '../../renderer/services';
import { MET_PARAM } from '../../cashier/depositFlow';

const claimed = new Set<string>();
let inFlight = 0;
let waiting: Array<() => void> = [];

/** True the first time a transaction's result is claimed; a result without an id is always shown. */
export function claimResult(transactionId: unknown): boolean {
  if (transactionId === null || transactionId === undefined || transactionId === '') return true;
  const key = String(transactionId);
  if (claimed.has(key)) return false;
  claimed.add(key);
  return true;
}

export function beginPayAttempt(): void {
  inFlight += 1;
}

export function endPayAttempt(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
  const run = waiting;
  waiting = [];
  for (const fn of run) fn();
}

/** Runs now, or after the pay attempt in flight has been answered (and has claimed its result). */
export function afterPayAttempt(fn: () => void): void {
  if (inFlight === 0) fn();
  else waiting.push(fn);
}

/** For tests: forget every claim. */
export function resetResultClaims(): void {
  claimed.clear();
  inFlight = 0;
  waiting = [];
}

/**
 * Opens a result dialog by the address (spec 2.4: modal=<name> together with met, the payment method
 * name), without a page load. A dialog that is not query-openable opens locally (without met).
 */
export function useOpenResultModal() {
  const { brand } = useServices();
  const { openModal } = useServices().modals;
  return useCallback((name: string, met: string | null) => {
    if (!brand.modals?.[name]) {
      console.warn(`The deposit result modal "${name}" is missing`);
      return;
    }
    // Opened in the address with met; one that is not query-openable opens locally, without it.
    openModal(name, undefined, { query: { [MET_PARAM]: met || null } });
  }, [brand, openModal]);
}
