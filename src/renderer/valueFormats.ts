// Formats for {{placeholder}} values of a text (Text's and Heading's `formats`): a date in the player's
// language, an amount as the wallet shows money. The same readings as a Table column's formats
// (src/widgets/Table/cells.ts), so a date or an amount reads alike in a table and in a sentence.
import { formatAmount, formatDate } from '../widgets/Table/cells';

export type ValueFormat = 'date' | 'amount';

export interface FormatContext {
  locale: string;
  /** The signed-in player (scope.user): an amount is in the wallet's currency, by its symbol. */
  user?: Record<string, unknown> | null;
}

/** A value as the format shows it; '' when it is not one (not a date, not a number). */
export function formatValue(value: unknown, format: ValueFormat, { locale, user }: FormatContext): string {
  if (format === 'date') return formatDate(value, locale);
  const wallet = {
    currencyCode: typeof user?.currencyCode === 'string' ? user.currencyCode : null,
    currencySymbol: typeof user?.currencySymbol === 'string' ? user.currencySymbol : null,
    isCrypto: user?.isCrypto === true,
  };
  return formatAmount(value, undefined, { locale, wallet });
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
