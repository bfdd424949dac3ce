// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyHtmlLang, createI18n, htmlLang, setLanguage } from '../../../src/platform/i18n';
import { getCookie } from '../../../src/platform/storage';

describe('createI18n', () => {
  it('spec 7 CMS texts: flat dotted keys are looked up as they are and the instance is ready at once', () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.menu.tournaments': 'Tournaments' }, fallbackTexts: {} });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('text.menu.tournaments')).toBe('Tournaments');
  });

  it('spec 2.3: en is the default language; a missing key falls back to the en texts', () => {
    const i18n = createI18n({ locale: 'de', texts: { 'text.a': 'A-de' }, fallbackTexts: { 'text.a': 'A-en', 'text.b': 'B-en' } });
    expect(i18n.language).toBe('de');
    expect(i18n.t('text.a')).toBe('A-de');
    expect(i18n.t('text.b')).toBe('B-en');
  });

  it('spec 7 CMS texts: for en the fetched texts win over the fallback texts', () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.a': 'CMS' }, fallbackTexts: { 'text.a': 'Default', 'text.b': 'B' } });
    expect(i18n.t('text.a')).toBe('CMS');
    expect(i18n.t('text.b')).toBe('B');
  });

  it('spec 7 CMS texts: object. and array. keys return their whole value', () => {
    const i18n = createI18n({ locale: 'en', texts: { 'array.quick': [25, 50, 100], 'object.banner': { title: 'T' } }, fallbackTexts: {} });
    expect(i18n.t('array.quick', { returnObjects: true })).toEqual([25, 50, 100]);
    expect(i18n.t('object.banner', { returnObjects: true })).toEqual({ title: 'T' });
  });

  it('spec 3 App settings: interpolated values are not HTML-escaped (React escapes)', () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.hi': 'Hi {{name}}' }, fallbackTexts: {} });
    expect(i18n.t('text.hi', { name: '<b>' })).toBe('Hi <b>');
  });

  it('a value that is not given is left out, not shown as {{placeholder}}; spaces inside braces are allowed', () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.x': 'Pay {{ amount }} by {{method}}' }, fallbackTexts: {} });
    expect(i18n.t('text.x', { amount: 10, method: 'card' })).toBe('Pay 10 by card');
    expect(i18n.t('text.x', { amount: 10 })).toBe('Pay 10 by ');
    expect(i18n.t('text.x')).toBe('Pay  by ');
  });

  it('a key no texts have gives the default value, else the key; an empty text stays empty', () => {
    const i18n = createI18n({ locale: 'de', texts: { 'text.empty': '' }, fallbackTexts: { 'text.empty': 'EN' } });
    expect(i18n.t('text.none', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18n.t('text.none')).toBe('text.none');
    expect(i18n.t('text.empty')).toBe('');
  });

  it('a language change is announced to listeners, also to the same language with new texts', async () => {
    const i18n = createI18n({ locale: 'en', texts: {}, fallbackTexts: {} });
    const heard: string[] = [];
    const listener = (lng: string) => heard.push(lng);
    i18n.on('languageChanged', listener);
    await setLanguage(i18n, 'de', { 'text.a': 'A' });
    await setLanguage(i18n, 'de', { 'text.a': 'Ä' });
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('fr');
    expect(heard).toEqual(['de', 'de']);
    expect(i18n.language).toBe('fr');
  });

  it('each call makes its own instance: two server renders at once never share a language or texts', async () => {
    const en = createI18n({ locale: 'en', texts: { 'text.a': 'A' }, fallbackTexts: { 'text.a': 'A' } });
    const ar = createI18n({ locale: 'ar', texts: { 'text.a': 'أ' }, fallbackTexts: { 'text.a': 'A' } });
    await setLanguage(ar, 'de', { 'text.a': 'Ä' });
    expect([en.language, en.t('text.a')]).toEqual(['en', 'A']);
    expect([ar.language, ar.t('text.a')]).toEqual(['de', 'Ä']);
    expect(en.getResource('de', 'translation', 'text.a')).toBeUndefined();
  });

  it('spec 3 App settings: debugShowTranslationKeys makes t() return the key', () => {
    const i18n = createI18n({ locale: 'de', texts: { 'text.a': 'A' }, fallbackTexts: { 'text.b': 'B' }, debugShowTranslationKeys: true });
    expect(i18n.t('text.a')).toBe('text.a');
    expect(i18n.t('text.b')).toBe('text.b');
    expect(i18n.getFixedT('de')('text.a')).toBe('text.a');
    const normal = createI18n({ locale: 'de', texts: { 'text.a': 'A' }, fallbackTexts: {} });
    expect(normal.t('text.a')).toBe('A');
  });

  it('spec 3 App settings: debugShowTranslationKeys holds after a language change with new texts', async () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.a': 'A' }, fallbackTexts: { 'text.a': 'A' }, debugShowTranslationKeys: true });
    await setLanguage(i18n, 'de', { 'text.a': 'Ä', 'text.c': 'C {{x}}' });
    expect(i18n.language).toBe('de');
    expect(i18n.t('text.a')).toBe('text.a');
    expect(i18n.t('text.c', { x: 1 })).toBe('text.c');
    const off = createI18n({ locale: 'en', texts: {}, fallbackTexts: { 'text.a': 'A' } });
    await setLanguage(off, 'de', { 'text.a': 'Ä' });
    expect(off.t('text.a')).toBe('Ä');
  });

  it('spec 3 App settings: debugShowTranslationKeys shows a plural text by the key the document names', () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.n_one': '{{count}} game', 'text.n_other': '{{count}} games' }, fallbackTexts: {}, debugShowTranslationKeys: true });
    expect(i18n.t('text.n', { count: 2 })).toBe('text.n');
  });

  it('spec 7 CMS texts: new texts replace an array. value whole, not item by item', async () => {
    const i18n = createI18n({ locale: 'en', texts: { 'array.quick': [25, 50, 100] }, fallbackTexts: {} });
    await setLanguage(i18n, 'en', { 'array.quick': [10, 20] });
    expect(i18n.t('array.quick', { returnObjects: true })).toEqual([10, 20]);
  });
});

