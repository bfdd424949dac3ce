// spec 8 Deposit error codes.
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_ERROR_CODES, DEPOSIT_ERROR_GENERAL_KEY, DEPOSIT_ERROR_KEYS, depositErrorCodeOf, depositErrorMessage, fillDepositErrorText,
} from '../../../src/cashier/depositErrors';
import { enText } from './helpers';

const text = (code: string) => enText(DEPOSIT_ERROR_KEYS[code as keyof typeof DEPOSIT_ERROR_KEYS]);

describe('spec 8 Deposit error codes', () => {
  it('spec 8: every deposit error code of the catalogue is mapped, to a key with English wording', () => {
    expect([...DEPOSIT_ERROR_CODES].sort()).toEqual([
      'AMOUNT_BELOW_ZERO', 'DEMO_ACCOUNT', 'DEPOSIT_COUNTRY_BLOCK', 'GLOBAL_ERROR', 'PAYMENT_LIMIT_THRESHOLD', 'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
      'PAYMENT_SERVICE_ERROR', 'PHONE_ERROR', 'PROVIDER_ERROR', 'REQUIRED_EMAIL_VERIFICATION', 'TRANSACTION_FAILED', 'UNIFIED_ERROR',
    ]);
    for (const code of DEPOSIT_ERROR_CODES) {
      expect(depositErrorMessage(code, { min: 1, max: 2 }).key, code).toBe(DEPOSIT_ERROR_KEYS[code]);
      expect(text(code), code).toEqual(expect.any(String));
    }
  });

  it('DEMO_ACCOUNT (ours, the sandbox\'s refusal of the demo user of spec 6) says what the cashier says in place of the deposit', () => {
    expect(depositErrorMessage({ code: 'DEMO_ACCOUNT', message: 'x' })).toMatchObject({ code: 'DEMO_ACCOUNT', key: 'text.platform.demo.cashier' });
    expect(text('DEMO_ACCOUNT')).toMatch(/^This is a demo account: deposits and withdrawals are not available\./);
  });

  it("spec 8: 'PROVIDER_ERROR: 'There was a problem creating a query to the providers.''", () => {
    expect(text('PROVIDER_ERROR')).toBe('There was a problem creating a query to the providers.');
  });

  it("spec 8: 'PHONE_ERROR: 'Phone number is too short. It must be at least 6 characters long.''", () => {
    expect(text('PHONE_ERROR')).toBe('Phone number is too short. It must be at least 6 characters long.');
  });

  it("spec 8: 'PAYMENT_SERVICE_ERROR: 'The service does not support this currency''", () => {
    expect(text('PAYMENT_SERVICE_ERROR')).toBe('The service does not support this currency');
  });

  it("spec 8: 'A general 'Deposit error'.' for an unknown code", () => {
    expect(enText(DEPOSIT_ERROR_GENERAL_KEY)).toBe('Deposit error');
    for (const answer of ['SOMETHING_NEW', '', null, undefined, 42, {}, { code: 7 }, { message: 'boom' }]) {
      expect(depositErrorMessage(answer), JSON.stringify(answer)).toMatchObject({ code: null, key: DEPOSIT_ERROR_GENERAL_KEY });
    }
  });

  it("spec 8: 'GLOBAL_ERROR and DEPOSIT_COUNTRY_BLOCK: the cashier could not open, because verification is required or the methods are unavailable in the country; check for a VPN.'", () => {
    expect(DEPOSIT_ERROR_KEYS.GLOBAL_ERROR).toBe(DEPOSIT_ERROR_KEYS.DEPOSIT_COUNTRY_BLOCK);
    expect(text('GLOBAL_ERROR')).toMatch(/verif/i);
    expect(text('GLOBAL_ERROR')).toMatch(/country/i);
    expect(text('GLOBAL_ERROR')).toMatch(/VPN/);
  });

  it("spec 8: 'PAYMENT_LIMIT_THRESHOLD: daily deposit limit reached.'", () => {
    expect(text('PAYMENT_LIMIT_THRESHOLD')).toMatch(/daily deposit limit/i);
  });

  it("spec 8: 'PAYMENT_PROVIDER_LIMIT_THRESHOLD: amount must be between [MN] and [MX].'", () => {
    const wording = text('PAYMENT_PROVIDER_LIMIT_THRESHOLD')!;
    expect(wording).toContain('[MN]');
    expect(wording).toContain('[MX]');
    const message = depositErrorMessage({ code: 'PAYMENT_PROVIDER_LIMIT_THRESHOLD', message: 'x' }, { min: 10, max: 5000 }, { currencySymbol: '€' });
    expect(message.code).toBe('PAYMENT_PROVIDER_LIMIT_THRESHOLD');
    const filled = fillDepositErrorText(enText(message.key)!, message.placeholders);
    expect(filled).toContain('€10.00');
    expect(filled).toContain('€5,000.00');
    expect(filled).not.toMatch(/\[M[NX]\]/);
    expect(filled.indexOf('€10.00')).toBeLessThan(filled.indexOf('€5,000.00'));
  });

  it("spec 8 'PAYMENT_LIMIT_THRESHOLD: daily deposit limit reached': the message names the player's limit and its period", () => {
    const daily = depositErrorMessage({ code: 'PAYMENT_LIMIT_THRESHOLD', period: 'daily', limit: 50 }, {}, { currencySymbol: '€' });
    expect(daily.code).toBe('PAYMENT_LIMIT_THRESHOLD');
    const filled = fillDepositErrorText(enText(daily.key)!, daily.placeholders);
    expect(filled).toMatch(/daily deposit limit/);
    expect(filled).toContain('€50.00');
    const weekly = depositErrorMessage({ code: 'PAYMENT_LIMIT_THRESHOLD', period: 'weekly', limit: 300 }, {}, { currencySymbol: '€' });
    expect(fillDepositErrorText(enText(weekly.key)!, weekly.placeholders)).toMatch(/weekly deposit limit of €300\.00/);
    // Without the limit in the answer: the spec's daily text, no broken sentence.
    const bare = depositErrorMessage({ code: 'PAYMENT_LIMIT_THRESHOLD' });
    expect(bare.key).toBe(DEPOSIT_ERROR_KEYS.PAYMENT_LIMIT_THRESHOLD);
    expect(fillDepositErrorText(enText(bare.key)!, bare.placeholders)).not.toContain('[LIMIT]');
  });

  it('spec 8 [MN] and [MX]: crypto limits show up to 8 decimals (spec 5); every occurrence is filled', () => {
    const message = depositErrorMessage('PAYMENT_PROVIDER_LIMIT_THRESHOLD', { min: 0.0002, max: 10 }, { isCrypto: true, currencyCode: 'BTC' });
    expect(fillDepositErrorText('[MN]-[MX] ([MN])', message.placeholders)).toBe('0.0002 BTC-10.00 BTC (0.0002 BTC)');
    expect(fillDepositErrorText('No placeholders.', message.placeholders)).toBe('No placeholders.');
  });

  it('spec 8 [MN] and [MX]: without both limits the sentence would break, so the general deposit error shows', () => {
    expect(depositErrorMessage('PAYMENT_PROVIDER_LIMIT_THRESHOLD', { min: 10 }).key).toBe(DEPOSIT_ERROR_GENERAL_KEY);
    expect(depositErrorMessage('PAYMENT_PROVIDER_LIMIT_THRESHOLD').key).toBe(DEPOSIT_ERROR_GENERAL_KEY);
  });

  it('the code is read from the answer (code, then errorCode) or a bare string, in any case', () => {
    expect(depositErrorCodeOf({ code: 'PHONE_ERROR', message: 'm' })).toBe('PHONE_ERROR');
    expect(depositErrorCodeOf({ errorCode: 'phone_error' })).toBe('PHONE_ERROR');
    expect(depositErrorCodeOf(' transaction_failed ')).toBe('TRANSACTION_FAILED');
    expect(depositErrorCodeOf({ message: 'no code' })).toBeNull();
    expect(depositErrorCodeOf(null)).toBeNull();
    expect(depositErrorMessage({ errorCode: 'AMOUNT_BELOW_ZERO' }).key).toBe(DEPOSIT_ERROR_KEYS.AMOUNT_BELOW_ZERO);
  });
});
