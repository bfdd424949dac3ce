// The translation instance and the page language (spec 2.3, spec 7 CMS texts): i18next (issue 25). Texts are
// flat CMS keys (text.menu.tournaments), so key and namespace separators are off; resources are given up
// front, so the instance is ready synchronously and the first render already has its words. No language
// detection: the locale comes from the address or the stored choice, en by default. i18next brings what our
// own lookup had not: plural forms by Intl.PluralRules (text.lobby.games_one, _other; Arabic _zero to
// _other, chosen by {{count}}) and formats in texts ({{count, number}}, {{when, date}}: the site's own,
// intlFormats.ts), with en as the fallback of a missing key.
import i18next, { type i18n, type PostProcessorModule } from 'i18next';
import { formatDate, numberFormat } from './intlFormats';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STORAGE_KEYS, setCookie, writeString } from './storage';

export const DEFAULT_LOCALE = 'en';
const NAMESPACE = 'translation';

/** The page's texts: an i18next instance. t(key, values) looks a flat key up in the locale's texts, then in the en texts. */
export type I18n = i18n;

export interface CreateI18nOptions {
  locale: string;
  /** Flat texts of the locale (brand defaults merged with the CMS texts). */
  texts: Record<string, unknown>;
  /** Flat texts used when a key is missing in the locale (the en texts). */
  fallbackTexts: Record<string, unknown>;
  /** settings.debugShowTranslationKeys: every t() returns its key, so operators can see which key is where. */
  debugShowTranslationKeys?: boolean;
}

/** spec 3 App settings debugShowTranslationKeys: the text is the key the document names (a plural text's group). */
const showTranslationKeys: PostProcessorModule = {
  type: 'postProcessor',
  name: 'showTranslationKeys',
  process: (_value: unknown, key: string | string[]) => (Array.isArray(key) ? key[key.length - 1] : key),
};

export function createI18n(options: CreateI18nOptions): I18n {
  const locale = options.locale || DEFAULT_LOCALE;
  // The texts are kept as given, not copied (thousands of keys, on a phone's main thread at boot).
  const resources = locale === DEFAULT_LOCALE
    ? { [DEFAULT_LOCALE]: { [NAMESPACE]: { ...options.fallbackTexts, ...options.texts } } }
    : { [locale]: { [NAMESPACE]: options.texts }, [DEFAULT_LOCALE]: { [NAMESPACE]: options.fallbackTexts } };
  const instance = i18next.createInstance();
  if (options.debugShowTranslationKeys) instance.use(showTranslationKeys);
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    keySeparator: false,
    nsSeparator: false,
    // object./array. keys hold whole objects and arrays (banners, menus)
    returnObjects: true,
    interpolation: { escapeValue: false }, // React escapes
    // A {{name}} without a value is left out: a text shown before its value is known reads "Deposited", not
    // "Deposited {{amount}}".
    missingInterpolationHandler: () => '',
    initAsync: false, // ready synchronously: resources are given, nothing is loaded
    postProcess: options.debugShowTranslationKeys ? ['showTranslationKeys'] : false,
    react: { useSuspense: false },
  });
  // The site's formats in texts: {{count, number}} as every number on the page, {{when, date}} as a table's date.
  instance.services.formatter?.add('number', (value: unknown, lng?: string) =>
    (typeof value === 'number' ? numberFormat(lng || DEFAULT_LOCALE).format(value) : String(value ?? '')));
  instance.services.formatter?.add('date', (value: unknown, lng?: string) => formatDate(value, lng || DEFAULT_LOCALE));
  return instance;
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
 * The texts replace the language's key by key (a whole object. or array. value at once), without a copy.
 */
export async function setLanguage(i18n: I18n, lng: string, texts: Record<string, unknown>, activeLanguages: readonly string[] = []): Promise<void> {
  i18n.addResourceBundle(lng, NAMESPACE, texts, false, true, { silent: true, skipCopy: true });
  writeString(STORAGE_KEYS.selectedLanguage, lng);
  setCookie(COOKIE_NAMES.languageCode, lng, COOKIE_MAX_AGE_SECONDS.languageCode);
  if (activeLanguages.length) setCookie(COOKIE_NAMES.activeLanguages, activeLanguages.join(','), COOKIE_MAX_AGE_SECONDS.languageCode);
  // Announced also for the same language (new CMS texts): every text on the page renders again.
  await i18n.changeLanguage(lng);
}
