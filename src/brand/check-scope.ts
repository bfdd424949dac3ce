// Every var path of an expression must lead to a value of the scope: schemas/scope.schema.json lists
// its roots and their fields (user from schemas/api/user.schema.json, settings from settings.schema.json),
// so "auth.autenticated", which would read undefined and never be true, is reported with a suggestion.
// In a form document, form.<field> must be a field of that form (its own schema stands for form).
// Objects whose fields are not known in advance (query, route.params, item, event ...) are open maps.
import type { RawProblem } from './messages.ts';
import type { TypedLocations } from './schema-walk.ts';
import { resolveRef, schemaByKey } from './schema-walk.ts';
import { getAt, isWithin, joinPointer } from './pointer.ts';
import { isPlainObject } from '../lib/json.ts';
import { didYouMean, listNames } from './suggest.ts';
import { endpointContracts } from '../generated/endpointParams.ts';

type Schema = Record<string, unknown>;
/** A schema and how to resolve its $refs: from its file, or (a form's own schema) within a root object. */
interface At { schema: Schema; file?: string; root?: Schema }

/** The scope's roots, in the order of the scope schema (auth, user, settings ...). */
export function scopeRoots(): string[] {
  const properties = schemaByKey('scope')?.schema.properties;
  return isPlainObject(properties) ? Object.keys(properties) : [];
}

function deref(at: At): At | undefined {
  let current = at;
  for (let hops = 0; hops < 10 && typeof current.schema.$ref === 'string'; hops++) {
    const ref = current.schema.$ref;
    if (current.root && ref.startsWith('#')) {
      const target = getAt(current.root, ref.slice(1));
      if (!isPlainObject(target)) return undefined;
      current = { schema: target, root: current.root };
    } else if (current.file) {
      const target = resolveRef(ref, current.file);
      if (!target) return undefined;
      current = { schema: target.schema, file: target.file };
    } else return undefined;
  }
  return current;
}

/** The alternatives a value may be: the schema with its $ref followed and anyOf/oneOf/allOf spread out. */
function alternatives(at: At, depth = 0): At[] {
  const resolved = deref(at);
  if (!resolved || depth > 6) return [];
  const out: At[] = [resolved];
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const branches = resolved.schema[keyword];
    if (Array.isArray(branches)) for (const b of branches) if (isPlainObject(b)) out.push(...alternatives({ ...resolved, schema: b }, depth + 1));
  }
  return out;
}

const types = (schema: Schema): string[] => (schema.type === undefined ? [] : [schema.type].flat().filter((t): t is string => typeof t === 'string'));

