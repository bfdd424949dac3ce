// spec 5 Profile form: 'A field is locked when already filled: email when verified; first and last name
// when non-empty; phone code and phone when present; date of birth when real; country when the birth
// date is real; address once kycStatus is APPROVED.' (src/account/profileLocks.ts)
import { describe, it, expect } from 'vitest';
import { lockedProfileFields, profileLocks } from '../../../src/account/profileLocks';

describe('spec 5 Profile form lock rules', () => {
  it('a new player with nothing filled has nothing locked', () => {
    expect(lockedProfileFields({ email: 'a@b.co', isEmailVerified: false })).toEqual([]);
  });

  it('email when verified', () => {
    expect(profileLocks({ email: 'a@b.co', isEmailVerified: true }).email).toBe(true);
    expect(profileLocks({ email: 'a@b.co', isEmailVerified: false }).email).toBe(false);
  });

  it('first and last name when non-empty (blank is empty)', () => {
    expect(profileLocks({ firstName: 'Maria', lastName: '  ' })).toMatchObject({ firstName: true, lastName: false });
  });

  it('phone code and phone when present', () => {
    expect(profileLocks({ phoneCode: '+356', phone: null })).toMatchObject({ phoneCode: true, phone: false });
    expect(profileLocks({ phoneCode: null, phone: '79123456' })).toMatchObject({ phoneCode: false, phone: true });
  });

  it('date of birth when real, and country when the birth date is real (1900-01-01 is not real, spec 3)', () => {
    expect(profileLocks({ dateOfBirth: '1990-05-14', countryCode: null })).toMatchObject({ dateOfBirth: true, countryCode: true });
    expect(profileLocks({ dateOfBirth: '1900-01-01', countryCode: 'MT' })).toMatchObject({ dateOfBirth: false, countryCode: false });
    expect(profileLocks({ dateOfBirth: null, countryCode: 'MT' })).toMatchObject({ dateOfBirth: false, countryCode: false });
  });

  it('address once kycStatus is APPROVED, filled or not', () => {
    expect(profileLocks({ address: 'Triq il-Kbira 1', kycStatus: 'PENDING' }).address).toBe(false);
    expect(profileLocks({ address: null, kycStatus: 'APPROVED' }).address).toBe(true);
  });

  it('the seeded verified, KYC-approved player: every lockable field is locked', () => {
    expect(lockedProfileFields({
      email: 'player@sandbox.test', isEmailVerified: true, firstName: 'Maria', lastName: 'Borg', phoneCode: '+356', phone: '79123456',
      dateOfBirth: '1990-05-14', countryCode: 'MT', address: 'Triq il-Kbira 1', kycStatus: 'APPROVED',
    })).toEqual(['email', 'firstName', 'lastName', 'phoneCode', 'phone', 'dateOfBirth', 'countryCode', 'address']);
  });
});
