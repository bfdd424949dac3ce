// The validation vocabulary of spec 5, written once: the front end's forms and the sandbox platform
// both use these rules, so what the browser accepts is what the server accepts. Each rule returns a
// problem keyword (or null); forms turn keywords into the spec's texts through MESSAGE_KEYS.
import { validatePhoneNumberLength } from 'libphonenumber-js/min';
import cardValidator from 'card-validator';
import type { FormFieldSchema } from '../generated/types';
import { heldFile } from './heldFiles';

/** Keyword -> CMS text key of its default message (spec 5 Common texts and the field messages). */
export const MESSAGE_KEYS = {
  required: 'text.form.validation.invalid.required',
  format: 'text.form.validation.invalid.format',
  pattern: 'text.form.validation.invalid.format',
  minLength: 'text.form.validation.minLength',
  maxLength: 'text.form.validation.maxLength',
  minimum: 'text.form.validation.minimum',
  maximum: 'text.form.validation.maximum',
  enum: 'text.form.validation.invalid.format',
  const: 'text.form.validation.invalid.required',
  type: 'text.form.validation.invalid.format',
  minAge: 'text.form.validation.invalid.dob',
  maxAge: 'text.form.validation.dobCheck',
  passwordDigit: 'text.form.validation.password.digit',
  passwordSpecialCharacter: 'text.form.validation.password.specialCharacter',
  passwordUppercase: 'text.form.validation.password.uppercase',
  sameAs: 'text.form.validation.password.match',
  phoneTooShort: 'text.form.validation.phone.tooShort',
  phoneTooLong: 'text.form.validation.phone.tooLong',
  cardNumber: 'text.form.validation.card.number',
  cardExpiryFormat: 'text.form.validation.card.expiryFormat',
  cardExpiryMonth: 'text.form.validation.card.invalidMonth',
  cardExpiryPast: 'text.form.validation.card.expiryPast',
  cvc: 'text.form.validation.card.cvc',
  uploadType: 'text.form.validation.upload.type',
  uploadSize: 'text.form.validation.upload.size',
  personName: 'text.form.validation.personName',
  nickname: 'text.form.validation.nickname',
  sessionLimitMinimum: 'text.limits.session.tooShort',
  sessionLimitMaximum: 'text.limits.session.tooLong',
} as const;
export type ProblemKeyword = keyof typeof MESSAGE_KEYS;

// spec 5 Email: 'A standard address pattern is required.'
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const isEmail = (value: string) => EMAIL.test(value);

/** spec 5 Email: the field accepts only letters, digits and @ . _ % + - plus Tab, Backspace and Delete. */
export function emailKeyAllowed(key: string): boolean {
  return ['Tab', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter'].includes(key) || /^[A-Za-z0-9@._%+-]$/.test(key);
}

/** spec 5 Phone: the combined code and number is parsed; too short / too long. Digits only. */
export function phoneProblem(phoneCode: string | number | undefined, number: string): ProblemKeyword | null {
  if (!/^\d+$/.test(number)) return 'format';
  const code = String(phoneCode ?? '').replace(/\D/g, '');
  const length = validatePhoneNumberLength(`+${code}${number}`);
  if (length === 'TOO_SHORT') return 'phoneTooShort';
  if (length === 'TOO_LONG') return 'phoneTooLong';
  if (length === 'INVALID_COUNTRY' || length === 'INVALID_LENGTH' || length === 'NOT_A_NUMBER') return 'format';
  return null;
}

/** spec 5 Phone: a key is blocked when it is not a digit, or when the number is already as long as it can be. */
export function phoneKeyBlocked(phoneCode: string | number | undefined, current: string, key: string): boolean {
  if (key.length > 1) return false; // Tab, Backspace, arrows ...
  if (!/^\d$/.test(key)) return true;
  return phoneProblem(phoneCode, `${current}${key}`) === 'phoneTooLong';
}

export interface PasswordRules { minLength?: number; specialCharacter?: boolean; digit?: boolean; uppercase?: boolean }
export const PASSWORD_MIN_DEFAULT = 6;
export const TEXT_MAX = 255;

/** spec 5 Password: minimum the given value or 6, maximum 255; optional special character, digit, uppercase. */
export function passwordProblems(value: string, rules: PasswordRules = {}): ProblemKeyword[] {
  const problems: ProblemKeyword[] = [];
  if (value.length < (rules.minLength ?? PASSWORD_MIN_DEFAULT)) problems.push('minLength');
  if (value.length > TEXT_MAX) problems.push('maxLength');
  if (rules.digit && !/\d/.test(value)) problems.push('passwordDigit');
  if (rules.specialCharacter && !/[^A-Za-z0-9]/.test(value)) problems.push('passwordSpecialCharacter');
  if (rules.uppercase && !/[A-Z]/.test(value)) problems.push('passwordUppercase');
  return problems;
}

/** Whole years between a YYYY-MM-DD date of birth and today (local dates). */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(y, mo - 1, d);
  if (birth.getFullYear() !== y || birth.getMonth() !== mo - 1 || birth.getDate() !== d) return null;
  let age = today.getFullYear() - y;
  if (today.getMonth() < mo - 1 || (today.getMonth() === mo - 1 && today.getDate() < d)) age -= 1;
  return age;
}

