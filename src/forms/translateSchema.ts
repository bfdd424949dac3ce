// Form documents hold text keys where rjsf shows words (titles, descriptions, option labels,
// placeholders). These turn a document's schema and uiSchema into what rjsf displays.
type Json = Record<string, unknown>;
type Translate = (key: string) => string;

const isTextKey = (v: unknown): v is string => typeof v === 'string' && v.startsWith('text.');

export function translateSchema<T>(schema: T, t: Translate): T {
  if (Array.isArray(schema)) return schema.map((s) => translateSchema(s, t)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) {
    out[key] = (key === 'title' || key === 'description') && isTextKey(value) ? t(value) : translateSchema(value, t);
  }
  return out as T;
}

const UI_TEXT_KEYS = new Set(['ui:placeholder', 'ui:title', 'ui:description', 'ui:help']);

export function translateUiSchema<T>(ui: T, t: Translate): T {
  if (Array.isArray(ui)) return ui.map((u) => translateUiSchema(u, t)) as T;
  if (!ui || typeof ui !== 'object') return ui;
  const out: Json = {};
  for (const [key, value] of Object.entries(ui as Json)) out[key] = UI_TEXT_KEYS.has(key) && isTextKey(value) ? t(value) : translateUiSchema(value, t);
  return out as T;
}

/** Adds ui:readonly / hidden widgets for fields whose lock or hide condition holds (spec 5 Profile form locks). */
export function applyConditions(ui: Json, fields: { locked: string[]; hidden: string[] }): Json {
  const out: Json = { ...ui };
  for (const name of fields.locked) out[name] = { ...(out[name] as Json | undefined), 'ui:readonly': true };
  for (const name of fields.hidden) out[name] = { ...(out[name] as Json | undefined), 'ui:widget': 'hidden' };
  return out;
}
