// spec 2.5 Withdrawal form and spec 5 Withdrawal: which details each method's withdrawal needs and what is
// wrong with them (src/cashier/withdrawalDetails.ts, shared by the front end's forms and the sandbox).
import { describe, expect, it } from 'vitest';
import {
  walletAddressValid, withdrawalDetailFields, withdrawalDetailsOfForm, BRAND_DETAILS_MAX, isBrandDetail, withdrawalDetailsProblems, withdrawalForm,
} from '../../../src/cashier/withdrawalDetails';

const BANK = { fullName: 'Asha Rao', accountNumber: '001234567890', email: 'asha@example.com', bankCode: 'HDFC0001234' };
const WALLET = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

describe('spec 2.5 Withdrawal form: the form a method needs', () => {
  it('by kind when the method has one: bank, upi, crypto; card and e-wallet need none', () => {
    expect(withdrawalForm({ name: 'bank_transfer', kind: 'bank' })).toBe('bank');
    expect(withdrawalForm({ name: 'netbanking', kind: 'bank' })).toBe('bank');
    expect(withdrawalForm({ name: 'upi', kind: 'upi' })).toBe('upi');
    expect(withdrawalForm({ name: 'bitcoin', kind: 'crypto', isCrypto: true })).toBe('crypto');
    expect(withdrawalForm({ name: 'visa', kind: 'card' })).toBe('none');
    expect(withdrawalForm({ name: 'skrill', kind: 'ewallet' })).toBe('none');
  });

  it('without a kind: isCrypto, and the names upi and netbanking; anything else pays back to its account', () => {
    expect(withdrawalForm({ name: 'tether', isCrypto: true })).toBe('crypto');
    expect(withdrawalForm({ name: 'upi' })).toBe('upi');
    expect(withdrawalForm({ name: 'netbanking', isCrypto: false })).toBe('bank');
    expect(withdrawalForm({ name: 'bank_transfer' })).toBe('none');
    expect(withdrawalForm({})).toBe('none');
  });

  it('isCrypto wins over a kind (a crypto method is never a bank form)', () => {
    expect(withdrawalForm({ name: 'x', kind: 'bank', isCrypto: true })).toBe('crypto');
  });

  it('the fields of each form, netbanking adding the bank name', () => {
    expect(withdrawalDetailFields('bank')).toEqual(['fullName', 'accountNumber', 'email', 'bankCode', 'branch', 'address']);
    expect(withdrawalDetailFields('bank', { netbanking: true })).toEqual(['fullName', 'accountNumber', 'email', 'bankCode', 'bankName', 'branch', 'address']);
    expect(withdrawalDetailFields('upi')).toEqual(['upiId']);
    expect(withdrawalDetailFields('crypto')).toEqual(['walletAddress', 'network']);
    expect(withdrawalDetailFields('none')).toEqual([]);
  });
});

describe('spec 5 Withdrawal: bank details', () => {
  it('good details have no problem; branch and address are optional', () => {
    expect(withdrawalDetailsProblems('bank', BANK)).toEqual([]);
    expect(withdrawalDetailsProblems('bank', { ...BANK, branch: 'Fort', address: '1 Main Rd' })).toEqual([]);
  });

  it("'Full name, account number and email are required': blank and whitespace-only are missing, in the form's order", () => {
    expect(withdrawalDetailsProblems('bank', {})).toEqual([
      { field: 'fullName', keyword: 'required' }, { field: 'accountNumber', keyword: 'required' },
      { field: 'email', keyword: 'required' }, { field: 'bankCode', keyword: 'required' },
    ]);
    expect(withdrawalDetailsProblems('bank', { ...BANK, fullName: '   ' })).toEqual([{ field: 'fullName', keyword: 'required' }]);
    expect(withdrawalDetailsProblems('bank', null)).toHaveLength(4);
  });

  it("'and the email must be valid'", () => {
    expect(withdrawalDetailsProblems('bank', { ...BANK, email: 'asha@example' })).toEqual([{ field: 'email', keyword: 'format' }]);
    expect(withdrawalDetailsProblems('bank', { ...BANK, email: ' asha@example.com ' })).toEqual([]);
  });

  it("'Bank code (IFSC) is required, 8 to 15 characters.'", () => {
    expect(withdrawalDetailsProblems('bank', { ...BANK, bankCode: 'A'.repeat(7) })).toEqual([{ field: 'bankCode', keyword: 'format' }]);
    expect(withdrawalDetailsProblems('bank', { ...BANK, bankCode: 'A'.repeat(8) })).toEqual([]);
    expect(withdrawalDetailsProblems('bank', { ...BANK, bankCode: 'A'.repeat(15) })).toEqual([]);
    expect(withdrawalDetailsProblems('bank', { ...BANK, bankCode: 'A'.repeat(16) })).toEqual([{ field: 'bankCode', keyword: 'format' }]);
  });

  it("'Bank name is required for netbanking.' (and only there)", () => {
    expect(withdrawalDetailsProblems('bank', BANK, { netbanking: true })).toEqual([{ field: 'bankName', keyword: 'required' }]);
    expect(withdrawalDetailsProblems('bank', { ...BANK, bankName: 'HDFC Bank' }, { netbanking: true })).toEqual([]);
    expect(withdrawalDetailsProblems('bank', BANK)).toEqual([]);
  });

  it('a value that is not text is missing', () => {
    expect(withdrawalDetailsProblems('bank', { ...BANK, accountNumber: 1234 })).toEqual([{ field: 'accountNumber', keyword: 'required' }]);
  });
});

