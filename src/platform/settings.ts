// App settings (spec 3 App settings, spec 4 Settings, spec 9 Defaults): one object built from layers,
// schema defaults < brand settings.json < GET /api/core/casino/settings2 < environment (sent by the server
// in the boot config). The defaults are written once, in schemas/settings.schema.json; gen gives them to
// the browser as data (src/generated/settingsDefaults.ts), without the rest of the schema.
//
// settings2 answer shape: the spec does not show it and schemas/api has no schema for it. We accept both
// a bare settings object and one wrapped as { data: {...} } (how every other call of spec 7 answers):
// when the answer has a plain-object `data`, that is the settings.
import { SETTINGS_DEFAULTS } from '../generated/settingsDefaults';
import type { AppSettings } from '../generated/types';
import type { BootConfig } from './boot';
import { dailyVersion } from './cms';
import { isPlainObject, mergePatch } from '../lib/json';

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Every property's default of the settings schema; cacheControlHash is today's date (spec 9). */
export function settingsDefaults(now: Date = new Date()): AppSettings {
  const defaults: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(SETTINGS_DEFAULTS)) defaults[name] = clone(value);
  defaults.cacheControlHash = dailyVersion(now);
  return defaults as AppSettings;
}

/**
 * Later layers win (brand settings < settings2 < env, spec 4 Settings). Each layer is an RFC 7396 merge patch of the
 * ones below (src/lib/json.ts): objects merge key by key, so a layer that sets mainDomainConfigs.isEnabled keeps the
 * default redirectToTDS; arrays and other values replace; null removes the value. An undefined value is no value
 * (the environment's layer names variables that may be unset), so it leaves the layers below alone.
 */
export function mergeSettings(...layers: Array<Partial<AppSettings> | Record<string, unknown> | null | undefined>): AppSettings {
  let result: unknown = {};
  for (const layer of layers) if (isPlainObject(layer)) result = mergePatch(result, JSON.parse(JSON.stringify(layer)));
  return result as AppSettings;
}

/**
 * Who decides a setting (issue 26 item 3; docs/operators.md "Who decides a setting"). These are the brand's: how its
 * site looks and where its pages are. The platform's answer (settings2) does not override them, so an operator's
 * change in settings.json takes effect. Every other setting is the platform's (registration and country rules,
 * limits, tracking, the feature switches, cookiesPopup among them): the brand's value is the default until the
 * platform answers, and settings2's wins. The server's environment overrides any setting (it is the deployment's).
 */
export const BRAND_OWNED_SETTINGS: readonly string[] = ['pageUrls', 'navigationSystem', 'theme', 'colorMode', 'paymentMethods'];

/** The part of a settings2 answer the platform decides: the answer without the brand's own settings. */
export function platformSettings(answer: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer).filter(([key]) => !BRAND_OWNED_SETTINGS.includes(key)));
}

export type SettingSource = 'default' | 'brand' | 'settings2' | 'env';

/** Each setting's effective value and the layer it comes from (`npm run brand -- status`). */
export interface SettingSourceEntry {
  value: unknown;
  source: SettingSource;
  /** The brand's own value when another layer's wins over it (the operator's change that has no effect). */
  brandValue?: unknown;
}

export function settingSources(defaults: Record<string, unknown>, brand: Record<string, unknown>, top: Record<string, unknown>, topSource: 'settings2' | 'env'): Record<string, SettingSourceEntry> {
  const effective = mergeSettings(defaults, brand, top) as unknown as Record<string, unknown>;
  const sources: Record<string, SettingSourceEntry> = {};
  for (const [key, value] of Object.entries(effective)) {
    const source: SettingSource = key in top ? topSource : key in brand ? 'brand' : 'default';
    sources[key] = { value, source };
    if (source === topSource && key in brand && JSON.stringify(brand[key]) !== JSON.stringify(value)) sources[key].brandValue = brand[key];
  }
  return sources;
}

/** The settings inside a settings2 answer, or null when it holds none. */
export function unwrapSettings2(answer: unknown): Record<string, unknown> | null {
  if (!isPlainObject(answer)) return null;
  return isPlainObject(answer.data) ? answer.data : answer;
}

export type SettingsSource = 'env' | 'settings2' | 'brand';

export interface LoadedSettings {
  settings: AppSettings;
  /** Which top layer was used: the server's (boot config), settings2, or only the brand (settings2 failed). */
  source: SettingsSource;
}

export interface LoadBrowserSettingsOptions {
  brandSettings: Partial<AppSettings>;
  boot: Pick<BootConfig, 'settings' | 'settingsSource'>;
  fetchSettings2: () => Promise<unknown>;
  now?: Date;
}

/**
 * The browser's settings: when the server put settings in the boot config, defaults < brand < boot.settings;
 * otherwise defaults < brand < settings2, and when settings2 fails the brand settings with a console warning
 * (spec 7: "Falls back to the defaults if it fails").
 */
export async function loadBrowserSettings(options: LoadBrowserSettingsOptions): Promise<LoadedSettings> {
  const base = mergeSettings(settingsDefaults(options.now), options.brandSettings);
  if (options.boot.settings) {
    return { settings: mergeSettings(base, options.boot.settings), source: options.boot.settingsSource ?? 'env' };
  }
  try {
    const settings2 = unwrapSettings2(await options.fetchSettings2());
    if (!settings2) throw new Error('settings2 answered no settings object');
    return { settings: mergeSettings(base, platformSettings(settings2)), source: 'settings2' };
  } catch (error) {
    console.warn('settings2 could not be loaded; using the brand settings', error);
    return { settings: base, source: 'brand' };
  }
}

export const DEFAULT_INACTIVITY_TIMEOUT_MINUTES = 30;

/** Minutes of inactivity before the session ends: the setting when above 1, otherwise 30 (spec 4, spec 9). */
export function inactivityTimeoutMinutes(settings: { inactivitySessionTimeout?: unknown } | null | undefined): number {
  const raw = settings?.inactivitySessionTimeout;
  const minutes = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 1 ? minutes : DEFAULT_INACTIVITY_TIMEOUT_MINUTES;
}
