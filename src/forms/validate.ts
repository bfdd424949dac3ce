// Validates form data against a form document's JSON Schema by interpreting it, so brand forms (which
// operators change without a code release) need no compiled code: no ajv compiler, no new Function in
// the browser. Its JSON Schema keywords follow draft-07 exactly (a test runs the official JSON Schema Test Suite's
// cases for each: tests/unit/forms/json-schema-suite.test.ts), and schemas/form-field.schema.json admits no
// other, so `brand validate` refuses a keyword this would ignore. Our vocabulary keywords beside them:
//   "format": email | date | card-number | card-expiry | cvc | ifsc | upi-id
//   "x-password": true            password rules of spec 5 from settings.formFieldsValidation.password
//   "x-sameAs": "password"        must equal that sibling field ('Passwords must match')
//   "x-phone": {"codeField": "phoneCode"}   number length for the sibling phone code (libphonenumber)
//   "x-minAge": 18, "x-maxAge": 100          for a YYYY-MM-DD date of birth
//   "x-sessionLimit": {"unitField": "unit"}  a session time limit in that unit (spec 5 Limits)
// (The x- keywords are declared in schemas/form-field.schema.json and read through `extension`.)
// A form's data is validated with validateFormData: a field left empty ('' or null) is a field not filled.
import { deepEquals } from '@rjsf/utils';
import { sessionLimitProblem } from '../account/limits';
import { FORMATS, dateOfBirthProblem, extension, passwordProblems, phoneProblem, type PasswordRules, type ProblemKeyword } from './vocabulary';

export type Schema = Record<string, unknown>;
export interface Problem { path: string[]; keyword: ProblemKeyword; params?: Record<string, unknown> }
export interface ValidateContext { root: Schema; today: Date; password?: PasswordRules }

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
/** A property the data has (own, so "__proto__" or "toString" in a schema never finds the prototype's). */
const has = (data: Record<string, unknown>, name: string) => Object.hasOwn(data, name) && data[name] !== undefined;

const decodePart = (part: string) => { try { return decodeURIComponent(part); } catch { return part; } };

/** A local $ref ("#/definitions/a~1b%25c"): a JSON pointer (RFC 6901: ~1 is /, ~0 is ~) in a URI fragment (percent-encoded). */
function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const name = decodePart(part).replace(/~1/g, '/').replace(/~0/g, '~');
    target = target && typeof target === 'object' && Object.hasOwn(target, name) ? (target as Record<string, unknown>)[name] : undefined;
  }
  return target && typeof target === 'object' ? resolve(target as Schema, root) : {};
}

/** The form's data without its empty fields: rjsf leaves an emptied field '' or drops it, an initial value may be null. */
function withoutEmptyFields(value: unknown): unknown {
  if (typeOf(value) !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => !isEmpty(v)).map(([k, v]) => [k, withoutEmptyFields(v)]));
}

/** Validates a form's data: an empty field counts as missing (required says so; its other rules wait for a value). */
export function validateFormData(schema: Schema, data: unknown, ctx: ValidateContext): Problem[] {
  return validateValue(schema, withoutEmptyFields(data), ctx);
}

function matchesType(expected: unknown, value: unknown): boolean {
  const actual = typeOf(value);
  const list = Array.isArray(expected) ? expected : [expected];
  return list.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

export function validateValue(schemaIn: Schema, value: unknown, ctx: ValidateContext, path: string[] = [], parent?: Record<string, unknown>): Problem[] {
  const schema = resolve(schemaIn, ctx.root);
  const problems: Problem[] = [];
  const add = (keyword: ProblemKeyword, params?: Record<string, unknown>) => problems.push({ path, keyword, params });
  if (value === undefined) return problems;

  for (const sub of (schema.allOf as Schema[] | undefined) ?? []) problems.push(...validateValue(sub, value, ctx, path, parent));
  if (Array.isArray(schema.anyOf) && !(schema.anyOf as Schema[]).some((s) => validateValue(s, value, ctx, path, parent).length === 0)) add('format');
  if (Array.isArray(schema.oneOf) && (schema.oneOf as Schema[]).filter((s) => validateValue(s, value, ctx, path, parent).length === 0).length !== 1) add('format');
  if (schema.if && typeof schema.if === 'object') {
    const branch = validateValue(schema.if as Schema, value, ctx, path, parent).length === 0 ? schema.then : schema.else;
    if (branch && typeof branch === 'object') problems.push(...validateValue(branch as Schema, value, ctx, path, parent));
  }

  if (schema.type !== undefined && !matchesType(schema.type, value)) {
    add('type', { type: schema.type });
    return problems;
  }
  if ('const' in schema && !deepEquals(value, schema.const)) add('const', { const: schema.const });
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => deepEquals(value, allowed))) add('enum', { allowed: schema.enum });

  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) add('minLength', { limit: schema.minLength });
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) add('maxLength', { limit: schema.maxLength });
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) add('pattern');
    const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
    if (format && value !== '') { const p = format(value, ctx.today); if (p) add(p); }
    if (extension(schema, 'x-password') === true) for (const p of passwordProblems(value, ctx.password)) add(p, { limit: p === 'minLength' ? ctx.password?.minLength ?? 6 : 255 });
    const sameAs = extension(schema, 'x-sameAs');
    if (typeof sameAs === 'string' && parent && parent[sameAs] !== value) add('sameAs');
    const phone = extension(schema, 'x-phone');
    if (phone && value !== '') { const p = phoneProblem(phone.codeField ? (parent?.[phone.codeField] as string) : undefined, value); if (p) add(p); }
    const minAge = extension(schema, 'x-minAge');
    const maxAge = extension(schema, 'x-maxAge');
    if (typeof minAge === 'number' || typeof maxAge === 'number') {
      const p = dateOfBirthProblem(value, ctx.today, minAge ?? 0, maxAge ?? 150);
      if (p) add(p);
    }
  }
  if (typeof value === 'number') {
    const session = extension(schema, 'x-sessionLimit');
    if (session) {
      const p = sessionLimitProblem(value, parent?.[session.unitField]);
      if (p) add(p === 'minimum' ? 'sessionLimitMinimum' : p === 'maximum' ? 'sessionLimitMaximum' : 'format');
    }
    if (typeof schema.minimum === 'number' && value < schema.minimum) add('minimum', { limit: schema.minimum });
    if (typeof schema.maximum === 'number' && value > schema.maximum) add('maximum', { limit: schema.maximum });
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) add('minimum', { limit: schema.exclusiveMinimum });
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) add('maximum', { limit: schema.exclusiveMaximum });
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object') {
    value.forEach((item, i) => problems.push(...validateValue(schema.items as Schema, item, ctx, [...path, String(i)])));
  }
  if (typeOf(value) === 'object') {
    const data = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (!has(data, name)) problems.push({ path: [...path, name], keyword: 'required' });
    }
    for (const [name, sub] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
      if (has(data, name)) problems.push(...validateValue(sub, data[name], ctx, [...path, name], data));
    }
  }
  return problems;
}
