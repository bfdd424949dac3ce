// Choices a form gets from the platform at run time, and the registration-fields config (spec 3, 5).
// A form schema names them: a field "x-options": "phoneCodes" | "countries" | "currencies" gets its
// choices; a root "x-fieldsConfig": "registrationFields" shows the fields marked "x-configurable"
// that the config lists, each required unless its value is 0. The rules are pure functions; fetching
// is separate so tests and the sandbox can use the rules alone.
import type { ApiClient } from '../platform/api/client';
import { callEndpoint } from '../platform/api/endpoints';
import { extension, registrationFieldRequired } from './vocabulary';

export interface Option { value: string; label: string }
interface CountryLike { code: string; name: string; phoneCode?: string | number | null; flag?: string | null }
interface CurrencyLike { code: string; name?: string | null }
type Schema = Record<string, unknown>;

const uniqueByCode = <T extends { code: string }>(list: T[]) => {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(item.code) && seen.add(item.code));
};
const byName = (a: CountryLike, b: CountryLike) => a.name.localeCompare(b.name, 'en');

/** spec 5 Phone: phone code options are unique by code, exclude AX, are sorted, and labelled with flag, code and country name. */
export function phoneCodeOptions(countries: CountryLike[]): Option[] {
  return uniqueByCode(countries.filter((c) => c.code !== 'AX' && c.phoneCode !== undefined && c.phoneCode !== null && c.phoneCode !== ''))
    .sort(byName)
    .map((c) => {
      const code = String(c.phoneCode).replace(/^\+/, '');
      return { value: code, label: `${c.flag ?? ''} +${code} ${c.name}`.trim() };
    });
}

/** spec 3: country options are unique by code. */
export function countryOptions(countries: CountryLike[]): Option[] {
  return uniqueByCode(countries).sort(byName).map((c) => ({ value: c.code, label: `${c.flag ?? ''} ${c.name}`.trim() }));
}

export function currencyOptions(currencies: CurrencyLike[]): Option[] {
  return uniqueByCode(currencies).map((c) => ({ value: c.code, label: c.name ? `${c.code} · ${c.name}` : c.code }));
}

/** The choices as JSON Schema: anyOf const/title, which rjsf shows as a select (duplicate values allowed). */
export function withOptions(field: Schema, options: Option[]): Schema {
  const { 'x-options': _source, ...rest } = field;
  return { ...rest, anyOf: options.map((o) => ({ const: o.value, title: o.label })) };
}

/** spec 3 Registration fields config: each listed field is required unless its value is 0; unlisted configurable fields are left out. */
export function applyFieldsConfig(schema: Schema, config: Record<string, unknown>): Schema {
  const properties = { ...(schema.properties as Record<string, Schema> | undefined) };
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, field] of Object.entries(properties)) {
    if (extension(field, 'x-configurable') !== true) continue;
    if (!(name in config)) {
      delete properties[name];
      required.delete(name);
    } else if (registrationFieldRequired(config[name])) required.add(name);
    else required.delete(name);
  }
  return { ...schema, properties, required: [...required] };
}

export type SourceName = 'phoneCodes' | 'countries' | 'currencies' | 'registrationFields';

/** The sources a schema asks for. */
export function sourcesOf(schema: Schema): SourceName[] {
  const names = new Set<SourceName>();
  if (extension(schema, 'x-fieldsConfig') === 'registrationFields') names.add('registrationFields');
  for (const field of Object.values((schema.properties as Record<string, Schema> | undefined) ?? {})) {
    const source = extension(field, 'x-options');
    if (typeof source === 'string') names.add(source);
  }
  return [...names];
}

export type LoadedSources = Partial<Record<SourceName, unknown>>;

/** The form schema with its sources applied. */
export function resolveSources(schema: Schema, sources: LoadedSources): Schema {
  let out = sources.registrationFields ? applyFieldsConfig(schema, sources.registrationFields as Record<string, unknown>) : schema;
  const properties = { ...(out.properties as Record<string, Schema> | undefined) };
  for (const [name, field] of Object.entries(properties)) {
    const source = extension(field, 'x-options');
    if (source && Array.isArray(sources[source])) properties[name] = withOptions(field, sources[source] as Option[]);
  }
  out = { ...out, properties };
  return out;
}

// Countries and currencies change rarely: one request per page load serves every form.
const cache = new Map<SourceName, Promise<unknown>>();

async function fetchSource(api: ApiClient, name: SourceName): Promise<unknown> {
  switch (name) {
    case 'phoneCodes': return phoneCodeOptions(((await callEndpoint(api, 'getAllCountry')) as { data: { allCountries: CountryLike[] } }).data.allCountries);
    case 'countries': return countryOptions(((await callEndpoint(api, 'getAllCountry')) as { data: { countries: { rows: CountryLike[] } } }).data.countries.rows);
    case 'currencies': return currencyOptions(((await callEndpoint(api, 'getCurrencies')) as { data: { currencies: CurrencyLike[] } }).data.currencies);
    case 'registrationFields': return ((await callEndpoint(api, 'getRegistrationFields')) as { data: Record<string, unknown> }).data;
  }
}

export async function loadSources(api: ApiClient, names: SourceName[]): Promise<LoadedSources> {
  const entries = await Promise.all(names.map(async (name) => {
    let pending = cache.get(name);
    if (!pending) {
      pending = fetchSource(api, name);
      cache.set(name, pending);
      pending.catch(() => cache.delete(name)); // a failure is retried next time
    }
    return [name, await pending] as const;
  }));
  return Object.fromEntries(entries);
}
