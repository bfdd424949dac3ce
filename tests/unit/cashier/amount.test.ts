// spec 5 Deposit amount and spec 9 Deposit.
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE_KEYS, amountDecimals, checkDepositAmount, depositAmountProblem, depositLimitsOf,
  formatDepositAmount, initialDepositAmount, parseAmount, stepAmount,
} from '../../../src/cashier/amount';
import { enText } from './helpers';
import { widgetDefaults } from '../../../src/generated/widgetMarkers';

/** spec 9's default amount and quick amounts are the DepositAmount widget's defaults (its props.schema.json). */
const DEPOSIT_DEFAULTS = widgetDefaults.DepositAmount as { defaultAmount: number; quickAmounts: number[] };
const DEFAULT_AMOUNT = DEPOSIT_DEFAULTS.defaultAmount;

const up = (amount: number, limits = {}) => stepAmount(amount, 'up', limits);
const down = (amount: number, limits = {}) => stepAmount(amount, 'down', limits);

describe('spec 9 Deposit constants', () => {
  it("spec 9: 'Default deposit amount 25.'", () => {
    expect(DEFAULT_AMOUNT).toBe(25);
    expect(initialDepositAmount({}, DEFAULT_AMOUNT)).toBe(25);
    expect(initialDepositAmount({ min: 10, max: 5000 }, DEFAULT_AMOUNT)).toBe(25);
  });

  it("spec 9: 'Quick amounts 25, 50, 100.'", () => {
    expect(DEPOSIT_DEFAULTS.quickAmounts).toEqual([25, 50, 100]);
  });

  it("spec 9: 'Step 1 up to 30' (whole numbers up to 30)", () => {
    expect(up(25)).toBe(26);
    expect(up(1)).toBe(2);
    expect(up(29)).toBe(30);
    expect(down(30)).toBe(29);
    expect(down(26)).toBe(25);
    expect(down(2)).toBe(1);
  });

  it("spec 9: 'and 5 above 30' (multiples of 5 above 30)", () => {
    expect(up(30)).toBe(35);
    expect(up(35)).toBe(40);
    expect(up(100)).toBe(105);
    expect(down(40)).toBe(35);
    expect(down(35)).toBe(30);
  });

  it('spec 9 stepping: an amount between steps moves to the next step in that direction', () => {
    expect(up(27.5)).toBe(28);
    expect(down(27.5)).toBe(27);
    expect(up(29.5)).toBe(30);
    expect(up(32)).toBe(35);
    expect(down(32)).toBe(30);
    expect(down(31)).toBe(30);
    expect(down(47.25)).toBe(45);
    expect(up(0.4)).toBe(1);
  });

  it("spec 9 stepping stays 'within the provider's minimum and maximum' (spec 5) and above 0", () => {
    expect(down(1)).toBe(1); // never 0: 'Must be greater than 0'
    expect(down(0.5)).toBe(1);
    expect(up(25, { max: 25 })).toBe(25);
    expect(up(28, { max: 29.5 })).toBe(29);
    expect(up(29, { max: 29.5 })).toBe(29.5);
    expect(down(20, { min: 20 })).toBe(20);
    expect(up(25, { min: 300, max: 100000 })).toBe(300); // below the minimum: + goes to it
    expect(down(6000, { min: 10, max: 5000 })).toBe(5000);
    expect(up(Number.NaN)).toBe(1);
  });
});

