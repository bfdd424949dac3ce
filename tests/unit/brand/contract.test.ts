// Issue 26 item 2, "the platform's contract is checked before publishing": on the real curacao, a child brand
// makes the operator trial's contract mistakes, and `brand validate` refuses each at its file, line and pointer
// with the request or answer schema it breaks. The same documents written right are valid.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { validateBrand } from '../../../src/brand/validate.ts';
import { formatProblem } from '../../../src/brand/problems.ts';

const dir = mkdtempSync(join(tmpdir(), 'contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
cpSync(join(ROOT, 'brands/curacao'), join(dir, 'curacao'), { recursive: true });

/** A child brand of curacao with these documents; what validate prints for it. */
function printed(id: string, documents: Record<string, unknown>): string[] {
  writeFileSync(join(mkdirFor(join(dir, id, 'brand.json')), 'brand.json'), JSON.stringify({ id, name: id, extends: 'curacao' }));
  for (const [path, value] of Object.entries(documents)) {
    writeFileSync(join(mkdirFor(join(dir, id, path)), path.split('/').pop()!), `${JSON.stringify(value, null, 2)}\n`);
  }
  return validateBrand(id, { brandsDir: dir }).problems.map(formatProblem).map((line) => line.replace(`${dir}/`, ''));
}

function mkdirFor(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  return dirname(file);
}

/** The trial's wins page: a Data node of getTopWins and a path into its answer. */
const winsPage = (path: string) => ({
  title: 'text.page.promotions.title',
  body: [{
    type: 'Data',
    props: { name: 'wins', endpoint: 'getTopWins', params: { tab: 'all' } },
    children: [{ type: 'Text', props: { text: 'text.cashier.withdrawal.available', values: { amount: { var: path } } } }],
  }],
});

describe('the platform\'s contract in brand validate (issue 26 item 2)', () => {
  it('refuses a var path into a Data node\'s answer that the answer schema does not have (the trial\'s rowz)', () => {
    expect(printed('wins-typo', { 'pages/promotions.json': winsPage('data.wins.value.data.wins.rowz') })).toEqual([
      'wins-typo/pages/promotions.json:20:24 /body/0/children/0/props/values/amount/var "data.wins.value.data.wins.rowz" is not in the answer of getTopWins (schemas/api/top-wins.response.schema.json): data.wins.value.data.wins has no "rowz" (did you mean "rows"?). data.wins.value.data.wins has: count, rows',
    ]);
    expect(printed('wins-right', { 'pages/promotions.json': winsPage('data.wins.value.data.wins.count') })).toEqual([]);
  });

  it('refuses a limit period the limits endpoint does not take, offered by the form or written as a value', () => {
    const yearly = {
      schema: { properties: { period: { oneOf: { $patch: [{ op: 'add', value: { const: 3, title: 'text.limits.period.monthly' } }] } } } },
    };
    expect(printed('yearly-limit', { 'forms/limits-deposit.json': yearly })).toEqual([
      expect.stringMatching(/^yearly-limit\/forms\/limits-deposit\.json:\d+:\d+ \/schema\/properties\/period\/oneOf\/3\/const The form field "period" offers 3, which the endpoint updateLimits \(schemas\/api\/limits-update\.request\.schema\.json\) refuses for its param "period" \(\/submit\/0\/params\/period\): it takes only 0, 1, 2$/),
    ]);
    const written = { submit: [{ action: 'call', endpoint: 'updateLimits', params: { form: 'updateDeposit', period: 4, amount: { var: 'form.amount' } } }] };
    expect(printed('written-period', { 'forms/limits-deposit.json': written })).toEqual([
      expect.stringMatching(/^written-period\/forms\/limits-deposit\.json:\d+:\d+ \/submit\/0\/params\/period the endpoint updateLimits \(schemas\/api\/limits-update\.request\.schema\.json\) refuses 4 for "period" \(enum\): it takes only 0, 1, 2$/),
    ]);
  });

  it('takes a withdrawal form\'s text field of the brand\'s own (the open details field) only as the platform would', () => {
    const field = (name: string, extra: object = {}) => ({ schema: { properties: { [name]: { type: 'string', title: 'text.cashier.withdrawal.field.accountNumber', ...extra } } } });
    expect(printed('withdraw-iban', { 'forms/withdraw-bank.json': field('iban', { maxLength: 34 }) })).toEqual([]);
    const [long] = printed('withdraw-long', { 'forms/withdraw-bank.json': field('iban') });
    expect(long).toMatch(/^withdraw-long\/forms\/withdraw-bank\.json:\d+:\d+ \/schema\/properties\/iban "iban" travels in the withdrawal's details .* give the field a "maxLength" of at most 255/);
    const [card] = printed('withdraw-card', { 'forms/withdraw-bank.json': field('cardNumber', { maxLength: 19 }) });
    expect(card).toMatch(/\/schema\/properties\/cardNumber "cardNumber" travels in the withdrawal's details .* never like card data/);
  });

  it('refuses the trial\'s heardFrom on the sign-up form, and takes it marked x-formOnly', () => {
    const heardFrom = (extra: object) => ({ schema: { properties: { heardFrom: { type: 'string', title: 'text.form.field.email', ...extra } } } });
    const leftOut = expect.stringMatching(/^curacao\/forms\/register\.json:\d+:\d+ \/uiSchema\/ui:order The form's ui:order leaves out "heardFrom"/);
    expect(printed('heard-from', { 'forms/register.json': heardFrom({}) })).toEqual([
      leftOut,
      expect.stringMatching(/^heard-from\/forms\/register\.json:4:7 \/schema\/properties\/heardFrom "heardFrom" is not a field of the sign-up call/),
    ]);
    // Only the form's ui:order must still name it (check-form-order.ts).
    expect(printed('heard-from-form-only', { 'forms/register.json': heardFrom({ 'x-formOnly': true }) })).toEqual([leftOut]);
  });
});
