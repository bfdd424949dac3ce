// The registry's widgets for the studio: each folder's props.schema.json and example.json (Vite reads the folders,
// as the widget gallery does), keyed by type.
import type { NodeDocument } from '../../generated/types';
import type { JsonSchema, WidgetEntry } from './context';

const schemas = import.meta.glob('../../widgets/*/props.schema.json', { eager: true, import: 'default' });
const examples = import.meta.glob('../../widgets/*/example.json', { eager: true, import: 'default' });
/** The shared schemas widget schemas point at ($ref ../../../schemas/x.schema.json), by file name. */
const shared = import.meta.glob('../../../schemas/*.schema.json', { eager: true, import: 'default' });

const typeOf = (path: string) => /\/widgets\/([^/]+)\//.exec(path)?.[1] ?? path;

export function widgetCatalog(): Record<string, WidgetEntry> {
  const out: Record<string, WidgetEntry> = {};
  for (const [path, schema] of Object.entries(schemas)) {
    const type = typeOf(path);
    const s = schema as JsonSchema;
    out[type] = { type, schema: s, description: typeof s.description === 'string' ? s.description : '', example: examples[path.replace('props.schema.json', 'example.json')] as NodeDocument | undefined };
  }
  return out;
}

/** schemas/<name>.schema.json by file name (node.schema.json ...), for resolving a widget schema's $refs. */
export function sharedSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(shared).map(([path, schema]) => [path.slice(path.lastIndexOf('/') + 1), schema as JsonSchema]));
}
