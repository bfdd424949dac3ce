// spec 5 Withdrawal, spec 4 Bonus rules and Self-exclusion, spec 8 Withdrawal.
import { describe, expect, it } from 'vitest';
import {
  CRYPTO_WITHDRAWAL_MESSAGE_KEYS, WITHDRAWAL_BLOCKS, WITHDRAWAL_BLOCK_KEYS, WITHDRAWAL_RESULT_KEYS, cryptoWithdrawalMissing, hasActiveBonus,
  withdrawalBlock, withdrawalBlocks, withdrawalDetailsOf, withdrawalRefusal,
} from '../../../src/cashier/withdrawal';
import { isSelfExcluded } from '../../../src/platform/selfExclusion';
import { enText } from './helpers';

/** A player who may withdraw; each test takes one condition away. */
const ready = { depositCount: 3, isEmailVerified: true, activeBonus: null };

describe('spec 5 Withdrawal: who may withdraw', () => {
  it('a depositor with a verified email, the wager done and no active bonus may withdraw', () => {
    expect(withdrawalBlocks(ready)).toEqual([]);
    expect(withdrawalBlock(ready, { depositWagerComplete: true })).toBeNull();
  });

  it("spec 5: 'Withdrawal requires at least one successful deposit'", () => {
    expect(withdrawalBlock({ ...ready, depositCount: 0 })).toBe('noDeposit');
    expect(withdrawalBlock({ ...ready, depositCount: undefined })).toBe('noDeposit');
    expect(withdrawalBlock({ ...ready, depositCount: Number.NaN })).toBe('noDeposit');
    expect(withdrawalBlock({ ...ready, depositCount: 1 })).toBeNull();
  });

  it("spec 5: 'Withdrawal requires ... a verified email'", () => {
    expect(withdrawalBlock({ ...ready, isEmailVerified: false })).toBe('emailNotVerified');
    expect(withdrawalBlock({ ...ready, isEmailVerified: null })).toBe('emailNotVerified');
  });

  it("spec 5: 'Withdrawal requires ... the deposit wagering requirement completed.'", () => {
    expect(withdrawalBlock(ready, { depositWagerComplete: false })).toBe('depositWagerIncomplete');
    // Unknown is not a refusal: no user field carries it, and the platform still refuses the request.
    expect(withdrawalBlock(ready, { depositWagerComplete: null })).toBeNull();
    expect(withdrawalBlock(ready, {})).toBeNull();
  });

  it("spec 4 Bonus rules: 'An active bonus blocks withdrawal.'", () => {
    expect(withdrawalBlock({ ...ready, activeBonus: { id: 12, name: 'Welcome' } })).toBe('activeBonus');
    expect(withdrawalBlock({ ...ready, activeBonus: 12 })).toBe('activeBonus');
    expect(withdrawalBlock({ ...ready, activeBonus: 'b-12' })).toBe('activeBonus');
    for (const none of [null, undefined, '', ' ', 0, false]) expect(hasActiveBonus(none), String(none)).toBe(false);
  });

  it("spec 8 Withdrawal: 'Blocked messages for: no deposit, email not verified, deposit wager not complete.' then the active bonus, in that order", () => {
    expect([...WITHDRAWAL_BLOCKS]).toEqual(['noDeposit', 'emailNotVerified', 'depositWagerIncomplete', 'activeBonus']);
    const blocked = { depositCount: 0, isEmailVerified: false, activeBonus: 5 };
    expect(withdrawalBlocks(blocked, { depositWagerComplete: false })).toEqual([...WITHDRAWAL_BLOCKS]);
    expect(withdrawalBlock(blocked, { depositWagerComplete: false })).toBe('noDeposit');
    expect(withdrawalBlock({ ...blocked, depositCount: 2 }, { depositWagerComplete: false })).toBe('emailNotVerified');
    expect(withdrawalBlock({ ...blocked, depositCount: 2, isEmailVerified: true }, { depositWagerComplete: false })).toBe('depositWagerIncomplete');
    expect(withdrawalBlock({ ...blocked, depositCount: 2, isEmailVerified: true })).toBe('activeBonus');
    expect(withdrawalBlock(null)).toBe('noDeposit');
  });

  it("spec 4 Self-exclusion: 'A self-excluded user can only withdraw.' so self-exclusion never blocks a withdrawal", () => {
    const excluded = { ...ready, userLimit: { isSelfExclusionPermanent: true, selfExclusion: null } };
    expect(isSelfExcluded(excluded.userLimit, new Date())).toBe(true);
    expect(withdrawalBlocks(excluded)).toEqual([]);
  });
});

describe('spec 8 Withdrawal texts', () => {
  it("spec 8: 'Active bonus: 'Withdrawal Not Allowed with Active Bonus'.'", () => {
    expect(enText(WITHDRAWAL_BLOCK_KEYS.activeBonus)).toBe('Withdrawal Not Allowed with Active Bonus');
  });

  it("spec 8: 'Success: 'Success! Your withdrawal is on its way.''", () => {
    expect(enText(WITHDRAWAL_RESULT_KEYS.success)).toBe('Success! Your withdrawal is on its way.');
  });

  it("spec 8: 'Failure: 'Oops! Something went wrong with your withdrawal.''", () => {
    expect(enText(WITHDRAWAL_RESULT_KEYS.failure)).toBe('Oops! Something went wrong with your withdrawal.');
  });

  it("spec 8: 'Calculation failure: 'Error calculating withdrawal'.'", () => {
    expect(enText(WITHDRAWAL_RESULT_KEYS.calculationFailure)).toBe('Error calculating withdrawal');
  });

  it('spec 8: every blocked reason has its own English message', () => {
    const texts = WITHDRAWAL_BLOCKS.map((block) => enText(WITHDRAWAL_BLOCK_KEYS[block]));
    for (const [i, wording] of texts.entries()) expect(wording, WITHDRAWAL_BLOCKS[i]).toEqual(expect.any(String));
    expect(new Set(texts).size).toBe(WITHDRAWAL_BLOCKS.length);
  });
});

