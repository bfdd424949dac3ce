// Texts of the other locales against the English defaults (issue 15, real locales). texts/en.json holds every
// key the documents use; texts/<lng>.json may lag behind it: a key it lacks shows its English text, so that is
// a warning naming the file and the keys. A text whose {{placeholders}} differ from the English one's would show
// a hole (or a stray "{{name}}") to players of that locale: that is a problem, in the file that set the text.
import { join } from 'node:path';
import type { ResolvedBrand, BrandSource } from './resolve.ts';
import { problemIn } from './resolve.ts';
import { displayPath, type Problem } from './problems.ts';
import { folderDocument } from './documents.ts';

/** The {{name}} values a text asks for, sorted and unique (as src/platform/i18n.ts fills them). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))].sort();
}

/** How many missing keys a warning names before it says "and N more". */
const NAMED_KEYS = 10;

export interface LocaleCheck {
  problems: Problem[];
  warnings: Problem[];
}

export function checkLocaleTexts(resolved: ResolvedBrand, source: BrandSource): LocaleCheck {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const en = resolved.documents['texts/en.json']?.data as Record<string, unknown> | undefined;
  if (!en) return { problems, warnings };
  for (const [path, doc] of Object.entries(resolved.documents)) {
    const inFolder = folderDocument(path);
    if (inFolder?.folder !== 'texts' || inFolder.name === 'en') continue;
    const texts = doc.data as Record<string, unknown>;
    const sources = resolved.textSources[path] ?? {};
    for (const [key, value] of Object.entries(texts)) {
      const english = en[key];
      if (typeof value !== 'string' || typeof english !== 'string') continue;
      const wanted = placeholdersOf(english);
      const given = placeholdersOf(value);
      if (wanted.join() === given.join()) continue;
      const at = sources[key];
      const show = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'none');
      const message = `${key} has the placeholders ${show(given)}, but its English text in texts/en.json has ${show(wanted)}: the text would show a gap or a stray placeholder`;
      problems.push(at ? problemIn(resolved.layers[at.brand], path, at.pointer, message) : { file: displayPath(join(source.brandsDir, resolved.id, path)), pointer: '', line: 1, column: 1, message });
    }
    const missing = Object.keys(en).filter((key) => en[key] !== null && texts[key] === undefined);
    if (!missing.length) continue;
    // Named in the file of the last brand of the chain that has this locale: where the keys would be added.
    const owner = [...resolved.chain].reverse().find((id) => resolved.layers[id].documents[path]) ?? resolved.id;
    const named = missing.slice(0, NAMED_KEYS).join(', ');
    const more = missing.length > NAMED_KEYS ? ` and ${missing.length - NAMED_KEYS} more` : '';
    warnings.push(problemIn(resolved.layers[owner], path, '',
      `${missing.length} of ${Object.keys(en).length} keys of texts/en.json are missing (their English text is shown meanwhile): ${named}${more}`));
  }
  return { problems, warnings };
}
