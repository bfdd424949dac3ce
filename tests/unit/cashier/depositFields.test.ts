// spec 2.5 'A Skrill email step' as a field the deposit page declares (DepositField; src/cashier/depositFields.ts):
// its rule (required, format email, maxLength), its starting value, and the problem a platform refusal names.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEPOSIT_FIELD_KEYS, DEPOSIT_OWN_KEYS, depositFieldProblem, depositFieldValue, refusedFieldProblem } from '../../../src/cashier/depositFields';
import { ENDPOINTS } from '../../../src/platform/api/endpoints';
import { validators } from '../../../src/generated/validators.js';
import { accountEmailProblem } from '../../../src/cashier/accountEmail';

describe("spec 2.5 'A Skrill email step': a declared deposit field", () => {
  it('an empty value is required unless the field says otherwise; the format and the length are checked after trimming', () => {
    expect(depositFieldProblem('', {})).toBe('required');
    expect(depositFieldProblem('   ', { format: 'email' })).toBe('required');
    expect(depositFieldProblem(undefined, {})).toBe('required');
    expect(depositFieldProblem('', { required: false })).toBeNull();
    expect(depositFieldProblem('abc', { maxLength: 2 })).toBe('invalid');
    expect(depositFieldProblem(' ab ', { maxLength: 2 })).toBeNull();
    expect(depositFieldProblem('anything', {})).toBeNull();
  });

  it("format email refuses exactly what the platform refuses (src/cashier/accountEmail.ts, the sandbox's check)", () => {
    for (const value of ['player', 'player@', '@skrill.com', 'player@skrill', 'pla yer@skrill.com', 'a@b@c.com', 'player@skrill..com',
      `${'a'.repeat(254)}@x.com`, 'player@skrill.com', '  first.last+wallet@mail.example.co.uk ']) {
      expect(depositFieldProblem(value, { format: 'email' }), value).toBe(accountEmailProblem(value));
    }
    expect(depositFieldProblem('player@skrill.com', { format: 'email' })).toBeNull();
  });

  it("the field starts with its declared value (the player's e-mail); once changed it is what the player typed, even empty", () => {
    expect(depositFieldValue('', false, ' me@example.com')).toBe('me@example.com');
    expect(depositFieldValue('wallet@example.com', true, 'me@example.com')).toBe('wallet@example.com');
    expect(depositFieldValue('', true, 'me@example.com')).toBe('');
    expect(depositFieldValue('', false, null)).toBe('');
    expect(depositFieldValue('', false, 42)).toBe('');
  });

  it("a refusal's reason is the field's problem: required, else invalid", () => {
    expect(refusedFieldProblem('required')).toBe('required');
    expect(refusedFieldProblem('invalid')).toBe('invalid');
    expect(refusedFieldProblem(undefined)).toBe('invalid');
  });

  it('both deposit pages declare the Skrill step as a DepositField sent as accountEmail, with the texts of ACCOUNT_EMAIL_INVALID', () => {
    for (const brand of ['curacao', 'lulu']) {
      const page = readFileSync(`brands/${brand}/pages/deposit.json`, 'utf8');
      expect(page, brand).not.toContain('DepositAccountEmail');
      const doc = JSON.parse(page);
      const found: Array<Record<string, unknown>> = [];
      const walk = (node: unknown) => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object') {
          // The fields sent under a body key (a brand's own detail, like curacao's payer reference, is depositDetails.test.ts').
          if ((node as { type?: unknown }).type === 'DepositField' && !(node as { props?: { detail?: unknown } }).props?.detail) found.push(node as Record<string, unknown>);
          Object.values(node).forEach(walk);
        }
      };
      walk(doc);
      expect(found, brand).toEqual([expect.objectContaining({
        props: expect.objectContaining({
          name: 'accountEmail', format: 'email', initial: { var: 'user.email' },
          messages: { required: 'text.cashier.deposit.accountEmail.required', invalid: 'text.cashier.deposit.accountEmail.invalid' },
        }),
        when: { var: 'cashier.method.accountEmail' },
      })]);
    }
  });

  it("a field's name is a key the deposit call sends and the pay form does not set itself: brand validate refuses others", () => {
    expect(DEPOSIT_FIELD_KEYS).toEqual(['accountEmail']);
    for (const key of DEPOSIT_OWN_KEYS) expect(ENDPOINTS.deposit.body, key).toContain(key);
    const field = (name: string) => validators['widget:DepositField']({ name, label: 'text.x', messages: { required: 'text.r', invalid: 'text.i' } });
    expect(field('accountEmail')).toBe(true);
    // One the call would drop, and ones that would overwrite the amount or the method.
    for (const name of ['nickname', 'amount', 'paymentMethod', 'requestId']) expect(field(name), name).toBe(false);
  });
});
