// The transactions page's rules (src/cashier/transactions.ts): kinds, amounts, names and realtime events.
// The address query and paging are the page document's (tests/component/transactions.test.tsx) and the
// Pager's (tests/unit/renderer/paging.test.ts).
import { describe, expect, it } from 'vitest';
import { changesTransactions, formatSignedAmount, isTransactionType, paymentMethodName } from '../../../src/cashier/transactions';

describe('how a transaction reads', () => {
  const wallet = { currencyCode: 'EUR', currencySymbol: '€', isCrypto: false };

  it('amounts carry their sign and 2 decimals for fiat; the wallet currency shows its symbol, another its code', () => {
    expect(formatSignedAmount(200, 'EUR', { wallet })).toBe('+€200.00');
    expect(formatSignedAmount(-1234.5, 'EUR', { wallet })).toBe('\u2212€1,234.50');
    expect(formatSignedAmount(0, 'EUR', { wallet })).toBe('€0.00');
    expect(formatSignedAmount(12.5, 'USD', { wallet })).toBe('+12.50 USD');
    expect(formatSignedAmount(12.5, 'EUR', { wallet, locale: 'de' })).toBe('+€12,50');
  });

  it('crypto wallets show up to 8 decimals (spec 5 Deposit amount)', () => {
    expect(formatSignedAmount(0.00012345, 'BTC', { wallet: { currencyCode: 'BTC', isCrypto: true } })).toBe('+0.00012345 BTC');
  });

  it('the kinds of schemas/api/transaction.schema.json are known; another is not', () => {
    for (const type of ['deposit', 'withdrawal', 'debit', 'credit', 'globalCredit', 'rakeback']) expect(isTransactionType(type), type).toBe(true);
    expect(isTransactionType('cashback')).toBe(false);
    expect(isTransactionType(null)).toBe(false);
  });

  it('a payment method code reads as a name', () => {
    expect(paymentMethodName('visa')).toBe('Visa');
    expect(paymentMethodName('bank_transfer')).toBe('Bank transfer');
    expect(paymentMethodName(null)).toBe('');
  });
});

describe('spec 7 Realtime socket: which wallet events reload the transactions list', () => {
  it('a deposit settling either way does', () => {
    expect(changesTransactions('deposit', { amount: 20, count: 1 })).toBe(true);
    expect(changesTransactions('failedDeposit', { paymentMethod: 'visa' })).toBe(true);
  });
  it('a withdrawal debit, or the credit of a rejected one, does; bets, wins and balance updates do not', () => {
    expect(changesTransactions('debit', { type: 'withdrawal', amount: 10 })).toBe(true);
    expect(changesTransactions('credit', { type: 'withdrawal', amount: 10 })).toBe(true);
    // Ours (issue 15): the operator's decision of a withdrawal changes its row's status, with or without money.
    expect(changesTransactions('withdrawalStatus', { transactionId: 7, status: 'completed' })).toBe(true);
    expect(changesTransactions('debit', { type: 'bet', amount: 1 })).toBe(false);
    expect(changesTransactions('credit', { type: 'win', amount: 5 })).toBe(false);
    expect(changesTransactions('credit', null)).toBe(false);
    expect(changesTransactions('balance', { type: 'withdrawal' })).toBe(false);
    expect(changesTransactions('globalCredit', { type: 'globalCredit' })).toBe(false);
  });
});
