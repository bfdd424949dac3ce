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

/**
 * A form's schema without the fields whose hiddenWhen holds: a hidden field is not asked, so it is neither
 * shown nor required (a brand declares variants of one form with it, e.g. the username of the by-login
 * registration variant).
 */
export function withoutFields<T>(schema: T, hidden: readonly string[]): T {
  if (!hidden.length) return schema;
  const s = schema as Json;
  const properties = Object.fromEntries(Object.entries((s.properties as Json | undefined) ?? {}).filter(([name]) => !hidden.includes(name)));
  const required = Array.isArray(s.required) ? (s.required as string[]).filter((name) => !hidden.includes(name)) : s.required;
  return { ...s, properties, ...(required === undefined ? {} : { required }) } as T;
}

/** The form's data without the hidden fields' values (a value typed before the field was hidden is not sent). */
export function withoutValues(data: Json, hidden: readonly string[]): Json {
  return hidden.length ? Object.fromEntries(Object.entries(data).filter(([name]) => !hidden.includes(name))) : data;
}

/** A form's schema with the fields whose requiredWhen holds made required (those it has). */
export function withRequired<T>(schema: T, required: readonly string[]): T {
  const s = schema as Json;
  const properties = (s.properties as Json | undefined) ?? {};
  const add = required.filter((name) => name in properties);
  if (!add.length) return schema;
  const current = Array.isArray(s.required) ? (s.required as string[]) : [];
  return { ...s, required: [...current, ...add.filter((name) => !current.includes(name))] } as T;
}
