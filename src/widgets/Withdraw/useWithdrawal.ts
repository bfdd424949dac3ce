// The withdrawal request (spec 2.5 Withdrawal form, spec 5, spec 8): one requestId per attempt (the same
// values after a lost answer reuse it, so one withdrawal is made); crypto calculates first, and its quote
// is confirmed (or changed) in a second step; a refusal the player can fix stays in the form (FormProblem),
// a blocked one reads the user again (the page then shows why), a failed one opens the failure dialog.
import { useRef, useState } from 'react';
import type { WithdrawCalculateResponse, WithdrawResponse } from '../../generated/types';
import { ApiError } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import { loadUser } from '../../platform/auth';
import type { ApiClient } from '../../platform/api/client';
import type { useText } from '../../renderer/text';
import { FormProblem } from '../../forms/formProblem';
import { newRequestId, reusableRequestId } from '../../cashier/depositFlow';
import { WITHDRAWAL_BLOCK_KEYS, WITHDRAWAL_RESULT_KEYS, withdrawalDetailsOf, withdrawalRefusal } from '../../cashier/withdrawal';
import type { WithdrawalForm } from '../../cashier/withdrawalDetails';
import type { DepositMethod } from '../Deposit/methods';
import type { Quote } from './context';

export type Result = { kind: 'success'; withdrawal: WithdrawResponse['data']['withdrawal'] } | { kind: 'failure'; key: string };

interface Attempt { key: string; fingerprint: string; answered: boolean }

const codeOf = (error: unknown): string | null => {
  const body = error instanceof ApiError ? (error.body as { code?: unknown } | null) : null;
  return body && typeof body.code === 'string' ? body.code : null;
};

interface Options {
  api: ApiClient;
  t: ReturnType<typeof useText>;
  method: DepositMethod | null;
  form: WithdrawalForm | null;
  /** The cash the player may withdraw (null when unknown). */
  cash: number | null;
}

/** After a withdrawal went through: the form document's own submit actions (usually none). */
export type AfterWithdrawal = (withdrawal: Record<string, unknown>) => Promise<void>;

export function useWithdrawal({ api, t, method, form, cash }: Options) {
  const [quote, setQuote] = useState<Quote | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [round, setRound] = useState(0);
  const lastAttempt = useRef<Attempt | null>(null);

  const requestIdFor = (fingerprint: string) => {
    const key = reusableRequestId(lastAttempt.current, fingerprint) ?? newRequestId();
    lastAttempt.current = { key, fingerprint, answered: false };
    return key;
  };

  const refuse = (step: 'calculate' | 'withdraw', error: unknown): void => {
    const refusal = withdrawalRefusal(step, error instanceof ApiError ? error.status : null, codeOf(error));
    if (refusal.kind === 'blocked') {
      void loadUser(api);
      throw new FormProblem(t(WITHDRAWAL_BLOCK_KEYS[refusal.block]));
    }
    if (refusal.kind === 'failed') {
      if (step === 'withdraw') { setResult({ kind: 'failure', key: refusal.key }); return; }
      throw new FormProblem(t(refusal.key));
    }
    const server = error instanceof ApiError ? error.serverMessage : undefined;
    throw new FormProblem(refusal.key ? t(refusal.key) : server ?? t(WITHDRAWAL_RESULT_KEYS.failure));
  };

  const paymentMethod = () => method!.paymentMethod ?? method!.name ?? String(method!.id);

  const request = async (params: { amount: number; details: Record<string, string>; quoteId?: string }, done?: AfterWithdrawal) => {
    if (!method) return;
    const requestId = requestIdFor(JSON.stringify([method.id, params]));
    let answer: WithdrawResponse;
    try {
      answer = await callEndpoint(api, 'withdraw', { paymentMethod: paymentMethod(), requestId, ...params });
    } catch (error) {
      // A refusal is an answer: a new attempt gets a new key. A lost answer keeps it, so a retry is the same withdrawal.
      if (error instanceof ApiError && error.status < 500) lastAttempt.current = { ...lastAttempt.current!, answered: true };
      refuse('withdraw', error);
      return;
    }
    lastAttempt.current = { ...lastAttempt.current!, answered: true };
    setResult({ kind: 'success', withdrawal: answer.data.withdrawal });
    setQuote(null);
    setRound((n) => n + 1);
    void loadUser(api);
    await done?.(answer.data.withdrawal as unknown as Record<string, unknown>);
  };

  const submit = async (values: Record<string, unknown>, done?: AfterWithdrawal) => {
    if (!method || !form) return;
    setNotice(null);
    const { amount, details } = withdrawalDetailsOf(values);
    if (typeof amount !== 'number') throw new FormProblem(t('text.cashier.withdrawal.crypto.amountRequired'));
    if (cash !== null && amount > cash) throw new FormProblem(t('text.cashier.withdrawal.insufficientFunds'));
    if (form !== 'crypto') return request({ amount, details }, done);
    let answer: WithdrawCalculateResponse;
    try {
      answer = await callEndpoint(api, 'calculateWithdrawal', { paymentMethod: paymentMethod(), amount, walletAddress: details.walletAddress ?? '', network: details.network ?? '' });
    } catch (error) {
      refuse('calculate', error);
      return;
    }
    setQuote(answer.data.quote);
  };

  const confirm = async (done?: AfterWithdrawal) => {
    if (!quote || confirming) return; // a double click confirms once
    setConfirming(true);
    setNotice(null);
    try {
      await request({ amount: quote.amount, details: { walletAddress: quote.walletAddress, network: quote.network }, quoteId: quote.quoteId }, done);
    } catch (error) {
      // The quote's own problems (expired, used) send the player back to calculate again.
      setQuote(null);
      setNotice(error instanceof Error ? error.message : t(WITHDRAWAL_RESULT_KEYS.failure));
    } finally {
      setConfirming(false);
    }
  };

  return {
    quote, confirming, notice, result, round, submit, confirm,
    closeResult: () => setResult(null),
    changeQuote: () => setQuote(null),
    quoteExpired: () => { setQuote(null); setNotice(t('text.cashier.withdrawal.crypto.quoteExpired')); },
    /** A new method: no quote or message of the last one. */
    reset: () => { setQuote(null); setNotice(null); },
  };
}