/** A schema that says nothing about its value's fields: anything may be read from it. */
function isOpen(schema: Schema): boolean {
  const shaped = ['type', 'properties', 'patternProperties', 'additionalProperties', 'items', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((k) => schema[k] !== undefined);
  if (!shaped) return true;
  // {"type": "object", "additionalProperties": true} with no fields named: an open map.
  return schema.additionalProperties === true && !isPlainObject(schema.properties) && !isPlainObject(schema.patternProperties);
}

type Step = { next: At[] } | { open: true } | { known: string[]; primitive: string[] };

/** One segment of a path into the values a schema describes. */
function step(at: At[], segment: string): Step {
  const next: At[] = [];
  const known = new Set<string>();
  const primitive: string[] = [];
  for (const alternative of at.flatMap((a) => alternatives(a))) {
    const { schema } = alternative;
    if (isOpen(schema)) return { open: true };
    const properties = isPlainObject(schema.properties) ? (schema.properties as Record<string, Schema>) : undefined;
    if (properties) Object.keys(properties).forEach((k) => known.add(k));
    if (properties && Object.hasOwn(properties, segment) && isPlainObject(properties[segment])) {
      next.push({ ...alternative, schema: properties[segment] });
      continue;
    }
    const patterns = isPlainObject(schema.patternProperties) ? Object.entries(schema.patternProperties as Record<string, Schema>) : [];
    const matching = patterns.filter(([p]) => new RegExp(p, 'u').test(segment));
    if (matching.length) {
      next.push(...matching.map(([, s]) => ({ ...alternative, schema: s })));
      continue;
    }
    if (isPlainObject(schema.additionalProperties)) {
      next.push({ ...alternative, schema: schema.additionalProperties as Schema });
      continue;
    }
    const t = types(schema);
    if ((t.includes('array') || schema.items !== undefined) && /^\d+$/.test(segment)) {
      next.push(isPlainObject(schema.items) ? { ...alternative, schema: schema.items as Schema } : { schema: {} });
      continue;
    }
    if ((t.includes('array') || t.includes('string')) && segment === 'length') {
      next.push({ schema: { type: 'integer' } });
      continue;
    }
    primitive.push(...t.filter((x) => x !== 'object' && x !== 'null'));
  }
  return next.length ? { next } : { known: [...known], primitive };
}

const KIND_WORDS: Record<string, string> = { boolean: 'true or false', string: 'a string', number: 'a number', integer: 'a number', array: 'a list' };

/**
 * Why a var path does not lead to a value (undefined when it does, or cannot be known): its segments from
 * `from` on are walked through `start`; `what` ends "is not ..." (a value of the scope, in an endpoint's answer).
 */
function explainPath(path: string, start: At[], from: number, what: string, form: boolean): string | undefined {
  const segments = path.split('.');
  let current = start;
  for (let i = from; i < segments.length; i++) {
    const result = step(current, segments[i]);
    if ('open' in result) return undefined;
    if ('next' in result) {
      current = result.next;
      continue;
    }
    const parent = segments.slice(0, i).join('.');
    if (i === 0) return undefined; // an unknown root is the expression schema's to report
    if (!result.known.length && result.primitive.length) {
      const kind = [...new Set(result.primitive.map((t) => KIND_WORDS[t] ?? t))].join(' or ');
      return `"${path}" is not ${what}: ${parent} is ${kind}, which has no fields`;
    }
    const ownField = i === 1 && form;
    const owner = ownField ? 'this form has no field' : `${parent} has no`;
    const listed = result.known.length ? `. ${ownField ? 'Its fields' : `${parent} has`}: ${listNames(result.known, 20)}` : '';
    return `"${path}" is not ${what}: ${owner} "${segments[i]}"${didYouMean(segments[i], result.known)}${listed}`;
  }
  return undefined;
}

/** Why a var path is not a value of the scope, or undefined when it is (or cannot be known). */
export function explainScopePath(path: string, scope: At, form?: At): string | undefined {
  if (path === '') return undefined;
  // In a form document, form is the form's own schema (its $refs resolve within it).
  const inForm = form !== undefined && path.split('.')[0] === 'form';
  return inForm ? explainPath(path, [form], 1, 'a value of the scope', true) : explainPath(path, [scope], 0, 'a value of the scope', false);
}

/** A Data node of the document: where its children are, its name, and the answers its calls give them. */
interface DataNode { children: string; name: string; answers: { endpoint: string; schema: At; key: string }[] }

function dataNodes(data: unknown, locations: TypedLocations): DataNode[] {
  const found: DataNode[] = [];
  for (const pointer of locations.nodes) {
    const node = getAt(data, pointer);
    if (!isPlainObject(node) || node.type !== 'Data' || !isPlainObject(node.props) || typeof node.props.name !== 'string') continue;
    const calls = [node.props.endpoint, isPlainObject(node.props.otherwise) ? node.props.otherwise.endpoint : undefined].filter((e) => e !== undefined);
    const answers = calls.flatMap((endpoint) => {
      const key = typeof endpoint === 'string' && Object.hasOwn(endpointContracts, endpoint) ? endpointContracts[endpoint].answer : undefined;
      const schema = key ? schemaByKey(key) : undefined;
      return schema ? [{ endpoint: endpoint as string, key: key!, schema: { schema: schema.schema, file: schema.file } }] : [];
    });
    // A call whose answer has no schema may answer anything, so then no path into it is checked.
    found.push({ children: joinPointer(pointer, 'children'), name: node.props.name, answers: answers.length === calls.length ? answers : [] });
  }
  return found;
}

/**
 * Why a path into a Data node's answer (data.<name>.value.<field>...) is not in the answer the platform's
 * contract gives (schemas/api/*.response): the operator trial's data.wins.value.data.wins.rowz showed "No wins
 * yet" for ever (issue 26 item 2). The answer is the innermost Data node of that name around the expression;
 * an endpoint with no answer schema (or another option's) is not checked.
 */
function explainAnswerPath(path: string, at: string, nodes: DataNode[]): string | undefined {
  const [root, name, value] = path.split('.');
  if (root !== 'data' || value !== 'value' || !name) return undefined;
  const around = nodes.filter((n) => n.name === name && isWithin(at, n.children));
  const node = around.reduce<DataNode | undefined>((a, b) => (a === undefined || b.children.length > a.children.length ? b : a), undefined);
  if (!node || node.answers.length === 0) return undefined;
  const calls = node.answers.map((a) => `${a.endpoint} (schemas/${a.key}.schema.json)`).join(' or ');
  return explainPath(path, node.answers.map((a) => a.schema), 3, `in the answer of ${calls}`, false);
}

/** Each var path in an expression, with the pointer of its path string. */
export function* varPaths(expression: unknown, pointer: string): Generator<[string, string]> {
  if (Array.isArray(expression)) {
    for (let i = 0; i < expression.length; i++) yield* varPaths(expression[i], joinPointer(pointer, i));
    return;
  }
  if (!isPlainObject(expression)) return;
  for (const [operator, args] of Object.entries(expression)) {
    const at = joinPointer(pointer, operator);
    if (operator !== 'var') {
      yield* varPaths(args, at);
    } else if (typeof args === 'string') {
      yield [at, args];
    } else if (Array.isArray(args)) {
      if (typeof args[0] === 'string') yield [joinPointer(at, 0), args[0]];
      else yield* varPaths(args[0], joinPointer(at, 0)); // a computed path: only what is inside is checked
      if (args.length > 1) yield* varPaths(args[1], joinPointer(at, 1));
    } else {
      yield* varPaths(args, at);
    }
  }
}

/**
 * Whether an expression of a form document sees the form's data as form: its lock, hide and initial
 * expressions, and its submit actions (not their onSuccess and onError, which get the answer instead).
 */
function seesFormData(pointer: string, actions: string[]): boolean {
  if (/^\/(lockedWhen|hiddenWhen|initial)\//.test(pointer)) return true;
  const enclosing = actions.filter((a) => isWithin(pointer, a)).reduce<string | undefined>((a, b) => (a === undefined || b.length > a.length ? b : a), undefined);
  return enclosing !== undefined && /^\/submit\/\d+$/.test(enclosing);
}

/** A root given only by a form document's named value rules (x-formValues in the scope schema): that name. */
function formValuesOnly(path: string): string | undefined {
  const root = schemaByKey('scope')?.schema.properties as Record<string, Schema> | undefined;
  const only = root?.[path.split('.')[0]]?.['x-formValues'];
  return typeof only === 'string' ? only : undefined;
}

export function checkScopePaths(schemaKey: string, data: unknown, locations: TypedLocations): RawProblem[] {
  const scope = schemaByKey('scope');
  if (!scope) return [];
  const base: At = { schema: scope.schema, file: scope.file };
  const formSchema = schemaKey === 'form' && isPlainObject(data) && isPlainObject(data.schema) ? (data.schema as Schema) : undefined;
  // The form's data as its fields: only the fields its schema names (a field schema says what is inside).
  const form: At | undefined = formSchema ? { schema: { type: 'object', properties: formSchema.properties ?? {}, additionalProperties: false }, root: formSchema } : undefined;
  const problems: RawProblem[] = [];
  const formValues = schemaKey === 'form' && isPlainObject(data) ? data.values : undefined;
  const answers = dataNodes(data, locations);
  for (const pointer of locations.expressions) {
    const inForm = form && seesFormData(pointer, locations.actions);
    for (const [at, path] of varPaths(getAt(data, pointer), pointer)) {
      const only = formValuesOnly(path);
      if (only !== undefined && only !== formValues) {
        problems.push({ pointer: at, message: `"${path}" is read only in a form document with "values": "${only}" (src/forms/formValues.ts gives it there)` });
        continue;
      }
      const message = explainScopePath(path, base, inForm ? form : undefined) ?? explainAnswerPath(path, at, answers);
      if (message) problems.push({ pointer: at, message });
    }
  }
  return problems;
}
