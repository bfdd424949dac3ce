import { describe, it, expect } from 'vitest';
import { validateFormData, validateValue } from '../../../src/forms/validate';
import { createFormValidator, messageKey } from '../../../src/forms/validator';

const today = new Date(2026, 10, 22);
const signUp = {
  type: 'object',
  required: ['email', 'password', 'confirm', 'firstName', 'dateOfBirth', 'terms'],
  properties: {
    email: { type: 'string', format: 'email' },
    password: { type: 'string', 'x-password': true },
    confirm: { type: 'string', 'x-sameAs': 'password' },
    firstName: { type: 'string', maxLength: 255 },
    phoneCode: { type: 'string' },
    phone: { type: 'string', 'x-phone': { codeField: 'phoneCode' } },
    dateOfBirth: { type: 'string', 'x-minAge': 18 },
    terms: { type: 'boolean', const: true },
    gender: { type: 'string', enum: ['Not to say', 'Male', 'Female'] },
  },
};
const run = (data: unknown, password = {}) => validateValue(signUp, data, { root: signUp, today, password }).map((p) => `${p.path.join('.')}:${p.keyword}`);

describe('form validation by interpretation (no compiled code in the browser)', () => {
  it('a valid sign-up passes', () => {
    expect(run({ email: 'a@b.co', password: 'secret1', confirm: 'secret1', firstName: 'Ana', phoneCode: '356', phone: '21234567', dateOfBirth: '1990-01-01', terms: true, gender: 'Male' })).toEqual([]);
  });
  it('spec 5: required fields, the terms checkbox, passwords must match, 18+, phone length, names at most 255', () => {
    expect(run({ email: 'nope', password: 'abc', confirm: 'abd', firstName: 'x'.repeat(256), phoneCode: '356', phone: '12', dateOfBirth: '2010-01-01', terms: false, gender: 'Other' }, { digit: true })).toEqual([
      'email:format', 'password:minLength', 'password:passwordDigit', 'confirm:sameAs', 'firstName:maxLength', 'phone:phoneTooShort', 'dateOfBirth:minAge', 'terms:const', 'gender:enum',
    ]);
    expect(run({})).toEqual(['email:required', 'password:required', 'confirm:required', 'firstName:required', 'dateOfBirth:required', 'terms:required']);
  });
  it("a form's empty field ('' or null, as rjsf or an initial value leaves it) is a field not filled: required, nothing else", () => {
    const keywords = (data: unknown) => validateFormData(signUp, data, { root: signUp, today }).map((p) => `${p.path.join('.')}:${p.keyword}`);
    expect(keywords({ email: '', password: null, confirm: '', firstName: 'Ana', dateOfBirth: '1990-01-01', terms: true, gender: '' })).toEqual([
      'email:required', 'password:required', 'confirm:required',
    ]);
  });
  it('JSON Schema itself: null is a value, so it is present for required and checked by the field\'s type', () => {
    expect(run({ email: null, password: 'secret1', confirm: 'secret1', firstName: 'Ana', dateOfBirth: '1990-01-01', terms: true })).toEqual(['email:type']);
  });
  it('follows local $refs, allOf and if/then', () => {
    const schema = {
      definitions: { amount: { type: 'number', minimum: 1 } },
      type: 'object',
      properties: { amount: { $ref: '#/definitions/amount' }, method: { type: 'string' }, iban: { type: 'string' } },
      if: { properties: { method: { const: 'bank' } } },
      then: { required: ['iban'] },
    };
    const problems = (d: unknown) => validateValue(schema, d, { root: schema, today }).map((p) => `${p.path.join('.')}:${p.keyword}`);
    expect(problems({ amount: 0, method: 'bank' })).toEqual(['iban:required', 'amount:minimum']);
    expect(problems({ amount: 5, method: 'card' })).toEqual([]);
  });
  it("messages: the form document's key per field and keyword wins, then '*', then the spec 5 default", () => {
    const p = { path: ['email'], keyword: 'format' as const };
    expect(messageKey(p, { email: { format: 'text.custom.email' } })).toBe('text.custom.email');
    expect(messageKey(p, { '*': { format: 'text.custom.any' } })).toBe('text.custom.any');
    expect(messageKey(p, {})).toBe('text.form.validation.invalid.format');
    expect(messageKey({ path: ['phone'], keyword: 'phoneTooShort' })).toBe('text.form.validation.phone.tooShort');
  });
  it('the rjsf validator gives rjsf errors with translated messages and an error schema', () => {
    const validator = createFormValidator({ t: (k) => `T(${k})`, today: () => today });
    const result = validator.validateFormData({ email: 'x' }, signUp as never);
    expect(result.errors.find((e) => e.property === '.email')).toMatchObject({ name: 'format', message: 'T(text.form.validation.invalid.format)' });
    expect(result.errors.find((e) => e.property === '.password')).toMatchObject({ name: 'required', message: 'T(text.form.validation.invalid.required)' });
    expect((result.errorSchema as Record<string, { __errors: string[] }>).email.__errors).toEqual(['T(text.form.validation.invalid.format)']);
    expect(validator.isValid({ type: 'string', minLength: 2 } as never, 'ab', {} as never)).toBe(true);
    expect(validator.isValid({ type: 'string', minLength: 2 } as never, 'a', {} as never)).toBe(false);
  });
});

describe('issue 10 item 15: the brand forms ask for names without markup', () => {
  it('the register form documents give first and last name the person-name format, with its own message', async () => {
    const { readFileSync } = await import('node:fs');
    for (const form of ['register', 'register-linked', 'payment-profile']) {
      const doc = JSON.parse(readFileSync(`brands/curacao/forms/${form}.json`, 'utf8'));
      const schema = doc.schema;
      const problems = validateValue(schema, { firstName: '<img src=x onerror=alert(1)>', lastName: "O'Brien" }, { root: schema, today })
        .filter((p) => p.path[0] === 'firstName' || p.path[0] === 'lastName')
        .map((p) => `${p.path.join('.')}:${p.keyword}`);
      expect(problems, form).toEqual(['firstName:personName']);
    }
  });
});

describe('x-sessionLimit: the session time limit in the unit beside it (spec 5 and 9 Limits)', () => {
  const schema = {
    type: 'object',
    properties: { value: { type: 'integer', 'x-sessionLimit': { unitField: 'unit' } }, unit: { type: 'string' } },
  };
  const keywords = (data: Record<string, unknown>) => validateValue(schema, data, { root: schema, today: new Date() }).map((p) => p.keyword);
  it('at least 10 minutes, 1 hour or 1 day; at most 720 hours or 30 days', () => {
    expect(keywords({ value: 9, unit: 'minutes' })).toEqual(['sessionLimitMinimum']);
    expect(keywords({ value: 10, unit: 'minutes' })).toEqual([]);
    expect(keywords({ value: 1, unit: 'hours' })).toEqual([]);
    expect(keywords({ value: 721, unit: 'hours' })).toEqual(['sessionLimitMaximum']);
    expect(keywords({ value: 30, unit: 'days' })).toEqual([]);
    expect(keywords({ value: 31, unit: 'days' })).toEqual(['sessionLimitMaximum']);
    expect(keywords({ value: 5, unit: 'weeks' })).toEqual(['format']);
  });
});
