// Reserved names (security review 2026-11-27 N3, chat impersonation): names a player may not take because
// others would read them as the site's own voice (support, staff, the brand, the support bot) or as another
// player (every player's default name, 'Player <id>'). Ours: the spec names no reserved names.
//
// Names are compared by their skeleton, which folds what a reader cannot tell apart: letter case, spaces and
// punctuation (Player_51, player.51), compatibility forms (NFKC: fullwidth Ｓｕｐｐｏｒｔ, 𝐒𝐮𝐩𝐩𝐨𝐫𝐭), accents and
// other combining marks (Süpport), invisible characters (zero-width spaces, direction overrides), the
// Cyrillic and Greek letters that look Latin (Ѕuрроrt), digits written for letters (Supp0rt, P1ayer) and I
// written for l (PIayer). The character rule of names (src/forms/vocabulary.ts nicknameValid) already
// refuses most of these; the skeleton is what keeps a name the rule allows from passing for a reserved one.
// It is the common look-alikes, not all of Unicode's confusables table.
// Pure; the sandbox's chat room and the chat panel use it through src/chat/chatRules.ts.

/** Names of the site's own voice, reserved on every brand besides its own names and the bot's. */
export const RESERVED_NAMES = ['support', 'admin', 'administrator', 'moderator', 'staff', 'system', 'operator', 'official'] as const;

/** Every player's default name is this word and their id ('Player 51'). */
const DEFAULT_NAME_WORD = 'player';

// Letters of other scripts that look like Latin ones, upper case before lower: Н is H, its lower case н is h.
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', Ѕ: 'S', І: 'I', Ј: 'J', Ү: 'Y', Ԛ: 'Q', Ԝ: 'W',
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ј: 'j', һ: 'h',
  ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ь: 'b', ү: 'y', п: 'n', г: 'r',
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ω: 'w', μ: 'u', ϲ: 'c',
  // Latin letters that no decomposition takes to a plain one
  ı: 'i', ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŀ: 'l', ɡ: 'g', ȷ: 'j',
};
// Digits written for letters, and the letters a reader mistakes for one another (I, l and 1).
const DIGIT_LETTERS: Record<string, string> = { 0: 'o', 1: 'l', 2: 'z', 3: 'e', 4: 'a', 5: 's', 6: 'b', 7: 't', 8: 'b', 9: 'g', i: 'l' };
// Letter pairs that read as one letter (rn as m, vv as w, cl as d).
const PAIRS: Array<[RegExp, string]> = [[/rn/g, 'm'], [/vv/g, 'w'], [/cl/g, 'd']];

/** A decimal digit of any script as the ASCII one (Arabic-Indic ٥ is 5): its place in its run of ten. */
function asciiDigit(char: string): string {
  let cp = char.codePointAt(0)!;
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(cp - 1))) {
    cp -= 1;
    value += 1;
  }
  return String(value);
}

/** The name without compatibility forms, marks and invisible characters, other scripts' look-alikes made Latin; case kept. */
const unmasked = (name: string) => [...name.normalize('NFKC').normalize('NFD')]
  .filter((c) => !/[\p{M}\p{Default_Ignorable_Code_Point}]/u.test(c))
  .map((c) => LOOK_ALIKES[c] ?? c)
  .join('');

/** The name with its look-alikes folded but its digits kept: lower case, letters and ASCII digits only. */
function plainSkeleton(name: string): string {
  return [...unmasked(name).toLowerCase()]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .filter((c) => /[\p{L}\p{N}]/u.test(c))
    .map((c) => (/\p{Nd}/u.test(c) ? asciiDigit(c) : c))
    .join('');
}

/** The plain skeleton with digits read as the letters they stand for (supp0rt, p1ayer), one character each. */
const letterSkeleton = (plain: string) => [...plain].map((c) => DIGIT_LETTERS[c] ?? c).join('');

/** What a name looks like, for comparing names: 'Ѕupp0rt', 'S u p p o r t' and 'support' have one skeleton. */
export function nameSkeleton(name: string): string {
  return PAIRS.reduce((text, [pair, letter]) => text.replace(pair, letter), letterSkeleton(plainSkeleton(name)));
}

/**
 * Whether the name reads as a player's default name, 'Player' and a number ('Player 51', 'player_051',
 * 'PIayer5l'): the word, then only digits or letters standing for digits, at least one of them a digit.
 */
export function isDefaultPlayerName(name: string): boolean {
  const plain = plainSkeleton(name);
  const letters = letterSkeleton(plain);
  const word = letterSkeleton(DEFAULT_NAME_WORD);
  if (!letters.startsWith(word) || letters.length === word.length) return false;
  const number = plain.slice(word.length);
  const digitImages = new Set(Object.values(DIGIT_LETTERS));
  return /\d/.test(number) && [...letters.slice(word.length)].every((c) => digitImages.has(c));
}

/**
 * The words of a name as a reader sees them: split at spaces and punctuation, where digits meet letters and
 * where case changes inside a word (StaffAnna, SUPPORTTeam, Admin01).
 */
const nameWords = (name: string) =>
  unmasked(name).match(/\p{Lu}+(?=\p{Lu}[\p{Ll}\p{Lo}])|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}\p{Lt}]+|\p{Lu}+|\p{N}+/gu) ?? [];

/**
 * Whether a player may not take the name: it reads as a player's default name, or the whole name or some of
 * its words in a row read as a reserved name (RESERVED_NAMES and `others`: the bot's and the brand's names).
 * So 'Support', 'S-u-p-p-o-r-t', 'Supp0rt', 'Support_Team', 'CasinoSupport' and 'Admin01' are refused, while
 * 'Staffan' (one word that only begins like staff) is not.
 */
export function isReservedName(name: string, others: readonly string[] = []): boolean {
  if (isDefaultPlayerName(name)) return true;
  const reserved = new Set([...RESERVED_NAMES, ...others].map(nameSkeleton).filter((r) => r !== ''));
  if (reserved.has(nameSkeleton(name))) return true;
  const words = nameWords(name);
  for (let first = 0; first < words.length; first++) {
    for (let last = first; last < words.length; last++) {
      if (reserved.has(nameSkeleton(words.slice(first, last + 1).join('')))) return true;
    }
  }
  return false;
}
