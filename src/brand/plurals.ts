// Plural texts (issue 25): a text that counts something is a group of keys, one per plural form of the
// locale, as i18next looks them up: text.lobby.games_one, text.lobby.games_other (Arabic: _zero, _one,
// _two, _few, _many, _other). A document names the group (text.lobby.games) and passes {{count}}; i18next
// picks the form with Intl.PluralRules. _zero is also looked up for a count of 0 in every language.

/** The plural categories in CLDR's order. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/** The group and form of a plural key (text.lobby.games_one -> text.lobby.games, one); null for any other key. */
export function pluralKey(key: string): { base: string; form: PluralForm } | null {
  const match = PLURAL_KEY.exec(key);
  return match ? { base: match[1], form: match[2] as PluralForm } : null;
}

/** The forms a locale's plural texts need (Intl.PluralRules, the rules i18next picks a form by), in CLDR order. */
export function pluralFormsOf(locale: string): PluralForm[] {
  let categories: string[];
  try {
    categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  } catch {
    categories = ['one', 'other'];
  }
  return PLURAL_FORMS.filter((form) => categories.includes(form));
}

/** A form a locale may have besides the ones it needs: i18next looks _zero up for a count of 0 in any language. */
export const OPTIONAL_FORMS: readonly PluralForm[] = ['zero'];

/** The plural groups among flat keys: group -> its forms, each with the key that holds it, in the keys' order. */
export function pluralGroups(keys: Iterable<string>): Map<string, Map<PluralForm, string>> {
  const groups = new Map<string, Map<PluralForm, string>>();
  for (const key of keys) {
    const plural = pluralKey(key);
    if (!plural) continue;
    let forms = groups.get(plural.base);
    if (!forms) groups.set(plural.base, (forms = new Map()));
    forms.set(plural.form, key);
  }
  return groups;
}

/**
 * The keys a document may name: every key that is not a plural form, and every plural group (a
 * document names text.lobby.games, never text.lobby.games_one).
 */
export function textUnits(keys: Iterable<string>): Set<string> {
  const units = new Set<string>();
  for (const key of keys) units.add(pluralKey(key)?.base ?? key);
  return units;
}
