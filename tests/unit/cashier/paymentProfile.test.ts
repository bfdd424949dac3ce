// spec 2.5 Deposit: 'A payment-profile step asks the user to complete profile details before some methods.'
// The methods and the details are ours (src/cashier/paymentProfile.ts); what counts as not set is spec 3's.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  ADDRESS_FIELDS, PERSONAL_FIELDS, formWithFields, methodNeedsProfile, missingProfileFields, profileFieldsFor,
} from '../../../src/cashier/paymentProfile';
import { PLACEHOLDER_ADDRESS_DOMAIN, profileValueEmpty } from '../../../src/platform/profile';
import { paymentMethodSeeds } from '../../../server/sandbox/seed/payments';
import { enText } from './helpers';

const COMPLETE = { firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010' };
const card = { isCardForm: true };
const bank = { kind: 'bank' };
const ewallet = { kind: 'ewallet' };
const NO_ADDRESS_NEEDED = { allowDepWithoutAddress: true };

describe('spec 2.5 payment-profile step: which methods need a profile', () => {
  it('spec 2.5: card-form methods (isCardForm) and bank methods (kind bank) need one; others do not', () => {
    expect(methodNeedsProfile(card)).toBe(true);
    expect(methodNeedsProfile(bank)).toBe(true);
    expect(methodNeedsProfile({ kind: ' Bank ' })).toBe(true);
    expect(methodNeedsProfile(ewallet)).toBe(false);
    expect(methodNeedsProfile({ isCardForm: false, kind: 'crypto' })).toBe(false);
    expect(methodNeedsProfile(null)).toBe(false);
  });

  it('spec 2.5: a method field requiresProfile, when present, wins either way', () => {
    expect(methodNeedsProfile({ ...card, requiresProfile: false })).toBe(false);
    expect(methodNeedsProfile({ ...bank, requiresProfile: false })).toBe(false);
    expect(methodNeedsProfile({ ...ewallet, requiresProfile: true })).toBe(true);
    // Not a boolean: the kind and the card form decide.
    expect(methodNeedsProfile({ ...ewallet, requiresProfile: 'yes' })).toBe(false);
  });

  it("the sandbox's methods: the cards and the bank methods, nothing else", () => {
    const needing = paymentMethodSeeds().filter((m) => methodNeedsProfile(m)).map((m) => m.name);
    expect(needing).toEqual(['visa', 'mastercard', 'bank_transfer', 'netbanking', 'pix', 'bank_payout', 'sofort', 'vip_wire']);
  });
});

describe('spec 2.5 payment-profile step: the fields, and spec 3 allowDepWithoutAddress', () => {
  it('needs first and last name and date of birth, plus address, city and zip code', () => {
    expect(profileFieldsFor(card, {})).toEqual(['firstName', 'lastName', 'dateOfBirth', 'address', 'city', 'zipCode']);
    expect(profileFieldsFor(card, { allowDepWithoutAddress: false })).toEqual([...PERSONAL_FIELDS, ...ADDRESS_FIELDS]);
  });

  it('spec 3 feature switch allowDepWithoutAddress: no address, city or zip code asked', () => {
    expect(profileFieldsFor(bank, NO_ADDRESS_NEEDED)).toEqual(['firstName', 'lastName', 'dateOfBirth']);
    // Only a real true switches it on.
    expect(profileFieldsFor(bank, { allowDepWithoutAddress: 'true' })).toHaveLength(6);
  });

  it('a method without a profile needs no fields', () => {
    expect(profileFieldsFor(ewallet, {})).toEqual([]);
    expect(missingProfileFields(ewallet, {}, {})).toEqual([]);
  });
});

describe('spec 2.5 payment-profile step: what the player lacks (spec 3 User)', () => {
  it('a complete profile lacks nothing', () => {
    expect(missingProfileFields(card, COMPLETE, {})).toEqual([]);
  });

  it('a player signed up without an address lacks address, city and zip code, unless the settings allow it', () => {
    const user = { ...COMPLETE, address: null, city: '', zipCode: undefined };
    expect(missingProfileFields(card, user, {})).toEqual(['address', 'city', 'zipCode']);
    expect(missingProfileFields(card, user, NO_ADDRESS_NEEDED)).toEqual([]);
  });

  it("spec 3: 'A date of birth of 1900-01-01 means not set.'", () => {
    expect(missingProfileFields(card, { ...COMPLETE, dateOfBirth: '1900-01-01' }, {})).toEqual(['dateOfBirth']);
    expect(profileValueEmpty('dateOfBirth', '1900-01-01T00:00:00.000Z')).toBe(true);
    expect(profileValueEmpty('dateOfBirth', '1990-01-01')).toBe(false);
  });

  it("spec 3: 'A placeholder address ending in a fixed dummy domain counts as empty.'", () => {
    expect(PLACEHOLDER_ADDRESS_DOMAIN).toBe('dummy.com');
    expect(missingProfileFields(card, { ...COMPLETE, address: '5f2c9a@dummy.com' }, {})).toEqual(['address']);
    expect(profileValueEmpty('address', ' 12345@DUMMY.COM ')).toBe(true);
    expect(profileValueEmpty('address', 'Dummy.com Street 4')).toBe(false);
    // Only the address has a placeholder: a city is what it says.
    expect(profileValueEmpty('city', 'x@dummy.com')).toBe(false);
  });

  it('blank names count as not set; an unknown player lacks everything the method needs', () => {
    expect(missingProfileFields(card, { ...COMPLETE, firstName: '  ', lastName: null }, {})).toEqual(['firstName', 'lastName']);
    expect(missingProfileFields(bank, null, NO_ADDRESS_NEEDED)).toEqual(['firstName', 'lastName', 'dateOfBirth']);
  });
});

describe("spec 2.5 payment-profile step: the brand's form shows and sends only the missing fields", () => {
  const doc = JSON.parse(readFileSync(new URL('../../../brands/curacao/forms/payment-profile.json', import.meta.url), 'utf8'));

  it("spec 7: the form saves with update-user-details, updateFrom 'Update Form'", () => {
    expect(doc.submit).toEqual([expect.objectContaining({ action: 'call', endpoint: 'updateUserDetails', params: expect.objectContaining({ updateFrom: 'Update Form' }) })]);
    expect(Object.keys(doc.schema.properties)).toEqual([...PERSONAL_FIELDS, ...ADDRESS_FIELDS]);
    for (const key of ['title', 'text', 'submit', 'saved', 'failed']) expect(enText(`text.cashier.deposit.profile.${key}`), key).toBeTruthy();
  });

  it('formWithFields keeps only the given fields in the schema, its required list and the uiSchema', () => {
    const only = formWithFields(doc, ['address', 'city', 'zipCode']);
    expect(Object.keys(only.schema.properties as object)).toEqual(['address', 'city', 'zipCode']);
    expect(only.schema.required).toEqual(['address', 'city', 'zipCode']);
    expect(only.uiSchema?.['ui:order']).toEqual(['address', 'city', 'zipCode']);
    expect(Object.keys(only.uiSchema ?? {}).sort()).toEqual(['address', 'city', 'ui:order', 'zipCode']);
    // The submit actions stay whole: a field not in the form is undefined, and undefined is not sent.
    expect(only.submit).toEqual(doc.submit);
    // The document itself is untouched.
    expect(Object.keys(doc.schema.properties)).toHaveLength(6);
  });

  it("a field the operator adds to the brand's form is asked too, beside the missing ones (issue 11: it used to never show)", () => {
    const withOwn = { ...doc, schema: { ...doc.schema, properties: { ...doc.schema.properties, nationality: { type: 'string' } }, required: [...doc.schema.required, 'nationality'] }, uiSchema: { ...doc.uiSchema, 'ui:order': [...doc.uiSchema['ui:order'], 'nationality'] } };
    const only = formWithFields(withOwn, ['city']);
    expect(Object.keys(only.schema.properties as object)).toEqual(['city', 'nationality']);
    expect(only.schema.required).toEqual(['city', 'nationality']);
    expect(only.uiSchema?.['ui:order']).toEqual(['city', 'nationality']);
  });
});
