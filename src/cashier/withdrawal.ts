// Whether a player may withdraw, and the withdrawal texts of spec 8.
// spec 5 Withdrawal: 'Withdrawal requires at least one successful deposit, a verified email, and the
// deposit wagering requirement completed.' spec 4 Bonus rules: 'An active bonus blocks withdrawal.'
// spec 8 Withdrawal: 'Active bonus: 'Withdrawal Not Allowed with Active Bonus'.' and 'Blocked messages
// for: no deposit, email not verified, deposit wager not complete.'
// Self-exclusion is deliberately absent: spec 4 'A self-excluded user can only withdraw.'
import { parseAmount } from './amount';

/** The blocked reasons, in the order they are checked and shown (spec 8 lists them in this order). */
export const WITHDRAWAL_BLOCKS = ['noDeposit', 'emailNotVerified', 'depositWagerIncomplete', 'activeBonus'] as const;
export type WithdrawalBlock = (typeof WITHDRAWAL_BLOCKS)[number];

/**
 * Text keys of the blocked messages. The active-bonus text is quoted by the spec and already had a key
 * (text.errors.withdraw.activeBonus); the other three are described, not quoted, so they are ours.
 */
export const WITHDRAWAL_BLOCK_KEYS: Record<WithdrawalBlock, string> = {
  noDeposit: 'text.cashier.withdrawal.blocked.noDeposit',
  emailNotVerified: 'text.cashier.withdrawal.blocked.emailNotVerified',
  depositWagerIncomplete: 'text.cashier.withdrawal.blocked.depositWagerIncomplete',
  activeBonus: 'text.errors.withdraw.activeBonus',
};

/** spec 8 Withdrawal: success, failure and calculation failure (crypto's calculate step, spec 2.5). */
export const WITHDRAWAL_RESULT_KEYS = {
  success: 'text.errors.withdraw.success',
  failure: 'text.errors.withdraw.failed',
  calculationFailure: 'text.errors.withdraw.calculationFailed',
} as const;

/** The user-details fields the rule reads (spec 3 User). */
export interface WithdrawalPlayer {
  depositCount?: number | null;
  isEmailVerified?: boolean | null;
  activeBonus?: unknown;
}

export interface WithdrawalFacts {
  /**
   * Whether the deposit wagering requirement is complete. The spec states the rule but no user field
   * carries it, so the caller supplies it (from the platform's answer). Unknown (absent or null) does not
   * block: the platform still refuses the request, while blocking on a missing fact would lock every
   * player out on a platform that never sends it.
   */
  depositWagerComplete?: boolean | null;
}

/**
 * An active bonus is a bonus record or its id (spec 3 User activeBonus); null, absent, empty or 0 means
 * none (0 is no bonus id the platform hands out).
 */
export function hasActiveBonus(activeBonus: unknown): boolean {
  if (activeBonus === null || activeBonus === undefined || activeBonus === false || activeBonus === 0) return false;
  if (typeof activeBonus === 'string') return activeBonus.trim() !== '';
  return true;
}

/**
 * Every reason the player cannot withdraw now, in spec 8's order; empty when they can. depositCount and
 * isEmailVerified are user-details fields, so a missing one counts as not met (no deposit, not verified).
 */
export function withdrawalBlocks(player: WithdrawalPlayer | null | undefined, facts: WithdrawalFacts = {}): WithdrawalBlock[] {
  const blocks: WithdrawalBlock[] = [];
  const deposits = typeof player?.depositCount === 'number' && Number.isFinite(player.depositCount) ? player.depositCount : 0;
  if (deposits < 1) blocks.push('noDeposit');
  if (player?.isEmailVerified !== true) blocks.push('emailNotVerified');
  if (facts.depositWagerComplete === false) blocks.push('depositWagerIncomplete');
  if (hasActiveBonus(player?.activeBonus)) blocks.push('activeBonus');
  return blocks;
}

/** The reason to show (the first one), or null when the player may withdraw. */
export function withdrawalBlock(player: WithdrawalPlayer | null | undefined, facts: WithdrawalFacts = {}): WithdrawalBlock | null {
  return withdrawalBlocks(player, facts)[0] ?? null;
}

