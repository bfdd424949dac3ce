// Formats for {{placeholder}} values of a text (Text's and Heading's `formats`): a date in the player's
// language, an amount as the wallet shows money, a text key in the player's language. A Table column's date format is this one
// (src/widgets/Table/cells.ts), so a date reads alike in a table and in a sentence. Only first-paint modules
// here: Text and Heading are on every page.
import { formatDate } from '../platform/intlFormats';
import { formatWalletAmount } from '../platform/wallet';

export type ValueFormat = 'date' | 'amount' | 'text';

export interface FormatContext {
  locale: string;
  /** The signed-in player (scope.user): an amount is in the wallet's currency, by its symbol. */
  user?: Record<string, unknown> | null;
  /** text: a value that is a text key, in the player's language (a key the texts lack shows as it is). */
  translate?: (key: string) => string;
}

/** date: the site's date (medium date and short time in the locale); '' when not a date. */
export { formatDate };

const number = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** A value as the format shows it; '' when it is not one (not a date, not a number). */
export function formatValue(value: unknown, format: ValueFormat, { locale, user, translate }: FormatContext): string {
  if (format === 'date') return formatDate(value, locale);
  if (format === 'text') return typeof value === 'string' && value ? (translate ? translate(value) : value) : '';
  const amount = number(value);
  if (amount === null) return '';
  return formatWalletAmount(amount, {
    locale,
    currencyCode: typeof user?.currencyCode === 'string' ? user.currencyCode : null,
    currencySymbol: typeof user?.currencySymbol === 'string' ? user.currencySymbol : null,
    isCrypto: user?.isCrypto === true,
  });
}

/** Applies the formats to the values they name; the other values stay as they are. */
export function formatValues(
  values: Record<string, unknown>, formats: Record<string, ValueFormat> | undefined, context: FormatContext,
): Record<string, unknown> {
  if (!formats) return values;
  const out = { ...values };
  for (const [name, format] of Object.entries(formats)) if (name in out) out[name] = formatValue(out[name], format, context);
  return out;
}
