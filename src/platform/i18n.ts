// The translation instance and the page language (spec 2.3, spec 7 CMS texts). Texts are flat CMS keys
// (text.menu.tournaments), so key and namespace separators are off; resources are given up front, so the
// instance is ready synchronously and the first render already has its words. No language detection:
// the locale comes from the address or the stored choice, en by default.
import i18next, { type i18n as I18n, type PostProcessorModule } from 'i18next';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STORAGE_KEYS, setCookie, writeString } from './storage';

export const DEFAULT_LOCALE = 'en';
const NAMESPACE = 'translation';

/** settings.debugShowTranslationKeys: every t() returns its key, so operators can see which key is where. */
const showTranslationKeys: PostProcessorModule = {
  type: 'postProcessor',
  name: 'showTranslationKeys',
  process: (_value: unknown, key: string | string[]) => (Array.isArray(key) ? key[0] : key),
};

export interface CreateI18nOptions {
  locale: string;
  /** Flat texts of the locale (brand defaults merged with the CMS texts). */
  texts: Record<string, unknown>;
  /** Flat texts used when a key is missing in the locale (the en texts). */
  fallbackTexts: Record<string, unknown>;
  debugShowTranslationKeys?: boolean;
}

export function createI18n(options: CreateI18nOptions): I18n {
  const locale = options.locale || DEFAULT_LOCALE;
  const resources =
    locale === DEFAULT_LOCALE
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
    initAsync: false, // ready synchronously: resources are given, nothing is loaded
    postProcess: options.debugShowTranslationKeys ? ['showTranslationKeys'] : false,
  });
  return instance;
}

/** The page language attribute: the locale plus the lower-cased country code (spec 2.3), e.g. en-gb. */
export function htmlLang(locale: string, country?: string | null): string {
  const lng = locale || DEFAULT_LOCALE;
  const cc = (country ?? '').trim().toLowerCase();
  return cc ? `${lng}-${cc}` : lng;
}

export function applyHtmlLang(doc: Document, locale: string, country?: string | null): void {
  doc.documentElement.lang = htmlLang(locale, country);
}

/**
 * Switches the language with its flat texts and remembers the choice in local storage (selectedLanguage)
 * and the language-code cookie (spec 3 Browser storage).
 */
export async function setLanguage(i18n: I18n, lng: string, texts: Record<string, unknown>): Promise<void> {
  i18n.addResourceBundle(lng, NAMESPACE, texts, true, true);
  writeString(STORAGE_KEYS.selectedLanguage, lng);
  setCookie(COOKIE_NAMES.languageCode, lng, COOKIE_MAX_AGE_SECONDS.languageCode);
  await i18n.changeLanguage(lng);
}
