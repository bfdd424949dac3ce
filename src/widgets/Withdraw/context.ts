// What the withdrawal's widgets share (the withdrawal page is a document): the Withdraw node holds the
// chosen method, the crypto quote and the request; WithdrawForm and WithdrawBlocked read it here.
import { createContext, useContext } from 'react';
import type { WithdrawCalculateResponse } from '../../generated/types';
import type { WithdrawalBlock } from '../../cashier/withdrawal';
import type { WithdrawalForm } from '../../cashier/withdrawalDetails';
import type { DepositMethod } from '../Deposit/methods';
import type { AfterWithdrawal } from './useWithdrawal';

export type Quote = WithdrawCalculateResponse['data']['quote'];

export interface WithdrawState {
  method: DepositMethod | null;
  /** The form the method needs (spec 5): bank, upi, crypto, or none (paid back to the account deposited with). */
  form: WithdrawalForm | null;
  networks: string[];
  /** The first reason the player may not withdraw (spec 5 order, then spec 4), null when none. */
  block: WithdrawalBlock | null;
  quote: Quote | null;
  confirming: boolean;
  notice: string | null;
  /** Bumped after a withdrawal went through, so the next form starts clean. */
  round: number;
  /** The form's submit: the withdrawal, or for crypto the calculate step. Throws FormProblem for the form. */
  submit(values: Record<string, unknown>, done?: AfterWithdrawal): Promise<void>;
  confirm(done?: AfterWithdrawal): Promise<void>;
  changeQuote(): void;
  quoteExpired(): void;
}

export const WithdrawContext = createContext<WithdrawState | null>(null);

export function useWithdraw(widget: string): WithdrawState {
  const state = useContext(WithdrawContext);
  if (!state) throw new Error(`${widget} must be inside a Withdraw node`);
  return state;
}
