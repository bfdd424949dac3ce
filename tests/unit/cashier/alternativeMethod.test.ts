// spec 4 Deposit result dialogs: the alternative payment method.
import { describe, expect, it } from 'vitest';
import {
  ALTERNATIVE_METHOD_EVENT, CARD_TYPE_METHODS, alternativeMethod, isCardTypeMethod, type AlternativeCandidate,
} from '../../../src/cashier/alternativeMethod';
import { visiblePaymentMethods } from '../../../src/cashier/paymentMethods';
import { paymentMethodSeeds } from '../../../server/sandbox/seed/payments';

const m = (name: string, fields: Partial<AlternativeCandidate> = {}): AlternativeCandidate => ({ id: name, name, ...fields });
const methods = [m('skrill'), m('cardform', { isCardForm: true }), m('upi'), m('carouseller'), m('second_form', { isCardForm: true })];

describe('spec 4 Deposit result dialogs: alternative method', () => {
  it("spec 4: 'a card-type method (visa, master, mastercard, card, cards) leads to the card-form method.'", () => {
    expect([...CARD_TYPE_METHODS]).toEqual(['visa', 'master', 'mastercard', 'card', 'cards']);
    for (const failed of CARD_TYPE_METHODS) expect(alternativeMethod(failed, methods)?.name, failed).toBe('cardform');
    expect(alternativeMethod(' Visa ', methods)?.name).toBe('cardform');
  });

  it("spec 4: 'Any other method leads to the method named carouseller, if one exists.'", () => {
    expect(alternativeMethod('skrill', methods)?.name).toBe('carouseller');
    expect(alternativeMethod('upi', methods)?.name).toBe('carouseller');
    expect(alternativeMethod('mastercard_eu', methods)?.name).toBe('carouseller'); // a name merely containing a card word is not card-type
    expect(alternativeMethod('skrill', methods.filter((x) => x.name !== 'carouseller'))).toBeNull();
  });

  it("spec 4: 'leads to the card-form method' — no card-form method, no suggestion", () => {
    expect(alternativeMethod('visa', methods.filter((x) => !x.isCardForm))).toBeNull();
    // A card-type failure never falls back to carouseller: the rule names the card form only.
    expect(alternativeMethod('visa', [m('carouseller')])).toBeNull();
  });

  it('a method is card-type by its name (?met=) or, when listed, by its kind (paymentMethod)', () => {
    const list = [m('visa_eu', { paymentMethod: 'visa' }), m('cardform', { isCardForm: true }), m('carouseller')];
    expect(isCardTypeMethod('visa_eu', list)).toBe(true);
    expect(isCardTypeMethod('visa_eu')).toBe(false);
    expect(alternativeMethod('visa_eu', list)?.name).toBe('cardform');
  });

  it('the failed method and inactive methods are never the alternative', () => {
    expect(alternativeMethod('carouseller', methods)).toBeNull();
    expect(alternativeMethod('visa', [m('visa', { isCardForm: true }), m('mastercard', { isCardForm: true })])?.name).toBe('mastercard');
    expect(alternativeMethod('visa', [m('visa', { isCardForm: true })])).toBeNull();
    expect(alternativeMethod('skrill', [m('carouseller', { isActive: false })])).toBeNull();
    expect(alternativeMethod('visa', [m('cardform', { isCardForm: true, isActive: false }), m('second_form', { isCardForm: true })])?.name).toBe('second_form');
  });

  it('no failed method (an empty ?met=) suggests nothing', () => {
    expect(alternativeMethod('', methods)).toBeNull();
    expect(alternativeMethod(null, methods)).toBeNull();
    expect(alternativeMethod(undefined, methods)).toBeNull();
  });

  it("spec 4: 'Pressing the alternative button logs an ALTERNATIVE_METHOD_BUTTON event.'", () => {
    expect(ALTERNATIVE_METHOD_EVENT).toBe('ALTERNATIVE_METHOD_BUTTON');
  });

  it('with the sandbox seed: a failed Visa suggests the best other card-form method, a failed Skrill carouseller', () => {
    const visible = visiblePaymentMethods(paymentMethodSeeds(), { countryCode: 'MT', currencyCode: 'EUR' });
    expect(alternativeMethod('visa', visible)?.name).toBe('mastercard');
    expect(alternativeMethod('skrill', visible)?.name).toBe('carouseller');
  });
});
