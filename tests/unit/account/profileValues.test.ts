// spec 5 Profile form: 'Blank values are sent as null. The date of birth is sent in year-month-day form.
// Gender defaults to Not to say. Address defaults to empty. zipCode is omitted when empty. If the stored
// date of birth is 1900-01-01, the form pre-fills a date 18 years before today.' and spec 3 User: 'A
// placeholder address ending in a fixed dummy domain counts as empty.' (src/account/profileValues.ts), and
// the form's named value rules that expose spec 5's lock rule to its lockedWhen (src/forms/formValues.ts).
import { describe, it, expect } from 'vitest';
import { dateOnly, profileFormValues, profileUpdateValues, GENDER_DEFAULT } from '../../../src/account/profileValues';
import { profileLocks } from '../../../src/account/profileLocks';
import { FORM_VALUE_RULES } from '../../../src/forms/formValues';
import { emptyScope, type Scope } from '../../../src/renderer/scope';
import { PLACEHOLDER_ADDRESS_DOMAIN } from '../../../src/platform/profile';

const TODAY = new Date(2026, 10, 26); // 26 November 2026, local
const FIELDS = ['email', 'firstName', 'lastName', 'gender', 'dateOfBirth', 'phoneCode', 'phone', 'countryCode', 'address', 'city', 'zipCode'];

describe('spec 5 Profile form: what the form starts with', () => {
  it('a stored 1900-01-01 (or no) date of birth pre-fills the date 18 years before today', () => {
    expect(profileFormValues({ dateOfBirth: '1900-01-01' }, TODAY).dateOfBirth).toBe('2008-11-26');
    expect(profileFormValues({ dateOfBirth: null }, TODAY).dateOfBirth).toBe('2008-11-26');
    expect(profileFormValues({ dateOfBirth: '1900-01-01T00:00:00.000Z' }, new Date(2030, 0, 5)).dateOfBirth).toBe('2012-01-05');
  });

  it('a real date of birth is kept, as YYYY-MM-DD', () => {
    expect(profileFormValues({ dateOfBirth: '1990-05-14' }, TODAY).dateOfBirth).toBe('1990-05-14');
    expect(profileFormValues({ dateOfBirth: '1990-05-14T00:00:00.000Z' }, TODAY).dateOfBirth).toBe('1990-05-14');
  });

  it('spec 3: a placeholder address on the dummy domain shows as empty; address defaults to empty', () => {
    expect(profileFormValues({ address: `12345@${PLACEHOLDER_ADDRESS_DOMAIN}` }, TODAY).address).toBe('');
    expect(profileFormValues({ address: null }, TODAY).address).toBe('');
    expect(profileFormValues({ address: 'Triq il-Kbira 12' }, TODAY).address).toBe('Triq il-Kbira 12');
  });

  it('gender defaults to Not to say', () => {
    expect(GENDER_DEFAULT).toBe('Not to say');
    expect(profileFormValues({ gender: null }, TODAY).gender).toBe('Not to say');
    expect(profileFormValues({ gender: '' }, TODAY).gender).toBe('Not to say');
    expect(profileFormValues({ gender: 'Female' }, TODAY).gender).toBe('Female');
  });

  it('leaves the fields the document does not pre-fill alone, and other values as they are', () => {
    expect(profileFormValues({ firstName: 'Maria', city: null }, TODAY)).toEqual({ firstName: 'Maria', city: null });
  });
});

