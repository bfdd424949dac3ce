// What the deposit's widgets share (DESIGN: the deposit page is a document): the Deposit node holds the
// chosen method, what the player typed and the pay attempt; the widgets its document puts inside it
// (DepositAmount, DepositCard, DepositNetwork, DepositBonus, DepositPay, DepositUpiQr ...) read and
// change it here. The rules stay in src/cashier; this is only the state between them.
import { createContext, useContext, type RefObject } from 'react';
import type { DepositLimits } from '../../cashier/amount';
import type { CardFieldsHandle } from '../DepositCard/useCardFields';
import type { DepositMethodKind } from '../../cashier/paymentMethods';
import type { PaymentProfileField } from '../../cashier/paymentProfile';
import type { AmountFormat } from '../../platform/wallet';
import type { DepositMethod, usePaymentMethods } from './methods';
import type { DepositFieldProblem } from '../../cashier/depositFields';

/** What the player has typed; kept while the steps change (the profile step, a method switch). */
export interface DepositInput {
  amountText: string;
  amountTouched: boolean;
  network: string;
  /** The card holder's name: the one card detail on the page (the others are in the provider's frame, DepositCard). */
  cardHolder: string;
  cardHolderTouched: boolean;
  bonusId: string;
  /** The values of the fields the document declares (DepositField), by name, as typed; kept across methods. */
  fields: Record<string, { value: string; touched: boolean }>;
}

/**
 * A field the document declares in the pay form (DepositField, e.g. the Skrill account's e-mail): it tells the
 * Deposit node its value, its problem and its texts while it is shown, so Pay checks it, focuses it and sends it
 * under its name; a field that is not shown (another method) is not sent.
 */
export interface DeclaredField {
  name: string;
  /** What the deposit sends: what was typed, or the declared starting value. */
  value(): string;
  problem(): DepositFieldProblem | null;
  /** The document's text for a problem (also for the platform's refusal naming this field). */
  message(problem: DepositFieldProblem): string;
  focus(): void;
}

/** The step the deposit's answer asked for (spec 2.5: the UPI QR, the crypto address). */
export type DepositNextStep =
  | { kind: 'upiQr'; link: unknown; expiresAt: unknown; transactionId: unknown; amount: string }
  | { kind: 'crypto'; network: unknown; address: unknown; expiresAt: unknown; transactionId: unknown; amount: string };

export interface DepositState {
  payments: ReturnType<typeof usePaymentMethods>;
  method: DepositMethod | null;
  choose(method: DepositMethod): void;
  kind: DepositMethodKind | null;
  limits: DepositLimits;
  networks: string[];
  /** The amount's format: the player's currency, or the coin's 8 decimals for a crypto method (spec 5). */
  format: AmountFormat;
  profileMissing: PaymentProfileField[];
  /** The method needs a profile and the user details are not there yet. */
  profileUnknown: boolean;
  input: DepositInput;
  change(changes: Partial<DepositInput>): void;
  /** Pay was pressed: every problem shows, touched or not. */
  attempted: boolean;
  paying: boolean;
  payError: string | null;
  /** The code of the last refusal (spec 8), for the document's own hints (cashier.errorCode). */
  payErrorCode: string | null;
  /** A DepositField says it is shown (in an effect); the returned function says it is gone. */
  declareField(field: DeclaredField): () => void;
  /** The declared fields shown now, in the order they appeared. */
  fields(): DeclaredField[];
  notice: string | null;
  setNotice(notice: string | null): void;
  /** The provider's tokeniser refused the holder's name: the text key of the reason (its other fields show theirs in the frame). */
  holderRefusal: string | null;
  refs: {
    amount: RefObject<HTMLInputElement | null>;
    network: RefObject<HTMLSelectElement | null>;
    cardHolder: RefObject<HTMLInputElement | null>;
    /** The provider's card fields, while DepositCard shows them. */
    cardFields: RefObject<CardFieldsHandle | null>;
  };
  pay(cancelActiveBonus: boolean): Promise<void>;
  next: DepositNextStep | null;
  /** Back to the pay step for a new payment (the QR or address step's button). */
  newPayment(): void;
  /** The profile step saved its fields: the pay form that follows takes the focus. */
  profileSaved(): void;
  /** Set by profileSaved: the amount field takes the focus when it shows, once. */
  focusAmount: RefObject<boolean>;
  /** The provider's refusal of the holder's name is cleared by the next change of the name. */
  clearHolderRefusal(): void;
}

export const DepositContext = createContext<DepositState | null>(null);

/** The method list of the Deposit or Withdraw node above (PaymentMethods shows it on either page). */
export interface CashierMethods {
  payments: ReturnType<typeof usePaymentMethods>;
  method: DepositMethod | null;
  choose(method: DepositMethod): void;
  /** The radios' name, one per page kind. */
  radioName: string;
}

export const CashierMethodsContext = createContext<CashierMethods | null>(null);

/** The Deposit node above; a deposit widget outside one says so instead of guessing. */
export function useDeposit(widget: string): DepositState {
  const state = useContext(DepositContext);
  if (!state) throw new Error(`${widget} must be inside a Deposit node`);
  return state;
}
