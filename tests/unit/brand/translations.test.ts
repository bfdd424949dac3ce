// Issue 15 "Locales that are real": every brand's texts/<lng>.json is a real translation of its texts/en.json.
// A locale file has exactly the keys of the English one (in its order), the same {{placeholders}} per text, no
// markup where the English has none, and no text left in English (longer than three words) unless allowed below.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { flattenTexts } from '../../../src/brand/texts.ts';

const BRANDS = join(ROOT, 'brands');

/** Texts that legitimately read the same in a locale as in English (names, codes), by flat key. */
const SAME_AS_ENGLISH = new Set<string>([]);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]).sort();
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The problems of a locale's flat texts against the English ones; `partial` for a child brand's overrides. */
function translationProblems(
  en: Record<string, unknown>,
  locale: Record<string, unknown>,
  { partial = false, allowSame = SAME_AS_ENGLISH }: { partial?: boolean; allowSame?: Set<string> } = {},
): string[] {
  const problems: string[] = [];
  const enKeys = Object.keys(en);
  const keys = Object.keys(locale);
  for (const key of enKeys) if (!partial && !(key in locale)) problems.push(`${key}: missing`);
  for (const key of keys) if (!(key in en)) problems.push(`${key}: not a key of en.json`);
  const common = enKeys.filter((key) => key in locale);
  if (common.join('\n') !== keys.filter((key) => key in en).join('\n')) problems.push('keys are not in the order of en.json');
  for (const key of common) {
    const english = en[key];
    const text = locale[key];
    if (typeof english !== 'string') continue;
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${key}: not a text`);
      continue;
    }
    if (placeholders(english).join() !== placeholders(text).join())
      problems.push(`${key}: placeholders {{${placeholders(text).join('}}, {{')}}} differ from the English {{${placeholders(english).join('}}, {{')}}}`);
    if (!/[<>]/.test(english) && /<\/?[a-z][^>]*>/i.test(text)) problems.push(`${key}: markup the English text has none of`);
    if (text === english && words(english) > 3 && !allowSame.has(key)) problems.push(`${key}: left in English`);
  }
  return problems;
}

const readFlat = (path: string) => flattenTexts(JSON.parse(readFileSync(path, 'utf8'))).texts;
const localesOf = (brand: string) =>
  existsSync(join(BRANDS, brand, 'texts'))
    ? readdirSync(join(BRANDS, brand, 'texts')).filter((file) => /^[a-z]{2}(-[A-Za-z]+)?\.json$/.test(file) && file !== 'en.json')
    : [];
const parentOf = (brand: string): string | undefined => JSON.parse(readFileSync(join(BRANDS, brand, 'brand.json'), 'utf8')).extends;
const brands = readdirSync(BRANDS).filter((name) => existsSync(join(BRANDS, name, 'brand.json')));

describe('the translation check', () => {
  const en = { 'text.a': 'Deposit {{amount}} now to play', 'text.b': 'Close', 'text.c': 'Your balance is {{balance}} right now' };
  const good = { 'text.a': 'Zahlen Sie jetzt {{amount}} ein, um zu spielen', 'text.b': 'Close', 'text.c': 'Ihr Guthaben beträgt {{balance}}' };

  it('passes a full translation that keeps the placeholders (short texts may stay the same)', () => {
    expect(translationProblems(en, good)).toEqual([]);
  });

  it('reports a missing key, an extra key and keys out of order', () => {
    const { 'text.b': _b, ...missing } = good;
    expect(translationProblems(en, missing)).toEqual(['text.b: missing']);
    expect(translationProblems(en, { ...good, 'text.z': 'Z' })).toEqual(['text.z: not a key of en.json']);
    expect(translationProblems(en, { 'text.b': good['text.b'], 'text.a': good['text.a'], 'text.c': good['text.c'] })).toEqual([
      'keys are not in the order of en.json',
    ]);
  });

  it('reports a renamed, lost or added placeholder', () => {
    expect(translationProblems(en, { ...good, 'text.a': 'Zahlen Sie {{betrag}} ein' })).toEqual([
      'text.a: placeholders {{betrag}} differ from the English {{amount}}',
    ]);
    expect(translationProblems(en, { ...good, 'text.c': 'Ihr Guthaben' })[0]).toMatch(/^text\.c: placeholders/);
    expect(translationProblems(en, { ...good, 'text.c': '{{balance}} {{balance}}' })[0]).toMatch(/^text\.c: placeholders/);
  });

  it('reports a text left in English unless it is allowed, and markup the English has none of', () => {
    expect(translationProblems(en, { ...good, 'text.a': en['text.a'] })).toEqual(['text.a: left in English']);
    expect(translationProblems(en, { ...good, 'text.a': en['text.a'] }, { allowSame: new Set(['text.a']) })).toEqual([]);
    expect(translationProblems(en, { ...good, 'text.b': '<b>Schließen</b>' })).toEqual(['text.b: markup the English text has none of']);
  });

  it('lets a child brand translate only its overrides', () => {
    expect(translationProblems(en, { 'text.c': good['text.c'] }, { partial: true })).toEqual([]);
  });
});

describe('the brands translations', () => {
  for (const brand of brands) {
    const enPath = join(BRANDS, brand, 'texts/en.json');
    if (!existsSync(enPath)) continue;
    const partial = parentOf(brand) !== undefined;
    for (const file of localesOf(brand)) {
      it(`${brand}/texts/${file} translates ${partial ? 'the overrides of' : 'every text of'} its en.json`, () => {
        expect(translationProblems(readFlat(enPath), readFlat(join(BRANDS, brand, 'texts', file)), { partial })).toEqual([]);
      });
    }
    const parent = parentOf(brand);
    if (parent) {
      it(`${brand} translates each English override it makes into every locale of ${parent}`, () => {
        const own = readFlat(enPath);
        const inherited = readFlat(join(BRANDS, parent, 'texts/en.json'));
        const overrides = Object.keys(own).filter((key) => own[key] !== inherited[key] && typeof own[key] === 'string');
        const missing = localesOf(parent).flatMap((file) => {
          const path = join(BRANDS, brand, 'texts', file);
          const texts = existsSync(path) ? readFlat(path) : {};
          return overrides.filter((key) => !(key in texts)).map((key) => `${file} ${key}`);
        });
        expect(missing).toEqual([]);
      });
    }
  }
});
