// Walks a document alongside its JSON Schema to find the typed places in it: every node, action and
// expression, and every page key, wherever the schemas put them (page bodies, modal footers, nested
// children, onSuccess lists, inline modal content of openModal, expression-valued props ...). Driven by
// the $refs of the schemas, so a new widget or action whose schema refers to node/action/expression is
// checked without touching this tool. Also records which properties the schemas allow on each object,
// for "did you mean" on an unknown property.
import { dirname, resolve } from 'node:path';
import { schemaFiles, readSchema } from '../schema-files.ts';
import { joinPointer } from './pointer.ts';
import { isPlainObject } from './merge-patch.ts';

type Schema = Record<string, unknown>;
interface SchemaAt { schema: Schema; file: string }

export interface TypedLocations {
  nodes: string[];
  actions: string[];
  expressions: string[];
  pageKeys: string[];
  /** Object pointer -> property names the applicable schemas declare. */
  allowedProperties: Map<string, Set<string>>;
}

type Kind = 'nodes' | 'actions' | 'expressions' | 'pageKeys';

/** The schema files whose root marks a typed place. */
const KIND_OF_SCHEMA: Record<string, Kind> = {
  node: 'nodes',
  action: 'actions',
  expression: 'expressions',
  'page-key': 'pageKeys',
};

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

function resolveRef(ref: string, from: string): (SchemaAt & { kind?: Kind }) | undefined {
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
  const found: TypedLocations = { nodes: [], actions: [], expressions: [], pageKeys: [], allowedProperties: new Map() };
  const seen = new Set<string>();
  const root = schemaByKey(schemaKey);
  if (root) visit(root.schema, root.file, data, '');
  return found;

  function visit(schema: Schema, file: string, value: unknown, pointer: string): void {
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
    const patterns = isPlainObject(schema.patternProperties) ? Object.entries(schema.patternProperties as Record<string, Schema>) : [];
    for (const [key, item] of Object.entries(value)) {
      const child = joinPointer(pointer, key);
      if (Object.hasOwn(properties, key)) {
        visit(properties[key], file, item, child);
        continue;
      }
      const matching = patterns.filter(([pattern]) => new RegExp(pattern, 'u').test(key));
      for (const [, sub] of matching) visit(sub, file, item, child);
      if (!matching.length && isPlainObject(schema.additionalProperties)) visit(schema.additionalProperties as Schema, file, item, child);
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
      if (Object.hasOwn(value, paramsKey)) visit(entry.schema, entry.file, value[paramsKey], joinPointer(pointer, paramsKey));
    } else {
      visit(entry.schema, entry.file, value, pointer);
    }
  }
}

/** The operators the expression schema knows, for "did you mean" on an unknown one. */
export function expressionOperators(): string[] {
  const expression = schemaByKey('expression')?.schema;
  const branches = Array.isArray(expression?.anyOf) ? (expression.anyOf as Schema[]) : [];
  return branches.flatMap((branch) => (isPlainObject(branch.properties) ? Object.keys(branch.properties) : []));
}