describe('spec 5 Deposit amount', () => {
  it("spec 5: 'Must be greater than 0'", () => {
    expect(depositAmountProblem(0)).toBe('notPositive');
    expect(depositAmountProblem(-5)).toBe('notPositive');
    expect(depositAmountProblem(0.01)).toBeNull();
    expect(depositAmountProblem(Number.NaN)).toBe('invalid');
    expect(depositAmountProblem(Number.POSITIVE_INFINITY)).toBe('invalid');
  });

  it("spec 5: 'and within the provider's minimum and maximum.' (the limits themselves are within)", () => {
    const limits = { min: 10, max: 5000 };
    expect(depositAmountProblem(9.99, limits)).toBe('belowMin');
    expect(depositAmountProblem(10, limits)).toBeNull();
    expect(depositAmountProblem(5000, limits)).toBeNull();
    expect(depositAmountProblem(5000.01, limits)).toBe('aboveMax');
    expect(depositAmountProblem(1_000_000, { min: 10 })).toBeNull(); // no maximum set
    expect(depositAmountProblem(1, { min: null, max: 0 })).toBeNull(); // 0 or null is "not set"
  });

  it("spec 5: 'Deposits to crypto must exceed the minimum deposit.'", () => {
    const bitcoin = { min: 0.0002, max: 10, isCrypto: true };
    expect(depositAmountProblem(0.0002, bitcoin)).toBe('notAboveMin');
    expect(depositAmountProblem(0.00020001, bitcoin)).toBeNull();
    expect(depositAmountProblem(0.0001, bitcoin)).toBe('notAboveMin');
    expect(depositAmountProblem(10, bitcoin)).toBeNull();
    expect(depositAmountProblem(10.5, bitcoin)).toBe('aboveMax');
    expect(depositAmountProblem(0.0002, { ...bitcoin, isCrypto: false })).toBeNull(); // fiat: the minimum itself is fine
  });

  it("spec 5: 'Crypto amounts show up to 8 decimals; fiat amounts show 2.'", () => {
    expect(amountDecimals(true)).toBe(8);
    expect(amountDecimals(false)).toBe(2);
    expect(formatDepositAmount(0.123456789, { isCrypto: true })).toBe('0.12345679');
    expect(formatDepositAmount(0.5, { isCrypto: true })).toBe('0.50');
    expect(formatDepositAmount(25, {})).toBe('25.00');
    expect(formatDepositAmount(25.555, {})).toBe('25.56');
    expect(formatDepositAmount(1234.5, { currencySymbol: '€' })).toBe('€1,234.50');
  });

  it('the limits of a method are read from minDeposit / maxDeposit / isCrypto, and nothing else is guessed', () => {
    expect(depositLimitsOf({ minDeposit: 300, maxDeposit: 100000 })).toEqual({ min: 300, max: 100000, isCrypto: false });
    expect(depositLimitsOf({ minDeposit: 0.0002, maxDeposit: 10, isCrypto: true })).toEqual({ min: 0.0002, max: 10, isCrypto: true });
    expect(depositLimitsOf({ minDeposit: '10', maxDeposit: -1 })).toEqual({ min: null, max: null, isCrypto: false });
    expect(depositLimitsOf(null)).toEqual({});
  });

  it("spec 9 'Default deposit amount 25' when the method refuses 25: fiat starts at the nearest limit, crypto empty", () => {
    expect(initialDepositAmount({ min: 300, max: 100000 }, DEFAULT_AMOUNT)).toBe(300);
    expect(initialDepositAmount({ min: 1, max: 20 }, DEFAULT_AMOUNT)).toBe(20);
    expect(initialDepositAmount({ min: 0.0002, max: 10, isCrypto: true }, DEFAULT_AMOUNT)).toBeNull();
    expect(initialDepositAmount({ min: 10, max: 100000, isCrypto: true }, DEFAULT_AMOUNT)).toBe(25);
    expect(initialDepositAmount({ min: 30, max: 20 }, DEFAULT_AMOUNT)).toBeNull(); // contradictory limits: nothing fits
  });

  it("spec 9 default deposit amount: a brand's preferred default (its deposit document) takes the same limits", () => {
    expect(initialDepositAmount({ min: 10, max: 5000 }, 50)).toBe(50);
    expect(initialDepositAmount({ min: 300, max: 100000 }, 50)).toBe(300);
    expect(initialDepositAmount({ min: 0.0002, max: 10, isCrypto: true }, 50)).toBeNull();
  });
});

