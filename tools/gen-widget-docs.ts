// docs/widgets.md, the widget reference, written by `npm run gen` from each widget's props.schema.json and
// example.json: a developer choosing a widget, or an operator writing a node, reads what the schemas say, so the
// reference cannot drift from them. Committed; tests/unit/docs/widgets-doc.test.ts checks it is current.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT, readSchema, schemaFiles } from '../src/brand/schema-files.ts';

export const WIDGET_DOCS = join(ROOT, 'docs/widgets.md');

type Schema = Record<string, unknown>;

/** What a $ref to one of the shared schemas holds, in a reader's words. */
const SHARED: Record<string, string> = {
  'text.schema.json': 'text key',
  'expression.schema.json': 'expression',
  'page-key.schema.json': 'page key',
  'link-target.schema.json': 'link target',
};

/** What an x-ref names (the brand validator checks it exists). */
const REF_NAMES: Record<string, string> = {
  modal: 'modal name', form: 'form name', menu: 'menu name', page: 'page name', 'page-key': 'page key',
  'route-path': 'route path', query: 'query (`?modal=` link)', fragment: 'fragment name',
};

/** Schema text as one line of Markdown: a table's pipes escaped, and <name> shown, not taken for HTML (outside `code`). */
const cell = (text: string) => text.replace(/\s+/g, ' ').trim().split('`')
  .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
  .join('`').replace(/\|/g, '\\|');
const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** The schema a local $ref ("#/definitions/tone") points at, within the widget's own schema. */
function local(ref: string, root: Schema): Schema | undefined {
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) target = (target as Schema | undefined)?.[part];
  return target && typeof target === 'object' ? (target as Schema) : undefined;
}

/** A prop's type in a few words: "text key", `"solid" \| "outline"`, "list of number", "map of expression". */
export function typeOf(schema: Schema, root: Schema, depth = 0): string {
  if (depth > 4) return 'any';
  if (typeof schema.$ref === 'string') {
    if (schema.$ref.startsWith('#/')) {
      const target = local(schema.$ref, root);
      return target ? typeOf(target, root, depth + 1) : 'any';
    }
    return SHARED[basename(schema.$ref)] ?? basename(schema.$ref).replace(/\.schema\.json$/, '');
  }
  if (typeof schema['x-ref'] === 'string') return REF_NAMES[schema['x-ref']] ?? `${schema['x-ref']} name`;
  if (schema['x-enum-from'] === 'endpoints') return 'endpoint name';
  if (typeof schema['x-enum-from'] === 'string') return `one of ${schema['x-enum-from']}`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return [...new Set((schema[key] as Schema[]).map((s) => typeOf(s, root, depth + 1)))].join(' or ');
  }
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' or ');
  if (type === 'array') {
    const items = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? typeOf(schema.items as Schema, root, depth + 1) : 'any';
    return `list of ${items}`;
  }
  if (type === 'object' || schema.properties) {
    const properties = Object.keys((schema.properties as Schema | undefined) ?? {});
    if (properties.length) return `object {${properties.join(', ')}}`;
    const extra = schema.additionalProperties;
    return extra && typeof extra === 'object' ? `map of ${typeOf(extra as Schema, root, depth + 1)}` : 'object';
  }
  return typeof type === 'string' ? type : 'any';
}

/** The widget (or widgets) a widget must sit inside, from its x-inside marker. */
function insideOf(schema: Schema): string[] {
  const inside = schema['x-inside'];
  return typeof inside === 'string' ? [inside] : Array.isArray(inside) ? inside.filter((v): v is string => typeof v === 'string') : [];
}

function widgetSection(name: string, schema: Schema, example: unknown): string {
  const lines = [`## ${name}`, '', cell(String(schema.description ?? '(no description)')), ''];
  const facts: string[] = [];
  const events = Array.isArray(schema['x-events']) ? (schema['x-events'] as string[]) : [];
  facts.push(events.length ? `Events: ${events.map((e) => `\`${e}\``).join(', ')}.` : 'Events: none.');
  const chunk = schema['x-chunk'];
  facts.push(typeof chunk === 'string' ? `Loads with the \`${chunk}\` chunk.` : 'Loads with the first paint.');
  const inside = insideOf(schema);
  if (inside.length) facts.push(`Sits inside ${inside.map((p) => `a \`${p}\``).join(' or ')} node.`);
  lines.push(facts.join(' '), '');
  const properties = Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {});
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  if (properties.length) {
    lines.push('| prop | type | default | what it does |', '| --- | --- | --- | --- |');
    for (const [prop, sub] of properties) {
      const target = typeof sub.$ref === 'string' && sub.$ref.startsWith('#/') ? { ...local(sub.$ref, schema), ...sub } : sub;
      const def = 'default' in target ? code(target.default) : '';
      const name = required.has(prop) ? `\`${prop}\` (required)` : `\`${prop}\``;
      lines.push(`| ${name} | ${cell(typeOf(sub, schema))} | ${cell(def)} | ${cell(String(target.description ?? ''))} |`);
    }
  } else {
    lines.push('No props.');
  }
  lines.push('', 'Example (`example.json`):', '', '```json', JSON.stringify(example, null, 2), '```', '');
  return lines.join('\n');
}

/** The whole of docs/widgets.md, from the schemas and examples as they are now. */
export function widgetDocs(): string {
  const widgets = schemaFiles().filter((f) => f.kind === 'widget');
  const sections = widgets.map((w) => {
    const schema = readSchema(w.file);
    const exampleFile = join(ROOT, 'src/widgets', w.name!, 'example.json');
    const example = existsSync(exampleFile) ? JSON.parse(readFileSync(exampleFile, 'utf8')) : null;
    return { name: w.name!, schema, section: widgetSection(w.name!, schema, example) };
  });
  // The first sentence, for the index; a long one cut at a word.
  const summary = (schema: Schema) => {
    const first = String(schema.description ?? '').split(/(?<=[a-z)]\.)\s+(?=[A-Z])/)[0];
    return cell(first.length > 160 ? `${first.slice(0, first.lastIndexOf(' ', 157))} ...` : first);
  };
  return [
    '# Widgets',
    '',
    '<!-- Written by `npm run gen` (tools/gen-widget-docs.ts) from each widget\'s props.schema.json and example.json.',
    'Do not edit: change the schema or the example and run gen. tests/unit/docs/widgets-doc.test.ts checks it is current. -->',
    '',
    `The ${widgets.length} widgets a brand document's nodes can name in \`type\`. Each is a folder`,
    '`src/widgets/<Type>/` with `Widget.tsx`, `props.schema.json` and `example.json`; how to add one is in',
    '[architecture.md](architecture.md#add-a-widget). `npm run dev` shows every example rendered, with its props, at',
    '`/__widgets`. A prop marked (required) must be given; a default is what the widget does without the prop. An',
    '"expression" is evaluated against the scope (`{"var": "auth.authenticated"}`); a "text key" names a text of the',
    'brand (`text.casino.title`).',
    '',
    '| widget | what it is |',
    '| --- | --- |',
    ...sections.map((s) => `| [${s.name}](#${s.name.toLowerCase()}) | ${summary(s.schema)} |`),
    '',
    ...sections.map((s) => s.section),
  ].join('\n');
}

/** Writes docs/widgets.md when its content changed (gen calls this). */
export function writeWidgetDocs(): void {
  const content = widgetDocs();
  if (existsSync(WIDGET_DOCS) && readFileSync(WIDGET_DOCS, 'utf8') === content) return;
  writeFileSync(WIDGET_DOCS, content);
}
