// A call's param values against the platform's contract (issue 26 item 2): where the endpoint's request has a
// schema (schemas/api/*.request, src/generated/endpointParams.ts endpointContracts), a value written in the
// document must be one the request takes, and so must every value of a form field the param reads
// ({"var": "form.period"}): the trial's "yearly" choice (period 3) of the deposit limit was refused by the
// platform only when a player pressed save. Other expressions are computed at run time and not judged here.
import type { RawProblem } from './messages.ts';
import type { TypedLocations } from './schema-walk.ts';
import { getAt, joinPointer } from './pointer.ts';
import { resolveRef, schemaByKey } from './schema-walk.ts';
import { isPlainObject } from '../lib/json.ts';
import { listNames } from './suggest.ts';
import { validateValue, type Schema } from '../forms/validate.ts';
import { endpointContracts } from '../generated/endpointParams.ts';

/** A schema with every $ref (local or to another file) replaced by its target, so it stands alone. */
function inlined(schema: unknown, file: string, root: Schema, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlined(s, file, root, depth));
  if (!isPlainObject(schema) || depth > 8) return schema;
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref.startsWith('#') ? { schema: getAt(root, schema.$ref.slice(1)), file, root } : resolveRef(schema.$ref, file);
    if (!target || !isPlainObject(target.schema)) return {};
    const targetRoot = 'root' in target ? root : (resolveRef('#', target.file)?.schema ?? target.schema);
    return inlined(target.schema, target.file, targetRoot as Schema, depth + 1);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'properties' || k === 'definitions' ? mapValues(v, (s) => inlined(s, file, root, depth)) : inlined(v, file, root, depth)]));
}

const mapValues = (value: unknown, f: (v: unknown) => unknown) => (isPlainObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, f(v)])) : value);

/** The types a schema admits, with its anyOf/oneOf branches; empty when it says none (anything goes). */
function typesOf(schema: unknown): Set<string> {
  if (!isPlainObject(schema)) return new Set();
  const own = schema.type === undefined ? [] : [schema.type].flat().filter((t): t is string => typeof t === 'string');
  const branches = ['anyOf', 'oneOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : []));
  const fromBranches = branches.map(typesOf);
  if (branches.length && fromBranches.some((t) => t.size === 0)) return new Set(own); // a branch that takes anything
  return new Set([...own, ...fromBranches.flatMap((t) => [...t])]);
}

/**
 * The values a field can hold when it is a choice (const, enum, or oneOf/anyOf of consts), each with the
 * pointer (within the field) where it is written; else undefined.
 */
function choicesAt(field: Schema): { value: unknown; at: string }[] | undefined {
  if (field.const !== undefined) return [{ value: field.const, at: '/const' }];
  if (Array.isArray(field.enum)) return field.enum.map((value, i) => ({ value, at: `/enum/${i}` }));
  for (const keyword of ['oneOf', 'anyOf']) {
    const branches = field[keyword];
    if (Array.isArray(branches) && branches.length && branches.every((b) => isPlainObject(b) && b.const !== undefined)) {
      return branches.map((b, i) => ({ value: (b as Schema).const, at: `/${keyword}/${i}/const` }));
    }
  }
  return undefined;
}

const choicesOf = (schema: Schema) => choicesAt(schema)?.map((c) => c.value);

const shown = (value: unknown) => JSON.stringify(value);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/** Why the request property refuses the value, or undefined when it takes it. */
function refusal(property: Schema, value: unknown): string | undefined {
  const problems = validateValue(property, value, { root: property, today: new Date() });
  return problems.length ? problems[0].keyword : undefined;
}

/** What the property takes, in words, for a message: its choices or its types. */
function takes(property: Schema): string {
  const choices = choicesOf(property);
  if (choices) return `only ${listNames(choices.map(shown), 12)}`;
  const types = [...typesOf(property)];
  return types.length ? `a ${types.join(' or ')}` : 'any value';
}

export function checkParamValues(data: unknown, locations: TypedLocations): RawProblem[] {
  const problems: RawProblem[] = [];
  const form = isPlainObject(data) && isPlainObject(data.schema) && isPlainObject(data.schema.properties) ? (data.schema as Schema) : undefined;
  for (const place of locations.endpointParams) {
    if (!place.present || typeof place.endpoint !== 'string' || !Object.hasOwn(endpointContracts, place.endpoint)) continue;
    const key = endpointContracts[place.endpoint].request;
    const request = key ? schemaByKey(key) : undefined;
    const params = getAt(data, place.pointer);
    if (!request || !isPlainObject(params) || !isPlainObject(request.schema.properties)) continue;
    const call = `the endpoint ${place.endpoint} (schemas/${key}.schema.json)`;
    for (const [name, value] of Object.entries(params)) {
      const declared = (request.schema.properties as Record<string, unknown>)[name];
      if (!isPlainObject(declared)) continue; // an unknown name is check-endpoint-params.ts's to report
      const property = inlined(declared, request.file, request.schema) as Schema;
      const pointer = joinPointer(place.pointer, name);
      if (!isPlainObject(value) && !Array.isArray(value)) {
        const why = refusal(property, value);
        if (why) problems.push({ pointer, message: `${call} refuses ${shown(value)} for "${name}" (${why}): it takes ${takes(property)}` });
        continue;
      }
      const read = isPlainObject(value) && typeof value.var === 'string' && value.var.startsWith('form.') ? value.var.slice('form.'.length) : undefined;
      const field = read !== undefined && form ? (form.properties as Record<string, unknown>)[read] : undefined;
      if (!isPlainObject(field) || read === undefined) continue;
      const fieldSchema = inlined(field, '', form!) as Schema;
      const fieldName = read;
      // A refused choice is reported where it is written (a child brand's added choice is in its own file).
      const written = typeof field.$ref === 'string' ? undefined : choicesAt(field);
      const choices = written ?? choicesAt(fieldSchema)?.map((c) => ({ ...c, at: '' }));
      if (choices) {
        for (const choice of choices.filter((c) => refusal(property, c.value) !== undefined)) {
          problems.push({
            pointer: `${joinPointer('/schema/properties', fieldName)}${choice.at}`,
            message: `The form field "${fieldName}" offers ${shown(choice.value)}, which ${call} refuses for its param "${name}" (${pointer}): it takes ${takes(property)}`,
          });
        }
        continue;
      }
      const accepted = typesOf(property);
      const propertyChoices = choicesOf(property);
      // A type that is no JSON type ("strng") is the form schema's to report.
      const fieldTypes = [...typesOf(fieldSchema)].filter((t) => t !== 'null' && JSON_TYPES.has(t));
      const fits = (t: string) => accepted.has(t) || (t === 'integer' && accepted.has('number')) || (t === 'number' && accepted.has('integer'));
      if (propertyChoices || (accepted.size && fieldTypes.length && !fieldTypes.every(fits))) {
        problems.push({ pointer: joinPointer(pointer, 'var'), message: `The form field "${fieldName}" (${fieldTypes.join(' or ') || 'any value'}) does not fit "${name}" of ${call}: it takes ${takes(property)}` });
      }
    }
  }
  return problems;
}
