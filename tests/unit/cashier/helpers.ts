// The brand's English defaults, so the cashier tests check that every text key a rule names has wording
// (a key without a default would show the raw key to a player) and that quoted spec texts are exact.
import { readFileSync } from 'node:fs';

const en = JSON.parse(readFileSync(new URL('../../../brands/curacao/texts/en.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** The English default of a text key (text.a.b -> en.text.a.b), or undefined. */
export function enText(key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
  return typeof value === 'string' ? value : undefined;
}
