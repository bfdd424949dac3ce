// The profile form's lock rules (spec 5 Profile form: 'A field is locked when already filled: email when
// verified; first and last name when non-empty; phone code and phone when present; date of birth when
// real; country when the birth date is real; address once kycStatus is APPROVED'). One pure rule for the
// form (which shows the fields read-only) and the platform (which refuses a change to a locked field
// whatever a client sends), so neither can drift from the other. "Real" and "non-empty" follow spec 3:
// a placeholder address and the 1900-01-01 birth date count as not set (profileValueEmpty).
import { profileValueEmpty } from '../platform/profile';

/** The user detail values the rules read (spec 3 User). */
export interface ProfileLockState {
  email?: string | null;
  isEmailVerified?: boolean | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneCode?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  countryCode?: string | null;
  address?: string | null;
  kycStatus?: string | null;
}

export const LOCKABLE_PROFILE_FIELDS = ['email', 'firstName', 'lastName', 'phoneCode', 'phone', 'dateOfBirth', 'countryCode', 'address'] as const;
export type LockableProfileField = (typeof LOCKABLE_PROFILE_FIELDS)[number];

const filled = (user: ProfileLockState, field: LockableProfileField) => !profileValueEmpty(field, user[field]);

/** Whether each lockable field is locked for this user, in the spec's words. */
export function profileLocks(user: ProfileLockState): Record<LockableProfileField, boolean> {
  const birthDateReal = filled(user, 'dateOfBirth');
  return {
    email: user.isEmailVerified === true,
    firstName: filled(user, 'firstName'),
    lastName: filled(user, 'lastName'),
    phoneCode: filled(user, 'phoneCode'),
    phone: filled(user, 'phone'),
    dateOfBirth: birthDateReal,
    countryCode: birthDateReal,
    address: user.kycStatus === 'APPROVED',
  };
}

/** The locked fields, in LOCKABLE_PROFILE_FIELDS order. */
export function lockedProfileFields(user: ProfileLockState): LockableProfileField[] {
  const locks = profileLocks(user);
  return LOCKABLE_PROFILE_FIELDS.filter((field) => locks[field]);
}

/** Details a KYC check looked at: a change to one of them needs the documents checked again. */
export const KYC_DETAILS = ['firstName', 'lastName', 'dateOfBirth', 'address', 'city', 'zipCode', 'countryCode'] as const;
