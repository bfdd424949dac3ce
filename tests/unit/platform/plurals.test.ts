// Issue 25: texts that count things in the brand's six locales (spec 2.3: the page language is the
// locale; spec 7 CMS texts: flat keys), as i18next picks their plural forms with Intl.PluralRules: English,
// German and Turkish one/other, Spanish and Portuguese one/many/other, Arabic zero/one/two/few/many/other.
// The expected wording is written out here, not read from the texts, for the counts 0, 1, 2, 5, 11 and 100.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n } from '../../../src/platform/i18n';
import { flattenTexts } from '../../../src/brand/texts.ts';
import { ROOT } from '../../../src/brand/schema-files.ts';

const COUNTS = [0, 1, 2, 5, 11, 100] as const;
const textsOf = (lng: string) => flattenTexts(JSON.parse(readFileSync(join(ROOT, 'brands/curacao/texts', `${lng}.json`), 'utf8'))).texts;
const i18nOf = (lng: string, texts = textsOf(lng)) => createI18n({ locale: lng, texts, fallbackTexts: textsOf('en') });
const forCounts = (lng: string, key: string, values: Record<string, unknown> = {}) => {
  const i18n = i18nOf(lng);
  return COUNTS.map((count) => i18n.t(key, { ...values, count }));
};

const GAMES = 'text.lobby.providers.gamesCount';
const SPINS = 'text.bonus.promotions.labels.freeSpinsQuantity';
const DAYS = 'text.limits.session.currentDays';

