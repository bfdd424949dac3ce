// Issue 24 (the project's rule: what a player types on a server-rendered page before it hydrates is never lost or
// half applied): the values held by public/held-input.js, by control id, become the form's data as its widgets
// would have reported them.
import { describe, it, expect } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { heldFormData } from '../../../src/forms/heldValues';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    password: { type: 'string' },
    terms: { type: 'boolean' },
    currency: { type: 'string', enum: ['EUR', 'USD', 'GBP'] },
    gender: { type: 'string', oneOf: [{ const: 'female', title: 'Female' }, { const: 'male', title: 'Male' }] },
    amount: { type: 'number' },
    note: { type: 'string' },
  },
};

describe('heldFormData', () => {
  it('reads each top-level field from its control, rjsf\'s id <idPrefix>_<field>', () => {
    expect(heldFormData({ 'form-login_email': 'player@sandbox.test', 'form-login_password': 'Sandbox123!' }, schema, {}, 'form-login'))
      .toEqual({ email: 'player@sandbox.test', password: 'Sandbox123!' });
  });

  it('leaves out what nothing was held for, and controls of other forms', () => {
    expect(heldFormData({ 'form-other_email': 'a@b.test', 'form-login_emailx': 'x' }, schema, {}, 'form-login')).toEqual({});
  });

  it('a checkbox is its checked state; a select is the option at the held index, in the uiSchema\'s order', () => {
    const held = { 'f_terms': true, 'f_currency': '1', 'f_gender': '0' };
    expect(heldFormData(held, schema, {}, 'f')).toEqual({ terms: true, currency: 'USD', gender: 'female' });
    expect(heldFormData({ 'f_currency': '0' }, schema, { currency: { 'ui:enumOrder': ['GBP', '*'] } }, 'f')).toEqual({ currency: 'GBP' });
    // The empty choice (index "") is no value.
    expect(heldFormData({ 'f_currency': '' }, schema, {}, 'f')).toEqual({ currency: undefined });
  });

  it('a number field is a number once it reads as one; an emptied text field is no value', () => {
    expect(heldFormData({ 'f_amount': '25.5', 'f_note': '' }, schema, {}, 'f')).toEqual({ amount: 25.5, note: undefined });
    expect(heldFormData({ 'f_amount': '' }, schema, {}, 'f')).toEqual({ amount: undefined });
  });

  it('ignores a value of the wrong kind (a text for a checkbox, a checked state for a text)', () => {
    expect(heldFormData({ 'f_terms': 'on', 'f_email': true }, schema, {}, 'f')).toEqual({});
  });
});
