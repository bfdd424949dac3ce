// Which values of the user details count as not set (spec 3 User: 'A placeholder address ending in a fixed
// dummy domain counts as empty. A date of birth of 1900-01-01 means not set.'). One rule for every reader
// (the deposit's payment-profile step, a profile form), so a placeholder never reads as a real value.
import { DOB_NOT_SET } from '../forms/vocabulary';

/**
 * The fixed dummy domain of a placeholder address (spec 3). The spec does not show its value; this is
 * ours, and a placeholder is a value ending in it after '@' or '.' (e.g. 12345@dummy.com).
 */
export const PLACEHOLDER_ADDRESS_DOMAIN = 'dummy.com';

const PLACEHOLDER_ADDRESS = new RegExp(`(^|[@.])${PLACEHOLDER_ADDRESS_DOMAIN.replace(/\./g, '\\.')}$`, 'i');

/** True when a profile value is not set: absent, blank, a placeholder address or the 1900-01-01 birth date. */
export function profileValueEmpty(field: string, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text === '') return true;
  if (field === 'dateOfBirth') return text.slice(0, 10) === DOB_NOT_SET;
  if (field === 'address') return PLACEHOLDER_ADDRESS.test(text);
  return false;
}
