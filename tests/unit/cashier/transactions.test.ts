// The transactions page's rules (src/cashier/transactions.ts): the address query, paging, amounts and names.
import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_TYPES, changesTransactions, formatSignedAmount, pageCount, paymentMethodName, readTransactionQuery, typeFilterKey, typeLabelKey,
  writeTransactionQuery,
} from '../../../src/cashier/transactions';
import { enText } from './helpers';

const read = (query: string) => readTransactionQuery(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writeTransactionQuery>[1]) => writeTransactionQuery(new URLSearchParams(query), change).toString();

describe('the address query of /profile/transactions', () => {
  it('reads type, status and page', () => {
    expect(read('type=deposit&status=completed&page=2')).toEqual({ type: 'deposit', status: 'completed', page: 2 });
    expect(read('')).toEqual({ type: null, status: null, page: 1 });
  });

  it('ignores what it does not know, using the default', () => {
    expect(read('type=bonus&status=bogus&page=-3')).toEqual({ type: null, status: null, page: 1 });
    for (const page of ['0', '2.5', 'abc', '1e3', '99999999']) expect(read(`page=${page}`).page, page).toBe(1);
    // A request status is not a transaction status (spec 3 keeps the lists apart).
    expect(read('status=requested').status).toBeNull();
  });

  it('a filter change goes back to page 1; a page change keeps the filters; defaults are left out', () => {
    expect(write('type=deposit&page=3', { status: 'pending' })).toBe('type=deposit&status=pending');
    expect(write('type=deposit&page=3', { type: 'deposit' })).toBe('type=deposit&page=3');
    expect(write('type=deposit', { page: 2 })).toBe('type=deposit&page=2');
    expect(write('type=deposit&page=2', { page: 1 })).toBe('type=deposit');
    expect(write('type=deposit&status=failed&page=2', { type: null, status: null })).toBe('');
  });

  it('drops bad values at the first change and keeps other parameters', () => {
    expect(write('modal=login&status=bogus&page=x', { type: 'debit' })).toBe('modal=login&type=debit');
  });

  it('counts pages; an empty list is one page', () => {
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(undefined, 20)).toBe(1);
  });
});

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

  it('every type has a label and a filter option with English wording; an unknown one reads Other', () => {
    for (const type of TRANSACTION_TYPES) {
      expect(enText(typeLabelKey(type)), type).toEqual(expect.any(String));
      expect(enText(typeFilterKey(type)), type).toEqual(expect.any(String));
    }
    expect(typeLabelKey('cashback')).toBe('text.cashier.transactions.type.unknown');
    expect(enText(typeLabelKey('cashback'))).toBe('Other');
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
    expect(changesTransactions('debit', { type: 'bet', amount: 1 })).toBe(false);
    expect(changesTransactions('credit', { type: 'win', amount: 5 })).toBe(false);
    expect(changesTransactions('credit', null)).toBe(false);
    expect(changesTransactions('balance', { type: 'withdrawal' })).toBe(false);
    expect(changesTransactions('globalCredit', { type: 'globalCredit' })).toBe(false);
  });
});