describe('spec 5 Profile form: what the form sends', () => {
  it('blank values as null, for every field of the form (also those the player cleared)', () => {
    const sent = profileUpdateValues({ email: 'a@b.co', firstName: '  ', lastName: 'Borg', dateOfBirth: '1990-05-14', zipCode: 'VLT 1010' }, { fields: FIELDS, locked: [] });
    expect(sent).toEqual({
      email: 'a@b.co', firstName: null, lastName: 'Borg', gender: null, dateOfBirth: '1990-05-14', phoneCode: null, phone: null,
      countryCode: null, address: null, city: null, zipCode: 'VLT 1010',
    });
  });

  it('zipCode is omitted when empty', () => {
    expect(profileUpdateValues({ zipCode: '' }, { fields: FIELDS, locked: [] })).not.toHaveProperty('zipCode');
    expect(profileUpdateValues({}, { fields: FIELDS, locked: [] })).not.toHaveProperty('zipCode');
  });

  it('the date of birth in year-month-day form', () => {
    expect(profileUpdateValues({ dateOfBirth: '1990-05-14T00:00:00.000Z' }, { fields: ['dateOfBirth'], locked: [] })).toEqual({ dateOfBirth: '1990-05-14' });
    expect(dateOnly('2001-02-03')).toBe('2001-02-03');
  });

  it('locked fields are not sent at all (the platform would refuse a change to them)', () => {
    const sent = profileUpdateValues({ email: 'a@b.co', firstName: 'Maria', city: 'Sliema' }, { fields: FIELDS, locked: ['email', 'firstName', 'dateOfBirth'] });
    expect(sent).not.toHaveProperty('email');
    expect(sent).not.toHaveProperty('firstName');
    expect(sent).not.toHaveProperty('dateOfBirth');
    expect(sent.city).toBe('Sliema');
  });

  it('values are trimmed', () => {
    expect(profileUpdateValues({ city: '  Sliema ' }, { fields: ['city'], locked: [] })).toEqual({ city: 'Sliema' });
  });
});

describe('the form document\'s "values": "profile" rules (src/forms/formValues.ts)', () => {
  const rules = FORM_VALUE_RULES.profile;
  const scopeOf = (user: Record<string, unknown> | null) => ({ ...emptyScope, user }) as Scope;

  it('expose the platform\'s own lock rule as profile.locks, for every lockable field', () => {
    const verified = { email: 'player@sandbox.test', isEmailVerified: true, firstName: 'Maria', lastName: '', phoneCode: '+356', phone: null, dateOfBirth: '1990-05-14', countryCode: 'MT', address: 'Triq il-Kbira 12', kycStatus: 'PENDING' };
    expect(rules.scope(scopeOf(verified))).toEqual({ profile: { locks: profileLocks(verified) } });
    expect(rules.scope(scopeOf(verified)).profile!.locks).toEqual({
      email: true, firstName: true, lastName: false, phoneCode: true, phone: false, dateOfBirth: true, countryCode: true, address: false,
    });
    const fresh = { email: 'new@sandbox.test', isEmailVerified: false, dateOfBirth: '1900-01-01', countryCode: 'MT', kycStatus: 'APPROVED' };
    expect(rules.scope(scopeOf(fresh)).profile!.locks).toMatchObject({ email: false, dateOfBirth: false, countryCode: false, address: true });
  });

  it('lock nothing for a guest (no user yet)', () => {
    expect(Object.values(rules.scope(scopeOf(null)).profile!.locks).some(Boolean)).toBe(false);
  });

  it('apply the pre-fill and the sending rules', () => {
    expect(rules.initial({ dateOfBirth: '1900-01-01', gender: null }, { today: TODAY })).toEqual({ dateOfBirth: '2008-11-26', gender: 'Not to say' });
    expect(rules.outgoing({ email: 'x@y.co', zipCode: '' }, { fields: ['email', 'zipCode', 'city'], locked: ['email'] })).toEqual({ city: null });
  });
});

describe('the phone code pre-filled as the phone code choices give it', () => {
  it("'+356' is the choice '356'", () => {
    expect(profileFormValues({ phoneCode: '+356' }, TODAY).phoneCode).toBe('356');
    expect(profileFormValues({ phoneCode: '44' }, TODAY).phoneCode).toBe('44');
    expect(profileFormValues({ phoneCode: null }, TODAY).phoneCode).toBeNull();
  });
});
