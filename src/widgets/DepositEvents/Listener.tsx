// Listens for the realtime failedDeposit event (spec 7; re-dispatched by src/platform/realtime.ts as the
// browser event wallet:failedDeposit) and opens the failed dialog with met, the method's name (spec 4
// Deposit result dialogs). A deposit the page is paying right now is left to its answer, which knows the
// exact outcome (declined, cancelled ...): the event waits for it, and each transaction shows one dialog.
import { useEffect } from 'react';
import { WALLET_BROWSER_EVENTS } from '../../platform/realtime';
import { afterPayAttempt, claimResult, useOpenResultModal } from '../Deposit/results';

export default function DepositEventsListener({ modal }: { modal: string }) {
  const openResult = useOpenResultModal();
  useEffect(() => {
    const onFailed = (event: Event) => {
      const detail = ((event as CustomEvent).detail ?? {}) as Record<string, unknown>;
      const method = typeof detail.paymentMethod === 'string' && detail.paymentMethod.trim() !== '' ? detail.paymentMethod : null;
      afterPayAttempt(() => {
        if (claimResult(detail.transactionId)) openResult(modal, method);
      });
    };
    window.addEventListener(WALLET_BROWSER_EVENTS.failedDeposit, onFailed);
    return () => window.removeEventListener(WALLET_BROWSER_EVENTS.failedDeposit, onFailed);
  }, [modal, openResult]);
  return null;
}