export const AGE_MIN = 18;
export const AGE_MAX = 100;
export const DOB_NOT_SET = '1900-01-01';

/** spec 5 Date of birth: at least 18 years old; the profile input allows at most 100. */
export function dateOfBirthProblem(dateOfBirth: string, today: Date, min = AGE_MIN, max = AGE_MAX): ProblemKeyword | null {
  const age = ageOn(dateOfBirth, today);
  if (age === null) return 'format';
  if (age < min) return 'minAge';
  if (age > max) return 'maxAge';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** spec 5: the picker defaults to 18 years ago; 1900-01-01 and empty are replaced with that date. */
export function defaultDateOfBirth(stored: string | null | undefined, today: Date): string {
  if (stored && stored !== DOB_NOT_SET) return stored;
  return localDate(new Date(today.getFullYear() - AGE_MIN, today.getMonth(), today.getDate()));
}

/**
 * spec 5 Date of birth: 'The date picker ... defaults to 18 years ago. 1900-01-01 and empty are replaced with the
 * date 18 years ago.' For every date-of-birth field of a form (a date with x-minAge) in the schema it renders: the
 * value it starts with where the form's is empty or 1900-01-01. A field the form does not show gets none.
 */
export function dateOfBirthDefaults(schema: { properties?: Record<string, unknown> }, values: Record<string, unknown>, today: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (!field || typeof field !== 'object') continue;
    const f = field as Record<string, unknown>;
    if (f.format !== 'date' || extension(f, 'x-minAge') === undefined) continue;
    const value = values[name];
    if (value === undefined || value === null || value === '' || value === DOB_NOT_SET) out[name] = defaultDateOfBirth(null, today);
  }
  return out;
}

/** spec 5: the date picker offers the last 100 years. */
export function dateOfBirthRange(today: Date): { min: string; max: string } {
  return {
    min: localDate(new Date(today.getFullYear() - AGE_MAX, today.getMonth(), today.getDate())),
    max: localDate(new Date(today.getFullYear() - AGE_MIN, today.getMonth(), today.getDate())),
  };
}

/** spec 5 Card: 'Please enter a valid card number.' */
export const cardNumberValid = (value: string) => cardValidator.number(value.replace(/\s+/g, '')).isValid;

/** spec 5 Card: CVC required, exactly 3 digits. */
export const cvcValid = (value: string) => /^\d{3}$/.test(value);

/** spec 5 Card: expiry MM/YY: 'Invalid month', 'Expiry date is in the past', else the format message. */
export function cardExpiryProblem(value: string, today: Date): ProblemKeyword | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!m) return 'cardExpiryFormat';
  const month = Number(m[1]);
  if (month < 1 || month > 12) return 'cardExpiryMonth';
  const year = 2000 + Number(m[2]);
  const endOfMonth = new Date(year, month, 1); // first day after the expiry month
  if (endOfMonth <= new Date(today.getFullYear(), today.getMonth(), today.getDate())) return 'cardExpiryPast';
  return null;
}

/** spec 5 Withdrawal: bank code (IFSC) 8 to 15 characters. */
export const ifscValid = (value: string) => /^[A-Za-z0-9]{8,15}$/.test(value.trim());

/** spec 5 Withdrawal: UPI ID like name@handle. */
export const upiIdValid = (value: string) => /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/.test(value.trim());

/**
 * spec 5 Withdrawal: a crypto wallet address (ours: the spec names the field, not its shape): letters and
 * digits only, 20 to 128 characters, which every network's address format fits (bc1q..., T..., 0x...).
 */
