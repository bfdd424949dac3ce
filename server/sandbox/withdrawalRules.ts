// The cashier's withdrawal rules that need no database (server/sandbox/withdrawals.ts applies them): the
// refusal of each blocked reason (the order is the front end's withdrawalBlocks, src/cashier/withdrawal.ts,
// so the two cannot drift), which methods pay out, the texts of a bad detail, and the crypto quote's
// sandbox numbers: coin, rate, fee and what the wallet receives.
import { paymentRestriction, type PaymentPlayer, type RestrictionReason } from '../../src/cashier/paymentRestriction';
import type { WithdrawalBlock } from '../../src/cashier/withdrawal';
import type { WithdrawalDetailField } from '../../src/cashier/withdrawalDetails';
import type { ProblemKeyword } from '../../src/forms/vocabulary';
import type { PaymentMethodSeed } from './seed/payments';

/** The meta keys of POST /api/sandbox/withdrawals/next: the next call of that step fails (taken once). */
export const WITHDRAWAL_STEPS = ['calculate', 'withdraw'] as const;
export type WithdrawalStep = (typeof WITHDRAWAL_STEPS)[number];
export const WITHDRAWAL_FAILURE_KEYS: Record<WithdrawalStep, string> = {
  calculate: 'nextWithdrawalFailure:calculate',
  withdraw: 'nextWithdrawalFailure:withdraw',
};

/** How long a crypto quote may be confirmed (ours: prices move, so a quote is short-lived). */
export const WITHDRAW_QUOTE_TTL_MS = 2 * 60_000;

/**
 * spec 5 Withdrawal and spec 8 Withdrawal: 409, never 403 (a 403 logs the player out). The active-bonus
 * text is spec 8's; the other three are spec 5's requirement in words (spec 8 names them, not their text).
 */
export const BLOCK_REFUSALS: Record<WithdrawalBlock, { code: string; message: string }> = {
  noDeposit: { code: 'NO_DEPOSIT', message: 'Withdrawal requires at least one successful deposit.' },
  emailNotVerified: { code: 'EMAIL_NOT_VERIFIED', message: 'Withdrawal requires a verified email.' },
  depositWagerIncomplete: { code: 'DEPOSIT_WAGER_INCOMPLETE', message: 'Withdrawal requires the deposit wagering requirement completed.' },
  activeBonus: { code: 'ACTIVE_BONUS', message: 'Withdrawal Not Allowed with Active Bonus' },
};

export type WithdrawalUnavailable = 'unknown' | 'inactive' | 'noWithdrawal' | RestrictionReason;

/**
 * Why the player may not withdraw with the method, or null. Unlike a deposit, a hidden method is fine when
 * it is a withdrawal method (spec 4 'A hidden method stays hidden unless it is a withdrawal method'); the
 * restriction rule is the front end's own (src/cashier/paymentRestriction.ts, as filterPaymentMethods).
 */
export function withdrawalMethodUnavailable(method: PaymentMethodSeed | undefined, player: PaymentPlayer): WithdrawalUnavailable | null {
  if (!method) return 'unknown';
  if (method.isActive === false) return 'inactive';
  if (method.withdrawalExist !== true) return 'noWithdrawal';
  return paymentRestriction(method, player);
}

const LABELS: Record<WithdrawalDetailField, string> = {
  fullName: 'Full name', accountNumber: 'Account number', email: 'Email', bankCode: 'Bank code (IFSC)', bankName: 'Bank name',
  branch: 'Branch', address: 'Address', upiId: 'UPI ID', walletAddress: 'Wallet address', network: 'Network',
};

/** spec 5's own words where it gives them ('Please enter wallet address', 'Please select network'). */
const MESSAGES: Partial<Record<WithdrawalDetailField, Partial<Record<ProblemKeyword, string>>>> = {
  email: { format: 'The email must be valid.' },
  bankCode: { format: 'Bank code (IFSC) must be 8 to 15 characters.' },
  upiId: { format: 'UPI ID must look like name@handle.' },
  walletAddress: { required: 'Please enter wallet address', format: 'Please enter a valid wallet address.' },
  network: { required: 'Please select network' },
};

export function detailMessage(field: WithdrawalDetailField, keyword: ProblemKeyword): string {
  return MESSAGES[field]?.[keyword] ?? (keyword === 'required' ? `${LABELS[field]} is required.` : `${LABELS[field]} is not valid.`);
}

/**
 * Sandbox numbers, not market prices: one coin costs this many units of the player's currency, whatever
 * the currency. A test may set others, per browser context (server/sandbox/cryptoRates.ts).
 */
export const SANDBOX_COIN_RATES: Readonly<Record<string, number>> = { BTC: 60_000, ETH: 3_000, USDT: 1 };

/** Sandbox fee: 1% of the amount, rounded up to the currency's minor unit, at least 1.00 (one major unit). */
export const FEE_PERCENT = 1;
export function withdrawalFeeMinor(amountMinor: number, decimals: number): number {
  return Math.max(Math.ceil((amountMinor * FEE_PERCENT) / 100), 10 ** decimals);
}

/** Coin amounts have 8 decimals (spec 5 'Crypto amounts show up to 8 decimals'). */
export const COIN_DECIMALS = 8;

/**
 * What the wallet receives, in 1e-8 coin units: (amount - fee) / rate, rounded down (the player never
 * gets more than was paid for). Integer arithmetic, so no float rounding can add a unit. The rate may have
 * decimals (a test's rate, POST /api/sandbox/crypto-rates): it counts to 8 of them, as written.
 */
export function receiveUnits(netMinor: number, decimals: number, rate: number): number {
  if (netMinor <= 0) return 0;
  const rateUnits = BigInt(rate.toFixed(COIN_DECIMALS).replace('.', ''));
  if (rateUnits <= 0n) return 0;
  const units = (BigInt(netMinor) * 10n ** BigInt(2 * COIN_DECIMALS)) / (rateUnits * 10n ** BigInt(decimals));
  return Number(units);
}

export const unitsToCoin = (units: number) => Number((units / 10 ** COIN_DECIMALS).toFixed(COIN_DECIMALS));
