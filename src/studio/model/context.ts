// What the studio's pickers offer (StudioContext): the widgets with their schemas and examples, and the names a
// brand's documents may point at (page keys, pages, modals, forms, menus, fragments, routes, text keys ...). Made by
// one pure function from a resolved brand's documents, so tests pass one in.
import type { NodeDocument } from '../../generated/types';
import type { ResolvedBrand } from '../../brand/resolve';
import { SETTINGS_DEFAULTS } from '../../generated/settingsDefaults';
import { CODE_LISTS } from '../../brand/code-lists';

export type JsonSchema = Record<string, unknown>;

export interface WidgetEntry {
  type: string;
  description: string;
  /** The widget's props.schema.json as written (relative $refs to schemas/). */
  schema: JsonSchema;
  /** Its example.json: what a new node of this type starts as. */
  example?: NodeDocument;
}

export interface StudioContext {
  widgets: Record<string, WidgetEntry>;
  pageKeys: string[];
  pages: string[];
  modals: string[];
  forms: string[];
  menus: string[];
  fragments: string[];
  /** Route paths of routes.json. */
  routes: string[];
  assets: string[];
  endpoints: string[];
  locales: string[];
  /** Setting names (settings.json and the settings' defaults), for "a setting is on". */
  settings: string[];
  /** Text key -> its English text (texts/en.json, flat). */
  texts: Record<string, string>;
  /** The code's lists a schema names with x-enum-from (endpoints, realtimeEvents ...), as gen makes them enums. */
  lists: Record<string, readonly string[]>;
}

export { CODE_LISTS };

/** A resolved brand, as far as the context needs it: merged documents by path (ResolvedBrand.documents' data). */
export interface BrandDocuments {
  documents: Record<string, unknown>;
  /** Asset names (ResolvedBrand.assets' keys). */
  assets?: string[];
}

/** What the context needs of the brand library's resolved brand (src/brand/resolve.ts): its merged documents. */
export function brandDocuments(resolved: Pick<ResolvedBrand, 'documents' | 'assets'>): BrandDocuments {
  return {
    documents: Object.fromEntries(Object.entries(resolved.documents).map(([path, doc]) => [path, doc.data])),
    assets: Object.keys(resolved.assets),
  };
}

const names = (documents: Record<string, unknown>, folder: string) =>
  Object.keys(documents).filter((p) => p.startsWith(`${folder}/`)).map((p) => p.slice(folder.length + 1).replace(/\.json$/, '')).sort();

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {});

/** Flat texts (as the resolved brand holds them), or nested ones flattened: text.a.b -> string. */
export function flatTexts(texts: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(record(texts))) {
    if (key === '$schema') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatTexts(value, path, out);
  }
  return out;
}

/** The context of a brand: `brand` its merged documents, `widgets` the registry's widgets (catalog.ts). */
export function studioContext(brand: BrandDocuments, widgets: Record<string, WidgetEntry>, lists = CODE_LISTS): StudioContext {
  const { documents } = brand;
  const routes = record(documents['routes.json']);
  const manifest = record(documents['brand.json']);
  // brand.json's locales are { code, country, name }; without them, the locales of its texts files.
  const listed = Array.isArray(manifest.locales) ? manifest.locales.map((l) => record(l).code).filter((c): c is string => typeof c === 'string') : [];
  const locales = listed.length ? listed : names(documents, 'texts');
  return {
    widgets,
    pageKeys: Object.keys(record(routes.pageKeys)).sort(),
    pages: names(documents, 'pages'),
    modals: names(documents, 'modals'),
    forms: names(documents, 'forms'),
    menus: Object.keys(record(record(documents['menus.json']).menus)).sort(),
    fragments: names(documents, 'fragments'),
    routes: [...new Set((Array.isArray(routes.routes) ? routes.routes : []).map((r) => record(r).path).filter((p): p is string => typeof p === 'string'))],
    assets: [...(brand.assets ?? [])].sort(),
    endpoints: [...(lists.endpoints ?? [])],
    locales,
    settings: [...new Set([...Object.keys(SETTINGS_DEFAULTS), ...Object.keys(record(documents['settings.json']))])].filter((k) => k !== '$schema').sort(),
    texts: flatTexts(documents['texts/en.json']),
    lists,
  };
}

/**
 * The known values of an x-ref kind (schemas' "x-ref": page-key, page, modal, form, menu, fragment, route-path,
 * asset; "text" for a text key). Kinds that depend on the document (a form's own fields) have none here.
 */
export function refOptions(context: StudioContext, kind: string): string[] {
  switch (kind) {
    case 'page-key': return context.pageKeys;
    case 'page': return context.pages;
    case 'modal': return context.modals;
    case 'form': return context.forms;
    case 'menu': return context.menus;
    case 'fragment': return context.fragments;
    case 'route-path': return context.routes;
    case 'asset': return context.assets;
    case 'endpoint': return context.endpoints;
    case 'text': return Object.keys(context.texts);
    case 'query': return context.modals.map((m) => `?modal=${m}`);
    default: return [];
  }
}
