// spec 5 Card: 'Number valid ('Please enter a valid card number.'). Cardholder name required. CVC required,
// exactly 3 digits. Expiry MM/YY required. Messages: 'Invalid month', 'Expiry date is in the past', 'Please
// enter a valid expiry date in MM/YY format.'.
import { describe, expect, it } from 'vitest';
import { cardFieldProblem, cardForTokenizer, cardMessageKey, cardProblems, formatCardNumberInput, formatCvcInput, formatExpiryInput } from '../../../src/cashier/cardForm';
import { enText } from './helpers';

const TODAY = new Date(2026, 5, 17);
const GOOD = { number: '4242 4242 4242 4242', holder: 'Maria Borg', expiry: '12/30', cvc: '123' };
const message = (card: Partial<typeof GOOD>, field: keyof typeof GOOD) => {
  const problem = cardProblems({ ...GOOD, ...card }, TODAY)[field];
  return problem ? enText(cardMessageKey(problem)) : null;
};

describe('spec 5 Card', () => {
  it('a good card has no problem', () => {
    expect(cardProblems(GOOD, TODAY)).toEqual({});
  });

  it("'Please enter a valid card number.'", () => {
    expect(message({ number: '4242 4242 4242 4241' }, 'number')).toBe('Please enter a valid card number.');
    expect(message({ number: '' }, 'number')).toBe('Required');
  });

  it("'Cardholder name required.'", () => {
    expect(message({ holder: '  ' }, 'holder')).toBe('Required');
  });

  it("'CVC required, exactly 3 digits.'", () => {
    expect(message({ cvc: '' }, 'cvc')).toBe('Required');
    expect(message({ cvc: '12' }, 'cvc')).toBe(enText('text.form.validation.card.cvc'));
    expect(message({ cvc: '1234' }, 'cvc')).toBe(enText('text.form.validation.card.cvc'));
  });

  it("'Expiry MM/YY required': 'Invalid month', 'Expiry date is in the past', 'Please enter a valid expiry date in MM/YY format.'", () => {
    expect(message({ expiry: '' }, 'expiry')).toBe('Required');
    expect(message({ expiry: '13/30' }, 'expiry')).toBe('Invalid month');
    expect(message({ expiry: '05/26' }, 'expiry')).toBe('Expiry date is in the past');
    expect(message({ expiry: '06/26' }, 'expiry')).toBeNull(); // valid to the end of its month
    expect(message({ expiry: '1230' }, 'expiry')).toBe('Please enter a valid expiry date in MM/YY format.');
  });
});

describe('typing into the card form', () => {
  it('groups the number by 4 digits, at most 19', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4242-42a')).toBe('4242 42');
    expect(formatCardNumberInput('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('puts the slash after the month, and lets Backspace remove it', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12', '1')).toBe('12/');
    expect(formatExpiryInput('4')).toBe('04/');
    expect(formatExpiryInput('12/3', '12/')).toBe('12/3');
    expect(formatExpiryInput('1230')).toBe('12/30');
    expect(formatExpiryInput('12', '12/')).toBe('12');
    expect(formatExpiryInput('12/305')).toBe('12/30');
  });

  it('keeps 3 CVC digits', () => {
    expect(formatCvcInput('12a34')).toBe('123');
  });

  it('sends the tokeniser the number without spaces', () => {
    expect(cardForTokenizer({ ...GOOD, holder: ' Maria Borg ' })).toEqual({ number: '4242424242424242', holder: 'Maria Borg', expiry: '12/30', cvc: '123' });
  });
});

describe('spec 5 Card, one field at a time (the provider\'s frame checks number, expiry and CVC; the page the holder)', () => {
  it('each field by its own rule, the same as the whole card\'s', () => {
    expect(cardFieldProblem('number', '4242 4242 4242 4242', TODAY)).toBeNull();
    expect(cardFieldProblem('number', '4242 4242 4242 4241', TODAY)).toBe('cardNumber');
    expect(cardFieldProblem('number', ' ', TODAY)).toBe('required');
    expect(cardFieldProblem('expiry', '13/30', TODAY)).toBe('cardExpiryMonth');
    expect(cardFieldProblem('expiry', '05/26', TODAY)).toBe('cardExpiryPast');
    expect(cardFieldProblem('expiry', '', TODAY)).toBe('required');
    expect(cardFieldProblem('cvc', '12', TODAY)).toBe('cvc');
    expect(cardFieldProblem('cvc', '', TODAY)).toBe('required');
    expect(cardFieldProblem('holder', '  ', TODAY)).toBe('required');
    expect(cardFieldProblem('holder', 'x'.repeat(256), TODAY)).toBe('maxLength');
    expect(cardFieldProblem('holder', 'Maria Borg', TODAY)).toBeNull();
  });
});