/** spec 5 Withdrawal: 'Crypto needs amount, wallet address and network.' with its three quoted messages. */
export const CRYPTO_WITHDRAWAL_MESSAGE_KEYS = {
  amount: 'text.cashier.withdrawal.crypto.amountRequired',
  address: 'text.cashier.withdrawal.crypto.addressRequired',
  network: 'text.cashier.withdrawal.crypto.networkRequired',
} as const;
export type CryptoWithdrawalField = keyof typeof CRYPTO_WITHDRAWAL_MESSAGE_KEYS;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The missing fields of a crypto withdrawal, in the form's order, before its calculate step. The amount is
 * read like the deposit amount (parseAmount, crypto decimals) and counts as missing unless it is above 0:
 * a withdrawal of 0 is no withdrawal. A blank address or network is missing.
 */
export function cryptoWithdrawalMissing(values: { amount?: unknown; address?: unknown; network?: unknown }): CryptoWithdrawalField[] {
  const amount = parseAmount(values.amount, true);
  const missing: CryptoWithdrawalField[] = [];
  if (!amount.ok || amount.value <= 0) missing.push('amount');
  if (blank(values.address)) missing.push('address');
  if (blank(values.network)) missing.push('network');
  return missing;
}

/** The refusal code of each blocked reason (the sandbox's answer; a real platform's codes map here too). */
export const WITHDRAWAL_BLOCK_CODES: Record<string, WithdrawalBlock> = {
  NO_DEPOSIT: 'noDeposit',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  DEPOSIT_WAGER_INCOMPLETE: 'depositWagerIncomplete',
  ACTIVE_BONUS: 'activeBonus',
};

/**
 * What a refused withdrawal or calculate call means for the page:
 * - blocked: a blocked reason of spec 5 (the player's details changed since the page read them); the
 *   page shows that reason's message and reads the user details again;
 * - failed: the provider failed (spec 8 'Oops! Something went wrong with your withdrawal.', the failure
 *   dialog) or, for the calculate step, 'Error calculating withdrawal'; also any 5xx and a lost answer;
 * - message: a problem the player can fix in the form, with its text key when we have one, else the
 *   server's own message (a field the platform checked).
 */
export type WithdrawalRefusal =
  | { kind: 'blocked'; block: WithdrawalBlock }
  | { kind: 'failed'; key: string }
  | { kind: 'message'; key: string | null };

/** Codes with a text of ours or the spec's; others show the server's message. */
const MESSAGE_KEYS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'text.cashier.withdrawal.insufficientFunds',
  QUOTE_EXPIRED: 'text.cashier.withdrawal.crypto.quoteExpired',
  QUOTE_REQUIRED: 'text.cashier.withdrawal.crypto.quoteExpired',
  QUOTE_MISMATCH: 'text.cashier.withdrawal.crypto.quoteExpired',
  AMOUNT_BELOW_FEE: 'text.cashier.withdrawal.crypto.belowFee',
  NETWORK_REQUIRED: CRYPTO_WITHDRAWAL_MESSAGE_KEYS.network,
  AMOUNT_BELOW_ZERO: 'text.cashier.amount.notPositive',
  METHOD_NOT_AVAILABLE: 'text.cashier.withdrawal.methodUnavailable',
  // Ours (server/sandbox/demoAccount.ts): the demo user (spec 6) may not withdraw; the cashier's demo text.
  DEMO_ACCOUNT: 'text.platform.demo.cashier',
};

export function withdrawalRefusal(step: 'calculate' | 'withdraw', status: number | null, code: unknown): WithdrawalRefusal {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  const block = WITHDRAWAL_BLOCK_CODES[upper];
  if (block) return { kind: 'blocked', block };
  const failedKey = step === 'calculate' ? WITHDRAWAL_RESULT_KEYS.calculationFailure : WITHDRAWAL_RESULT_KEYS.failure;
  if (upper === 'CALCULATION_FAILED' || upper === 'WITHDRAWAL_FAILED' || status === null || status >= 500) return { kind: 'failed', key: failedKey };
  return { kind: 'message', key: MESSAGE_KEYS[upper] ?? null };
}

/**
 * The form's values as the request's details: the amount goes apart, blank optional fields are left out
 * (an empty branch is no branch) and text is trimmed.
 */
export function withdrawalDetailsOf(values: Record<string, unknown>): { amount: unknown; details: Record<string, string> } {
  const { amount, ...rest } = values;
  const details: Record<string, string> = {};
  for (const [field, value] of Object.entries(rest)) {
    if (typeof value === 'string' && value.trim() !== '') details[field] = value.trim();
  }
  return { amount, details };
}