describe('spec 5 Deposit amount: parsing what the player types', () => {
  const value = (input: unknown, isCrypto = false) => {
    const parsed = parseAmount(input, isCrypto);
    return parsed.ok ? parsed.value : parsed.problem;
  };

  it('plain numbers, blanks and a leading minus', () => {
    expect(value('25')).toBe(25);
    expect(value(' 25.5 ')).toBe(25.5);
    expect(value('1 000')).toBe(1000);
    expect(value('1\u00a0000,50')).toBe(1000.5); // a no-break space groups thousands in some locales
    expect(value('.5')).toBe(0.5);
    expect(value('25.')).toBe(25);
    expect(value('007')).toBe(7);
    expect(value('-5')).toBe(-5); // read, then refused as not positive
    expect(value(40)).toBe(40);
  });

  it('commas: a decimal comma, or thousands groups', () => {
    expect(value('25,50')).toBe(25.5);
    expect(value('25,5')).toBe(25.5);
    expect(value('1,000')).toBe(1000);
    expect(value('1,000,000')).toBe(1000000);
    expect(value('1,00,000')).toBe(100000);
    expect(value('1,000.50')).toBe(1000.5);
    expect(value('1.000,50')).toBe(1000.5);
    expect(value('0,001', true)).toBe(0.001);
    expect(value('0,00012345', true)).toBe(0.00012345);
  });

  it("blank input gives 'required'", () => {
    for (const input of ['', '   ', '\t', null, undefined]) expect(value(input), JSON.stringify(input)).toBe('required');
  });

  it("NaN and anything that is not a plain number gives 'invalid'", () => {
    for (const input of ['abc', 'NaN', '12abc', '1e5', '€25', '25 EUR', '--5', '5-', '-', '.', ',', '1.2.3', '1,2,3', '1,000,5', '1,5.3', '1.5,3', '0,100,000', '+5', Number.NaN, Number.POSITIVE_INFINITY, {}, [], true]) {
      expect(value(input), String(input)).toBe('invalid');
    }
  });

  it("spec 5 'fiat amounts show 2' decimals, crypto up to 8: more decimals give 'tooManyDecimals', never a silent rounding", () => {
    expect(value('25.555')).toBe('tooManyDecimals');
    expect(value('25.55')).toBe(25.55);
    expect(value('0,001')).toBe('tooManyDecimals');
    expect(value('0.123456789', true)).toBe('tooManyDecimals');
    expect(value('0.12345678', true)).toBe(0.12345678);
  });

  it('checkDepositAmount: the value to send, or the problem with its text key and filled limits', () => {
    const limits = { min: 10, max: 5000 };
    expect(checkDepositAmount('25', limits)).toEqual({ value: 25, problem: null, messageKey: null, values: { min: '10.00', max: '5,000.00', decimals: 2 } });
    const low = checkDepositAmount('5', limits, { currencySymbol: '€' });
    expect(low).toMatchObject({ value: null, problem: 'belowMin', messageKey: AMOUNT_MESSAGE_KEYS.belowMin, values: { min: '€10.00' } });
    expect(checkDepositAmount('', limits).problem).toBe('required');
    expect(checkDepositAmount('abc', limits).problem).toBe('invalid');
    expect(checkDepositAmount('-5', limits).problem).toBe('notPositive');
    expect(checkDepositAmount('0.0002', { min: 0.0002, max: 10, isCrypto: true })).toMatchObject({ problem: 'notAboveMin', values: { min: '0.0002', decimals: 8 } });
    expect(checkDepositAmount('1.234', {}).messageKey).toBe(AMOUNT_MESSAGE_KEYS.tooManyDecimals);
  });

  it('every amount problem has English wording, with the placeholders its values fill', () => {
    for (const [problem, key] of Object.entries(AMOUNT_MESSAGE_KEYS)) {
      expect(enText(key), key).toEqual(expect.any(String));
      if (problem === 'belowMin' || problem === 'notAboveMin') expect(enText(key)).toContain('{{min}}');
      if (problem === 'aboveMax') expect(enText(key)).toContain('{{max}}');
      if (problem === 'tooManyDecimals') expect(enText(key)).toContain('{{decimals}}');
    }
  });
});
