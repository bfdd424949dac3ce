// Walks a document alongside its JSON Schema to find the typed places in it: every node, action and
// expression wherever the schemas put them (page bodies, modal footers, nested children, onSuccess lists,
// inline modal content of openModal, expression-valued props ...), and every reference to another
// document or name. Driven by the schemas alone, so a new widget or action is checked without touching
// this tool:
// - a $ref to node, action or expression marks a node, an action or an expression;
// - "x-ref": "<kind>" on a string schema marks a name of that kind (page-key, page, modal, form, menu,
//   route-path, query, form-field ...; check-references.ts knows each kind's names). A marked property the
//   document leaves out counts with its schema default, which the code then uses;
// - "x-key-ref": "<kind>" on an object schema marks its free keys (those no properties or
//   patternProperties declare) as names of that kind (lockedWhen's field names);
// - "x-params-of": "<sibling>" on an object schema marks the params of the endpoint its sibling names.
// Also records which properties the schemas allow on each object, for "did you mean" on an unknown one.
import { dirname, resolve } from 'node:path';
import { schemaFiles, readSchema } from './schema-files.ts';
import { joinPointer } from './pointer.ts';
import { isPlainObject } from '../lib/json.ts';

type Schema = Record<string, unknown>;
interface SchemaAt { schema: Schema; file: string }

/** A name in a document that must exist elsewhere (a modal, a form, a route ...), found by an x-ref marker. */
export interface Reference {
  /** The marker's kind: page-key, page, modal, form, menu, route-path, query, form-field ... */
  kind: string;
  /** Where the name is; for a default, where the property would be (problems land on its nearest ancestor). */
  pointer: string;
  name: string;
  /** A key of an object (x-key-ref) or a value. */
  at: 'key' | 'value';
  /** Set when the document leaves the property out and its schema default names the thing: the property's path. */
  defaultOf?: string;
}

/** The params of a call whose sibling property names the endpoint (x-params-of). */
export interface EndpointParamsPlace {
  /** The params object, or where it would be when the document has none. */
  pointer: string;
  endpoint: unknown;
  present: boolean;
}

export interface TypedLocations {
  nodes: string[];
  actions: string[];
  expressions: string[];
  references: Reference[];
  endpointParams: EndpointParamsPlace[];
  /** Object pointer -> property names the applicable schemas declare. */
  allowedProperties: Map<string, Set<string>>;
}

type Kind = 'nodes' | 'actions' | 'expressions';

/** The schema files whose root marks a typed place. */
const KIND_OF_SCHEMA: Record<string, Kind> = {
  node: 'nodes',
  action: 'actions',
  expression: 'expressions',
};

const patterns = new Map<string, RegExp>();
/** Patterns are compiled once: the walk tests the same few thousands of times per brand. */
function pattern(source: string): RegExp {
  let compiled = patterns.get(source);
  if (!compiled) patterns.set(source, (compiled = new RegExp(source, 'u')));
  return compiled;
}

interface Registry {
  byFile: Map<string, { schema: Schema; key: string }>;
  byKey: Map<string, SchemaAt>;
}

let registry: Registry | undefined;

/** Schemas are read once per process; the brand CLI and the dev server validate many documents. */
function schemas(): Registry {
  if (registry) return registry;
  const byFile = new Map<string, { schema: Schema; key: string }>();
  const byKey = new Map<string, SchemaAt>();
  for (const f of schemaFiles()) {
    const schema = readSchema(f.file);
    byFile.set(f.file, { schema, key: f.key });
    byKey.set(f.key, { schema, file: f.file });
  }
  registry = { byFile, byKey };
  return registry;
}

export function schemaByKey(key: string): SchemaAt | undefined {
  return schemas().byKey.get(key);
}

