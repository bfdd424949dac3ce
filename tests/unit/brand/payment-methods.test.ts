// Issue 26 item 5 in `brand validate`: settings.json paymentMethods (countries are ISO 3166-1 alpha-2 codes, the
// shape is the schema's) and a deposit field of the brand's own (DepositField detail: never named like card data,
// at most 255 characters), each refused in a brand that extends the real curacao, with a sentence that says why.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { validateBrand } from '../../../src/brand/validate.ts';
import { formatProblem } from '../../../src/brand/problems.ts';

const dirs: string[] = [];
afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

/** The problems `brand validate acme` prints for acme (extends curacao) with these files. */
function problemsOf(files: Record<string, unknown>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'paymethods-'));
  dirs.push(dir);
  cpSync(join(ROOT, 'brands/curacao'), join(dir, 'curacao'), { recursive: true });
  const all: Record<string, unknown> = { 'brand.json': { id: 'acme', name: 'Acme', extends: 'curacao' }, ...files };
  for (const [path, data] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, 'acme', path)), { recursive: true });
    writeFileSync(join(dir, 'acme', path), JSON.stringify(data, null, 2));
  }
  return validateBrand('acme', { brandsDir: dir }).problems.map(formatProblem);
}

/** curacao's deposit page with one more field in the pay form (after the payer reference). */
const depositWith = (field: unknown) => ({
  body: { $patch: [{ op: 'merge', id: 'deposit-flow', value: { children: { $patch: [{ op: 'merge', id: 'deposit', value: { children: { $patch: [
    { op: 'merge', id: 'pay', value: { children: { $patch: [{ op: 'merge', id: 'form', value: { children: { $patch: [
      { op: 'add', after: 'payer-reference', value: field },
    ] } } }] } } },
  ] } } }] } } }] },
});
const field = (props: Record<string, unknown>) => ({
  type: 'DepositField',
  props: { label: 'text.cashier.deposit.payerReference.label', messages: { required: 'text.cashier.deposit.payerReference.required', invalid: 'text.cashier.deposit.payerReference.invalid' }, ...props },
});

describe('brand validate: settings.json paymentMethods', () => {
  it('takes curacao\'s own and a child\'s change of one method', () => {
    expect(problemsOf({ 'settings.json': { paymentMethods: { order: ['skrill'], restrictions: { neteller: { restrictedCountries: ['DE', 'AT'] }, pix: null } } } })).toEqual([]);
  });

  it('refuses a country that is not two upper-case letters, and a key the setting does not have', () => {
    const problems = problemsOf({ 'settings.json': { paymentMethods: { restrictions: { neteller: { restrictedCountries: ['de', 'Germany'], hiddenIn: ['FR'] } } } } });
    expect(problems).toHaveLength(3);
    expect(problems.filter((p) => p.includes('/paymentMethods/restrictions/neteller/restrictedCountries/') && p.includes('two-letter upper-case country code'))).toHaveLength(2);
    expect(problems.some((p) => p.includes('/paymentMethods/restrictions/neteller') && p.includes('hiddenIn'))).toBe(true);
  });
});

describe('brand validate: a deposit field of the brand\'s own (DepositField detail)', () => {
  it('takes a detail named in letters and digits', () => {
    expect(problemsOf({ 'pages/deposit.json': depositWith(field({ detail: 'iban', maxLength: 34 })) })).toEqual([]);
  });

  it('refuses a detail named like card data, saying why', () => {
    for (const name of ['cardNumber', 'cvv', 'expiryDate', 'pan']) {
      const problems = problemsOf({ 'pages/deposit.json': depositWith(field({ detail: name })) });
      expect(problems, name).toHaveLength(1);
      expect(problems[0]).toMatch(/props\/detail .*never card data/);
    }
  });

  it('refuses a detail longer than the contract\'s 255 characters, and a field with neither name nor detail', () => {
    expect(problemsOf({ 'pages/deposit.json': depositWith(field({ detail: 'note', maxLength: 500 })) }).join('\n')).toMatch(/props\/maxLength .*at most 255/);
    expect(problemsOf({ 'pages/deposit.json': depositWith(field({})) })).toHaveLength(1);
  });
});