describe('spec 5 Withdrawal: UPI, crypto and the methods without details', () => {
  it("'UPI ID is required and must look like name@handle.'", () => {
    expect(withdrawalDetailsProblems('upi', {})).toEqual([{ field: 'upiId', keyword: 'required' }]);
    expect(withdrawalDetailsProblems('upi', { upiId: 'asha.rao' })).toEqual([{ field: 'upiId', keyword: 'format' }]);
    expect(withdrawalDetailsProblems('upi', { upiId: 'asha@' })).toEqual([{ field: 'upiId', keyword: 'format' }]);
    expect(withdrawalDetailsProblems('upi', { upiId: 'asha.rao@okhdfc' })).toEqual([]);
  });

  it("'Crypto needs amount, wallet address and network' (the amount is the amount's rule)", () => {
    expect(withdrawalDetailsProblems('crypto', {})).toEqual([{ field: 'walletAddress', keyword: 'required' }, { field: 'network', keyword: 'required' }]);
    expect(withdrawalDetailsProblems('crypto', { walletAddress: WALLET, network: 'BTC' })).toEqual([]);
    expect(withdrawalDetailsProblems('crypto', { walletAddress: 'short1', network: 'BTC' })).toEqual([{ field: 'walletAddress', keyword: 'format' }]);
  });

  it('the wallet address: letters and digits, 20 to 128, trimmed', () => {
    expect(walletAddressValid('a'.repeat(20))).toBe(true);
    expect(walletAddressValid('a'.repeat(19))).toBe(false);
    expect(walletAddressValid('a'.repeat(128))).toBe(true);
    expect(walletAddressValid('a'.repeat(129))).toBe(false);
    expect(walletAddressValid(`  ${WALLET}  `)).toBe(true);
    expect(walletAddressValid(`${WALLET.slice(0, 30)}-x`)).toBe(false);
  });

  it('card and e-wallet withdrawals need nothing, whatever is sent', () => {
    expect(withdrawalDetailsProblems('none', {})).toEqual([]);
    expect(withdrawalDetailsProblems('none', { email: 'not an email' })).toEqual([]);
  });
});

describe('the details a withdrawal keeps', () => {
  it("only the form's fields, trimmed, blank ones left out", () => {
    expect(withdrawalDetailsOfForm('bank', { ...BANK, fullName: ' Asha Rao ', branch: '', upiId: 'asha@okhdfc' })).toEqual(BANK);
    expect(withdrawalDetailsOfForm('none', BANK)).toEqual({});
    expect(withdrawalDetailsOfForm('upi', { upiId: ' asha@okhdfc ', bankCode: 'X' })).toEqual({ upiId: 'asha@okhdfc' });
  });

  it("issue 26: and the brand's own details (the platform's open field): named as a detail may be, at most 10 of 255 characters", () => {
    expect(withdrawalDetailsOfForm('bank', { ...BANK, swift: ' HDFCINBB ', note: '' })).toEqual({ ...BANK, swift: 'HDFCINBB' });
    // Never card data, and never a field of another method's form.
    expect(withdrawalDetailsOfForm('upi', { upiId: 'asha@okhdfc', cardNumber: '4242424242424242', cvv: '123', walletAddress: 'x' })).toEqual({ upiId: 'asha@okhdfc' });
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`extra${i}`, 'x'.repeat(300)]));
    const kept = withdrawalDetailsOfForm('none', many);
    expect(Object.keys(kept)).toHaveLength(BRAND_DETAILS_MAX);
    expect(kept.extra0).toHaveLength(255);
    expect(isBrandDetail('swift')).toBe(true);
    expect(isBrandDetail('bankCode')).toBe(false); // a form's field, not the brand's
    expect(isBrandDetail('cardHolder')).toBe(false);
  });
});