export function resolveRef(ref: string, from: string): (SchemaAt & { kind?: Kind }) | undefined {
  const [path, fragment = ''] = ref.split('#');
  const file = path ? resolve(dirname(from), path) : from;
  const entry = schemas().byFile.get(file);
  if (!entry) return undefined;
  let schema: unknown = entry.schema;
  for (const segment of fragment.split('/').filter(Boolean)) schema = (schema as Schema | undefined)?.[segment];
  if (!isPlainObject(schema)) return undefined;
  const kind = fragment.replace(/^\//, '') === '' ? KIND_OF_SCHEMA[entry.key] : undefined;
  return { schema: schema as Schema, file, kind };
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether an anyOf/oneOf branch could apply to the value, judged by its declared type only. */
function mayApply(schema: Schema, value: unknown): boolean {
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const actual = jsonType(value);
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

export function findTypedLocations(schemaKey: string, data: unknown): TypedLocations {
  const found: TypedLocations = { nodes: [], actions: [], expressions: [], references: [], endpointParams: [], allowedProperties: new Map() };
  const seen = new Set<string>();
  const root = schemaByKey(schemaKey);
  if (root) visit(root.schema, root.file, data, '');
  return found;

  function addReference(reference: Reference) {
    const mark = `ref\0${reference.kind}\0${reference.at}\0${reference.pointer}`;
    if (seen.has(mark)) return;
    seen.add(mark);
    found.references.push(reference);
  }

  /** A name the schema marks; one whose pattern fails is the schema's problem to report, not a reference. */
  function markedName(schema: Schema, value: unknown): value is string {
    return typeof value === 'string' && (typeof schema.pattern !== 'string' || pattern(schema.pattern).test(value));
  }

  function visit(schema: Schema, file: string, value: unknown, pointer: string): void {
    if (typeof schema['x-ref'] === 'string' && markedName(schema, value)) addReference({ kind: schema['x-ref'], pointer, name: value, at: 'value' });
    if (typeof schema.$ref === 'string') {
      const target = resolveRef(schema.$ref, file);
      if (target) {
        if (target.kind) {
          const mark = `${target.kind}\0${pointer}`;
          if (seen.has(mark)) return;
          seen.add(mark);
          found[target.kind].push(pointer);
        }
        // An expression is checked whole by the expression schema; nothing typed lives inside it.
        if (target.kind !== 'expressions') visit(target.schema, target.file, value, pointer);
        if (target.kind === 'nodes') visitRegistryEntry('widget', value, pointer, 'type', 'props');
        if (target.kind === 'actions') visitRegistryEntry('action', value, pointer, 'action');
      }
    }
    for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
      const branches = schema[keyword];
      if (Array.isArray(branches)) for (const branch of branches) if (isPlainObject(branch) && mayApply(branch, value)) visit(branch, file, value, pointer);
    }
    if (isPlainObject(value)) visitObject(schema, file, value, pointer);
    if (Array.isArray(value)) visitArray(schema, file, value, pointer);
  }

  function visitObject(schema: Schema, file: string, value: Record<string, unknown>, pointer: string) {
    const properties = isPlainObject(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
    if (Object.keys(properties).length) {
      const allowed = found.allowedProperties.get(pointer) ?? new Set<string>();
      for (const name of Object.keys(properties)) allowed.add(name);
      found.allowedProperties.set(pointer, allowed);
    }
    const patternEntries = isPlainObject(schema.patternProperties) ? Object.entries(schema.patternProperties as Record<string, Schema>) : [];
    const keyKind = typeof schema['x-key-ref'] === 'string' ? schema['x-key-ref'] : undefined;
    for (const [key, item] of Object.entries(value)) {
      const child = joinPointer(pointer, key);
      if (Object.hasOwn(properties, key)) {
        visit(properties[key], file, item, child);
        continue;
      }
      const matching = patternEntries.filter(([source]) => pattern(source).test(key));
      for (const [, sub] of matching) visit(sub, file, item, child);
      if (!matching.length && keyKind) addReference({ kind: keyKind, pointer: child, name: key, at: 'key' });
      if (!matching.length && isPlainObject(schema.additionalProperties)) visit(schema.additionalProperties as Schema, file, item, child);
    }
    for (const { name, schema: sub, paramsOf, defaults } of markedProperties(schema, file)) {
      const child = joinPointer(pointer, name);
      if (paramsOf && !found.endpointParams.some((p) => p.pointer === child)) {
        found.endpointParams.push({ pointer: child, endpoint: value[paramsOf], present: Object.hasOwn(value, name) });
      }
      if (defaults && !Object.hasOwn(value, name)) visitDefaults(sub, file, child, name);
    }
  }

  /**
   * A property the document leaves out takes its schema default, and the code uses it: a Deposit node
   * without resultModals opens the modal "deposit-failed". So a marked default is a reference too, and so
   * are the marked defaults inside a left-out object (resultModals.failed).
   */
  function visitDefaults(schema: Schema, file: string, pointer: string, path: string) {
    for (const entry of markedDefaults(schema, file)) {
      addReference({ kind: entry.kind, pointer: joinPointer(pointer, ...entry.path), name: entry.name, at: 'value', defaultOf: [path, ...entry.path].join('.') });
    }
  }

  function visitArray(schema: Schema, file: string, value: unknown[], pointer: string) {
    const { items } = schema;
    value.forEach((item, i) => {
      const sub = Array.isArray(items) ? items[i] : items;
      if (isPlainObject(sub)) visit(sub as Schema, file, item, joinPointer(pointer, i));
    });
  }

  /**
   * A node's props follow its widget's schema and an action's params follow its handler's schema; the
   * core node and action schemas cannot say so, so the walk continues with the registry entry's schema.
   */
  function visitRegistryEntry(kind: 'widget' | 'action', value: unknown, pointer: string, nameKey: string, paramsKey?: string) {
    if (!isPlainObject(value) || typeof value[nameKey] !== 'string') return;
    const entry = schemaByKey(`${kind}:${value[nameKey]}`);
    if (!entry) return;
    if (paramsKey) {
      // Props left out are {} to the widget: their defaults apply.
      visit(entry.schema, entry.file, Object.hasOwn(value, paramsKey) ? value[paramsKey] : {}, joinPointer(pointer, paramsKey));
    } else {
      visit(entry.schema, entry.file, value, pointer);
    }
  }
}

/**
 * A schema with its $ref chain followed to the end, and the markers met on the way: a default and an
 * x-ref may sit on the referring schema ({"$ref": "#/definitions/formName", "default": "withdraw-bank"})
 * or on the one referred to. The first of each along the chain wins.
 */
const followed = new WeakMap<Schema, { schema: Schema; file: string; marks: Schema }>();
function follow(schema: Schema, file: string): { schema: Schema; file: string; marks: Schema } {
  // A schema object belongs to one file, so it is the cache key on its own.
  const cached = followed.get(schema);
  if (cached) return cached;
  const marks: Schema = {};
  let current: SchemaAt = { schema, file };
  for (let hops = 0; hops < 10; hops++) {
    for (const key of ['default', 'x-ref', 'x-params-of', 'pattern']) if (marks[key] === undefined && current.schema[key] !== undefined) marks[key] = current.schema[key];
    if (typeof current.schema.$ref !== 'string') break;
    const next = resolveRef(current.schema.$ref, current.file);
    if (!next) break;
    current = next;
  }
  const result = { ...current, marks };
  followed.set(schema, result);
  return result;
}

interface MarkedProperty { name: string; schema: Schema; paramsOf?: string; defaults: boolean }
const markedPropertiesOf = new WeakMap<Schema, MarkedProperty[]>();

/** The declared properties of an object schema that carry x-params-of or marked defaults: usually none. */
function markedProperties(schema: Schema, file: string): MarkedProperty[] {
  let marked = markedPropertiesOf.get(schema);
  if (marked) return marked;
  marked = [];
  const properties = isPlainObject(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
  for (const [name, sub] of Object.entries(properties)) {
    if (!isPlainObject(sub)) continue;
    const paramsOf = follow(sub, file).marks['x-params-of'];
    const defaults = markedDefaults(sub, file).length > 0;
    if (typeof paramsOf === 'string' || defaults) marked.push({ name, schema: sub, paramsOf: typeof paramsOf === 'string' ? paramsOf : undefined, defaults });
  }
  markedPropertiesOf.set(schema, marked);
  return marked;
}

interface MarkedDefault { path: string[]; kind: string; name: string }
const defaultsOf = new WeakMap<Schema, MarkedDefault[]>();

/**
 * The marked defaults a left-out value of this schema brings: its own ({"x-ref": "modal", "default":
 * "deposit-failed"}), or those of the properties of a left-out object. Computed once per schema; a
 * schema met again on the way (a recursive one, like the form vocabulary's) adds nothing.
 */
function markedDefaults(schema: Schema, file: string, visiting = new Set<Schema>()): MarkedDefault[] {
  const cached = defaultsOf.get(schema);
  if (cached) return cached;
  if (visiting.has(schema)) return [];
  visiting.add(schema);
  const { schema: target, file: targetFile, marks } = follow(schema, file);
  let found: MarkedDefault[] = [];
  if (marks.default !== undefined) {
    const name = marks.default;
    const fits = typeof name === 'string' && (typeof marks.pattern !== 'string' || pattern(marks.pattern).test(name));
    if (typeof marks['x-ref'] === 'string' && fits) found = [{ path: [], kind: marks['x-ref'], name }];
  } else if (isPlainObject(target.properties) && (target === schema || !visiting.has(target))) {
    visiting.add(target);
    for (const [property, sub] of Object.entries(target.properties as Record<string, Schema>)) {
      if (isPlainObject(sub)) found.push(...markedDefaults(sub, targetFile, visiting).map((d) => ({ ...d, path: [property, ...d.path] })));
    }
  }
  visiting.delete(schema);
  defaultsOf.set(schema, found);
  return found;
}

/** The operators the expression schema knows, for "did you mean" on an unknown one. */
export function expressionOperators(): string[] {
  const expression = schemaByKey('expression')?.schema;
  const branches = Array.isArray(expression?.anyOf) ? (expression.anyOf as Schema[]) : [];
  return branches.flatMap((branch) => (isPlainObject(branch.properties) ? Object.keys(branch.properties) : []));
}
