// Issue 25, plural texts: a text that counts is one key with a form per plural category of its locale
// (text.casino.games_one, _other; Arabic _zero, _one, _two, _few, _many, _other), as i18next looks them up.
// `brand validate` lets a document name the group, refuses a locale's group that lacks a form its counts
// need or has one they never pick, and points at the file, pointer and line like its other messages.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateBrand } from '../../../src/brand/validate.ts';
import { pluralFormsOf, pluralKey, textUnits } from '../../../src/brand/plurals.ts';
import { placeholdersOf } from '../../../src/brand/check-locales.ts';
import { flattenTexts } from '../../../src/brand/texts.ts';
import { FIXTURES, brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const fixture = (path: string) => JSON.parse(readFileSync(join(FIXTURES, path), 'utf8'));

/** The base fixture with a plural text text.casino.games in en and the casino page naming the group. */
function withPlural(files: Record<string, unknown> = {}, { en = true, page = true } = {}) {
  const texts = fixture('base/texts/en.json');
  if (en) Object.assign(texts.text.casino, { games_one: '{{count}} game', games_other: '{{count, number}} games' });
  const casino = fixture('base/pages/casino.json');
  if (page) casino.body.push({ type: 'Text', props: { text: 'text.casino.games', values: { count: 3 } } });
  const brand = fixture('base/brand.json');
  brand.locales.push({ code: 'ar', country: 'AE', name: 'العربية' }, { code: 'es', country: 'ES', name: 'Español' });
  return brandsWith(['base'], { 'base/texts/en.json': texts, 'base/pages/casino.json': casino, 'base/brand.json': brand, ...files });
}

const AR_FULL = {
  'text.casino.games_zero': 'لا ألعاب',
  'text.casino.games_one': 'لعبة واحدة',
  'text.casino.games_two': 'لعبتان',
  'text.casino.games_few': '{{count}} ألعاب',
  'text.casino.games_many': '{{count}} لعبة',
  'text.casino.games_other': '{{count}} لعبة',
};
const problemsOf = (dir: string) => validateBrand('base', { brandsDir: dir }).problems.map((p) => ({ file: p.file.replace(/^.*\/base\//, ''), line: p.line, pointer: p.pointer, message: p.message }));

describe('plural keys (plurals.ts)', () => {
  it('the forms each locale needs are Intl.PluralRules\' categories, in CLDR order', () => {
    expect(pluralFormsOf('en')).toEqual(['one', 'other']);
    expect(pluralFormsOf('de')).toEqual(['one', 'other']);
    expect(pluralFormsOf('tr')).toEqual(['one', 'other']);
    expect(pluralFormsOf('es')).toEqual(['one', 'many', 'other']);
    expect(pluralFormsOf('pt')).toEqual(['one', 'many', 'other']);
    expect(pluralFormsOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  it('a plural key is a group and a form; the group is what a document names', () => {
    expect(pluralKey('text.lobby.games_few')).toEqual({ base: 'text.lobby.games', form: 'few' });
    expect(pluralKey('text.wallet.errors.other')).toBeNull();
    expect(pluralKey('text.lobby.games')).toBeNull();
    expect([...textUnits(['text.a_one', 'text.a_other', 'text.b'])]).toEqual(['text.a', 'text.b']);
  });

  it('a placeholder with a format ({{count, number}}) is the value count', () => {
    expect(placeholdersOf('{{count, number}} games of {{ total }}')).toEqual(['count', 'total']);
  });
});

describe('brand validate on plural texts', () => {
  it('accepts a document that names the group of text.casino.games_one and _other', () => {
    expect(problemsOf(withPlural({ 'base/texts/ar.json': AR_FULL }))).toEqual([]);
  });

  it('still refuses a key that is neither a text nor a group', () => {
    const dir = withPlural({}, { en: false });
    expect(problemsOf(dir)).toEqual([
      { file: 'pages/casino.json', line: expect.any(Number), pointer: '/body/2/props/text', message: 'Text key "text.casino.games" has no default in texts/en.json' },
    ]);
  });

  it('refuses an Arabic group without _few, at the line of the group in texts/ar.json', () => {
    const { 'text.casino.games_few': _few, ...lacking } = AR_FULL;
    expect(problemsOf(withPlural({ 'base/texts/ar.json': lacking }))).toEqual([{
      file: 'texts/ar.json', line: 2, pointer: '/text.casino.games_zero',
      message: 'text.casino.games is a plural text: ar needs the forms _zero, _one, _two, _few, _many, _other, but text.casino.games_few is missing (a count that needs it would show the key)',
    }]);
  });

  it('refuses an English group without _other and a Spanish one without _many', () => {
    const texts = fixture('base/texts/en.json');
    texts.text.casino.games_one = '{{count}} game';
    const dir = withPlural({ 'base/texts/en.json': texts, 'base/texts/es.json': { 'text.casino.games_one': '{{count}} juego', 'text.casino.games_other': '{{count}} juegos' } }, { en: false });
    expect(problemsOf(dir).map((p) => [p.file, p.message])).toEqual([
      ['texts/en.json', 'text.casino.games is a plural text: en needs the forms _one, _other, but text.casino.games_other is missing (a count that needs it would show the key)'],
      ['texts/es.json', 'text.casino.games is a plural text: es needs the forms _one, _many, _other, but text.casino.games_many is missing (a count that needs it would show the key)'],
    ]);
  });

  it('refuses a form the locale never picks (German has no _few); _zero is allowed in any locale', () => {
    const de = { 'text.menu.casino': 'Kasino', 'text.casino.games_zero': 'Keine Spiele', 'text.casino.games_one': 'Ein Spiel', 'text.casino.games_few': '{{count}} Spiele', 'text.casino.games_other': '{{count}} Spiele' };
    expect(problemsOf(withPlural({ 'base/texts/de.json': de, 'base/texts/ar.json': AR_FULL }))).toEqual([{
      file: 'texts/de.json', line: 5, pointer: '/text.casino.games_few',
      message: 'text.casino.games_few is a plural form de never uses: its counts take _one, _other (and _zero for 0)',
    }]);
  });

  it('checks each form\'s placeholders against the English group; a form may leave {{count}} out', () => {
    const ar = { ...AR_FULL, 'text.casino.games_few': '{{number}} ألعاب' };
    expect(problemsOf(withPlural({ 'base/texts/ar.json': ar }))).toEqual([{
      file: 'texts/ar.json', line: 5, pointer: '/text.casino.games_few',
      message: 'text.casino.games_few has the placeholders {{number}}, but its English text in texts/en.json has {{count}}: the text would show a gap or a stray placeholder',
    }]);
  });

  it('a locale that lacks the whole group is warned of once, by the group\'s name', () => {
    const de = Object.fromEntries(Object.keys(flattenTexts(fixture('base/texts/en.json')).texts).map((key) => [key, `${key} (de)`]));
    const { warnings } = validateBrand('base', { brandsDir: withPlural({ 'base/texts/de.json': de, 'base/texts/ar.json': AR_FULL }) });
    expect(warnings.filter((w) => /texts\/de\.json$/.test(w.file)).map((w) => w.message)).toEqual([
      '1 of 22 keys of texts/en.json are missing (their English text is shown meanwhile): text.casino.games',
    ]);
  });
});
