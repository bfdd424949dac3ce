// How a Table cell shows its value (the column's format), as pure functions: a label looked up in the
// column's labels (never a raw code), a badge's tone, an amount as the wallet shows money, a date in the
// player's language, a code as words. The widget (Widget.tsx) only lays the results out.
import { formatSignedAmount, paymentMethodName, type MoneyFormat } from '../../cashier/transactions';

/** The player's wallet as amounts need it (scope.user). */
export type Wallet = NonNullable<MoneyFormat['wallet']>;

const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : String(value ?? ''));

/** A value's entry in a map: as it is, then trimmed in lower case (the platform's "PENDING" is "pending"). */
export function lookup<T>(map: Record<string, T> | undefined, value: unknown): T | undefined {
  if (!map || value === null || value === undefined) return undefined;
  const own = (key: string) => (Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined);
  return own(String(value)) ?? own(lowerCase(value));
}

/** label and badge: the text key of a value; the column's otherLabel for any other (or '' without one). */
export const labelKey = (labels: Record<string, string> | undefined, value: unknown, otherLabel?: string): string =>
  lookup(labels, value) ?? otherLabel ?? '';

/** badge: the value's colour; otherTone (default neutral) for any other. */
export const toneOf = <T extends string>(tones: Record<string, T> | undefined, value: unknown, otherTone?: T): T | 'neutral' =>
  lookup(tones, value) ?? otherTone ?? 'neutral';

const number = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * amount: money as the wallet shows it (fiat 2 decimals, crypto up to 8; the wallet's currency by its
 * symbol, another by its code), a negative one after a true minus sign; signed also puts + before a
 * positive one. Not a number: ''.
 */
export function formatAmount(value: unknown, currency: unknown, options: { signed?: boolean; locale?: string; wallet?: Wallet }): string {
  const amount = number(value);
  if (amount === null) return '';
  const code = typeof currency === 'string' && currency ? currency : options.wallet?.currencyCode ?? null;
  const shown = formatSignedAmount(amount, code, { locale: options.locale, wallet: options.wallet });
  // Unsigned: a negative amount keeps its minus; a positive one has no plus.
  return !options.signed && shown.startsWith('+') ? shown.slice(1) : shown;
}

/** date: as a text's date format shows it (src/renderer/valueFormats.ts). */
export { formatDate } from '../../renderer/valueFormats';

/** words: a code as words ("bank_transfer" -> "Bank transfer"); anything but a string is ''. */
export const asWords = (value: unknown): string => paymentMethodName(value);

/** text: the value as it is; null, undefined and objects show nothing. */
export const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
