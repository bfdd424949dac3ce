// Texts of the locales against the English defaults (issue 15, real locales). texts/en.json holds every
// key the documents use; texts/<lng>.json may lag behind it: a key it lacks shows its English text, so that is
// a warning naming the file and the keys. A text whose {{placeholders}} differ from the English one's would show
// a hole (or a stray "{{name}}") to players of that locale: that is a problem, in the file that set the text.
// Plural texts (issue 25, plurals.ts) are one key with a form per plural category of the locale: a locale
// (en included) that lacks a form its count needs, or has one its language never picks, is a problem.
import { join } from 'node:path';
import type { ResolvedBrand, BrandSource } from './resolve.ts';
import { problemIn } from './resolve.ts';
import { displayPath, type Problem } from './problems.ts';
import { folderDocument } from './documents.ts';
import { OPTIONAL_FORMS, pluralFormsOf, pluralGroups, pluralKey, textUnits } from './plurals.ts';

/**
 * The {{name}} values a text asks for, sorted and unique (as i18next fills them: a format after a comma,
 * {{count, number}}, is not part of the name).
 */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]))].sort();
}

/** How many missing keys a warning names before it says "and N more". */
const NAMED_KEYS = 10;

export interface LocaleCheck {
  problems: Problem[];
  warnings: Problem[];
}

/** The placeholders the English text of a key asks for: of a plural group, those of all its forms. */
function englishPlaceholders(en: Record<string, unknown>, enGroups: Map<string, Map<string, string>>, key: string): string[] | null {
  const english = en[key];
  if (typeof english === 'string') return placeholdersOf(english);
  const group = enGroups.get(pluralKey(key)?.base ?? '');
  if (!group) return null;
  return [...new Set([...group.values()].flatMap((k) => (typeof en[k] === 'string' ? placeholdersOf(en[k] as string) : [])))].sort();
}

export function checkLocaleTexts(resolved: ResolvedBrand, source: BrandSource): LocaleCheck {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const en = resolved.documents['texts/en.json']?.data as Record<string, unknown> | undefined;
  if (!en) return { problems, warnings };
  const enGroups = pluralGroups(Object.keys(en).filter((key) => en[key] !== null));
  const enUnits = textUnits(Object.keys(en).filter((key) => en[key] !== null));
  for (const [path, doc] of Object.entries(resolved.documents)) {
    const inFolder = folderDocument(path);
    if (inFolder?.folder !== 'texts') continue;
    const locale = inFolder.name;
    const texts = doc.data as Record<string, unknown>;
    const sources = resolved.textSources[path] ?? {};
    const report = (key: string, message: string) => {
      const at = sources[key];
      problems.push(at ? problemIn(resolved.layers[at.brand], path, at.pointer, message) : { file: displayPath(join(source.brandsDir, resolved.id, path)), pointer: '', line: 1, column: 1, message });
    };

    // Plural texts: every form the locale's count can pick, and none it never picks.
    const needed = pluralFormsOf(locale);
    for (const [base, forms] of pluralGroups(Object.keys(texts).filter((key) => texts[key] !== null))) {
      const lacking = needed.filter((form) => !forms.has(form));
      const first = forms.values().next().value as string;
      if (lacking.length) {
        report(first, `${base} is a plural text: ${locale} needs the forms ${needed.map((f) => `_${f}`).join(', ')}, but ${lacking.map((f) => `${base}_${f}`).join(', ')} ${lacking.length === 1 ? 'is' : 'are'} missing (a count that needs ${lacking.length === 1 ? 'it' : 'them'} would show the key)`);
      }
      for (const [form, key] of forms) {
        if (needed.includes(form) || OPTIONAL_FORMS.includes(form)) continue;
        report(key, `${key} is a plural form ${locale} never uses: its counts take ${needed.map((f) => `_${f}`).join(', ')}${OPTIONAL_FORMS.map((f) => ` (and _${f} for 0)`).join('')}`);
      }
    }

    if (locale === 'en') continue;
    for (const [key, value] of Object.entries(texts)) {
      if (typeof value !== 'string') continue;
      const wanted = englishPlaceholders(en, enGroups, key);
      if (wanted === null) continue;
      let given = placeholdersOf(value);
      // A plural form may leave its count out: Arabic says "two games" in one word (لعبتان).
      const plural = pluralKey(key) !== null && enGroups.has(pluralKey(key)!.base);
      if (plural && wanted.includes('count') && !given.includes('count')) given = [...given, 'count'].sort();
      if (wanted.join() === given.join()) continue;
      const show = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'none');
      report(key, `${key} has the placeholders ${show(placeholdersOf(value))}, but its English text in texts/en.json has ${show(wanted)}: the text would show a gap or a stray placeholder`);
    }
    const units = textUnits(Object.keys(texts).filter((key) => texts[key] !== undefined));
    const missing = [...enUnits].filter((unit) => !units.has(unit));
    if (!missing.length) continue;
    // Named in the file of the last brand of the chain that has this locale: where the keys would be added.
    const owner = [...resolved.chain].reverse().find((id) => resolved.layers[id].documents[path]) ?? resolved.id;
    const named = missing.slice(0, NAMED_KEYS).join(', ');
    const more = missing.length > NAMED_KEYS ? ` and ${missing.length - NAMED_KEYS} more` : '';
    warnings.push(problemIn(resolved.layers[owner], path, '',
      `${missing.length} of ${textUnits(Object.keys(en)).size} keys of texts/en.json are missing (their English text is shown meanwhile): ${named}${more}`));
  }
  return { problems, warnings };
}
