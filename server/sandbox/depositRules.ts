// The cashier's deposit rules that need no database (server/sandbox/deposits.ts applies them): which
// flow a method takes, the method's amount limits (spec 5 Deposit amount), what each stored outcome does
// to a deposit (spec 3 Transaction statuses), the UPI link and the crypto address, and the lifetimes.
import { createHash } from 'node:crypto';
import { paymentRestriction, type PaymentPlayer, type RestrictionReason } from '../../src/cashier/paymentRestriction';
import { RESULT_STATUS, type PaymentResult } from './control';
import type { PaymentMethodSeed } from './seed/payments';

/** spec 4 'A UPI QR payment expires, with a countdown': the QR's lifetime. */
export const UPI_QR_TTL_MS = 5 * 60_000;
/** How long a crypto deposit address waits for the payment. */
export const CRYPTO_ADDRESS_TTL_MS = 30 * 60_000;
/** How long the card's 3DS challenge page stays open. */
export const THREE_DS_CHALLENGE_TTL_MS = 15 * 60_000;

/**
 * How a deposit goes on: card (the provider's 3DS page, then the webhook), upi (a QR until it expires),
 * crypto (an address on a network until it expires) or direct (settled at once with the stored outcome).
 */
export type DepositFlow = 'card' | 'upi' | 'crypto' | 'direct';

export function depositFlow(method: Pick<PaymentMethodSeed, 'isCardForm' | 'isCrypto' | 'kind'>): DepositFlow {
  if (method.isCardForm) return 'card';
  if (method.isCrypto) return 'crypto';
  if (method.kind === 'upi') return 'upi';
  return 'direct';
}

export type Unavailable = 'unknown' | 'inactive' | 'hidden' | RestrictionReason;

/**
 * Why the player may not deposit with the method, or null. A hidden method is for withdrawals only (spec 4
 * Payment method selection); the restriction rule is the front end's own (src/cashier/paymentRestriction.ts,
 * the one filterPaymentMethods and get-payments apply).
 */
export function methodUnavailable(method: PaymentMethodSeed | undefined, player: PaymentPlayer): Unavailable | null {
  if (!method) return 'unknown';
  if (method.isActive === false) return 'inactive';
  if (method.hidden === true) return 'hidden';
  return paymentRestriction(method, player);
}

/**
 * spec 5 Deposit amount: 'within the provider's minimum and maximum', and 'Deposits to crypto must exceed
 * the minimum deposit' (so a crypto deposit of exactly the minimum is refused). Amounts above 0 only.
 */
export function withinLimits(method: Pick<PaymentMethodSeed, 'minDeposit' | 'maxDeposit' | 'isCrypto'>, amount: number): boolean {
  if (!(amount > 0) || amount > method.maxDeposit) return false;
  return method.isCrypto ? amount > method.minDeposit : amount >= method.minDeposit;
}

export function limitsMessage(method: Pick<PaymentMethodSeed, 'minDeposit' | 'maxDeposit' | 'isCrypto'>, currencyCode: string): string {
  return method.isCrypto
    ? `The amount must be more than ${method.minDeposit} and at most ${method.maxDeposit} ${currencyCode}.`
    : `The amount must be between ${method.minDeposit} and ${method.maxDeposit} ${currencyCode}.`;
}

/** The network as the method spells it (compared case-insensitively), or null when the method has no such network. */
export function methodNetwork(method: Pick<PaymentMethodSeed, 'networks'>, network: string | null | undefined): string | null {
  if (typeof network !== 'string' || !network.trim()) return null;
  const wanted = network.trim().toUpperCase();
  return (method.networks ?? []).find((n) => n.toUpperCase() === wanted) ?? null;
}

/** What a stored outcome (POST /api/sandbox/payments/next) does to a deposit. */
export interface OutcomeEffect {
  /** The ledger status (spec 3 Transaction statuses). */
  status: string;
  /** The money arrives: the cash is credited and the deposit counted. */
  credit: boolean;
  /** It failed for good: failedDeposit is emitted (spec 4 Deposit result dialogs). */
  failed: boolean;
  /** Final; otherwise the deposit waits for the provider (POST /api/sandbox/deposits/settle). */
  final: boolean;
}

/** The statuses are control.ts's RESULT_STATUS, the same the POST /api/sandbox/deposit helper leaves. */
export function outcomeEffect(result: PaymentResult): OutcomeEffect {
  const status = RESULT_STATUS[result];
  const credit = result === 'success';
  const failed = result === 'failed' || result === 'decline' || result === 'cancel';
  return { status, credit, failed, final: credit || failed };
}

/**
 * An expired UPI QR, crypto address or 3DS challenge leaves the deposit 'failed': spec 3's statuses have no
 * 'expired', and failed is what the player sees (the failed dialog, through failedDeposit).
 */
export const EXPIRED_STATUS = 'failed';
/** The spec 8 code a failedDeposit event carries. */
export const FAILED_DEPOSIT_CODE = 'TRANSACTION_FAILED';

/** The sandbox casino's UPI payee. */
export const UPI_PAYEE = { address: 'sandboxcasino@upi', name: 'Sandbox Casino' };

/** A upi://pay link (NPCI's deep link: payee, name, amount, note, currency), shown as a QR code. */
export function upiLink(amount: number, decimals: number, transactionId: number, currencyCode: string): string {
  const params = [
    `pa=${encodeURIComponent(UPI_PAYEE.address)}`,
    `pn=${encodeURIComponent(UPI_PAYEE.name)}`,
    `am=${amount.toFixed(decimals)}`,
    `tn=${transactionId}`,
    `cu=${encodeURIComponent(currencyCode)}`,
  ];
  return `upi://pay?${params.join('&')}`;
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

function pseudoRandomChars(seed: string, alphabet: string, length: number): string {
  const bytes = Buffer.concat([0, 1].map((i) => createHash('sha256').update(`${seed}:${i}`).digest()));
  return Array.from({ length }, (_, i) => alphabet[bytes[i] % alphabet.length]).join('');
}

/**
 * A fake deposit address, the same for a player and network every time (a real provider gives each player
 * a lasting address per network), shaped like the network's own: bc1q... for BTC, T... for TRC20,
 * 0x... for the EVM networks (ERC20, BEP20, ARBITRUM and any other).
 */
export function cryptoAddress(userId: number, network: string): string {
  const seed = `sandbox-deposit-address:${userId}:${network.toUpperCase()}`;
  switch (network.toUpperCase()) {
    case 'BTC': return `bc1q${pseudoRandomChars(seed, BECH32, 38)}`;
    case 'TRC20': return `T${pseudoRandomChars(seed, BASE58, 33)}`;
    default: return `0x${pseudoRandomChars(seed, HEX, 40)}`;
  }
}
