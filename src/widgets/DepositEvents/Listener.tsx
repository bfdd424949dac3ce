// Listens for the realtime deposit events (spec 7; re-dispatched by src/platform/realtime.ts as browser
// events) wherever the layout puts it (the header, for every signed-in page):
// - failedDeposit (wallet:failedDeposit) opens the failed dialog with met, the method's name (spec 4
//   Deposit result dialogs). A deposit the page is paying right now is left to its answer, which knows the
//   exact outcome (declined, cancelled ...): the event waits for it, and each transaction shows one dialog.
// - deposit (wallet:deposit, with count) sends the deposit's tracking action code (spec 7 'Tracking action
//   codes map the deposit count 1 to 5 or more to: first, second, third, fourth and fifth-plus deposit.'),
//   even when the player has left the deposit page. The deposit page sends it too for a completed answer
//   (the socket may be down); trackDepositAction sends it once per transaction either way.
// - deposit, off the deposit page (which says so itself), opens the success dialog when the document names
//   one (a deposit that completed while the player was elsewhere: a bank transfer, a UPI app, crypto).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { WALLET_BROWSER_EVENTS } from '../../platform/realtimeStatus';
import { trackDepositAction } from '../../platform/depositActions';
import { onDepositPage, takeUndelivered } from '../../platform/depositNews';
import { useServices } from '../../renderer/services';
import { afterPayAttempt, claimResult, useOpenResultModal } from '../Deposit/results';

export default function DepositEventsListener({ modal, successModal }: { modal: string; successModal?: string }) {
  const openResult = useOpenResultModal();
  const { openModal } = useServices().modals;
  const links = useServices().links;
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const { track } = useServices();
  useEffect(() => {
    const detailOf = (event: Event) => ((event as CustomEvent).detail ?? {}) as Record<string, unknown>;
    const onFailed = (event: Event) => {
      const detail = detailOf(event);
      const method = typeof detail.paymentMethod === 'string' && detail.paymentMethod.trim() !== '' ? detail.paymentMethod : null;
      afterPayAttempt(() => {
        if (claimResult(detail.transactionId)) openResult(modal, method);
      });
    };
    const deposited = (detail: Record<string, unknown>) => {
      void trackDepositAction(track, { transactionId: detail.transactionId, depositCount: detail.count, amount: detail.amount, paymentMethod: detail.paymentMethod });
      // The deposit page says so itself, also while its widget is still loading (back from a 3DS page).
      const depositPage = onDepositPage() || path.current === links.pageUrl('deposit');
      if (successModal && !depositPage) openModal(successModal);
    };
    const onDeposit = (event: Event) => { takeUndelivered(); deposited(detailOf(event)); };
    window.addEventListener(WALLET_BROWSER_EVENTS.failedDeposit, onFailed);
    window.addEventListener(WALLET_BROWSER_EVENTS.deposit, onDeposit);
    // Deposits that came over the socket before this listener loaded (it loads after the page).
    for (const detail of takeUndelivered()) if (detail && typeof detail === 'object') deposited(detail as Record<string, unknown>);
    return () => {
      window.removeEventListener(WALLET_BROWSER_EVENTS.failedDeposit, onFailed);
      window.removeEventListener(WALLET_BROWSER_EVENTS.deposit, onDeposit);
    };
  }, [modal, successModal, openResult, openModal, links, track]);
  return null;
}
