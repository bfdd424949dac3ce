// A widget's props.schema.json made ready for an rjsf form: its $refs to the shared schemas (and to its own
// definitions) inlined, x-enum-from lists made enums as npm run gen makes them, and a uiSchema that sends an
// expression (when, enabled, params ...) to the condition builder and a nested node or action list to a raw JSON
// field. A text key keeps its x-ref "text" so the picker offers the brand's keys.
import type { UiSchema } from '@rjsf/utils';
import { getAt } from './json';
import type { JsonSchema } from './context';

/** Shared schemas edited as raw JSON (nodes, actions) or by the condition builder (expressions), never inlined. */
const FIELD_OF: Record<string, string> = {
  'expression.schema.json': 'expression',
  'node.schema.json': 'json',
  'actions.schema.json': 'json',
  'action.schema.json': 'json',
};

export interface FormSchema {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

const isObject = (v: unknown): v is JsonSchema => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * `schema` is a widget's props schema, `shared` schemas/*.schema.json by file name, `lists` the code's lists of
 * x-enum-from. A schema the walk meets again inside itself (a recursive one) is edited as raw JSON.
 */
export function formSchema(schema: JsonSchema, shared: Record<string, JsonSchema>, lists: Record<string, readonly string[]> = {}): FormSchema {
  const walk = (node: JsonSchema, root: JsonSchema, file: string, seen: string[]): FormSchema => {
    const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
    const { $ref: _ref, definitions: _definitions, if: _if, then: _then, else: _else, $schema: _schema, ...rest } = node;
    if (ref) {
      const [target, fragment = ''] = ref.split('#');
      const targetFile = target ? target.slice(target.lastIndexOf('/') + 1) : file;
      const field = target ? FIELD_OF[targetFile] : undefined;
      const key = `${targetFile}#${fragment}`;
      if (field || seen.includes(key)) return { schema: { ...rest, 'x-studio': field ?? 'json' }, uiSchema: { 'ui:field': field ?? 'json' } };
      const targetRoot = target ? shared[targetFile] : root;
      const resolved = targetRoot ? getAt(targetRoot, fragment) : undefined;
      if (!isObject(resolved) || !targetRoot) return { schema: { ...rest, 'x-studio': 'json' }, uiSchema: { 'ui:field': 'json' } };
      const inner = walk(resolved, targetRoot, targetFile, [...seen, key]);
      // The referring schema's own words (description, default) win over the shared schema's.
      // A shared file's title is a type name (TextKey, LinkTarget): the field keeps its property name as its label.
      const { title: _title, ...shape } = inner.schema;
      const out = { ...(target ? shape : inner.schema), ...rest };
      if (targetFile === 'text.schema.json') out['x-ref'] = 'text';
      return { schema: out, uiSchema: inner.uiSchema };
    }
    const out: JsonSchema = { ...rest };
    const ui: UiSchema = {};
    // rjsf does not write a default into the document (the site applies it); the field says what it is.
    if (out.default !== undefined && typeof out.default !== 'object') out.description = [out.description, `Default: ${String(out.default)}.`].filter(Boolean).join(' ');
    const source = out['x-enum-from'];
    if (typeof source === 'string' && lists[source]) out.enum = [...lists[source]];
    if (isObject(out.properties)) {
      out.properties = Object.fromEntries(Object.entries(out.properties).map(([name, child]) => {
        const made = isObject(child) ? walk(child, root, file, seen) : { schema: child as JsonSchema, uiSchema: {} };
        if (Object.keys(made.uiSchema).length) ui[name] = made.uiSchema;
        return [name, made.schema];
      }));
    }
    if (isObject(out.items)) {
      const made = walk(out.items, root, file, seen);
      out.items = made.schema;
      if (Object.keys(made.uiSchema).length) ui.items = made.uiSchema;
    }
    if (isObject(out.additionalProperties)) {
      const made = walk(out.additionalProperties, root, file, seen);
      // rjsf edits a map of expressions (a call's params) poorly: the whole map is raw JSON.
      if (made.uiSchema['ui:field']) return { schema: { ...out, additionalProperties: true, 'x-studio': 'json' }, uiSchema: { 'ui:field': 'json' } };
      out.additionalProperties = made.schema;
    }
    for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (Array.isArray(out[combinator])) out[combinator] = (out[combinator] as unknown[]).map((option) => (isObject(option) ? walk(option, root, file, seen).schema : option));
    }
    return { schema: out, uiSchema: ui };
  };
  return walk(schema, schema, 'props.schema.json', []);
}