export const walletAddressValid = (value: string) => /^[A-Za-z0-9]{20,128}$/.test(value.trim());

export const UPLOAD_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** spec 5 Upload: 'Accepts only jpg, pdf and png' (spec 3: jpg, jpeg, png, pdf), by the file's name here; the platform checks the content (uploadContent.ts). */
export function uploadTypeProblem(name: string): ProblemKeyword | null {
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  return (UPLOAD_TYPES as readonly string[]).includes(extension) ? null : 'uploadType';
}

/** spec 5 Upload: 'below 25MB' (spec 9 Limits: upload limit 25MB). */
export const uploadSizeProblem = (size: number): ProblemKeyword | null => (size >= UPLOAD_MAX_BYTES ? 'uploadSize' : null);

/** spec 5 Upload: only jpg, pdf and png, below 25MB. */
export function uploadProblem(file: { name: string; size: number }): ProblemKeyword | null {
  return uploadTypeProblem(file.name) ?? uploadSizeProblem(file.size);
}

/**
 * A person's name (spec 5 Names: 'at most 255'): letters of any script with their accents, and the
 * spaces, apostrophes, dots and hyphens names have (O'Brien, Jean-Luc, St. John). No digits, no markup:
 * names reach e-mails, back offices and the public feeds (security review finding 16).
 */
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*[.]?$/u;
export const personNameValid = (value: string) => value.trim().length <= TEXT_MAX && PERSON_NAME.test(value.trim());

/** A nickname, shown in public feeds (spec 2.5 top wins): 2 to 30 letters, digits, _ . or -. Ours: the spec shows none. */
export const NICKNAME_MAX = 30;
const NICKNAME = /^[\p{L}\p{N}_.-]{2,30}$/u;
export const nicknameValid = (value: string) => NICKNAME.test(value.trim());

/** spec 3 Registration fields config: a listed field is required unless its value is 0. */
export const registrationFieldRequired = (flag: unknown) => flag !== 0 && flag !== '0' && flag !== false;

/** Named formats a form schema may use ("format": "card-number"); each returns a keyword or null. */
export const FORMATS: Record<string, (value: string, today: Date) => ProblemKeyword | null> = {
  email: (v) => (isEmail(v) ? null : 'format'),
  date: (v) => (ageOn(v, new Date()) === null ? 'format' : null),
  'card-number': (v) => (cardNumberValid(v) ? null : 'cardNumber'),
  'card-expiry': (v, today) => cardExpiryProblem(v, today),
  cvc: (v) => (cvcValid(v) ? null : 'cvc'),
  ifsc: (v) => (ifscValid(v) ? null : 'format'),
  'upi-id': (v) => (upiIdValid(v) ? null : 'format'),
  'wallet-address': (v) => (walletAddressValid(v) ? null : 'format'),
  'person-name': (v) => (personNameValid(v) ? null : 'personName'),
  nickname: (v) => (nicknameValid(v) ? null : 'nickname'),
  // A file field's value is the id of the file the player chose (heldFiles.ts): its name and size are checked.
  upload: (v) => { const file = heldFile(v); return file ? uploadProblem(file) : 'required'; },
};

/**
 * Standard JSON Schema formats a form may name besides FORMATS: rjsf shows an input for each (a date and
 * time picker, a URL field ...). No rule of ours checks them, so a form that needs a check uses FORMATS.
 */
export const DISPLAY_FORMATS = ['date-time', 'time', 'uri', 'hostname', 'ipv4', 'ipv6'] as const;

/** Every format a form document may name; the brand validator reports any other (a typo would check nothing). */
export const FORM_FORMATS: readonly string[] = [...Object.keys(FORMATS), ...DISPLAY_FORMATS];

/**
 * The vocabulary's own keywords (x-password, x-options ...). They are listed once, with the shape of their
 * values, in schemas/form-field.schema.json, which the brand validator checks form documents against; the
 * form engine reads them through `extension`, so a keyword the schema does not list does not compile.
 */
export type FormExtension = Extract<keyof FormFieldSchema, `x-${string}`>;

/** A field schema's x- keyword, by a name the form vocabulary's schema declares. */
export function extension<K extends FormExtension>(schema: Record<string, unknown>, name: K): FormFieldSchema[K] | undefined {
  return schema[name] as FormFieldSchema[K] | undefined;
}
