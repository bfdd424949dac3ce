// The profile form's values (spec 5 Profile form): what the form starts with and what it sends.
//   'Blank values are sent as null. The date of birth is sent in year-month-day form. Gender defaults to
//   Not to say. Address defaults to empty. zipCode is omitted when empty. If the stored date of birth is
//   1900-01-01, the form pre-fills a date 18 years before today.'
// and spec 3 User: 'A placeholder address ending in a fixed dummy domain counts as empty.' A locked field
// (spec 5 lock rules, src/account/profileLocks.ts) is not sent: the platform refuses a change to it anyway,
// and sending it back unchanged would only risk a refusal over a normalised value. Pure: today is a parameter.
import { profileValueEmpty } from '../platform/profile';
import { defaultDateOfBirth } from '../forms/vocabulary';

/** spec 3 Enumerations: 'Gender: Not to say (default), Male, Female.' */
export const GENDER_DEFAULT = 'Not to say';

type Values = Record<string, unknown>;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** YYYY-MM-DD of a stored date ('1990-05-14', '1990-05-14T00:00:00.000Z'); anything else as it is. */
export function dateOnly(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value.trim());
  return match ? match[1] : value.trim();
}

/**
 * The form's starting values from the user details it was given (by field name): the 1900-01-01 or
 * missing birth date becomes the date 18 years before today, a placeholder address is empty, a missing
 * gender is Not to say, a missing address is empty, a phone code '+356' is the choice '356'. Other values are
 * kept as they are.
 */
export function profileFormValues(values: Values, today: Date): Values {
  const out: Values = { ...values };
  if ('dateOfBirth' in values) {
    out.dateOfBirth = profileValueEmpty('dateOfBirth', values.dateOfBirth) ? defaultDateOfBirth(null, today) : dateOnly(values.dateOfBirth);
  }
  if ('address' in values) out.address = profileValueEmpty('address', values.address) ? '' : values.address;
  if ('gender' in values && blank(values.gender)) out.gender = GENDER_DEFAULT;
  // The phone code as the phone code choices give it: digits without the plus (src/forms/optionSources.ts).
  if (typeof values.phoneCode === 'string') out.phoneCode = values.phoneCode.trim().replace(/^\+/, '');
  return out;
}

/**
 * What the form sends for its fields: blank values as null, the date of birth as YYYY-MM-DD, no zipCode
 * when it is empty, and no locked field.
 */
export function profileUpdateValues(values: Values, options: { fields: readonly string[]; locked: readonly string[] }): Values {
  const locked = new Set(options.locked);
  const out: Values = {};
  for (const field of new Set([...options.fields, ...Object.keys(values)])) {
    if (locked.has(field)) continue;
    const value = values[field];
    if (blank(value)) {
      if (field !== 'zipCode') out[field] = null;
      continue;
    }
    out[field] = field === 'dateOfBirth' ? dateOnly(value) : typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