describe('plural texts per locale (spec 2.3 locales, spec 7 CMS texts), counts 0, 1, 2, 5, 11, 100', () => {
  it('en: one for 1, other for the rest', () => {
    expect(forCounts('en', GAMES)).toEqual(['0 games', '1 game', '2 games', '5 games', '11 games', '100 games']);
    expect(forCounts('en', SPINS)).toEqual(['0 free spins', '1 free spin', '2 free spins', '5 free spins', '11 free spins', '100 free spins']);
    expect(forCounts('en', DAYS)).toEqual([0, 1, 2, 5, 11, 100].map((n) => `Your session time limit: ${n} ${n === 1 ? 'day' : 'days'}.`));
    expect(forCounts('en', 'text.lobby.searchResults')).toEqual(['0 games found', '1 game found', '2 games found', '5 games found', '11 games found', '100 games found']);
  });

  it('de: one for 1, other for the rest', () => {
    expect(forCounts('de', GAMES)).toEqual(['0 Spiele', '1 Spiel', '2 Spiele', '5 Spiele', '11 Spiele', '100 Spiele']);
    expect(forCounts('de', SPINS)).toEqual(['0 Freispiele', '1 Freispiel', '2 Freispiele', '5 Freispiele', '11 Freispiele', '100 Freispiele']);
    expect(forCounts('de', DAYS)).toEqual([0, 1, 2, 5, 11, 100].map((n) => `Ihr Sitzungszeitlimit: ${n} ${n === 1 ? 'Tag' : 'Tage'}.`));
  });

  it('es: one for 1, other for the rest (many is for millions: "1.000.000 de juegos")', () => {
    expect(forCounts('es', GAMES)).toEqual(['0 juegos', '1 juego', '2 juegos', '5 juegos', '11 juegos', '100 juegos']);
    expect(forCounts('es', SPINS)).toEqual(['0 giros gratis', '1 giro gratis', '2 giros gratis', '5 giros gratis', '11 giros gratis', '100 giros gratis']);
    expect(forCounts('es', DAYS)).toEqual([0, 1, 2, 5, 11, 100].map((n) => `Tu límite de tiempo de sesión: ${n} ${n === 1 ? 'día' : 'días'}.`));
    expect(i18nOf('es').t(GAMES, { count: 1_000_000 })).toBe('1.000.000 de juegos');
  });

  it('pt: one for 0 and 1 (Brazilian Portuguese, as CLDR has it), other for the rest, many for millions', () => {
    expect(forCounts('pt', GAMES)).toEqual(['0 jogo', '1 jogo', '2 jogos', '5 jogos', '11 jogos', '100 jogos']);
    expect(forCounts('pt', SPINS)).toEqual(['0 rodada grátis', '1 rodada grátis', '2 rodadas grátis', '5 rodadas grátis', '11 rodadas grátis', '100 rodadas grátis']);
    expect(forCounts('pt', DAYS)).toEqual([0, 1, 2, 5, 11, 100].map((n) => `Seu limite de tempo de sessão: ${n} ${n <= 1 ? 'dia' : 'dias'}.`));
    expect(i18nOf('pt').t(GAMES, { count: 2_000_000 })).toBe('2.000.000 de jogos');
  });

  it('tr: the noun stays singular after a number, in both forms', () => {
    expect(forCounts('tr', GAMES)).toEqual(['0 oyun', '1 oyun', '2 oyun', '5 oyun', '11 oyun', '100 oyun']);
    expect(forCounts('tr', SPINS)).toEqual(['0 bedava dönüş', '1 bedava dönüş', '2 bedava dönüş', '5 bedava dönüş', '11 bedava dönüş', '100 bedava dönüş']);
    expect(forCounts('tr', DAYS)).toEqual([0, 1, 2, 5, 11, 100].map((n) => `Oturum süresi limitiniz: ${n} gün.`));
  });

  it('ar: six forms, zero (0), one (1), two (2), few (3-10), many (11-99), other (100)', () => {
    expect(forCounts('ar', GAMES)).toEqual(['لا توجد ألعاب', 'لعبة واحدة', 'لعبتان', '5 ألعاب', '11 لعبة', '100 لعبة']);
    expect(forCounts('ar', SPINS)).toEqual(['لا توجد لفات مجانية', 'لفة مجانية واحدة', 'لفتان مجانيتان', '5 لفات مجانية', '11 لفة مجانية', '100 لفة مجانية']);
    expect(forCounts('ar', DAYS)).toEqual([
      'حد مدة جلستك: 0 يوم.', 'حد مدة جلستك: يوم واحد.', 'حد مدة جلستك: يومان.', 'حد مدة جلستك: 5 أيام.', 'حد مدة جلستك: 11 يومًا.', 'حد مدة جلستك: 100 يوم.',
    ]);
  });

  it('a text with two numbers: the count picks the form, both are written as the locale writes numbers', () => {
    expect(i18nOf('en').t('text.lobby.shown', { shown: 1, count: 1 })).toBe('Showing 1 of 1 game');
    expect(i18nOf('en').t('text.lobby.shown', { shown: 24, count: 1200 })).toBe('Showing 24 of 1,200 games');
    expect(i18nOf('de').t('text.lobby.shown', { shown: 24, count: 1200 })).toBe('24 von 1.200 Spielen werden angezeigt');
    expect(i18nOf('ar').t('text.lobby.shown', { shown: 2, count: 2 })).toBe('عرض 2 من أصل لعبتين');
    expect(i18nOf('ar').t('text.lobby.shown', { shown: 5, count: 7 })).toBe('عرض 5 من أصل 7 ألعاب');
  });

  it('spec 2.3: a plural text a locale lacks falls back to the English forms, picked by English rules', () => {
    const ar = textsOf('ar');
    for (const key of Object.keys(ar)) if (key.startsWith(`${GAMES}_`)) delete ar[key];
    const i18n = i18nOf('ar', ar);
    expect(COUNTS.map((count) => i18n.t(GAMES, { count }))).toEqual(['0 games', '1 game', '2 games', '5 games', '11 games', '100 games']);
  });

  it('{{when, date}} is the site\'s date in the locale, {{n, number}} the locale\'s number', () => {
    const i18n = createI18n({ locale: 'de', texts: { 'text.at': 'Am {{when, date}}: {{n, number}}' }, fallbackTexts: {} });
    expect(i18n.t('text.at', { when: '2026-03-01T10:30:00', n: 1234.5 })).toBe('Am 01.03.2026, 10:30: 1.234,5');
  });
});
