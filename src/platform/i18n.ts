// The translation instance and the page language (spec 2.3, spec 7 CMS texts). Texts are flat CMS keys
// (text.menu.tournaments), so key and namespace separators are off; resources are given up front, so the
// instance is ready synchronously and the first render already has its words. No language detection:
// the locale comes from the address or the stored choice, en by default.
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STORAGE_KEYS, setCookie, writeString } from './storage';

export const DEFAULT_LOCALE = 'en';

export interface CreateI18nOptions {
  locale: string;
  /** Flat texts of the locale (brand defaults merged with the CMS texts). */
  texts: Record<string, unknown>;
  /** Flat texts used when a key is missing in the locale (the en texts). */
  fallbackTexts: Record<string, unknown>;
  /** settings.debugShowTranslationKeys: every t() returns its key, so operators can see which key is where. */
  debugShowTranslationKeys?: boolean;
}

export interface TranslateOptions {
  /** What t() returns for a key no texts have (the key itself otherwise). */
  defaultValue?: string;
  [value: string]: unknown;
}

/**
 * The texts of the page: t(key, values) looks a flat key up in the locale's texts, then in the en texts.
 * Our own few lines instead of i18next (about 15 KB gzip of every player's first paint): the site needs
 * flat keys, {{name}} values (not HTML-escaped: React escapes), whole objects and arrays for object. and
 * array. keys, a fallback language and a language change. A {{name}} without a value is left out, as
 * i18next did (a text shown before its value is known reads "Deposited", not "Deposited {{amount}}").
 */
export interface I18n {
  readonly language: string;
  readonly isInitialized: true;
  t(key: string, options?: TranslateOptions): unknown;
  /** A t() for one language (the same fallback). */
  getFixedT(language: string): (key: string, options?: TranslateOptions) => unknown;
  /** Adds (over the existing ones) texts of a language. */
  addTexts(language: string, texts: Record<string, unknown>): void;
  changeLanguage(language: string): Promise<void>;
  /** Calls back after every language change (also to the same language with new texts); returns the unsubscribe. */
  onChange(listener: (language: string) => void): () => void;
}

const interpolate = (text: string, values: TranslateOptions | undefined) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => (values?.[name] === undefined || values[name] === null ? '' : String(values[name])));

export function createI18n(options: CreateI18nOptions): I18n {
  // Per language, its text sets, the latest first: a lookup reads through them, so adding a set copies
  // nothing (a brand's texts are thousands of keys, and boot runs on a phone's main thread).
  const layers = new Map<string, Record<string, unknown>[]>();
  const add = (lng: string, more: Record<string, unknown>) => layers.set(lng, [more, ...(layers.get(lng) ?? [])]);
  let language = options.locale || DEFAULT_LOCALE;
  add(DEFAULT_LOCALE, options.fallbackTexts);
  add(language, options.texts);
  const lookup = (lng: string, key: string): unknown => {
    for (const layer of layers.get(lng) ?? []) {
      const found = layer[key];
      if (found !== undefined && found !== null) return found;
    }
    return undefined;
  };
  const listeners = new Set<(language: string) => void>();
  const translate = (lng: string, key: string, values?: TranslateOptions): unknown => {
    if (options.debugShowTranslationKeys) return key;
    const found = lookup(lng, key) ?? lookup(DEFAULT_LOCALE, key) ?? values?.defaultValue ?? key;
    return typeof found === 'string' ? interpolate(found, values) : found;
  };
  return {
    get language() { return language; },
    isInitialized: true,
    t: (key, values) => translate(language, key, values),
    getFixedT: (lng) => (key, values) => translate(lng, key, values),
    addTexts(lng, more) { add(lng, more); },
    async changeLanguage(lng) {
      language = lng;
      for (const listener of listeners) listener(lng);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/** The page language attribute: the locale plus the lower-cased country code (spec 2.3), e.g. en-gb. */
export function htmlLang(locale: string, country?: string | null): string {
  const lng = locale || DEFAULT_LOCALE;
  const cc = (country ?? '').trim().toLowerCase();
  return cc ? `${lng}-${cc}` : lng;
}

/** Languages written right to left (spec 1: ar and he among the brand's locales; fa and ur as well). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

/** The writing direction of a locale (its language part: ar-AE is ar): the page's dir attribute. */
export function textDirection(locale: string | null | undefined): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has((locale ?? '').toLowerCase().split(/[-_]/)[0]) ? 'rtl' : 'ltr';
}

export function applyHtmlLang(doc: Document, locale: string, country?: string | null): void {
  doc.documentElement.lang = htmlLang(locale, country);
  doc.documentElement.dir = textDirection(locale);
}

/**
 * The address of a locale's own texts beside the brand bundle (/brands/<id>.<hash>.json ->
 * /brands/<id>.<hash>.texts.<lng>.json): only the en texts travel in the bundle every visitor downloads.
 */
export function localeTextsUrl(bundleUrl: string, locale: string): string {
  return bundleUrl.replace(/\.json$/, `.texts.${encodeURIComponent(locale)}.json`);
}

/**
 * Switches the language with its flat texts and remembers the choice in local storage (selectedLanguage)
 * and the language-code cookie (spec 3 Browser storage); the active-languages cookie lists the brand's
 * languages (comma-separated codes: the spec names the cookie, not its value), so the server knows them too.
 */
export async function setLanguage(i18n: I18n, lng: string, texts: Record<string, unknown>, activeLanguages: readonly string[] = []): Promise<void> {
  i18n.addTexts(lng, texts);
  writeString(STORAGE_KEYS.selectedLanguage, lng);
  setCookie(COOKIE_NAMES.languageCode, lng, COOKIE_MAX_AGE_SECONDS.languageCode);
  if (activeLanguages.length) setCookie(COOKIE_NAMES.activeLanguages, activeLanguages.join(','), COOKIE_MAX_AGE_SECONDS.languageCode);
  await i18n.changeLanguage(lng);
}