describe('spec 5 Withdrawal: crypto', () => {
  it("spec 5: 'Crypto needs amount, wallet address and network. Messages: 'Please enter your withdraw amount', 'Please enter wallet address', 'Please select network'.'", () => {
    expect(enText(CRYPTO_WITHDRAWAL_MESSAGE_KEYS.amount)).toBe('Please enter your withdraw amount');
    expect(enText(CRYPTO_WITHDRAWAL_MESSAGE_KEYS.address)).toBe('Please enter wallet address');
    expect(enText(CRYPTO_WITHDRAWAL_MESSAGE_KEYS.network)).toBe('Please select network');
  });

  it("spec 5: 'Crypto needs amount, wallet address and network.'", () => {
    expect(cryptoWithdrawalMissing({ amount: '0.05', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', network: 'BTC' })).toEqual([]);
    expect(cryptoWithdrawalMissing({})).toEqual(['amount', 'address', 'network']);
    expect(cryptoWithdrawalMissing({ amount: 0.5, address: '  ', network: 'ERC20' })).toEqual(['address']);
    expect(cryptoWithdrawalMissing({ amount: '0', address: 'a', network: 'b' })).toEqual(['amount']);
    expect(cryptoWithdrawalMissing({ amount: 'abc', address: 'a', network: '' })).toEqual(['amount', 'network']);
    expect(cryptoWithdrawalMissing({ amount: '0,00012345', address: 'a', network: 'b' })).toEqual([]);
  });
});

describe('withdrawalRefusal (spec 8 Withdrawal: the refusals a withdrawal page shows)', () => {
  it('maps each blocked code to its reason, whatever its case', () => {
    expect(withdrawalRefusal('withdraw', 409, 'NO_DEPOSIT')).toEqual({ kind: 'blocked', block: 'noDeposit' });
    expect(withdrawalRefusal('withdraw', 409, 'email_not_verified')).toEqual({ kind: 'blocked', block: 'emailNotVerified' });
    expect(withdrawalRefusal('calculate', 409, 'DEPOSIT_WAGER_INCOMPLETE')).toEqual({ kind: 'blocked', block: 'depositWagerIncomplete' });
    expect(withdrawalRefusal('withdraw', 409, 'ACTIVE_BONUS')).toEqual({ kind: 'blocked', block: 'activeBonus' });
  });

  it("says 'Error calculating withdrawal' for a failed calculate step and the failure text for a failed withdrawal", () => {
    expect(withdrawalRefusal('calculate', 502, 'CALCULATION_FAILED')).toEqual({ kind: 'failed', key: 'text.errors.withdraw.calculationFailed' });
    expect(withdrawalRefusal('withdraw', 502, 'WITHDRAWAL_FAILED')).toEqual({ kind: 'failed', key: 'text.errors.withdraw.failed' });
  });

  it('treats a server error or a lost answer as a failure, never as a form problem', () => {
    expect(withdrawalRefusal('withdraw', 500, undefined)).toEqual({ kind: 'failed', key: 'text.errors.withdraw.failed' });
    expect(withdrawalRefusal('withdraw', null, undefined)).toEqual({ kind: 'failed', key: 'text.errors.withdraw.failed' });
    expect(withdrawalRefusal('calculate', null, undefined)).toEqual({ kind: 'failed', key: 'text.errors.withdraw.calculationFailed' });
  });

  it('gives the form problems their text, and the server message (key null) for the rest', () => {
    expect(withdrawalRefusal('withdraw', 400, 'INSUFFICIENT_FUNDS')).toEqual({ kind: 'message', key: 'text.cashier.withdrawal.insufficientFunds' });
    expect(withdrawalRefusal('withdraw', 409, 'QUOTE_EXPIRED')).toEqual({ kind: 'message', key: 'text.cashier.withdrawal.crypto.quoteExpired' });
    expect(withdrawalRefusal('calculate', 422, 'NETWORK_REQUIRED')).toEqual({ kind: 'message', key: 'text.cashier.withdrawal.crypto.networkRequired' });
    expect(withdrawalRefusal('withdraw', 400, 'INVALID_FIELD')).toEqual({ kind: 'message', key: null });
  });

  it('DEMO_ACCOUNT (ours: the sandbox refuses the demo user of spec 6) shows the cashier\'s demo text on either step', () => {
    expect(withdrawalRefusal('withdraw', 409, 'DEMO_ACCOUNT')).toEqual({ kind: 'message', key: 'text.platform.demo.cashier' });
    expect(withdrawalRefusal('calculate', 409, 'demo_account')).toEqual({ kind: 'message', key: 'text.platform.demo.cashier' });
  });
});

describe('withdrawalDetailsOf', () => {
  it('takes the amount apart, trims text and leaves blank optional fields out', () => {
    expect(withdrawalDetailsOf({ amount: 40, fullName: '  Maria Borg ', branch: '', address: '   ', bankCode: 'HDFC0001234' }))
      .toEqual({ amount: 40, details: { fullName: 'Maria Borg', bankCode: 'HDFC0001234' } });
  });
});
