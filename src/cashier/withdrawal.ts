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
