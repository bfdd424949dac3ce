// @vitest-environment jsdom
// Issue 15, real locales: the page's writing direction follows its locale (spec 1: about 37 locales, ar and he
// among them; spec 2.3: the page language is the locale plus the country), and the texts of a locale other
// than en are a file of their own beside the brand bundle.
import { describe, expect, it } from 'vitest';
import { applyHtmlLang, localeTextsUrl, textDirection } from '../../../src/platform/i18n';

describe('textDirection (spec 1 locales, spec 3 Browser storage language-code)', () => {
  it('ar and he are written right to left, with or without a country or script part', () => {
    for (const locale of ['ar', 'he', 'ar-AE', 'ar_ae', 'he-IL', 'AR', 'fa', 'ur']) expect(textDirection(locale), locale).toBe('rtl');
  });

  it('every other locale of the brand, and no locale at all, is left to right', () => {
    for (const locale of ['en', 'de', 'es', 'pt', 'tr', 'ru', 'zh', 'ja', 'hi', 'arn', 'hr', '', undefined, null]) expect(textDirection(locale), String(locale)).toBe('ltr');
  });

  it('applyHtmlLang sets dir with lang, and back when the language changes', () => {
    applyHtmlLang(document, 'ar', 'AE');
    expect(document.documentElement.lang).toBe('ar-ae');
    expect(document.documentElement.dir).toBe('rtl');
    applyHtmlLang(document, 'de', 'DE');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('localeTextsUrl', () => {
  it('names the texts file of a locale beside the bundle of the same version', () => {
    expect(localeTextsUrl('/brands/curacao.0123456789ab.json', 'ar')).toBe('/brands/curacao.0123456789ab.texts.ar.json');
    expect(localeTextsUrl('/brands/curacao.json', 'de')).toBe('/brands/curacao.texts.de.json');
  });
});
