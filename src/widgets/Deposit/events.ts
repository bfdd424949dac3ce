// The deposit's success message and its realtime events (spec 7 Realtime socket): a completed deposit
// (the call's answer or the socket's deposit event) shows 'Your deposit of ... was successful.' and ends
// the UPI QR or crypto address step that was waiting for it; a failed one ends the step (its dialog is
// DepositEvents'). Events that come while a pay attempt is in flight wait for its answer (results.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { WALLET_BROWSER_EVENTS } from '../../platform/realtimeStatus';
import { enterDepositPage, takeDeposit } from '../../platform/depositNews';
import type { AmountFormat } from '../../platform/wallet';
import { useText } from '../../renderer/text';
import { depositLimitsOf, formatDepositAmount } from '../../cashier/amount';
import type { DepositNextStep } from './context';
import { methodByName, type DepositMethod } from './methods';
import { afterPayAttempt } from './results';

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const sameTransaction = (a: unknown, b: unknown) => a === null || a === undefined || b === null || b === undefined || String(a) === String(b);

/** The success message, in the paid method's format (a coin's 8 decimals for crypto). */
export function useSuccessMessage(methods: DepositMethod[], playerFormat: AmountFormat) {
  const t = useText();
  const [text, setText] = useState<string | null>(null);
  const show = useCallback((amount: unknown, method?: unknown) => {
    const value = num(amount);
    const paid = methodByName(method, methods);
    const format = depositLimitsOf(paid).isCrypto ? { isCrypto: true, locale: playerFormat.locale } : playerFormat;
    setText(value === null ? t('text.cashier.deposit.successNoAmount') : t('text.cashier.deposit.success', { amount: formatDepositAmount(value, format) }));
  }, [t, methods, playerFormat]);
  const clear = useCallback(() => setText(null), []);
  return { text, show, clear };
}

interface Handlers {
  succeeded(amount: unknown, method: unknown): void;
  /** The step that waited for this transaction is over. */
  ended(): void;
}

export function useDepositEvents(next: DepositNextStep | null, step: string | undefined, handlers: Handlers) {
  const latest = useRef({ next, step, handlers });
  latest.current = { next, step, handlers };
  useEffect(() => {
    const detailOf = (event: Event) => ((event as CustomEvent).detail ?? {}) as Record<string, unknown>;
    const endStep = (transactionId: unknown) => {
      const { next: waiting, step: current, handlers: h } = latest.current;
      if (waiting && current === waiting.kind && sameTransaction(waiting.transactionId, transactionId)) h.ended();
    };
    const onDeposit = (event: Event) => { takeDeposit(); succeeded(detailOf(event)); };
    const succeeded = (detail: Record<string, unknown>) => {
      afterPayAttempt(() => {
        endStep(detail.transactionId);
        latest.current.handlers.succeeded(detail.amount, detail.paymentMethod);
      });
    };
    const onFailed = (event: Event) => {
      const detail = detailOf(event);
      afterPayAttempt(() => endStep(detail.transactionId));
    };
    // This page says a deposit succeeded itself: the layout's success dialog stays closed (DepositEvents).
    const leave = enterDepositPage();
    window.addEventListener(WALLET_BROWSER_EVENTS.deposit, onDeposit);
    window.addEventListener(WALLET_BROWSER_EVENTS.failedDeposit, onFailed);
    // A deposit completed just before this page mounted (back from the provider, the chunk still loading).
    const missed = takeDeposit();
    if (missed && typeof missed === 'object') succeeded(missed as Record<string, unknown>);
    return () => {
      leave();
      window.removeEventListener(WALLET_BROWSER_EVENTS.deposit, onDeposit);
      window.removeEventListener(WALLET_BROWSER_EVENTS.failedDeposit, onFailed);
    };
  }, []);
}
