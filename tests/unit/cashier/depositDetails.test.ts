// A deposit's details (issue 26 item 5; src/cashier/depositDetails.ts): the names a brand may give its own deposit
// fields (never card data: spec 5 Card details go only to the payment provider), how the declared fields split
// between the body and details, and the one pattern the request schema and DepositField's props schema share.
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_DETAIL_MAX_LENGTH, DEPOSIT_DETAIL_NAME, DEPOSIT_DETAILS_MAX_KEYS, depositBodyFields, isDepositDetailName,
} from '../../../src/cashier/depositDetails';
import { DEPOSIT_FIELD_KEYS } from '../../../src/cashier/depositFields';
import request from '../../../schemas/api/deposit.request.schema.json';
import fieldProps from '../../../src/widgets/DepositField/props.schema.json';

describe('deposit detail names', () => {
  it('takes letters and digits starting lower-case, at most 32', () => {
    for (const name of ['payerReference', 'iban', 'accountNumber', 'company', 'japan', 'expected', 'reference2', 'a'.repeat(32)]) expect(isDepositDetailName(name), name).toBe(true);
    for (const name of ['', 'PayerReference', 'payer-reference', 'payer reference', '2fa', 'a'.repeat(33)]) expect(isDepositDetailName(name), name).toBe(false);
  });

  it('refuses names that look like card data: card, cc, ccv, cvv, cvc, cvn, pan, exp, expiry, expiration as a word, or number itself', () => {
    for (const name of [
      'card', 'cardNumber', 'cardHolder', 'cardholderName', 'myCard', 'number', 'cvv', 'cvv2', 'cvc', 'cvc2', 'cardCvc', 'ccv', 'cvn',
      'pan', 'panToken', 'cardPan', 'exp', 'expiry', 'expiryMonth', 'expDate', 'cardExpiry', 'expiration', 'cc', 'ccNumber',
    ]) expect(isDepositDetailName(name), name).toBe(false);
  });

  it('is the pattern of the request schema and of DepositField.detail, with the limits the contract names', () => {
    const details = request.properties.details;
    expect(details.propertyNames.pattern).toBe(DEPOSIT_DETAIL_NAME);
    expect(details.maxProperties).toBe(DEPOSIT_DETAILS_MAX_KEYS);
    expect(details.additionalProperties.maxLength).toBe(DEPOSIT_DETAIL_MAX_LENGTH);
    expect(fieldProps.properties.detail.pattern).toBe(DEPOSIT_DETAIL_NAME);
    expect(fieldProps.then.properties.maxLength.maximum).toBe(DEPOSIT_DETAIL_MAX_LENGTH);
  });

  it('details is not a key a DepositField name may take (the whole object is the form\'s)', () => {
    expect(DEPOSIT_FIELD_KEYS).toContain('accountEmail');
    expect(DEPOSIT_FIELD_KEYS).not.toContain('details');
  });
});

describe('depositBodyFields', () => {
  it('puts details.<name> into details, blank ones left out, and the rest in the body', () => {
    expect(depositBodyFields({ accountEmail: 'a@b.co', 'details.payerReference': 'INV-1', 'details.note': '' }))
      .toEqual({ body: { accountEmail: 'a@b.co' }, details: { payerReference: 'INV-1' } });
  });

  it('sends no details at all when none is filled', () => {
    expect(depositBodyFields({ 'details.payerReference': '' })).toEqual({ body: {} });
    expect(depositBodyFields({})).toEqual({ body: {} });
  });
});