describe('page language', () => {
  it('spec 2.3: the page language attribute is the locale plus the lower-cased country code', () => {
    expect(htmlLang('en', 'GB')).toBe('en-gb');
    expect(htmlLang('pt', 'BR')).toBe('pt-br');
    expect(htmlLang('de', '')).toBe('de');
    expect(htmlLang('de', undefined)).toBe('de');
  });

  it('spec 2.3: applyHtmlLang sets the lang attribute of the document', () => {
    applyHtmlLang(document, 'fr', 'CA');
    expect(document.documentElement.getAttribute('lang')).toBe('fr-ca');
  });
});

describe('setLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('spec 3 Browser storage: the chosen language is stored as selectedLanguage and in the language-code cookie', async () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.a': 'A' }, fallbackTexts: {} });
    await setLanguage(i18n, 'de', { 'text.a': 'A-de' });
    expect(i18n.language).toBe('de');
    expect(i18n.t('text.a')).toBe('A-de');
    expect(localStorage.getItem('selectedLanguage')).toBe('de');
    expect(getCookie('language-code')).toBe('de');
  });

  it("spec 3 Browser storage: the choice also sets the active-languages cookie to the brand's languages", async () => {
    const i18n = createI18n({ locale: 'en', texts: {}, fallbackTexts: {} });
    await setLanguage(i18n, 'tr', {}, ['en', 'de', 'tr']);
    expect(getCookie('active-languages')).toBe('en,de,tr');
    expect(getCookie('language-code')).toBe('tr');
  });

  it('spec 7 CMS texts: setLanguage with new texts of the same language replaces them', async () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.a': 'Default' }, fallbackTexts: {} });
    await setLanguage(i18n, 'en', { 'text.a': 'CMS' });
    expect(i18n.t('text.a')).toBe('CMS');
  });
});
